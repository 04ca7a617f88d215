/**
 * What the built-in MyInvois sandbox checks of a submitted document, as MyInvois would answer it: the fields the SDK
 * marks mandatory for a version 1.0 invoice, credit or refund note (supplier and buyer name, TIN, identification,
 * address, contact; the supplier's MSIC code; each line's classification, description, amounts and tax; the totals),
 * that every amount has at most two decimals, that the totals are the lines' sums to the sen, and that a note refers
 * to an original. Answers LHDN-style errors (a code, a message and the property at fault); none means Valid.
 */
import { E_INVOICE_TYPES, type UblDocument } from '../../../domain/e-invoice/documents.ts';
import { TIN_PATTERN } from '../../../domain/e-invoice/parties.ts';
import { all, first, valueAt, type UblNode } from '../../../domain/e-invoice/ubl-read.ts';
import { addSen, isWholeSen, senFromRinggit, sumSen } from '../../../domain/money/money.ts';

export interface ValidationError {
  code: string;
  message: string;
  target: string;
}

type Node = UblNode;
const text = (node: unknown, ...path: string[]) => {
  const found = valueAt(node, ...path);
  return typeof found === 'string' ? found.trim() : '';
};

export function checkDocument(document: unknown): ValidationError[] {
  const errors: ValidationError[] = [];
  const fail = (code: string, target: string, message: string) => errors.push({ code, target, message });
  const invoice = first(document as UblDocument, 'Invoice');
  if (!invoice) return [{ code: 'CF001', target: 'Invoice', message: 'The document is not a UBL 2.1 invoice in JSON form.' }];

  if (!text(invoice, 'ID')) fail('CF002', 'ID', 'The e-invoice code or number is mandatory.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text(invoice, 'IssueDate'))) fail('CF003', 'IssueDate', 'The issue date is mandatory (YYYY-MM-DD).');
  if (!/^\d{2}:\d{2}:\d{2}Z$/.test(text(invoice, 'IssueTime'))) fail('CF004', 'IssueTime', 'The issue time is mandatory, in UTC (HH:MM:SSZ).');
  const typeCode = text(invoice, 'InvoiceTypeCode');
  if (!(Object.values(E_INVOICE_TYPES) as string[]).includes(typeCode)) fail('CF005', 'InvoiceTypeCode', 'The e-invoice type code is not one of 01 to 04.');
  if ((first(invoice, 'InvoiceTypeCode') as Node | undefined)?.listVersionID !== '1.0') fail('CF006', 'InvoiceTypeCode.listVersionID', 'This sandbox takes version 1.0 documents.');
  if (text(invoice, 'DocumentCurrencyCode') !== 'MYR') fail('CF007', 'DocumentCurrencyCode', 'The currency code is mandatory.');
  if ((typeCode === E_INVOICE_TYPES.creditNote || typeCode === E_INVOICE_TYPES.refundNote) && !text(invoice, 'BillingReference', 'InvoiceDocumentReference', 'UUID'))
    fail('CF008', 'BillingReference', 'A credit or refund note must refer to the original e-invoice by its UUID.');

  const supplier = first(first(invoice, 'AccountingSupplierParty'), 'Party');
  const buyer = first(first(invoice, 'AccountingCustomerParty'), 'Party');
  for (const [role, party] of [['Supplier', supplier], ['Buyer', buyer]] as const) {
    if (!party) {
      fail('CF101', `Accounting${role === 'Supplier' ? 'Supplier' : 'Customer'}Party`, `The ${role.toLowerCase()} is mandatory.`);
      continue;
    }
    if (!text(party, 'PartyLegalEntity', 'RegistrationName')) fail('CF102', `${role}.RegistrationName`, `The ${role.toLowerCase()}'s name is mandatory.`);
    const ids = all(party, 'PartyIdentification').map((p) => first(p, 'ID'));
    const tin = ids.find((id) => id?.schemeID === 'TIN');
    if (!tin || !TIN_PATTERN.test(String(tin._ ?? ''))) fail('CF103', `${role}.TIN`, `The ${role.toLowerCase()}'s TIN is missing or not a TIN.`);
    if (!ids.some((id) => ['NRIC', 'PASSPORT', 'BRN', 'ARMY'].includes(String(id?.schemeID)) && String(id?._ ?? '').trim())) fail('CF104', `${role}.PartyIdentification`, `The ${role.toLowerCase()}'s registration or identity number is mandatory.`);
    if (!first(party, 'PostalAddress')) fail('CF105', `${role}.PostalAddress`, `The ${role.toLowerCase()}'s address is mandatory.`);
    if (!text(party, 'Contact', 'Telephone')) fail('CF106', `${role}.Telephone`, `The ${role.toLowerCase()}'s contact number is mandatory.`);
  }
  if (supplier) {
    if (!/^\d{5}$/.test(text(supplier, 'IndustryClassificationCode'))) fail('CF110', 'Supplier.IndustryClassificationCode', "The supplier's MSIC code (5 digits) is mandatory.");
    const address = first(supplier, 'PostalAddress');
    if (!text(address, 'CityName') || !/^(0[1-9]|1[0-7])$/.test(text(address, 'CountrySubentityCode')) || !text(first(address, 'AddressLine'), 'Line'))
      fail('CF111', 'Supplier.PostalAddress', "The supplier's address needs a line, a city and a state code.");
  }

  const lines = all(invoice, 'InvoiceLine');
  if (lines.length === 0) fail('CF201', 'InvoiceLine', 'An e-invoice needs at least one line.');
  const amounts: { target: string; rm: unknown }[] = [];
  const amount = (target: string, node: unknown, ...path: string[]) => {
    const rm = valueAt(node, ...path);
    amounts.push({ target, rm });
    return typeof rm === 'number' ? senFromRinggit(rm) : senFromRinggit(0);
  };
  const lineExclusive = lines.map((line, i) => {
    const at = `InvoiceLine[${i}]`;
    if (!text(line, 'Item', 'CommodityClassification', 'ItemClassificationCode')) fail('CF202', `${at}.ItemClassificationCode`, 'The classification is mandatory.');
    if (!text(line, 'Item', 'Description')) fail('CF203', `${at}.Description`, 'The description of the product is mandatory.');
    amount(`${at}.Price`, line, 'Price', 'PriceAmount');
    const taxType = text(line, 'TaxTotal', 'TaxSubtotal', 'TaxCategory', 'ID');
    if (!taxType) fail('CF204', `${at}.TaxCategory`, 'The tax type is mandatory.');
    const exclusive = amount(`${at}.LineExtensionAmount`, line, 'LineExtensionAmount');
    const tax = amount(`${at}.TaxAmount`, line, 'TaxTotal', 'TaxAmount');
    return { exclusive, tax };
  });
  const sumExclusive = sumSen(lineExclusive.map((l) => l.exclusive));
  const sumTax = sumSen(lineExclusive.map((l) => l.tax));
  const totals = first(invoice, 'LegalMonetaryTotal');
  if (!totals) fail('CF301', 'LegalMonetaryTotal', 'The totals are mandatory.');
  const exclusive = amount('TaxExclusiveAmount', totals, 'TaxExclusiveAmount');
  const inclusive = amount('TaxInclusiveAmount', totals, 'TaxInclusiveAmount');
  const payable = amount('PayableAmount', totals, 'PayableAmount');
  const tax = amount('TaxTotal.TaxAmount', invoice, 'TaxTotal', 'TaxAmount');
  for (const a of amounts) {
    if (typeof a.rm !== 'number' || !Number.isFinite(a.rm) || a.rm < 0) fail('CF401', a.target, 'An amount is missing or not a number.');
    else if (!isWholeSen(a.rm)) fail('CF402', a.target, 'An amount has more than two decimals.');
  }
  if (exclusive !== sumExclusive) fail('CF403', 'TaxExclusiveAmount', 'The total excluding tax is not the sum of the lines.');
  if (tax !== sumTax) fail('CF404', 'TaxTotal.TaxAmount', 'The total tax is not the sum of the lines\' tax.');
  if (inclusive !== addSen(exclusive, tax)) fail('CF405', 'TaxInclusiveAmount', 'The total including tax is not the total excluding tax plus the tax.');
  if (payable !== inclusive) fail('CF406', 'PayableAmount', 'The amount payable is not the total including tax.');
  return errors;
}
