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
  refundGuaranteeDays: 14,
  refundWithinWorkingDays: 30,
  /** Diamonds above this weight come with a GIA report. */
  certificationAboveCarat: '0.30',
  depositPercent: 70,
  printedEngagementRingDepositPercent: 70,
  printedWeddingBandDepositPercent: 50,
  instalmentMonths: [6, 12],
  paymentConfirmationHours: 24,
  faultClaimWorkingDays: 5,
  /** Return shipping fees. */
  returnFeeMalaysia: 'USD20',
  returnFeeInternational: 'USD120',
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

/** Delivery estimates once a piece is dispatched, in working days. */
export const DELIVERY_ESTIMATES: InformationTable = {
  caption: t('information.policy.estimatedDeliveryAfterDispatch'),
  columns: [t('information.policy.destination'), t('information.policy.workingDays')],
  rows: [
    [t('information.policy.malaysia'), '2–5'],
    [t('information.policy.outskirtsOfSabahAnd'), t('information.policy.upTo7')],
    [t('information.policy.singaporeAndBrunei'), '3–7'],
    [t('information.policy.australiaAndThePhilippines'), '4–7'],
    [t('information.policy.usaAndIndonesia'), '5–10'],
  ],
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
