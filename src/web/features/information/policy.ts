import { RETURN_POLICY } from '../../../domain/returns';
import type { InformationTable } from './InformationPage';
import { t } from '../../../domain/words/catalogue';

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
  ringSizeStandard: t('information.policy.hongKong'),
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
  cardNotAcceptedFrom: [t('information.policy.canada'), t('information.policy.brazil'), 'the USA'],
  /** Storefront §9: the estimated delivery date shown on a piece, made to order. */
  madeToOrderDays: 30,
} as const;

/** Banks whose credit cards take the interest-free instalment plans. */
export const INSTALMENT_BANKS = [
  t('information.policy.maybank'),
  t('information.policy.cimbBank'),
  t('information.policy.publicBank'),
  t('information.policy.hongLeongBank'),
  t('information.policy.rhbBank'),
  'AmBank',
  t('information.policy.hsbcBankMalaysia'),
  t('information.policy.standardCharteredMalaysia'),
  t('information.policy.uobMalaysia'),
  t('information.policy.ocbcBankMalaysia'),
] as const;

/**
 * Delivery once a piece is dispatched, in working days, by destination (ISO 3166-1 country codes): the shipping
 * pages' table and the shipping details search engines read on a product page. `min` undefined reads 'Up to max'.
 */
export const DELIVERY_DAYS: readonly { destination: string; countries: readonly string[]; min?: number; max: number }[] = [
  { destination: t('information.policy.malaysia'), countries: ['MY'], min: 2, max: 5 },
  { destination: t('information.policy.outskirtsOfSabahAnd'), countries: ['MY'], max: 7 },
  { destination: t('information.policy.singaporeAndBrunei'), countries: ['SG', 'BN'], min: 3, max: 7 },
  { destination: t('information.policy.australiaAndThePhilippines'), countries: ['AU', 'PH'], min: 4, max: 7 },
  { destination: t('information.policy.usaAndIndonesia'), countries: ['US', 'ID'], min: 5, max: 10 },
];

/** Delivery estimates once a piece is dispatched, in working days. */
export const DELIVERY_ESTIMATES: InformationTable = {
  caption: t('information.policy.estimatedDeliveryAfterDispatch'),
  columns: [t('information.policy.destination'), t('information.policy.workingDays')],
  rows: DELIVERY_DAYS.map((d) => [d.destination, d.min === undefined ? t('information.policy.upToDays', { max: d.max }) : `${d.min}–${d.max}`]),
  note: t('information.policy.estimatesRunFromThe'),
};

/** Import taxes most often charged on fine jewellery at the destination. */
export const TAX_RATES: InformationTable = {
  caption: t('information.policy.importTaxAtDestination'),
  columns: [t('information.policy.destination'), t('information.policy.taxRate')],
  rows: [
    [t('information.policy.malaysia'), '0%'],
    [t('information.policy.singapore'), '7%'],
    [t('information.policy.australia'), '10%'],
    [t('information.policy.philippines'), '12%'],
    [t('information.policy.brunei'), '15%'],
    [t('information.policy.usaVariesByState'), '0–7.25%'],
    [t('information.policy.indonesia'), '10%'],
  ],
  note: t('information.policy.ratesAreSetBy'),
};

/** Return shipping fees. */
export const RETURN_FEES: InformationTable = {
  caption: t('information.policy.returnShipping'),
  columns: [t('information.policy.returningFrom'), t('information.policy.fee')],
  rows: [
    [t('information.policy.malaysiaYourFirstReturn'), t('information.policy.free')],
    [t('information.policy.malaysiaAnyLaterReturn'), POLICY.returnFeeMalaysia],
    [t('information.policy.outsideMalaysia'), POLICY.returnFeeInternational],
  ],
  note: t('information.policy.returnShippingIsFully'),
};

/** 'Canada, Brazil or the USA'. */
export const cardExclusions = (): string => {
  const list = [...POLICY.cardNotAcceptedFrom];
  return `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`;
};
