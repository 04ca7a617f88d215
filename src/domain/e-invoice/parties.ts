/**
 * Who an e-invoice is from and to (LHDN MyInvois SDK, "Invoice v1.0": AccountingSupplierParty and
 * AccountingCustomerParty; the identification schemes NRIC, PASSPORT, BRN, ARMY beside the TIN; SST and TTX 'NA' when
 * not registered). Pure rules, used by the document builders, the checkout form and the back-office.
 */

/** The general TINs LHDN gives for buyers without one of their own (e-Invoice Specific Guideline). */
export const GENERAL_PUBLIC_TIN = 'EI00000000010';
export const FOREIGN_BUYER_TIN = 'EI00000000020';
export const GENERAL_PUBLIC_NAME = 'General Public';

/** A sale above this needs its own e-invoice (from 1 January 2026); below, a buyer who asks gets one. */
export const INDIVIDUAL_E_INVOICE_ABOVE_SEN = 1_000_000;

/** MyKad: 12 digits (YYMMDD-PB-###G), written with or without its dashes. */
export const MYKAD_PATTERN = /^\d{6}-?\d{2}-?\d{4}$/;
/**
 * A TIN as LHDN issues them: a prefix of letters (IG for individuals, C, CS, D, E, F, FA, PT, TA, TC, TN, TR, TP, J, LE
 * for the others) followed by digits; the general TINs are EI and 11 digits.
 */
export const TIN_PATTERN = /^(?:IG|[A-Z]{1,2})\d{8,13}$/;
/** A business registration number (SSM's 12-digit number or an older one). */
export const BRN_PATTERN = /^[A-Z0-9-]{5,20}$/;
export const PASSPORT_PATTERN = /^[A-Z0-9]{5,20}$/;

export const BUYER_KINDS = ['mykad', 'passport', 'company'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];

/** The buyer details a shopper gives for an e-invoice (kept with the order). */
export interface BuyerDetails {
  kind: BuyerKind;
  name: string;
  /** MyKad number, passport number or the company's BRN. */
  idNumber: string;
  /** The buyer's own TIN (optional for an individual, required for a company). */
  tin: string;
  email: string;
  phone: string;
}

/** A postal address as MyInvois takes it: lines, postcode, city, state code (01–17) and ISO 3166-1 alpha-3 country. */
export interface InvoiceAddress {
  lines: string[];
  postcode: string;
  city: string;
  stateCode: string;
  country: string;
}

/** The shop's tax identity (back-office settings): the supplier of every document. */
export interface SupplierIdentity {
  name: string;
  tin: string;
  brn: string;
  /** The SST registration number, or 'NA'. */
  sst: string;
  msicCode: string;
  msicDescription: string;
  /** Sales tax in the prices when registered for SST (e.g. 10); 0 when not. */
  salesTaxPercent: number;
  address: InvoiceAddress;
  telephone: string;
  email: string;
}

/** The identification a document carries for a party: its TIN and one of NRIC, PASSPORT, BRN. */
export interface PartyIds {
  tin: string;
  scheme: 'NRIC' | 'PASSPORT' | 'BRN';
  id: string;
}

export const normalisedMyKad = (value: string) => value.replace(/-/g, '');

/**
 * The identification of a buyer: a Malaysian individual gives a TIN or the MyKad with the general TIN EI00000000010;
 * a foreign individual the general TIN EI00000000020 with the passport; a company its TIN and BRN.
 */
export function buyerIds(buyer: BuyerDetails): PartyIds {
  const tin = buyer.tin.trim().toUpperCase();
  if (buyer.kind === 'mykad') return { tin: tin || GENERAL_PUBLIC_TIN, scheme: 'NRIC', id: normalisedMyKad(buyer.idNumber.trim()) };
  if (buyer.kind === 'passport') return { tin: FOREIGN_BUYER_TIN, scheme: 'PASSPORT', id: buyer.idNumber.trim().toUpperCase() };
  return { tin, scheme: 'BRN', id: buyer.idNumber.trim().toUpperCase() };
}

/**
 * What is wrong with buyer details, by field (empty when they can be put on an e-invoice). `tinNotFound` is LHDN's
 * answer to the TIN check (the server's), the others the form's.
 */
export type BuyerProblem = 'name' | 'mykad' | 'passport' | 'brn' | 'tin' | 'tinRequired' | 'tinNotFound' | 'email';

export function buyerProblems(buyer: BuyerDetails): BuyerProblem[] {
  const problems: BuyerProblem[] = [];
  if (!buyer.name.trim()) problems.push('name');
  const id = buyer.idNumber.trim().toUpperCase();
  if (buyer.kind === 'mykad' && !MYKAD_PATTERN.test(id)) problems.push('mykad');
  if (buyer.kind === 'passport' && !PASSPORT_PATTERN.test(id)) problems.push('passport');
  if (buyer.kind === 'company' && !BRN_PATTERN.test(id)) problems.push('brn');
  const tin = buyer.tin.trim().toUpperCase();
  if (tin && !TIN_PATTERN.test(tin)) problems.push('tin');
  if (buyer.kind === 'company' && !tin) problems.push('tinRequired');
  if (buyer.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(buyer.email.trim())) problems.push('email');
  return problems;
}

/** Whether an order of this total gets an e-invoice of its own, and whether its buyer must give details for it. */
export const needsIndividualEInvoice = (totalSen: number, asked: boolean) => asked || totalSen > INDIVIDUAL_E_INVOICE_ABOVE_SEN;

/** MyInvois state codes (SDK "State Codes"), by the names the shop's addresses use. */
export const STATE_CODES: Record<string, string> = {
  johor: '01',
  kedah: '02',
  kelantan: '03',
  melaka: '04',
  malacca: '04',
  'negeri sembilan': '05',
  pahang: '06',
  'pulau pinang': '07',
  penang: '07',
  perak: '08',
  perlis: '09',
  selangor: '10',
  terengganu: '11',
  sabah: '12',
  sarawak: '13',
  'kuala lumpur': '14',
  'wilayah persekutuan kuala lumpur': '14',
  'w.p. kuala lumpur': '14',
  labuan: '15',
  'wilayah persekutuan labuan': '15',
  putrajaya: '16',
  'wilayah persekutuan putrajaya': '16',
};
/** 'Not Applicable' (a buyer abroad, the consolidated buyer). */
export const STATE_NOT_APPLICABLE = '17';

export function stateCodeOf(state: string): string {
  const name = state.trim().toLowerCase();
  if (/^(0[1-9]|1[0-7])$/.test(name)) return name;
  return STATE_CODES[name] ?? STATE_NOT_APPLICABLE;
}
