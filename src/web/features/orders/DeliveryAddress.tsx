import { formatAddressPhone } from '../abroad/phone';
import { placeLine } from '../../../domain/abroad/address-countries';
import { t } from '../../../domain/words/catalogue';
/** An order's delivery address as it was when the order was placed; an order collected at the store has none. */
export function DeliveryAddress({ address, className = '' }: { address: { name: string; address: string; postal: string; city: string; state: string; country: string; phone: string } | null; className?: string }) {
  if (!address) return <p className={`text-sm text-stone ${className}`}>{t('orders.deliveryAddress.collectedAndPaidAt')}</p>;
  return (
    <address className={`text-sm leading-relaxed text-stone not-italic ${className}`}>
      <span className="block text-ink">{address.name}</span>
      {address.address}
      <br />
      {placeLine(address)}
      <br />
      {formatAddressPhone(address.country, address.phone)}
    </address>
  );
}
