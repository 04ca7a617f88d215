import { describe, expect, it } from 'vitest';
import { sen } from '../../../domain/money/money.ts';
import { checkDocument } from './sandbox-check.ts';
import { consolidatedInvoice, individualInvoice, monthPeriod, refundNote, type SaleSnapshot, type UblDocument } from '../../../domain/e-invoice/documents.ts';
import { ALPHA3_OF, alpha3Of } from '../../../domain/e-invoice/countries.ts';
import { valueAt as val } from '../../../domain/e-invoice/ubl-read.ts';
import { DEFAULT_SHIPPING_COUNTRIES } from '../../../domain/abroad/shipping-countries.ts';
import { buyerAddressOf } from './building.ts';
import { buyerIds, buyerProblems, FOREIGN_BUYER_TIN, GENERAL_PUBLIC_TIN, needsIndividualEInvoice, stateCodeOf, type BuyerDetails, type SupplierIdentity } from '../../../domain/e-invoice/parties.ts';

const supplier: SupplierIdentity = {
  name: 'Kilau Jewellery Sdn. Bhd.',
  tin: 'C20880050010',
  brn: '201901012345',
  sst: 'NA',
  msicCode: '47733',
  msicDescription: 'Retail sale of jewellery in specialized stores',
  salesTaxPercent: 0,
  address: { lines: ['Lot 3.12, Pavilion', '168 Jalan Bukit Bintang'], postcode: '55100', city: 'Kuala Lumpur', stateCode: '14', country: 'MYS' },
  telephone: '+60321234567',
  email: 'hello@kilau.my',
};
const buyer: BuyerDetails = { kind: 'mykad', name: 'Nur Aisyah binti Ahmad', idNumber: '900101-14-5678', tin: '', email: 'aisyah@example.my', phone: '+60123456789' };
const sale: SaleSnapshot = {
  number: 'KL1001',
  paidAt: new Date('2026-11-05T03:04:05Z'),
  totalSen: sen(1_600_000),
  lines: [
    { description: 'Solitaire engagement ring, 18K white gold', quantity: 1, amountSen: sen(350_000) },
    { description: '1.01 ct round diamond, GIA', quantity: 1, amountSen: sen(1_250_000) },
  ],
  buyer,
  buyerAddress: { lines: ['12 Jalan Ampang'], postcode: '50450', city: 'Kuala Lumpur', stateCode: '14', country: 'MYS' },
  paymentMeansCode: '04',
};
const header = { codeNumber: 'INV-KL1001', issuedAt: new Date('2026-11-05T03:05:00Z') };

type Node = Record<string, unknown>;
const inv = (d: UblDocument) => d.Invoice[0] as Record<string, Node[]>;
/** Every amount of a document (each value with a currencyID). */
function amountsOf(node: unknown): number[] {
  if (Array.isArray(node)) return node.flatMap(amountsOf);
  if (node && typeof node === 'object') {
    const n = node as Node;
    return [...(n.currencyID ? [n._ as number] : []), ...Object.values(n).flatMap(amountsOf)];
  }
  return [];
}

