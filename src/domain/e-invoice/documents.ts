/**
 * The shop's e-invoices as LHDN MyInvois takes them: UBL 2.1 in MyInvois's JSON form (every value an array of objects,
 * the value under `_`, its attributes beside it; the namespaces under `_D`, `_A`, `_B`), document version 1.0 (no
 * issuer signature). Built by pure functions from what was sold, following the SDK's samples
 * `1.0-Invoice-Sample.json`, `1.0-Invoice-Consolidated-Sample.json` and `1.0-Refund-Note-Sample.json`. Amounts are RM
 * with at most two decimals (computed in sen); the totals are the sums of the lines to the sen, and the
 * tax-inclusive total is what was paid.
 */
import { addSen, ringgitFromSen, senLeft, sumSen, taxIncludedIn, unitSenOf, type Sen } from '../money/money.ts';
import { buyerIds, GENERAL_PUBLIC_NAME, GENERAL_PUBLIC_TIN, STATE_NOT_APPLICABLE, type BuyerDetails, type InvoiceAddress, type PartyIds, type SupplierIdentity } from './parties.ts';

/** The version of the document types the shop submits (1.1 would carry the issuer's XAdES signature). */
export const DOCUMENT_VERSION = '1.0';
export const CURRENCY = 'MYR';

/** MyInvois e-invoice types (SDK "e-Invoice Types"). */
export const E_INVOICE_TYPES = { invoice: '01', creditNote: '02', debitNote: '03', refundNote: '04' } as const;
export type EInvoiceTypeCode = (typeof E_INVOICE_TYPES)[keyof typeof E_INVOICE_TYPES];

/** Classification codes (SDK "Classification Codes"): jewellery has no code of its own, so 'Others'; a month's receipts 'Consolidated e-Invoice'. */
export const CLASSIFICATION = { others: '022', consolidated: '004' } as const;

/** Tax types (SDK "Tax Types"): 01 sales tax when the shop is registered for SST, else 06 not applicable. */
export const TAX_TYPES = { salesTax: '01', notApplicable: '06' } as const;

/** A UBL JSON document: the namespaces and one Invoice. */
export type UblDocument = Record<string, unknown> & { Invoice: [Record<string, unknown>] };

type Value = string | number | boolean;
/** One UBL value: `[{ _: value, ...attributes }]`. */
const v = (value: Value, attributes: Record<string, string> = {}) => [{ _: value, ...attributes }];
const money = (amount: Sen) => v(ringgitFromSen(amount), { currencyID: CURRENCY });

/** One line of a sale: what was sold, how many, and what it cost in all (tax included). */
export interface SoldLine {
  description: string;
  quantity: number;
  amountSen: Sen;
}

/** An order as an e-invoice reads it. */
export interface SaleSnapshot {
  /** The order number (the receipt's number on a consolidated document). */
  number: string;
  paidAt: Date;
  totalSen: Sen;
  lines: SoldLine[];
  /** The buyer's details; null for a consolidated buyer. */
  buyer: BuyerDetails | null;
  /** Where the buyer is (the delivery address), when known. */
  buyerAddress: InvoiceAddress | null;
  /** SDK "Payment Methods": 03 bank transfer (FPX), 04 credit card, 01 cash. */
  paymentMeansCode?: string;
}

/** The document's own number (its codeNumber at submission) and when it is issued. */
export interface DocumentHeader {
  codeNumber: string;
  issuedAt: Date;
}

/** What a refund note refers to: the original document's number and the UUID MyInvois gave it. */
export interface OriginalDocument {
  codeNumber: string;
  uuid: string;
}

const dateOf = (at: Date) => at.toISOString().slice(0, 10);
const timeOf = (at: Date) => `${at.toISOString().slice(11, 19)}Z`;

function address(a: InvoiceAddress) {
  return [
    {
      CityName: v(a.city),
      PostalZone: v(a.postcode),
      CountrySubentityCode: v(a.stateCode),
      AddressLine: a.lines.slice(0, 3).map((line) => ({ Line: v(line) })),
      Country: [{ IdentificationCode: v(a.country, { listID: 'ISO3166-1', listAgencyID: '6' }) }],
    },
  ];
}

/** The consolidated buyer's address, as the SDK's consolidated sample writes it. */
const NO_ADDRESS: InvoiceAddress = { lines: ['NA'], postcode: '', city: '', stateCode: '', country: '' };

function supplierParty(s: SupplierIdentity) {
  return [
    {
      Party: [
        {
          IndustryClassificationCode: v(s.msicCode, { name: s.msicDescription }),
          PartyIdentification: [{ ID: v(s.tin, { schemeID: 'TIN' }) }, { ID: v(s.brn, { schemeID: 'BRN' }) }, { ID: v(s.sst || 'NA', { schemeID: 'SST' }) }, { ID: v('NA', { schemeID: 'TTX' }) }],
          PostalAddress: address(s.address),
          PartyLegalEntity: [{ RegistrationName: v(s.name) }],
          Contact: [{ Telephone: v(s.telephone), ElectronicMail: v(s.email) }],
        },
      ],
    },
  ];
}

