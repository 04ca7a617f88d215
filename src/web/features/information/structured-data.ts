import { DELIVERY_RANGES as DELIVERY_DAYS, POLICY_FACTS as POLICY } from './policy-facts';

/**
 * The shipping and return policies as schema.org describes an offer's (OfferShippingDetails, MerchantReturnPolicy;
 * the properties Google's merchant listing reads), from the same figures the policy pages quote.
 */

const DAYS = (minValue: number, maxValue: number) => ({ '@type': 'QuantitativeValue', minValue, maxValue, unitCode: 'DAY' });

/** The countries the delivery table names, each with the widest estimate given for it (Malaysia's outskirts included). */
export function deliveryDaysByCountry(): { country: string; min: number; max: number }[] {
  const byCountry = new Map<string, { min: number; max: number }>();
  for (const row of DELIVERY_DAYS) {
    for (const country of row.countries) {
      const known = byCountry.get(country);
      const min = Math.min(row.min ?? row.max, known?.min ?? Infinity);
      const max = Math.max(row.max, known?.max ?? 0);
      byCountry.set(country, { min, max });
    }
  }
  return [...byCountry].map(([country, days]) => ({ country, ...days }));
}

/**
 * Free, insured shipping to each country of the delivery table: a piece leaves the atelier the same day when ready,
 * within the made-to-order days when made for the shopper, then travels the table's working days.
 */
export function shippingDetailsJsonLd(): object[] {
  return deliveryDaysByCountry().map(({ country, min, max }) => ({
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'MYR' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: country },
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: DAYS(0, POLICY.madeToOrderDays), transitTime: DAYS(min, max) },
  }));
}

/** The refund guarantee: a full refund for a piece returned by courier within the policy's days of delivery. */
export function returnPolicyJsonLd(origin: string): object {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: deliveryDaysByCountry().map((d) => d.country),
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: POLICY.refundGuaranteeDays,
    returnMethod: 'https://schema.org/ReturnByMail',
    refundType: 'https://schema.org/FullRefund',
    merchantReturnLink: new URL('/return-policy', origin || 'http://localhost').toString(),
  };
}
