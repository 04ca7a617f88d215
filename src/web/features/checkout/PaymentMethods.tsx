import type { ReactNode } from 'react';
import { t } from '../../../domain/words/catalogue';
import { ChoiceCard } from './ChoiceCard';

/**
 * Checkout's ways to pay: one card per method, greyed with its reason when it cannot be used (a limit, the
 * destination), the chosen one with the billing country's refusal if there is one; then the instalment plans (`children`).
 */
export function PaymentMethods<Code extends string>({ methods, chosen, refusalOf, billingRefusal, onChoose, children }: { methods: readonly { code: Code; label: string; hint: string }[]; chosen: Code; refusalOf: (code: Code) => string | null; billingRefusal: string | null; onChoose: (code: Code) => void; children: ReactNode }) {
  return (
    <section aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-3xl">
        {t('pages.checkout.paymentMethod')}
      </h2>
      <fieldset className="mt-4 grid gap-3">
        <legend className="sr-only">{t('pages.checkout.payBy')}</legend>
        {methods.map((m) => {
          const refusal = refusalOf(m.code);
          const unavailable = refusal !== null;
          return (
            <ChoiceCard key={m.code} name="payment_method" value={m.code} checked={chosen === m.code} disabled={unavailable} onChoose={() => onChoose(m.code)} title={m.label}>
              <span className="block text-stone">{refusal ?? (chosen === m.code ? billingRefusal : null) ?? m.hint}</span>
            </ChoiceCard>
          );
        })}
        {children}
      </fieldset>
    </section>
  );
}
