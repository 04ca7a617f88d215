import type { OrderDetail } from '../../../domain/contract/orders';
import { wordsOf } from '../../../domain/words/catalogue';
import { eyebrowClass } from '../../components/ui';
import { ExpectedDelivery } from './ExpectedDelivery';

const WORDS = wordsOf('pages.orderDetail.thankYou');

/**
 * The paid order's page as the shopper arrives from the payment page: a thank-you, when the piece is expected, and
 * what happens next until it is in their hands. The order itself (what was bought, the total) follows below it.
 */
export function ThankYou({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="thank-you-heading" className="border border-gold/40 bg-ivory px-5 py-7 sm:px-8" data-testid="thank-you">
      <h2 id="thank-you-heading" className="font-serif text-3xl">
        {WORDS.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-sm text-stone">{WORDS.intro}</p>
      <ExpectedDelivery order={order} />
      <h3 className={`mt-6 ${eyebrowClass}`}>{WORDS.nextHeading}</h3>
      <ol className="mt-3 grid max-w-2xl list-decimal gap-2 pl-5 text-sm text-ink">
        <li>{WORDS.confirmation}</li>
        <li>{WORDS.making}</li>
        <li>{WORDS.shipping}</li>
        <li>{WORDS.signature}</li>
      </ol>
    </section>
  );
}
