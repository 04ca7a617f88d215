import { randomBytes } from 'node:crypto';
import { t } from '../../../../domain/words/catalogue.ts';
import { eq, sql } from 'drizzle-orm';
import { addSen, sen } from '../../../../domain/money/money.ts';
import type { Database } from '../../../db/client.ts';
import { sandboxGatewayPayments, sandboxGatewaySecret } from '../../../db/schema/sandbox-gateway.ts';
import { EGHL_CURRENCY, eghlAmount, senOfEghlAmount, signResponse, TXN_STATUS, type EghlResponse } from './eghl-protocol.ts';
import { eghlProtocolGateway } from './eghl.ts';
import { SANDBOX_PATH, type PaymentGateway, type RefundAnswer } from '../gateway.ts';
import { QUERY_ANSWERS, type QueryAnswer } from './sandbox-answers.ts';
import '../../../../domain/words/books/sandbox.ts';

/**
 * The sandbox gateway's merchant password, kept in the database: the first instance to start makes it (a concurrent
 * one finds the row already there), and every instance signs and verifies with the same one.
 */
export async function sandboxSecret(db: Database): Promise<string> {
  await db.insert(sandboxGatewaySecret).values({ id: 1, secret: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ secret: sandboxGatewaySecret.secret }).from(sandboxGatewaySecret).where(eq(sandboxGatewaySecret.id, 1));
  return row.secret;
}

/** What the sandbox's status query is asked about: the attempt as the shop stored it. */
export interface SandboxQuery {
  paymentId: string;
  amount: string;
  orderNumber: string;
  currency: string;
}

/**
 * The sandbox gateway's own record of the payments it took, in the shop's database (every instance answers a status
 * query about a payment another took), so its status query answers as eGHL's does: a payment it never saw is
 * 'transaction does not exist' (TxnStatus -1); one answered pending settles as approved when next asked about; a
 * testing option makes the query answer another TxnStatus.
 */
export interface SandboxLedger {
  record(response: EghlResponse, options?: { settlesAs?: 'approved' | 'declined'; queryAnswer?: QueryAnswer; refundAnswer?: RefundTestAnswer }): Promise<void>;
  /** The signed answer to a status query. */
  query(asked: SandboxQuery): Promise<EghlResponse>;
  /**
   * Refunds all or part of a payment it approved, never more than is left of it, answering as its testing option
   * says: refunded, pending (refunded when next asked about: its status query then answers TxnStatus 10) or refused.
   */
  refund(paymentId: string, amountSen: number): Promise<RefundAnswer>;
}

/** Messages of the sandbox's refunds. */
export const SANDBOX_REFUSALS = {
  unknown: 'Transaction does not exist',
  notApproved: 'Only an approved payment can be refunded',
  tooMuch: 'The refund is more than is left of the payment',
  declined: 'Refund declined by the card issuer (sandbox testing option)',
} as const;

/** The sandbox's testing option "Refunds answer": what a refund of the payment gets. */
export const REFUND_TEST_ANSWERS = { success: () => t('sandbox.testing.refundAnswers.success'), pending: () => t('sandbox.testing.refundAnswers.pending'), failure: () => t('sandbox.testing.refundAnswers.failure') } as const;
export type RefundTestAnswer = keyof typeof REFUND_TEST_ANSWERS;
export const isRefundTestAnswer = (value: string): value is RefundTestAnswer => Object.hasOwn(REFUND_TEST_ANSWERS, value);

/** The sandbox as the shop's gateway: eGHL's protocol with the sandbox's merchant, its page a path of the shop. */
export function sandboxGateway(merchant: { serviceId: string; password: string }, paymentPath: string, ledger: SandboxLedger): PaymentGateway & { serviceId: string; password: string } {
  return eghlProtocolGateway('sandbox', { ...merchant, paymentUrl: paymentPath }, {
    query: (payment) => ledger.query({ paymentId: payment.paymentId, amount: eghlAmount(payment.amountSen), orderNumber: payment.orderNumber, currency: EGHL_CURRENCY }),
    refund: (payment, amountSen) => ledger.refund(payment.paymentId, amountSen),
  });
}

/** The sandbox's merchant ServiceID. */
export const SANDBOX_SERVICE_ID = 'SBX';

/** The sandbox gateway with its ledger: its merchant password read from the database, its page a path of the shop. */
export async function sandboxOf(db: Database): Promise<{ gateway: ReturnType<typeof sandboxGateway>; ledger: SandboxLedger }> {
  const merchant = { serviceId: SANDBOX_SERVICE_ID, password: await sandboxSecret(db) };
  const ledger = createSandboxLedger(db, merchant);
  return { gateway: sandboxGateway(merchant, SANDBOX_PATH, ledger), ledger };
}

