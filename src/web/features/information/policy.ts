import { DELIVERY_RANGES, POLICY_FACTS, type Destination } from './policy-facts';
import type { InformationTable } from './InformationPage';
import { t } from '../../../domain/words/catalogue';
import { formatList } from '../../../domain/words/format';
import '../../../domain/words/books/information';

/**
 * The shop's policy facts (account spec §9 "Policy content"), in one place so that every page that quotes one
 * quotes the same figure.
 */
/** The policy's facts (policy-facts.ts) with the ones that are words. */
export const POLICY = {
  ...POLICY_FACTS,
  ringSizeStandard: t('information.policy.hongKong'),
  /** Card payments are not accepted from these countries. */
  cardNotAcceptedFrom: [t('information.policy.canada'), t('information.policy.brazil'), t('information.policy.theUsa')],
} as const;

/** Banks whose credit cards take the interest-free instalment plans. */
export const INSTALMENT_BANKS = [
  t('information.policy.maybank'),
  t('information.policy.cimbBank'),
  t('information.policy.publicBank'),
  t('information.policy.hongLeongBank'),
  t('information.policy.rhbBank'),
  t('information.policy.amBank'),
  t('information.policy.hsbcBankMalaysia'),
  t('information.policy.standardCharteredMalaysia'),
  t('information.policy.uobMalaysia'),
  t('information.policy.ocbcBankMalaysia'),
] as const;

const DESTINATIONS: Record<Destination, string> = {
  malaysia: t('information.policy.malaysia'),
  outskirts: t('information.policy.outskirtsOfSabahAnd'),
  singaporeBrunei: t('information.policy.singaporeAndBrunei'),
  australiaPhilippines: t('information.policy.australiaAndThePhilippines'),
  usaIndonesia: t('information.policy.usaAndIndonesia'),
};
/** Delivery once a piece is dispatched, in working days, by destination named in words (the shipping pages' table). */
export const DELIVERY_DAYS: readonly { destination: string; countries: readonly string[]; min?: number; max: number }[] = DELIVERY_RANGES.map((d) => ({ ...d, destination: DESTINATIONS[d.destination] }));

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
export const cardExclusions = (): string => formatList(POLICY.cardNotAcceptedFrom, 'or');