interface CustomerFacts {
  name: string;
  ids: PartyIds;
  address: InvoiceAddress;
  telephone: string;
  email: string;
}

function customerParty(c: CustomerFacts) {
  return [
    {
      Party: [
        {
          PostalAddress: address(c.address),
          PartyLegalEntity: [{ RegistrationName: v(c.name) }],
          PartyIdentification: [{ ID: v(c.ids.tin, { schemeID: 'TIN' }) }, { ID: v(c.ids.id, { schemeID: c.ids.scheme }) }, { ID: v('NA', { schemeID: 'SST' }) }, { ID: v('NA', { schemeID: 'TTX' }) }],
          Contact: [{ Telephone: v(c.telephone || 'NA'), ElectronicMail: v(c.email || 'NA') }],
        },
      ],
    },
  ];
}

/** The consolidated buyer: 'General Public' with the general TIN. */
const GENERAL_PUBLIC: CustomerFacts = { name: GENERAL_PUBLIC_NAME, ids: { tin: GENERAL_PUBLIC_TIN, scheme: 'NRIC', id: 'NA' }, address: NO_ADDRESS, telephone: 'NA', email: 'NA' };

function customerOf(buyer: BuyerDetails | null, buyerAddress: InvoiceAddress | null): CustomerFacts {
  if (!buyer) return GENERAL_PUBLIC;
  const ids = buyerIds(buyer);
  return { name: buyer.name.trim(), ids, address: buyerAddress ?? { ...NO_ADDRESS, stateCode: STATE_NOT_APPLICABLE }, telephone: buyer.phone.trim(), email: buyer.email.trim() };
}

/** A line as the document declares it: tax-exclusive amount, tax and unit price, from the amount paid for it. */
interface PricedLine {
  description: string;
  quantity: number;
  classification: string;
  exclusiveSen: Sen;
  taxSen: Sen;
}

function taxCategory(s: SupplierIdentity) {
  const registered = s.sst.trim() !== '' && s.sst.trim().toUpperCase() !== 'NA' && s.salesTaxPercent > 0;
  return registered ? { type: TAX_TYPES.salesTax, percent: s.salesTaxPercent } : { type: TAX_TYPES.notApplicable, percent: 0 };
}

function priced(s: SupplierIdentity, line: SoldLine, classification: string): PricedLine {
  const { percent } = taxCategory(s);
  const taxSen = taxIncludedIn(line.amountSen, percent);
  return { description: line.description, quantity: line.quantity, classification, exclusiveSen: senLeft(line.amountSen, taxSen), taxSen };
}

