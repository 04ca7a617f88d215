import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import { CLASSIFICATION, consolidatedInvoice, individualInvoice, monthPeriod, refundNote, type SoldLine, type UblDocument } from '../../../domain/e-invoice/documents.ts';
import { alpha3Of, MALAYSIA_ALPHA3 } from '../../../domain/e-invoice/countries.ts';
import { STATE_NOT_APPLICABLE, stateCodeOf, type BuyerDetails, type InvoiceAddress, type SupplierIdentity } from '../../../domain/e-invoice/parties.ts';
import { HOME_COUNTRY } from '../../../domain/abroad/shipping-countries.ts';
import { shapeLabel } from '../../../domain/diamonds/words.ts';
import { addSen, sen } from '../../../domain/money/money.ts';
import type { Database } from '../../db/client.ts';
import { eInvoiceBuyers, eInvoices } from '../../db/schema/e-invoices.ts';
import { orderLines, orders, type AddressSnapshot } from '../../db/schema/orders.ts';
import { orderReturns, refunds } from '../../db/schema/returns.ts';

export type EInvoiceRow = typeof eInvoices.$inferSelect;

/** A document could not be built; `wait` when it only waits for its original to be Valid. */
export class NotBuilt extends Error {
  constructor(
    message: string,
    readonly wait = false,
  ) {
    super(message);
  }
}

/**
 * The shop as the supplier of its e-invoices: its tax identity, company name, telephone and e-mail. Its address's
 * country is an ISO code when the settings give one, else Malaysia (a taxpayer registered with LHDN; the settings
 * name the country in words).
 */
export function supplierOf(settings: ShopSettings): SupplierIdentity {
  const id = settings.taxIdentity;
  if (!id) throw new NotBuilt("The shop's tax identity (TIN, BRN, SST, MSIC) is not set in the back-office settings.");
  return {
    name: settings.companyName,
    tin: id.tin,
    brn: id.brn,
    sst: id.sst,
    msicCode: id.msicCode,
    msicDescription: id.msicDescription,
    salesTaxPercent: id.salesTaxPercent,
    address: { lines: id.address.lines, postcode: id.address.postcode, city: id.address.city, stateCode: stateCodeOf(id.address.state), country: alpha3Of(id.address.country) ?? MALAYSIA_ALPHA3 },
    telephone: settings.telephone.replace(/[^\d+]/g, ''),
    email: settings.email,
  };
}

/**
 * The buyer's address on their e-invoice: the order's delivery address, its country from the order's ISO code
 * (alpha-2, kept since selling abroad; an older order's address is Malaysian) as MyInvois's alpha-3, its state code
 * in Malaysia and 'Not Applicable' abroad.
 */
export function buyerAddressOf(a: AddressSnapshot | null, countryCode: string | null): InvoiceAddress | null {
  if (!a) return null;
  const code = countryCode ?? HOME_COUNTRY;
  const country = alpha3Of(code);
  if (!country) throw new NotBuilt(`The delivery country ${code} has no ISO 3166-1 alpha-3 code.`);
  return { lines: [a.address.slice(0, 150)], postcode: a.postal, city: a.city, stateCode: code === HOME_COUNTRY ? stateCodeOf(a.state) : STATE_NOT_APPLICABLE, country };
}

export const buyerDetailsOf = (row: typeof eInvoiceBuyers.$inferSelect | undefined): BuyerDetails | null =>
  row ? { kind: row.kind, name: row.name, idNumber: row.idNumber, tin: row.tin, email: row.email, phone: row.phone } : null;

/** The month (YYYY-MM) of a moment in Malaysia (UTC+8), the month an order paid then is reported in. */
export const malaysianMonthOf = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
/** The first moment of a month in Malaysia, as a UTC instant. */
export const monthStartOf = (month: string) => new Date(monthPeriod(month).start.getTime() - 8 * 3_600_000);
export const nextMonthOf = (month: string) => malaysianMonthOf(new Date(monthPeriod(month).end.getTime() + 2 * 86_400_000 - 8 * 3_600_000));

const PAYMENT_MEANS: Record<string, string> = { CC: '04', DD: '03', STORE: '01' };

