/**
 * When a parcel arrives and what its receiver pays at the border (issue 28; account spec §9): the policy's delivery
 * windows in working days (Monday to Friday), Sabah and Sarawak outskirts up to 7, and the destination's import
 * taxes, estimated on the order's value and payable to the receiver's customs on delivery.
 */
import { senAtPercent, type Sen } from '../money/money.ts';
import { EAST_MALAYSIA_MAX_DAYS, EAST_MALAYSIA_STATES, HOME_COUNTRY, type ShippingCountry } from '../abroad/shipping-countries.ts';

export interface DeliveryWindow {
  min: number;
  max: number;
}

/** The window for a destination (a Malaysian state in Sabah or Sarawak: up to 7 working days); null when not shipped there. */
export function deliveryWindow(list: readonly ShippingCountry[], code: string, state = ''): DeliveryWindow | null {
  const country = list.find((c) => c.code === code);
  if (!country) return null;
  if (code === HOME_COUNTRY && EAST_MALAYSIA_STATES.includes(state)) return { min: country.days.min, max: Math.max(country.days.max, EAST_MALAYSIA_MAX_DAYS) };
  return { ...country.days };
}

/** The day a parcel dispatched on `from` arrives at the latest, counting Monday to Friday only. */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

export type DutyEstimate = { kind: 'none' } | { kind: 'unknown' } | { kind: 'estimate'; low: Sen; high: Sen; rate: string };

/** The import taxes the receiver pays on goods worth `value`, by the destination's rates (none at home). */
export function dutyEstimate(country: ShippingCountry, value: Sen): DutyEstimate {
  if (!country.taxPercent) return { kind: 'unknown' };
  if (country.taxPercent.max === 0) return { kind: 'none' };
  const { min, max } = country.taxPercent;
  return { kind: 'estimate', low: senAtPercent(value, min), high: senAtPercent(value, max), rate: min === max ? `${max}\u00a0%` : `${min}–${max}\u00a0%` };
}
