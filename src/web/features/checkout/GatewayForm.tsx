import { useEffect, useRef, useState } from 'react';
import type { PaymentForm } from '../../../domain/contract/orders';
import { t } from '../../../domain/words/catalogue';

/** Shown when the browser did not go to the payment page (a blocked form, a page that never left). */
export const GATEWAY_NOT_REACHED = t('checkout.gatewayForm.weCouldNotOpen');
/** How long the page waits for the browser to leave for the payment page before saying it did not. */
const LEAVE_WITHIN_MS = 15_000;

/**
 * The hidden payment form (account spec §4 "Order flow"): once the order answers with its signed fields, the browser
 * posts them to the payment gateway by itself. A button stays visible in case the browser holds the post back; when
 * the browser refuses the post (the page's form-action) or has not left the page after a while, an error says so.
 */
export function GatewayForm({ payment }: { payment: PaymentForm }) {
  const form = useRef<HTMLFormElement>(null);
  const [notReached, setNotReached] = useState(false);
  useEffect(() => {
    setNotReached(false);
    const refused = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === 'form-action') setNotReached(true);
    };
    let left = false;
    const leaving = () => (left = true);
    document.addEventListener('securitypolicyviolation', refused);
    window.addEventListener('pagehide', leaving);
    const timer = window.setTimeout(() => !left && setNotReached(true), LEAVE_WITHIN_MS);
    try {
      form.current?.submit();
    } catch {
      setNotReached(true);
    }
    return () => {
      document.removeEventListener('securitypolicyviolation', refused);
      window.removeEventListener('pagehide', leaving);
      window.clearTimeout(timer);
    };
  }, [payment]);
  return (
    <form ref={form} method="post" action={payment.action} data-gateway-form="" className="mt-4 text-center">
      {Object.entries(payment.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {notReached ? (
        <p role="alert" className="text-sm text-ruby">
          {GATEWAY_NOT_REACHED}
        </p>
      ) : (
        <p className="text-sm text-stone">{t('checkout.gatewayForm.takingYouToThe')}</p>
      )}
      <button type="submit" className="mt-2 text-[0.7rem] tracking-[0.2em] uppercase underline underline-offset-4">
        {t('checkout.gatewayForm.continueToPayment')}
      </button>
    </form>
  );
}