describe('e-invoice documents (UBL 2.1 JSON, version 1.0, as the SDK samples)', () => {
  it('an individual invoice has the sample\'s mandatory fields, the buyer by MyKad and the general TIN, totals equal to the lines', () => {
    const d = individualInvoice(supplier, sale, header);
    expect(d._D).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    const i = inv(d);
    expect(i.InvoiceTypeCode[0]).toEqual({ _: '01', listVersionID: '1.0' });
    expect(val(i.IssueDate[0])).toBe('2026-11-05');
    expect(val(i.IssueTime[0])).toBe('03:05:00Z');
    expect(Object.keys(i)).toEqual(expect.arrayContaining(['ID', 'DocumentCurrencyCode', 'AccountingSupplierParty', 'AccountingCustomerParty', 'TaxTotal', 'LegalMonetaryTotal', 'InvoiceLine']));
    const customer = (i.AccountingCustomerParty[0].Party as Node[])[0] as Record<string, Node[]>;
    const ids = customer.PartyIdentification.map((p) => (p.ID as Node[])[0]);
    expect(ids).toContainEqual({ _: GENERAL_PUBLIC_TIN, schemeID: 'TIN' });
    expect(ids).toContainEqual({ _: '900101145678', schemeID: 'NRIC' });
    const supplierParty = (i.AccountingSupplierParty[0].Party as Node[])[0] as Record<string, Node[]>;
    expect(supplierParty.IndustryClassificationCode[0]).toEqual({ _: '47733', name: 'Retail sale of jewellery in specialized stores' });
    expect(val(i.LegalMonetaryTotal[0], 'PayableAmount')).toBe(16000);
    expect(val(i.LegalMonetaryTotal[0], 'TaxExclusiveAmount')).toBe(16000);
    expect(i.InvoiceLine).toHaveLength(2);
    expect(val(i.InvoiceLine[0], 'Item', 'CommodityClassification', 'ItemClassificationCode')).toBe('022');
    expect(val(i.InvoiceLine[0], 'TaxTotal', 'TaxSubtotal', 'TaxCategory', 'ID')).toBe('06');
    for (const a of amountsOf(d)) expect(Math.round(a * 100)).toBeCloseTo(a * 100, 6);
    expect(checkDocument(d)).toEqual([]);
  });

  it('with SST, the sales tax in each line adds up to the document\'s tax and the total stays what was paid, to the sen', () => {
    const sst = { ...supplier, sst: 'W10-1808-32000001', salesTaxPercent: 10 };
    const odd: SaleSnapshot = { ...sale, totalSen: sen(1_000_003), lines: [{ description: 'Ring', quantity: 3, amountSen: sen(333_334) }, { description: 'Band', quantity: 1, amountSen: sen(666_669) }] };
    const d = individualInvoice(sst, odd, header);
    const i = inv(d);
    expect(val(i.LegalMonetaryTotal[0], 'TaxInclusiveAmount')).toBe(10000.03);
    expect(val(i.InvoiceLine[0], 'TaxTotal', 'TaxSubtotal', 'TaxCategory', 'ID')).toBe('01');
    expect(val(i.InvoiceLine[0], 'TaxTotal', 'TaxAmount')).toBe(303.03);
    expect(val(i.TaxTotal[0], 'TaxAmount')).toBe(909.09);
    expect(checkDocument(d)).toEqual([]);
  });

  it('refuses a sale whose lines do not make its total', () => {
    expect(() => individualInvoice(supplier, { ...sale, totalSen: sen(1) }, header)).toThrow(RangeError);
  });

  it('the month\'s consolidated invoice: General Public with EI00000000010, classification 004, one line per receipt', () => {
    const d = consolidatedInvoice(supplier, monthPeriod('2026-11'), [{ description: 'Receipt KL1002', totalSen: sen(300_000) }, { description: 'Receipt KL1003', totalSen: sen(45_050) }], { codeNumber: 'CON-2026-11', issuedAt: new Date('2026-12-01T01:00:00Z') });
    const i = inv(d);
    const customer = (i.AccountingCustomerParty[0].Party as Node[])[0] as Record<string, Node[]>;
    expect(val(customer.PartyLegalEntity[0], 'RegistrationName')).toBe('General Public');
    expect((customer.PartyIdentification[0].ID as Node[])[0]).toEqual({ _: 'EI00000000010', schemeID: 'TIN' });
    expect(val(i.InvoicePeriod[0], 'StartDate')).toBe('2026-11-01');
    expect(val(i.InvoicePeriod[0], 'EndDate')).toBe('2026-11-30');
    expect(i.InvoiceLine.map((l) => val(l, 'Item', 'Description'))).toEqual(['Receipt KL1002', 'Receipt KL1003']);
    expect(i.InvoiceLine.map((l) => val(l, 'Item', 'CommodityClassification', 'ItemClassificationCode'))).toEqual(['004', '004']);
    expect(val(i.LegalMonetaryTotal[0], 'PayableAmount')).toBe(3450.5);
    expect(checkDocument(d)).toEqual([]);
  });

  it('a refund note (04) refers to its original by number and UUID', () => {
    const original = { codeNumber: 'INV-KL1001', uuid: 'F9D425P6DS7D8IU2026ABCDEF' };
    const d = refundNote(supplier, original, { details: buyer, address: null }, [{ description: 'Returned: Solitaire ring', quantity: 1, amountSen: sen(350_000) }], { codeNumber: 'RN-KL1001-R1', issuedAt: new Date('2026-11-20T00:00:00Z') });
    const i = inv(d);
    expect(val(i.InvoiceTypeCode[0])).toBe('04');
    expect((i.BillingReference[0].InvoiceDocumentReference as Node[])[0]).toEqual({ ID: [{ _: 'INV-KL1001' }], UUID: [{ _: original.uuid }] });
    expect(checkDocument(d)).toEqual([]);
  });

  it('the sandbox\'s check finds a missing TIN, broken totals and amounts beyond the sen', () => {
    const d = individualInvoice({ ...supplier, tin: '' }, sale, header);
    const i = inv(d);
    (i.LegalMonetaryTotal[0].PayableAmount as Node[])[0]._ = 15999.5;
    (i.LegalMonetaryTotal[0].TaxExclusiveAmount as Node[])[0]._ = 16000.001;
    const codes = checkDocument(d).map((e) => e.code);
    expect(codes).toEqual(expect.arrayContaining(['CF103', 'CF402', 'CF406']));
    const note = refundNote(supplier, { codeNumber: 'X', uuid: '' }, { details: null, address: null }, [{ description: 'x', quantity: 1, amountSen: sen(100) }], header);
    expect(checkDocument(note).map((e) => e.code)).toContain('CF008');
  });
});

