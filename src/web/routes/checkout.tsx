import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PaymentForm } from '../../domain/contract/orders';
import { errorNotice, NoticeArea, useNotice } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { drawnInBrowserClass, eyebrowClass } from '../components/ui';
import { RequireLogin } from '../features/account/RequireLogin';
import { accountPageMeta } from '../features/account/meta';
import { DeliveryAddresses } from '../features/checkout/DeliveryAddresses';
import { NothingToCheckOut } from '../features/checkout/NothingToCheckOut';
import { OrderSummary } from '../features/checkout/OrderSummary';
import { PaymentMethods } from '../features/checkout/PaymentMethods';
import { PlaceOrder } from '../features/checkout/PlaceOrder';
import { RemarkField } from '../features/checkout/RemarkField';
import { EInvoiceRequest, eInvoiceBuyerRefusal, eInvoiceRequestProblem, sendEInvoiceRequest } from '../features/checkout/EInvoiceRequest';
import { summaryLinesOf } from '../features/checkout/summary-lines';
import { useCheckout, type DrawnCheckout } from '../features/checkout/use-checkout';
import { pieceOf } from '../features/checkout/paths';
import { drawnFor } from '../lib/personal-page';
import type { Address } from '../../domain/contract/accounts';
import type { DirectBuyItem } from '../../domain/contract/cart';
import type { Cart } from '../../domain/contract/orders';
import { senFromRinggit } from '../../domain/money/money';
import { BANK_TRANSFER_METHOD, CARD_METHOD, DEFAULT_ONLINE_METHOD, INSTALMENT_METHOD, methodRefusal, PAYMENT_METHOD_TABLE } from '../../domain/payments/payment-methods';
import { InstalmentChoice, type InstalmentPick } from '../features/checkout/InstalmentChoice';
import { drawnPlans } from '../features/instalments/plans';
import type { ORDER_PAYMENT_METHODS } from '../../domain/contract/orders';
import { destinationRefusal } from '../../domain/payments/payment-destinations';
import { useShownCurrency } from '../features/abroad/use-shown-currency';
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
/** The ways to pay online, from the table of methods (src/domain/payments/payment-methods.ts). */
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
  const { currency } = useShownCurrency();
  const [remark, setRemark] = useState('');
  // the e-invoice buyer's TIN being checked with LHDN before the order is placed
  const [checking, setChecking] = useState(false);
  const [payment, setPayment] = useState<PaymentForm | null>(null);
  const [plan, setPlan] = useState<InstalmentPick | null>(null);

  if (!items || !addresses) return <Spinner label={t('pages.checkout.preparingYourCheckout')} />;
  const lines = summaryLinesOf(items);
  if (lines.length === 0) return <NothingToCheckOut />;
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
        <DeliveryAddresses addresses={addresses} chosen={chosenAddress} onChoose={setAddressId} staff={staff} />
        <PaymentMethods methods={METHODS} chosen={chosenMethod} refusalOf={refusalOf} billingRefusal={billingRefusal} onChoose={setMethod}>
          <InstalmentChoice totalSen={senFromRinggit(total)} country={addresses.find((a) => a.id === chosenAddress)?.country ?? ''} checked={chosenMethod === INSTALMENT_METHOD} pick={plan} onChoose={(pick) => (setMethod(INSTALMENT_METHOD), setPlan(pick))} drawnPlans={drawn?.plans ?? null} />
        </PaymentMethods>
        <RemarkField remark={remark} onRemark={setRemark} />
        <EInvoiceRequest total={total} />
      </div>
      <OrderSummary items={items} lines={lines} total={total} onCheckOutCart={checkOutCart}>
        <AbroadCheckout address={address} totalSen={senFromRinggit(total)} card={chosenMethod === CARD_METHOD} billing={billing} onBilling={setBilling} />
        <NoticeArea notice={notice} onDismiss={dismiss} className="mt-5" />
        <PlaceOrder payment={payment} allAvailable={allAvailable} busy={placing || checking} staff={staff} onPlace={(atStore) => void submit(atStore)} />
      </OrderSummary>
    </div>
  );
}
