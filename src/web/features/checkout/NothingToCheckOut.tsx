import { Link } from 'react-router';
import { t } from '../../../domain/words/catalogue';
import { buttonClass } from '../../components/ui';

/** Checkout with nothing in it: the way back to the shop. */
export function NothingToCheckOut() {
  return (
    <div className="flex flex-col items-center border border-pearl bg-ivory px-6 py-20 text-center">
      <p className="font-serif text-3xl">{t('pages.checkout.thereIsNothingTo')}</p>
      <p className="mt-3 max-w-md text-stone">{t('pages.checkout.yourShoppingCartIs')}</p>
      <Link to="/" className={`${buttonClass} mt-8`}>
        {t('pages.checkout.continueShopping')}
      </Link>
    </div>
  );
}
