import { RETURN_POLICY } from '../../../domain/orders/returns';

/**
 * The shop's policy facts (account spec §9 "Policy content") as figures, in one place so that every page that quotes
 * one quotes the same figure; a page's search-engine data reads them without the information pages' words.
 * policy.ts adds the words (POLICY).
 */
export const POLICY_FACTS = {
  /** Countries and regions we ship to outside Malaysia. */
  internationalDestinations: 45,
  /** From this order value a delivery to an address other than the billing address is checked first. */
  alternateAddressCheck: 'US$1,000',
  /** Free resizing: up to this many sizes up or down. */
  freeResizeSteps: 3,
  /** Yearly refurbishment and inspection, free, for this many years. */
  refurbishmentYears: 10,
  /** Pavé warranty: years of cover, for stones under this weight. */
  paveWarrantyYears: 3,
  paveStoneMaxCarat: '0.05',
  refundGuaranteeDays: RETURN_POLICY.guaranteeDays,
  refundWithinWorkingDays: RETURN_POLICY.refundWithinWorkingDays,
  /** Diamonds above this weight come with a GIA report. */
  certificationAboveCarat: '0.30',
  depositPercent: 70,
  printedEngagementRingDepositPercent: 70,
  printedWeddingBandDepositPercent: 50,
  instalmentMonths: [6, 12],
  paymentConfirmationHours: 24,
  faultClaimWorkingDays: RETURN_POLICY.faultClaimWorkingDays,
  /** Return shipping fees (the returns' rules charge them: src/domain/orders/returns.ts). */
  returnFeeMalaysia: `USD${RETURN_POLICY.feeMalaysiaUsd}`,
  returnFeeInternational: `USD${RETURN_POLICY.feeInternationalUsd}`,
  /** Storefront §9: the estimated delivery date shown on a piece, made to order. */
  madeToOrderDays: 30,
} as const;

/**
 * Delivery once a piece is dispatched, in working days, by destination (ISO 3166-1 country codes): the shipping
 * pages' table (policy.ts names each destination) and the shipping details search engines read on a product page.
 * `min` undefined reads 'Up to max'.
 */
export type Destination = 'malaysia' | 'outskirts' | 'singaporeBrunei' | 'australiaPhilippines' | 'usaIndonesia';
export const DELIVERY_RANGES: readonly { destination: Destination; countries: readonly string[]; min?: number; max: number }[] = [
  { destination: 'malaysia', countries: ['MY'], min: 2, max: 5 },
  { destination: 'outskirts', countries: ['MY'], max: 7 },
  { destination: 'singaporeBrunei', countries: ['SG', 'BN'], min: 3, max: 7 },
  { destination: 'australiaPhilippines', countries: ['AU', 'PH'], min: 4, max: 7 },
  { destination: 'usaIndonesia', countries: ['US', 'ID'], min: 5, max: 10 },
];
