import { useEffect, useRef } from 'react';
import type { PaymentForm } from '../../../domain/contract/orders';

/**
 * The hidden payment form (account spec §4 "Order flow"): once the order answers with its signed fields, the browser
 * posts them to the payment gateway by itself. A button stays visible in case the browser holds the post back.
 */
export function GatewayForm({ payment }: { payment: PaymentForm }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, [payment]);
  return (
    <form ref={form} method="post" action={payment.action} data-gateway-form="" className="mt-4 text-center">
      {Object.entries(payment.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-sm text-stone">Taking you to the payment page…</p>
      <button type="submit" className="mt-2 text-[0.7rem] tracking-[0.2em] uppercase underline underline-offset-4">
        Continue to payment
      </button>
    </form>
  );
}
