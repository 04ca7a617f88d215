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

/** Storefront §9: an order ships by a date 30 days from the day it is placed. */
export const SHIPS_WITHIN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day an order placed at `placedAt` ships by. */
export const shipsBy = (placedAt: Date): Date => new Date(placedAt.getTime() + SHIPS_WITHIN_DAYS * DAY_MS);

/**
 * When a paid order's parcel is expected: before it ships, by the end of its destination's window counted from the
 * day it ships by; once shipped, within the window counted from the day it was shipped.
 */
export type ExpectedDelivery = { kind: 'by'; latest: Date } | { kind: 'between'; earliest: Date; latest: Date };
export function expectedDelivery(window: DeliveryWindow, placedAt: Date, shippedAt: Date | null): ExpectedDelivery {
  if (!shippedAt) return { kind: 'by', latest: addWorkingDays(shipsBy(placedAt), window.max) };
  return { kind: 'between', earliest: addWorkingDays(shippedAt, window.min), latest: addWorkingDays(shippedAt, window.max) };
}

export type DutyEstimate = { kind: 'none' } | { kind: 'unknown' } | { kind: 'estimate'; low: Sen; high: Sen; rate: string };

/** The import taxes the receiver pays on goods worth `value`, by the destination's rates (none at home). */
export function dutyEstimate(country: ShippingCountry, value: Sen): DutyEstimate {
  if (!country.taxPercent) return { kind: 'unknown' };
  if (country.taxPercent.max === 0) return { kind: 'none' };
  const { min, max } = country.taxPercent;
  return { kind: 'estimate', low: senAtPercent(value, min), high: senAtPercent(value, max), rate: min === max ? `${max}\u00a0%` : `${min}–${max}\u00a0%` };
}