describe('buyer identification', () => {
  it('MyKad with the general TIN, a passport with the foreign TIN, a company with its TIN and BRN', () => {
    expect(buyerIds(buyer)).toEqual({ tin: GENERAL_PUBLIC_TIN, scheme: 'NRIC', id: '900101145678' });
    expect(buyerIds({ ...buyer, tin: 'ig12345678901' })).toEqual({ tin: 'IG12345678901', scheme: 'NRIC', id: '900101145678' });
    expect(buyerIds({ ...buyer, kind: 'passport', idNumber: 'a1234567' })).toEqual({ tin: FOREIGN_BUYER_TIN, scheme: 'PASSPORT', id: 'A1234567' });
    expect(buyerIds({ ...buyer, kind: 'company', idNumber: '201901012345', tin: 'C20880050010' })).toEqual({ tin: 'C20880050010', scheme: 'BRN', id: '201901012345' });
  });

  it('MyKad is 12 digits, a TIN follows its pattern, a company needs its TIN', () => {
    expect(buyerProblems(buyer)).toEqual([]);
    expect(buyerProblems({ ...buyer, idNumber: '90010114567' })).toEqual(['mykad']);
    expect(buyerProblems({ ...buyer, tin: '12345' })).toEqual(['tin']);
    expect(buyerProblems({ ...buyer, kind: 'company', idNumber: '201901012345' })).toEqual(['tinRequired']);
    expect(buyerProblems({ ...buyer, name: ' ' })).toEqual(['name']);
  });

  it('above RM 10,000 or on request an order gets its own e-invoice', () => {
    expect(needsIndividualEInvoice(1_000_000, false)).toBe(false);
    expect(needsIndividualEInvoice(1_000_001, false)).toBe(true);
    expect(needsIndividualEInvoice(300_000, true)).toBe(true);
    expect(stateCodeOf('Kuala Lumpur')).toBe('14');
    expect(stateCodeOf('Selangor')).toBe('10');
    expect(stateCodeOf('Victoria')).toBe('17');
  });
});

describe('countries on e-invoices', () => {
  it('an ISO alpha-2 code becomes the alpha-3 code MyInvois takes; every country the shop may ship to has one', () => {
    expect([alpha3Of('MY'), alpha3Of('SG'), alpha3Of('gb'), alpha3Of('KR'), alpha3Of('XK')]).toEqual(['MYS', 'SGP', 'GBR', 'KOR', 'XKX']);
    expect(alpha3Of('SGP')).toBe('SGP');
    expect([alpha3Of('Malaysia'), alpha3Of('ZZ'), alpha3Of(null)]).toEqual([null, null, null]);
    expect(Object.keys(ALPHA3_OF)).toHaveLength(250);
    expect(new Set(Object.values(ALPHA3_OF)).size).toBe(250);
    for (const { code } of DEFAULT_SHIPPING_COUNTRIES) expect(alpha3Of(code), code).toMatch(/^[A-Z]{3}$/);
    // every code the address forms offer (Intl knows its name) is one ISO assigned: the table has it
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of Object.keys(ALPHA3_OF)) expect(names.of(code), code).not.toBe(code);
  });

  it('a foreign buyer: the order’s delivery country as alpha-3, the state Not Applicable; the document passes the checks', () => {
    const address = buyerAddressOf({ name: 'Tan Wei Ling', phone: '+65 9123 4567', address: '1 Orchard Road', postal: '238801', city: 'Singapore', state: '', country: 'Singapore' }, 'SG');
    expect(address).toEqual({ lines: ['1 Orchard Road'], postcode: '238801', city: 'Singapore', stateCode: '17', country: 'SGP' });
    const d = individualInvoice(supplier, { ...sale, buyer: { ...buyer, kind: 'passport', idNumber: 'K1234567A' }, buyerAddress: address }, header);
    const customer = (inv(d).AccountingCustomerParty[0].Party as Node[])[0];
    expect(val(customer, 'PostalAddress', 'Country', 'IdentificationCode')).toBe('SGP');
    expect(val(customer, 'PostalAddress', 'CountrySubentityCode')).toBe('17');
    expect(checkDocument(d)).toEqual([]);
    // an order from before selling abroad (no country code) was delivered in Malaysia
    expect(buyerAddressOf({ name: 'A', phone: '', address: '12 Jalan Ampang', postal: '50450', city: 'Kuala Lumpur', state: 'Kuala Lumpur', country: 'Malaysia' }, null)).toMatchObject({ stateCode: '14', country: 'MYS' });
  });
});
