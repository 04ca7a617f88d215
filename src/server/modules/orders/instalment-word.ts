import { eq } from 'drizzle-orm';
import { planFromBank, type BankWord, type PlanOutcome } from '../../../domain/payments/instalment-grant.ts';
import { CARD_METHOD, INSTALMENT_METHOD } from '../../../domain/payments/payment-methods.ts';
import type { Database } from '../../db/client.ts';
import { orders, type OrderInstalment } from '../../db/schema/orders.ts';
import type { PaymentAttempt } from '../payments/index.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { readPlans } from '../payments/index.ts';
import { orderEmailFacts } from './email-facts.ts';
import { planNotGrantedEmail } from './emails.ts';
import type { MoveContext } from './move-effects.ts';

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
type OrderRow = Pick<typeof orders.$inferSelect, 'id' | 'trackingId' | 'totalSen'>;

/** What a paid order records of its plan and method: what the bank's word made of them, or the plan awaiting that word. */
export interface PaidPlan {
  kind: PlanOutcome['kind'] | 'awaiting';
  /** The months of the plan the bank granted, when it granted one. */
  months: number | null;
  also: { instalment?: OrderInstalment; paymentMethod?: typeof CARD_METHOD | typeof INSTALMENT_METHOD };
}

/**
 * The order's plan once its payment is approved, in the caller's transaction (src/domain/payments/instalment-grant.ts): from
 * the bank's word when the bank said it (the callback, a status query) — confirmed as asked; not granted, then the
 * full card payment it was (method CC, logged as an error for staff); granted otherwise than asked or without being
 * asked, then recorded as granted (method EPP) with the reasons staff must review, logged as a warning — else, paid on
 * the shopper's return alone, the plan the attempt asked for, awaiting the bank's word (`confirmed` null).
 */
export async function paidPlan(tx: Database, order: OrderRow, attempt: PaymentAttempt, word: BankWord | undefined, log: Log): Promise<PaidPlan> {
  const asked = attempt.instalment ?? null;
  if (!word) return { kind: 'awaiting', months: null, also: asked ? { instalment: { ...asked, confirmed: null } } : {} };
  // the shop's plans are read only when the bank granted one (to check it against them)
  const outcome = planFromBank(asked, word, word.confirmedMonths === null ? [] : await readPlans(tx), order.totalSen);
  const facts = { trackingId: order.trackingId, paymentId: attempt.paymentId, confirmedMonths: word.confirmedMonths };
  switch (outcome.kind) {
    case 'none':
      return { kind: 'none', months: null, also: {} };
    case 'confirmed':
      return { kind: 'confirmed', months: outcome.plan.months, also: { instalment: { ...outcome.plan, confirmed: true }, paymentMethod: INSTALMENT_METHOD } };
    case 'notGranted':
      log.error({ ...facts, months: outcome.plan.months }, 'the gateway approved an instalment payment without the plan: the customer was charged in full; check the order');
      return { kind: 'notGranted', months: null, also: { instalment: { ...outcome.plan, confirmed: false }, paymentMethod: CARD_METHOD } };
    case 'granted':
      log.warn({ ...facts, months: outcome.plan.months, flags: outcome.review.flags }, 'the bank granted an instalment plan the order did not ask for or the shop does not offer: recorded as granted; check the order');
      return { kind: 'granted', months: outcome.plan.months, also: { instalment: { ...outcome.plan, confirmed: true, review: outcome.review }, paymentMethod: INSTALMENT_METHOD } };
  }
}

/**
 * The bank's word come after the shopper's return paid the order (the callback, or the status query asking for it):
 * the order's plan and method made of it, in the caller's transaction. The order's status does not move; its
 * confirmation e-mail spoke of the plan as chosen, so a plan the bank did not grant is e-mailed to the shopper.
 */
export async function applyBankWord(tx: Database, context: MoveContext, order: typeof orders.$inferSelect, attempt: PaymentAttempt, word: BankWord, log: Log): Promise<void> {
  const { kind, also } = await paidPlan(tx, order, attempt, word, log);
  if (!also.instalment && !also.paymentMethod) return;
  await tx.update(orders).set({ ...also, updatedAt: new Date() }).where(eq(orders.id, order.id));
  if (kind === 'notGranted' && order.paidAt) {
    await enqueueEmail(tx, planNotGrantedEmail(await orderEmailFacts(tx, { ...order, ...also }), context.settings, context.siteOrigin));
    context.mailWritten = true;
  }
}
