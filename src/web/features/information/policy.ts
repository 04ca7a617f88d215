import { RETURN_POLICY } from '../../../domain/returns';
import type { InformationTable } from './InformationPage';

/**
 * The shop's policy facts (account spec §9 "Policy content"), in one place so that every page that quotes one
 * quotes the same figure.
 */
export const POLICY = {
  /** Countries and regions we ship to outside Malaysia. */
  internationalDestinations: 45,
  /** From this order value a delivery to an address other than the billing address is checked first. */
  alternateAddressCheck: 'US$1,000',
  /** Free resizing: up to this many sizes up or down. */
  freeResizeSteps: 3,
  ringSizeStandard: 'Hong Kong',
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
  /** Return shipping fees (the returns' rules charge them: src/domain/returns.ts). */
  returnFeeMalaysia: `USD${RETURN_POLICY.feeMalaysiaUsd}`,
  returnFeeInternational: `USD${RETURN_POLICY.feeInternationalUsd}`,
  /** Card payments are not accepted from these countries. */
  cardNotAcceptedFrom: ['Canada', 'Brazil', 'the USA'],
  /** Storefront §9: the estimated delivery date shown on a piece, made to order. */
  madeToOrderDays: 30,
} as const;

/** Banks whose credit cards take the interest-free instalment plans. */
export const INSTALMENT_BANKS = [
  'Maybank',
  'CIMB Bank',
  'Public Bank',
  'Hong Leong Bank',
  'RHB Bank',
  'AmBank',
  'HSBC Bank Malaysia',
  'Standard Chartered Malaysia',
  'UOB Malaysia',
  'OCBC Bank Malaysia',
] as const;

/**
 * Delivery once a piece is dispatched, in working days, by destination (ISO 3166-1 country codes): the shipping
 * pages' table and the shipping details search engines read on a product page. `min` undefined reads 'Up to max'.
 */
export const DELIVERY_DAYS: readonly { destination: string; countries: readonly string[]; min?: number; max: number }[] = [
  { destination: 'Malaysia', countries: ['MY'], min: 2, max: 5 },
  { destination: 'Outskirts of Sabah and Sarawak', countries: ['MY'], max: 7 },
  { destination: 'Singapore and Brunei', countries: ['SG', 'BN'], min: 3, max: 7 },
  { destination: 'Australia and the Philippines', countries: ['AU', 'PH'], min: 4, max: 7 },
  { destination: 'USA and Indonesia', countries: ['US', 'ID'], min: 5, max: 10 },
];

/** Delivery estimates once a piece is dispatched, in working days. */
export const DELIVERY_ESTIMATES: InformationTable = {
  caption: 'Estimated delivery after dispatch',
  columns: ['Destination', 'Working days'],
  rows: DELIVERY_DAYS.map((d) => [d.destination, d.min === undefined ? `Up to ${d.max}` : `${d.min}–${d.max}`]),
  note: 'Estimates run from the day your piece leaves our atelier. Deliveries are made Monday to Friday, excluding public holidays at the destination.',
};

/** Import taxes most often charged on fine jewellery at the destination. */
export const TAX_RATES: InformationTable = {
  caption: 'Import tax at destination',
  columns: ['Destination', 'Tax rate'],
  rows: [
    ['Malaysia', '0%'],
    ['Singapore', '7%'],
    ['Australia', '10%'],
    ['Philippines', '12%'],
    ['Brunei', '15%'],
    ['USA (varies by state)', '0–7.25%'],
    ['Indonesia', '10%'],
  ],
  note: 'Rates are set by each country and may change; they are shown as a guide. Any import tax or duty is collected by the courier or customs on delivery.',
};

/** Return shipping fees. */
export const RETURN_FEES: InformationTable = {
  caption: 'Return shipping',
  columns: ['Returning from', 'Fee'],
  rows: [
    ['Malaysia, your first return', 'Free'],
    ['Malaysia, any later return', POLICY.returnFeeMalaysia],
    ['Outside Malaysia', POLICY.returnFeeInternational],
  ],
  note: 'Return shipping is fully insured and collected from your door. Any fee is deducted from your refund.',
};

/** 'Canada, Brazil or the USA'. */
export const cardExclusions = (): string => {
  const list = [...POLICY.cardNotAcceptedFrom];
  return `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`;
};