async function saleOf(db: Database, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
  const [buyer] = await db.select().from(eInvoiceBuyers).where(eq(eInvoiceBuyers.orderId, orderId)).limit(1);
  const sold: SoldLine[] = lines.map((l) => ({
    description: [`${l.productName}, ${l.colourName}`, l.diamond ? `${l.diamond.CARAT} ct ${shapeLabel(l.diamond.SHAPE)} diamond, ${l.diamond.LAB} ${l.diamond.CERTIFICATE_NO}` : ''].filter(Boolean).join('; '),
    quantity: l.quantity,
    amountSen: addSen(sen(l.priceSen), sen(l.diamondPriceSen)),
  }));
  return { order, lines, sold, buyer: buyerDetailsOf(buyer), buyerAddress: buyerAddressOf(order.address, order.countryCode) };
}

/** The original a note refers to: the order's own e-invoice, else the consolidated one that lists the order. */
export async function originalOf(db: Database, orderId: number): Promise<EInvoiceRow | undefined> {
  const [own] = await db.select().from(eInvoices).where(and(eq(eInvoices.orderId, orderId), eq(eInvoices.kind, 'invoice'))).limit(1);
  if (own) return own;
  const [listed] = await db.select().from(eInvoices).where(and(eq(eInvoices.kind, 'consolidated'), sql`${eInvoices.orderIds} @> ${JSON.stringify([orderId])}::jsonb`)).limit(1);
  return listed;
}

/** Builds a row's document as it is to be submitted now (from the order as sold, the buyer and the shop's settings). */
export async function buildDocument(db: Database, row: EInvoiceRow, settings: ShopSettings, now: Date): Promise<{ document: UblDocument; originalId: number | null }> {
  const supplier = supplierOf(settings);
  const header = { codeNumber: row.codeNumber, issuedAt: now };
  try {
    if (row.kind === 'invoice') {
      const sale = await saleOf(db, row.orderId!);
      return {
        document: individualInvoice(supplier, { number: sale.order.trackingId, paidAt: sale.order.paidAt ?? now, totalSen: sen(sale.order.totalSen), lines: sale.sold, buyer: sale.buyer, buyerAddress: sale.buyerAddress, paymentMeansCode: PAYMENT_MEANS[sale.order.paymentMethod] }, header),
        originalId: null,
      };
    }
    if (row.kind === 'consolidated') {
      const listed = row.orderIds.length ? await db.select({ trackingId: orders.trackingId, totalSen: orders.totalSen }).from(orders).where(inArray(orders.id, row.orderIds)).orderBy(orders.id) : [];
      return { document: consolidatedInvoice(supplier, monthPeriod(row.month!), listed.map((o) => ({ description: `Receipt ${o.trackingId}`, totalSen: sen(o.totalSen) })), header), originalId: null };
    }
    const original = await originalOf(db, row.orderId!);
    if (!original || original.status !== 'valid' || !original.uuid) throw new NotBuilt('The original e-invoice is not Valid yet.', true);
    const sale = await saleOf(db, row.orderId!);
    const [refund] = row.refundId ? await db.select({ amountSen: refunds.amountSen, number: orderReturns.number }).from(refunds).innerJoin(orderReturns, eq(orderReturns.id, refunds.returnId)).where(eq(refunds.id, row.refundId)).limit(1) : [];
    const amountSen = sen(refund?.amountSen ?? row.amountSen);
    const consolidated = original.kind === 'consolidated';
    const lines: SoldLine[] = [{ description: `Refund ${refund?.number ?? row.codeNumber} of order ${sale.order.trackingId}`, quantity: 1, amountSen }];
    const document = refundNote(
      supplier,
      { codeNumber: original.codeNumber, uuid: original.uuid },
      consolidated ? { details: null, address: null } : { details: sale.buyer, address: sale.buyerAddress },
      lines,
      header,
      consolidated ? CLASSIFICATION.consolidated : CLASSIFICATION.others,
    );
    return { document, originalId: original.id };
  } catch (error) {
    if (error instanceof NotBuilt) throw error;
    throw new NotBuilt(error instanceof Error ? error.message : String(error));
  }
}
