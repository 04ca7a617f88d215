/** What the printable e-invoice shows, read from the UBL 2.1 JSON document as it was submitted (so it prints what LHDN validated). */
import { all, first, valueAt, type UblNode as Node } from '../../../domain/e-invoice/ubl-read';

const value = (node: unknown, ...path: string[]): string => {
  const found = valueAt(node, ...path);
  return found === undefined || found === null ? '' : String(found);
};
const amount = (node: unknown, ...path: string[]): number => Number(value(node, ...path) || 0);

export interface PartyView {
  name: string;
  ids: { scheme: string; id: string }[];
  address: string[];
  msic: string;
}

export interface UblView {
  number: string;
  issued: string;
  typeCode: string;
  original: string;
  supplier: PartyView;
  buyer: PartyView;
  lines: { description: string; quantity: number; unitPrice: number; tax: number; amount: number }[];
  exclusive: number;
  tax: number;
  payable: number;
}

function party(node: Node | undefined): PartyView {
  const p = first(node, 'Party');
  const address = first(p, 'PostalAddress');
  return {
    name: value(p, 'PartyLegalEntity', 'RegistrationName'),
    ids: all(p, 'PartyIdentification').map((i) => {
      const id = first(i, 'ID');
      return { scheme: String(id?.schemeID ?? ''), id: String(id?._ ?? '') };
    }),
    address: [...all(address, 'AddressLine').map((l) => value(l, 'Line')), [value(address, 'PostalZone'), value(address, 'CityName')].filter(Boolean).join(' ')].filter((l) => l && l !== 'NA'),
    msic: [value(p, 'IndustryClassificationCode'), String(first(p, 'IndustryClassificationCode')?.name ?? '')].filter(Boolean).join(' '),
  };
}

export function ublView(document: Record<string, unknown>): UblView {
  const invoice = first(document, 'Invoice');
  return {
    number: value(invoice, 'ID'),
    issued: `${value(invoice, 'IssueDate')}T${value(invoice, 'IssueTime').replace('Z', '')}Z`,
    typeCode: value(invoice, 'InvoiceTypeCode'),
    original: value(invoice, 'BillingReference', 'InvoiceDocumentReference', 'ID'),
    supplier: party(first(invoice, 'AccountingSupplierParty')),
    buyer: party(first(invoice, 'AccountingCustomerParty')),
    lines: all(invoice, 'InvoiceLine').map((l) => ({
      description: value(l, 'Item', 'Description'),
      quantity: amount(l, 'InvoicedQuantity'),
      unitPrice: amount(l, 'Price', 'PriceAmount'),
      tax: amount(l, 'TaxTotal', 'TaxAmount'),
      amount: amount(l, 'LineExtensionAmount'),
    })),
    exclusive: amount(invoice, 'LegalMonetaryTotal', 'TaxExclusiveAmount'),
    tax: amount(invoice, 'TaxTotal', 'TaxAmount'),
    payable: amount(invoice, 'LegalMonetaryTotal', 'PayableAmount'),
  };
}
