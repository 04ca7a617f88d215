import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { REMARK_MAX_LENGTH } from '../../domain/checkout';
import type { PaymentForm } from '../../domain/contract/orders';
import { errorNotice, NoticeArea, useNotice } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { Thumbnail } from '../components/Thumbnail';
import { buttonClass, drawnInBrowserClass, eyebrowClass, labelClass, quietButtonClass, textLinkClass } from '../components/ui';
import { RequireLogin } from '../features/account/RequireLogin';
import { accountPageMeta } from '../features/account/meta';
import { ITEM_UNAVAILABLE } from '../features/cart/types';
import { ChoiceCard } from '../features/checkout/ChoiceCard';
import { EInvoiceRequest, eInvoiceBuyerRefusal, eInvoiceRequestProblem, sendEInvoiceRequest } from '../features/checkout/EInvoiceRequest';
import { GatewayForm } from '../features/checkout/GatewayForm';
import { summaryLinesOf } from '../features/checkout/summary-lines';
import { LineParts } from '../features/orders/LineParts';
import { CHECKOUT_UNAVAILABLE, useCheckout, type DrawnCheckout } from '../features/checkout/use-checkout';
import { pieceOf } from '../features/checkout/paths';
import { drawnFor } from '../lib/personal-page';
import type { Address } from '../../domain/contract/accounts';
import type { DirectBuyItem } from '../../domain/contract/cart';
import type { Cart } from '../../domain/contract/orders';
import { formatRinggit } from '../lib/format';
import { senFromRinggit } from '../../domain/money';
import { BANK_TRANSFER_METHOD, CARD_METHOD, DEFAULT_ONLINE_METHOD, INSTALMENT_METHOD, methodRefusal, PAYMENT_METHOD_TABLE } from '../../domain/payment-methods';
import { InstalmentChoice, type InstalmentPick } from '../features/checkout/InstalmentChoice';
import { drawnPlans } from '../features/instalments/plans';
import type { ORDER_PAYMENT_METHODS } from '../../domain/contract/orders';
import { destinationRefusal } from '../../domain/payment-destinations';
import { formatAddressPhone } from '../features/abroad/phone';
import { placeLine } from '../../domain/address-countries';
import { useAbroadPreferences } from '../features/abroad/preferences';
import { AbroadCheckout, addressCountry } from '../features/checkout/AbroadCheckout';

type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];
import { useSession } from '../lib/use-session';
import type { Route } from './+types/checkout';
import { t } from '../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('pages.checkout.checkout'), description: t('pages.checkout.chooseYourDeliveryAddress'), path: '/checkout' });
}

/** Account spec §4: an address is needed unless the order is paid at the store. */
export const CHOOSE_ADDRESS = t('pages.checkout.warningPleaseSelectYour');
/** The ways to pay online, from the table of methods (src/domain/payment-methods.ts). */
const METHODS = PAYMENT_METHOD_TABLE.filter((m): m is Extract<(typeof PAYMENT_METHOD_TABLE)[number], { code: OrderPaymentMethod }> => (m.gateway === 'online' && !('instalments' in m)) || m.code === BANK_TRANSFER_METHOD);

/**
 * Checkout as the server prices it, for the shopper whose page session came with the request: the piece named in the
 * address (`?piece=`) or the cart, and the address book (drawn on the server, no spinner, no shift); null for a
 * visitor — the page then reads them in the browser, as before.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const piece = pieceOf(new URL(request.url).searchParams);
  const [items, addresses, plans] = await Promise.all([
    piece ? drawnFor<DirectBuyItem>(context, `/api/user/direct-buy/${piece}`, (body) => body.item).then((item) => item && ({ kind: 'direct', item }) as const) : drawnFor<Cart>(context, '/api/user/cart', (body) => body.cart).then((cart) => cart && ({ kind: 'cart', cart }) as const),
    drawnFor<Address[]>(context, '/api/user/address', (body) => body.addresses),
    context.signedIn ? drawnPlans(context) : null,
  ]);
  return { checkout: items && addresses ? { items, addresses, plans } : null };
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const drawn: DrawnCheckout | null = loaderData?.checkout ?? null;
  const [search] = useSearchParams();
  return (
    <main className="mx-auto max-w-6xl px-5 pt-12 pb-8 sm:px-6 md:pt-16">
      <p className={eyebrowClass}>{t('pages.checkout.secureCheckout')}</p>
      <h1 className="mt-3 text-4xl md:text-5xl">{t('pages.checkout.checkout')}</h1>
      <div className={`pt-10 ${drawnInBrowserClass}`}>
        <RequireLogin label={t('pages.checkout.preparingYourCheckout')} drawnByServer={drawn !== null}>
          {/* the piece bought at once, or the cart: each its own checkout */}
          <CheckoutScreen key={pieceOf(search) ?? 'cart'} drawn={drawn} />
        </RequireLogin>
      </div>
    </main>
  );
}

