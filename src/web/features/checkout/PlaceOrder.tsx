import { Link } from 'react-router';
import type { PaymentForm } from '../../../domain/contract/orders';
import { t } from '../../../domain/words/catalogue';
import { buttonClass, quietButtonClass, textLinkClass } from '../../components/ui';
import { GatewayForm } from './GatewayForm';
import { CHECKOUT_UNAVAILABLE } from './use-checkout';

/**
 * The end of checkout: the gateway's form once the order is placed; before, Place Order (and Checkout at Store for
 * staff) while every item is available, else the way back to the cart.
 */
export function PlaceOrder({ payment, allAvailable, busy, staff, onPlace }: { payment: PaymentForm | null; allAvailable: boolean; busy: boolean; staff: boolean; onPlace: (atStore: boolean) => void }) {
  return payment ? (
    <GatewayForm payment={payment} />
  ) : allAvailable ? (
    <div className="mt-6 grid gap-3">
      <button type="button" onClick={() => onPlace(false)} disabled={busy} className={`${buttonClass} w-full py-4`}>
        {busy ? t('pages.checkout.placingYourOrder') : t('pages.checkout.placeOrder')}
      </button>
      {staff && (
        <button type="button" onClick={() => onPlace(true)} disabled={busy} className={`${quietButtonClass} w-full py-4`}>
          {t('pages.checkout.checkoutAtStore')}
        </button>
      )}
      <p className="text-center text-xs text-stone">{t('pages.checkout.youWillPayOn')}</p>
    </div>
  ) : (
    <p role="alert" className="mt-6 text-sm text-ruby">
      {CHECKOUT_UNAVAILABLE}{' '}
      <Link to="/cart" className={`text-ink ${textLinkClass}`}>
        {t('pages.checkout.backToYourCart')}
      </Link>
    </p>
  );
}
