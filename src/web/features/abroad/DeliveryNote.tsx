import { deliveryWindow, dutyEstimate } from '../../../domain/orders/delivery';
import { formatRM, sen, type Sen } from '../../../domain/money/money';
import { t } from '../../../domain/words/catalogue';
import { useAbroadPreferences } from './preferences';
import { useShippingCountries } from './use-shipping-countries';
import { Converted } from './Converted';

/**
 * 'Delivered to Singapore in 3–7 working days' and, abroad, the receiver's import taxes on `valueSen` (payable to
 * customs on delivery). For the shopper's chosen destination, or the given one (checkout: the address's country).
 */
export function DeliveryNote({ valueSen, country, state, className = '' }: { valueSen?: number; country?: string; state?: string; className?: string }) {
  const [preferences] = useAbroadPreferences();
  const countries = useShippingCountries();
  const code = country ?? preferences.country;
  const destination = countries.find((c) => c.code === code);
  const window = deliveryWindow(countries, code, state);
  if (!destination || !window) return null;
  const duty = valueSen === undefined ? null : dutyEstimate(destination, sen(valueSen));
  return (
    <div className={`text-sm ${className}`} data-testid="delivery-note">
      <p className="text-ink">{t('abroad.delivery.deliveredIn', { country: destination.name, min: window.min, max: window.max })}</p>
      {duty && <DutyLine duty={duty} country={destination.name} />}
      <p className="mt-1 text-xs text-stone">{t('abroad.delivery.mondayToFriday')}</p>
    </div>
  );
}

function DutyLine({ duty, country }: { duty: ReturnType<typeof dutyEstimate>; country: string }) {
  if (duty.kind === 'none') return <p className="mt-1 text-stone">{t('abroad.duties.none', { country })}</p>;
  if (duty.kind === 'unknown') return <p className="mt-1 text-stone">{t('abroad.duties.unknown', { country })}</p>;
  const amount = (value: Sen) => `${formatRM(value)}`;
  return (
    <p className="mt-1 text-stone">
      {duty.low === duty.high
        ? t('abroad.duties.estimate', { country, amount: amount(duty.high), rate: duty.rate })
        : t('abroad.duties.estimateRange', { country, low: amount(duty.low), high: amount(duty.high), rate: duty.rate })}{' '}
      <Converted sen={duty.high} inline />
    </p>
  );
}