export function createSandboxLedger(db: Database, gateway: { serviceId: string; password: string }): SandboxLedger {
  const { password } = gateway;
  const sign = (fields: Omit<EghlResponse, 'HashValue' | 'HashValue2'>) => signResponse(password, fields);
  return {
    async record(response, options = {}) {
      const row = { response: { ...response }, settlesAs: options.settlesAs ?? null, queryAnswer: options.queryAnswer ?? null, refundAnswer: options.refundAnswer ?? null };
      await db
        .insert(sandboxGatewayPayments)
        .values({ paymentId: response.PaymentID, ...row })
        .onConflictDoUpdate({ target: sandboxGatewayPayments.paymentId, set: { ...row, updatedAt: sql`now()` } });
    },

    async query(asked) {
      const [entry] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.paymentId, asked.paymentId)).limit(1);
      if (!entry) {
        const { txnStatus, message } = QUERY_ANSWERS.notFound;
        return sign({ TxnID: '', ServiceID: gateway.serviceId, PaymentID: asked.paymentId, OrderNumber: asked.orderNumber, TxnStatus: txnStatus, Amount: asked.amount, CurrencyCode: asked.currency, AuthCode: '', TxnMessage: message, IssuingBank: '', Param6: '', Param7: '' });
      }
      const { HashValue: _h, HashValue2: _h2, ...fields } = entry.response as unknown as EghlResponse;
      if (entry.pendingRefundSen > 0 || (entry.refundedSen > 0 && !entry.queryAnswer)) {
        // a refund answered pending is done now; a refunded payment is answered as eGHL's query does: TxnStatus 10
        await db
          .update(sandboxGatewayPayments)
          .set({ refundedSen: sql`${sandboxGatewayPayments.refundedSen} + ${sandboxGatewayPayments.pendingRefundSen}`, pendingRefundSen: 0, updatedAt: sql`now()` })
          .where(eq(sandboxGatewayPayments.paymentId, asked.paymentId));
        const { txnStatus, message } = QUERY_ANSWERS.refunded;
        return sign({ ...fields, TxnStatus: txnStatus, TxnMessage: message });
      }
      const answer = entry.queryAnswer ? QUERY_ANSWERS[entry.queryAnswer as QueryAnswer] : undefined;
      if (answer) return sign({ ...fields, TxnStatus: answer.txnStatus, TxnMessage: answer.message });
      if (fields.TxnStatus !== TXN_STATUS.pending || !entry.settlesAs) return entry.response as unknown as EghlResponse;
      const approved = entry.settlesAs === 'approved';
      const settled = sign({
        ...fields,
        TxnStatus: approved ? TXN_STATUS.success : TXN_STATUS.failed,
        TxnMessage: approved ? 'Transaction Successful' : 'Transaction Failed',
        AuthCode: approved ? randomBytes(3).toString('hex').toUpperCase() : '',
      });
      await db.update(sandboxGatewayPayments).set({ response: { ...settled }, updatedAt: sql`now()` }).where(eq(sandboxGatewayPayments.paymentId, asked.paymentId));
      return settled;
    },

    async refund(paymentId, amountSen) {
      return db.transaction(async (tx) => {
        const [entry] = await tx.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.paymentId, paymentId)).limit(1).for('update');
        if (!entry) return { outcome: 'refused', reason: SANDBOX_REFUSALS.unknown };
        const paid = entry.response as unknown as EghlResponse;
        if (paid.TxnStatus !== TXN_STATUS.success) return { outcome: 'refused', reason: SANDBOX_REFUSALS.notApproved };
        const paidSen = senOfEghlAmount(paid.Amount);
        if (!Number.isSafeInteger(amountSen) || amountSen <= 0) return { outcome: 'refused', reason: SANDBOX_REFUSALS.tooMuch };
        if (addSen(sen(entry.refundedSen), sen(entry.pendingRefundSen), sen(amountSen)) > paidSen) return { outcome: 'refused', reason: SANDBOX_REFUSALS.tooMuch };
        if (entry.refundAnswer === 'failure') return { outcome: 'refused', reason: SANDBOX_REFUSALS.declined };
        const reference = `SBXR${randomBytes(6).toString('hex').toUpperCase()}`;
        const pending = entry.refundAnswer === 'pending';
        const change = pending ? { pendingRefundSen: addSen(sen(entry.pendingRefundSen), sen(amountSen)) } : { refundedSen: addSen(sen(entry.refundedSen), sen(amountSen)) };
        await tx.update(sandboxGatewayPayments).set({ ...change, updatedAt: sql`now()` }).where(eq(sandboxGatewayPayments.paymentId, paymentId));
        return { outcome: pending ? 'pending' : 'refunded', reference };
      });
    },
  };
}
