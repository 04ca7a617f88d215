import { EGHL_CURRENCY, eghlAmount, queryHash, responseOf, type EghlResponse } from './eghl.ts';
import type { Gateway } from './gateway.ts';
import type { SandboxLedger } from './sandbox-ledger.ts';

/** Asks the gateway what became of a payment attempt (eGHL's QUERY); undefined when it cannot say just now. */
export type QueryPayment = (attempt: { paymentId: string; amountSen: number; method: string; orderNumber: string }) => Promise<EghlResponse | undefined>;

const QUERY_TIMEOUT_MS = 10_000;

export function paymentQuery(gateway: Gateway, sandbox: SandboxLedger | null): QueryPayment {
  if (gateway.kind === 'sandbox') return async (attempt) => sandbox?.query({ paymentId: attempt.paymentId, amount: eghlAmount(attempt.amountSen), orderNumber: attempt.orderNumber, currency: EGHL_CURRENCY });
  return async (attempt) => {
    const fields = { TransactionType: 'QUERY', PymtMethod: attempt.method, ServiceID: gateway.serviceId, PaymentID: attempt.paymentId, Amount: eghlAmount(attempt.amountSen), CurrencyCode: EGHL_CURRENCY };
    try {
      const answer = await fetch(gateway.queryUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, HashValue: queryHash(gateway.password, fields) }),
        signal: AbortSignal.timeout(QUERY_TIMEOUT_MS),
      });
      if (!answer.ok) return undefined;
      // eGHL answers the query as a form-encoded string of the same response fields
      return responseOf(Object.fromEntries(new URLSearchParams(await answer.text())));
    } catch {
      return undefined;
    }
  };
}