const taxScheme = [{ ID: v('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) }];

function invoiceLine(s: SupplierIdentity, line: PricedLine, index: number) {
  const { type, percent } = taxCategory(s);
  return {
    ID: v(String(index + 1)),
    InvoicedQuantity: v(line.quantity, { unitCode: 'C62' }),
    LineExtensionAmount: money(line.exclusiveSen),
    TaxTotal: [
      {
        TaxAmount: money(line.taxSen),
        TaxSubtotal: [{ TaxableAmount: money(line.exclusiveSen), TaxAmount: money(line.taxSen), Percent: v(percent), TaxCategory: [{ ID: v(type), TaxScheme: taxScheme }] }],
      },
    ],
    Item: [{ CommodityClassification: [{ ItemClassificationCode: v(line.classification, { listID: 'CLASS' }) }], Description: v(line.description), OriginCountry: [{ IdentificationCode: v('MYS') }] }],
    Price: [{ PriceAmount: money(unitSenOf(line.exclusiveSen, line.quantity)) }],
    ItemPriceExtension: [{ Amount: money(line.exclusiveSen) }],
  };
}

interface DocumentParts {
  typeCode: EInvoiceTypeCode;
  header: DocumentHeader;
  supplier: SupplierIdentity;
  customer: CustomerFacts;
  lines: PricedLine[];
  period?: { start: Date; end: Date };
  original?: OriginalDocument;
  paymentMeansCode?: string;
}

function ublDocument(p: DocumentParts): UblDocument {
  if (p.lines.length === 0) throw new RangeError('An e-invoice needs at least one line.');
  const exclusiveSen = sumSen(p.lines.map((l) => l.exclusiveSen));
  const taxSen = sumSen(p.lines.map((l) => l.taxSen));
  const inclusiveSen = addSen(exclusiveSen, taxSen);
  const { type, percent } = taxCategory(p.supplier);
  const invoice: Record<string, unknown> = {
    ID: v(p.header.codeNumber),
    IssueDate: v(dateOf(p.header.issuedAt)),
    IssueTime: v(timeOf(p.header.issuedAt)),
    InvoiceTypeCode: v(p.typeCode, { listVersionID: DOCUMENT_VERSION }),
    DocumentCurrencyCode: v(CURRENCY),
    TaxCurrencyCode: v(CURRENCY),
  };
  if (p.period) invoice.InvoicePeriod = [{ StartDate: v(dateOf(p.period.start)), EndDate: v(dateOf(p.period.end)), Description: v('Monthly') }];
  if (p.original) invoice.BillingReference = [{ InvoiceDocumentReference: [{ ID: v(p.original.codeNumber), UUID: v(p.original.uuid) }] }];
  invoice.AccountingSupplierParty = supplierParty(p.supplier);
  invoice.AccountingCustomerParty = customerParty(p.customer);
  if (p.paymentMeansCode) invoice.PaymentMeans = [{ PaymentMeansCode: v(p.paymentMeansCode) }];
  invoice.TaxTotal = [
    {
      TaxAmount: money(taxSen),
      TaxSubtotal: [{ TaxableAmount: money(exclusiveSen), TaxAmount: money(taxSen), Percent: v(percent), TaxCategory: [{ ID: v(type), TaxScheme: taxScheme }] }],
    },
  ];
  invoice.LegalMonetaryTotal = [
    {
      LineExtensionAmount: money(exclusiveSen),
      TaxExclusiveAmount: money(exclusiveSen),
      TaxInclusiveAmount: money(inclusiveSen),
      PayableAmount: money(inclusiveSen),
    },
  ];
  invoice.InvoiceLine = p.lines.map((line, i) => invoiceLine(p.supplier, line, i));
  return {
    _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    Invoice: [invoice],
  };
}

function checkLinesMakeTotal(sale: SaleSnapshot): void {
  const linesSen = sumSen(sale.lines.map((l) => l.amountSen));
  if (linesSen !== sale.totalSen) throw new RangeError(`The lines of order ${sale.number} (${linesSen} sen) do not make its total (${sale.totalSen} sen).`);
}

/** An individual e-invoice (01) for one order: its lines, its buyer (or 'General Public' when none was given). */
export function individualInvoice(supplier: SupplierIdentity, sale: SaleSnapshot, header: DocumentHeader): UblDocument {
  checkLinesMakeTotal(sale);
  return ublDocument({
    typeCode: E_INVOICE_TYPES.invoice,
    header,
    supplier,
    customer: customerOf(sale.buyer, sale.buyerAddress),
    lines: sale.lines.map((l) => priced(supplier, l, CLASSIFICATION.others)),
    paymentMeansCode: sale.paymentMeansCode,
  });
}

/** A receipt on the month's consolidated e-invoice: the order's number and what it cost. */
export interface Receipt {
  /** The receipt as the line describes it (its order number). */
  description: string;
  totalSen: Sen;
}

/**
 * The month's consolidated e-invoice (01, buyer 'General Public' with EI00000000010, classification 004): one line
 * per order that got no e-invoice of its own, described by its receipt number.
 */
export function consolidatedInvoice(supplier: SupplierIdentity, month: { start: Date; end: Date }, receipts: Receipt[], header: DocumentHeader): UblDocument {
  return ublDocument({
    typeCode: E_INVOICE_TYPES.invoice,
    header,
    supplier,
    customer: GENERAL_PUBLIC,
    period: month,
    lines: receipts.map((r) => priced(supplier, { description: r.description, quantity: 1, amountSen: r.totalSen }, CLASSIFICATION.consolidated)),
  });
}

/**
 * A refund note (04: money returned to the buyer), referring to the original document by its number and UUID; the
 * buyer is the original's. The shop issues no credit note (02: the original's value reduced with no money back):
 * nothing in the shop reduces a sale without returning money (docs/e-invoices.md).
 */
export function refundNote(
  supplier: SupplierIdentity,
  original: OriginalDocument,
  buyer: { details: BuyerDetails | null; address: InvoiceAddress | null },
  lines: SoldLine[],
  header: DocumentHeader,
  classification: string = CLASSIFICATION.others,
): UblDocument {
  return ublDocument({
    typeCode: E_INVOICE_TYPES.refundNote,
    header,
    supplier,
    customer: customerOf(buyer.details, buyer.address),
    original,
    lines: lines.map((l) => priced(supplier, l, classification)),
  });
}

/** The first month day and the last moment of the month `yyyy-mm` (UTC), for a consolidated document's period. */
export function monthPeriod(month: string): { start: Date; end: Date } {
  const [year, mm] = month.split('-').map(Number);
  const start = new Date(Date.UTC(year, mm - 1, 1));
  const end = new Date(Date.UTC(year, mm, 0));
  return { start, end };
}

/** The document as submitted: minified JSON (the SDK recommends minification). */
export const documentText = (document: UblDocument) => JSON.stringify(document);