/**
 * Checkout (account spec §2): the items, the delivery address from the address book, FPX (default) or card, a
 * remark, and Place Order — which answers a signed form the browser posts to the gateway. Staff also see Checkout at
 * Store. An unavailable item hides the payment buttons.
 */
function CheckoutScreen({ drawn }: { drawn: DrawnCheckout | null }) {
  const { items, addresses, place, placing, checkOutCart } = useCheckout(drawn);
  const { claims } = useSession();
  const navigate = useNavigate();
  const { notice, show, dismiss } = useNotice();
  const [addressId, setAddressId] = useState<number | null>(null);
  const [method, setMethod] = useState<OrderPaymentMethod>(DEFAULT_ONLINE_METHOD);
  const [billingChoice, setBilling] = useState<string | null>(null);
  const [{ currency }] = useAbroadPreferences();
  const [remark, setRemark] = useState('');
  // the e-invoice buyer's TIN being checked with LHDN before the order is placed
  const [checking, setChecking] = useState(false);
  const [payment, setPayment] = useState<PaymentForm | null>(null);
  const [plan, setPlan] = useState<InstalmentPick | null>(null);

  if (!items || !addresses) return <Spinner label={t('pages.checkout.preparingYourCheckout')} />;
  const lines = summaryLinesOf(items);
  if (lines.length === 0) {
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
  const chosenAddress = addressId ?? addresses.find((a) => a.is_default)?.id ?? addresses[0]?.id ?? null;
  const allAvailable = lines.every((l) => l.available);
  const total = items.kind === 'cart' ? items.cart.total : items.item.price;
  const staff = claims?.role === 'CMS';
  // a method with limits (FPX: RM 1.00 to RM 30,000.00 per payment) is not offered beyond them (the server refuses it too)
  const address = addresses.find((a) => a.id === chosenAddress);
  const shipTo = addressCountry(address);
  const billing = billingChoice ?? shipTo;
  // abroad: FPX for Malaysian deliveries only, no card billed in Canada, Brazil or the USA (the server refuses them too)
  const refusalOf = (code: OrderPaymentMethod) => methodRefusal(code, senFromRinggit(total)) ?? (address ? destinationRefusal(code, { shipTo, billing: shipTo }) : null);
  const chosenMethod: OrderPaymentMethod = refusalOf(method) === null ? method : (METHODS.find((m) => refusalOf(m.code) === null)?.code ?? method);
  const billingRefusal = chosenMethod === CARD_METHOD ? destinationRefusal(CARD_METHOD, { shipTo, billing }) : null;

  async function submit(atStore: boolean) {
    dismiss();
    if (!atStore && chosenAddress === null) {
      show(errorNotice(CHOOSE_ADDRESS));
      return;
    }
    if (eInvoiceRequestProblem()) return;
    if (!atStore && billingRefusal) {
      show(errorNotice(billingRefusal));
      return;
    }
    if (checking) return;
    setChecking(true);
    const refusal = await eInvoiceBuyerRefusal().finally(() => setChecking(false));
    if (refusal) {
      show(errorNotice(refusal));
      return;
    }
    const answer = await place({ addressId: chosenAddress, method: chosenMethod, remark, atStore, instalment: chosenMethod === INSTALMENT_METHOD ? plan : null, billingCountry: chosenMethod === CARD_METHOD || chosenMethod === INSTALMENT_METHOD ? billing : undefined, currencyShown: currency });
    if (!answer) return;
    if (answer.code !== '200' || !answer.order) {
      show(errorNotice(answer.message));
      return;
    }
    await sendEInvoiceRequest(answer.order.OrderNumber);
    if (answer.order.payment) setPayment(answer.order.payment);
    else void navigate(`/orders/${encodeURIComponent(answer.order.OrderNumber)}`);
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
      <div className="flex flex-col gap-10">
        <section aria-labelledby="address-heading">
          <h2 id="address-heading" className="text-3xl">
            {t('pages.checkout.deliveryAddress')}
          </h2>
          {addresses.length === 0 ? (
            <p className="mt-4 text-stone">
              {t('pages.checkout.yourAddressBookIs')}{' '}
              <Link to="/addresses" className={`text-ink ${textLinkClass}`}>
                {t('pages.checkout.addAnAddress')}
              </Link>{' '}
              {t('pages.checkout.toHaveYourOrder')}{staff ? t('pages.checkout.orCheckOutAt') : ''}.
            </p>
          ) : (
            <fieldset className="mt-4 grid gap-3">
              <legend className="sr-only">{t('pages.checkout.deliverTo')}</legend>
              {addresses.map((a) => (
                <ChoiceCard key={a.id} name="address" value={a.id} checked={chosenAddress === a.id} onChoose={() => setAddressId(a.id)} title={a.name}>
                  <span className="block text-stone">{a.address}</span>
                  <span className="block text-stone">
                    {placeLine(a)}
                  </span>
                  <span className="block text-stone">{formatAddressPhone(a.country, a.phone)}</span>
                </ChoiceCard>
              ))}
              <Link to="/addresses" className={`justify-self-start text-[0.7rem] tracking-[0.2em] uppercase ${textLinkClass}`}>
                {t('pages.checkout.addANewAddress')}
              </Link>
            </fieldset>
          )}
        </section>

        <section aria-labelledby="payment-heading">
          <h2 id="payment-heading" className="text-3xl">
            {t('pages.checkout.paymentMethod')}
          </h2>
          <fieldset className="mt-4 grid gap-3">
            <legend className="sr-only">{t('pages.checkout.payBy')}</legend>
            {METHODS.map((m) => {
              const refusal = refusalOf(m.code);
              const unavailable = refusal !== null;
              return (
                <ChoiceCard key={m.code} name="payment_method" value={m.code} checked={chosenMethod === m.code} disabled={unavailable} onChoose={() => setMethod(m.code)} title={m.label}>
                  <span className="block text-stone">{refusal ?? (chosenMethod === m.code ? billingRefusal : null) ?? m.hint}</span>
                </ChoiceCard>
              );
            })}
            <InstalmentChoice totalSen={senFromRinggit(total)} country={addresses.find((a) => a.id === chosenAddress)?.country ?? ''} checked={chosenMethod === INSTALMENT_METHOD} pick={plan} onChoose={(pick) => (setMethod(INSTALMENT_METHOD), setPlan(pick))} drawnPlans={drawn?.plans ?? null} />
          </fieldset>
        </section>

        <section aria-labelledby="remark-heading">
          <h2 id="remark-heading" className="text-3xl">
            {t('pages.checkout.remark')}
          </h2>
          <label htmlFor="remark" className={`${labelClass} mt-4`}>
            {t('pages.checkout.aNoteForOur')}
          </label>
          <textarea id="remark" value={remark} maxLength={REMARK_MAX_LENGTH} onChange={(e) => setRemark(e.target.value)} rows={3} className="mt-2 block w-full border border-stone/40 px-4 py-3 text-sm focus:border-ink focus:outline-none" />
        </section>
        <EInvoiceRequest total={total} />
      </div>

      <section aria-labelledby="summary-heading" className="self-start border border-pearl bg-ivory p-6 sm:p-8 lg:sticky lg:top-28">
        <h2 id="summary-heading" className="text-3xl">
          {t('pages.checkout.yourOrder')}
        </h2>
        {items.kind === 'direct' && (
          <p className="mt-2 text-sm text-stone">
            {t('pages.checkout.buyingThisPieceOn')}{' '}
            <button type="button" onClick={checkOutCart} className={`text-ink ${textLinkClass}`}>
              {t('pages.checkout.checkOutYourCart')}
            </button>
          </p>
        )}
        <ul className="mt-6 divide-y divide-pearl border-y border-pearl">
          {lines.map((line) => (
            <li key={line.key} className="flex flex-wrap gap-x-4 gap-y-3 py-4" data-checkout-line="">
              <Thumbnail src={line.thumbnail} alt="" className="size-16" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-serif text-lg leading-snug text-ink">{line.name}</p>
                {line.details && <p className="text-stone">{line.details}</p>}
                {!line.available && (
                  <p role="alert" className="mt-1 text-ruby">
                    {ITEM_UNAVAILABLE}
                  </p>
                )}
              </div>
              <p className="text-sm whitespace-nowrap tabular-nums" data-testid="line-total">
                {formatRinggit(line.price)}
              </p>
              <LineParts settingPrice={line.settingPrice} diamond={line.diamond} className="basis-full" />
            </li>
          ))}
        </ul>
        <dl className="mt-5 grid gap-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-stone">{t('pages.checkout.shipping')}</dt>
            <dd>{t('pages.checkout.free')}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-pearl pt-4 text-base">
            <dt className="tracking-[0.2em] uppercase">{t('pages.checkout.total')}</dt>
            <dd data-testid="checkout-total" className="font-medium tabular-nums">
              {formatRinggit(total)}
            </dd>
          </div>
        </dl>
        <AbroadCheckout address={address} totalSen={senFromRinggit(total)} card={chosenMethod === CARD_METHOD} billing={billing} onBilling={setBilling} />
        <NoticeArea notice={notice} onDismiss={dismiss} className="mt-5" />
        {payment ? (
          <GatewayForm payment={payment} />
        ) : allAvailable ? (
          <div className="mt-6 grid gap-3">
            <button type="button" onClick={() => void submit(false)} disabled={placing || checking} className={`${buttonClass} w-full py-4`}>
              {placing || checking ? t('pages.checkout.placingYourOrder') : t('pages.checkout.placeOrder')}
            </button>
            {staff && (
              <button type="button" onClick={() => void submit(true)} disabled={placing || checking} className={`${quietButtonClass} w-full py-4`}>
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
        )}
      </section>
    </div>
  );
}
