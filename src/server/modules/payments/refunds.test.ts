import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '../../testing.ts';
import { orderFixtures, startOrderShop } from '../orders/testing.ts';
import { senOfEghlAmount, signResponse, TXN_STATUS } from './gateways/eghl-protocol.ts';
import { eghlGateway, refundAnswerOf, signedRequest } from './gateways/eghl.ts';
import { SANDBOX_PATH } from './gateway.ts';
import { SANDBOX_REFUSALS } from './gateways/sandbox.ts';
import { paymentFixtures } from './testing.ts';

/** A stand-in for eGHL's API address, on a port of this work's range. */
const REFUND_API_PORT = 3611;

/** Refund, the fourth operation of the gateway interface: the eGHL REFUND request and answer, and the sandbox's ledger. */
describe('the eGHL REFUND request (its merchant library: Refund.php, RefundRequest.php)', () => {
  const merchant = { serviceId: 'KLF', password: 'sit12345' };
  const payment = { paymentId: 'KL1A2B3C4D5E6', method: 'CC' };

  it('sends TransactionType, PymtMethod, ServiceID, PaymentID, Amount, CurrencyCode and the hash of password + ServiceID + PaymentID + Amount + CurrencyCode', () => {
    // printf '%s' 'sit12345KLFKL1A2B3C4D5E61500.00MYR' | sha256sum
    expect(signedRequest(merchant, 'REFUND', payment, 150_000)).toEqual({
      TransactionType: 'REFUND',
      PymtMethod: 'CC',
      ServiceID: 'KLF',
      PaymentID: 'KL1A2B3C4D5E6',
      Amount: '1500.00',
      CurrencyCode: 'MYR',
      HashValue: '3cb8baa7966cb8e08c25543054af563e6c9a2ad3b7a71a262f78e6c8942e80bd',
    });
  });

  const answer = (TxnStatus: string, password = merchant.password) =>
    signResponse(password, { TxnID: 'R1', ServiceID: 'KLF', PaymentID: payment.paymentId, OrderNumber: '', TxnStatus, Amount: '1500.00', CurrencyCode: 'MYR', AuthCode: '', TxnMessage: TxnStatus === '1' ? 'Refund amount exceeds' : 'ok', IssuingBank: '', Param6: '', Param7: '' });

  it('reads its answer: 0 refunded, 2 pending, anything else refused with the gateway’s words; an unsigned answer is refused', () => {
    expect(refundAnswerOf(merchant.password, answer(TXN_STATUS.success))).toEqual({ outcome: 'refunded', reference: 'R1' });
    expect(refundAnswerOf(merchant.password, answer(TXN_STATUS.pending))).toEqual({ outcome: 'pending', reference: 'R1' });
    expect(refundAnswerOf(merchant.password, answer(TXN_STATUS.failed))).toEqual({ outcome: 'refused', reason: 'Refund amount exceeds' });
    expect(refundAnswerOf(merchant.password, answer(TXN_STATUS.success, 'another'))).toMatchObject({ outcome: 'refused' });
    // the library checks HashValue only: an answer signed so is taken
    const { HashValue2: _h2, ...onlyFirst } = answer(TXN_STATUS.success);
    expect(refundAnswerOf(merchant.password, { ...onlyFirst, HashValue2: '' })).toMatchObject({ outcome: 'refunded' });
  });

  let api: Server;
  let posted: Record<string, string>[] = [];
  beforeAll(async () => {
    api = createServer((request, reply) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        posted.push(Object.fromEntries(new URLSearchParams(body)));
        reply.end(new URLSearchParams(answer(TXN_STATUS.success) as unknown as Record<string, string>).toString());
      });
    });
    await new Promise<void>((resolve) => api.listen(REFUND_API_PORT, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => api?.close(() => resolve())));

  it('is posted to the gateway’s API address and its answer read', async () => {
    posted = [];
    const url = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`;
    const gateway = eghlGateway({ ...merchant, paymentUrl: url, queryUrl: url });
    const refunded = await gateway.refund({ ...payment, amountSen: 150_000, currency: 'MYR', orderNumber: 'KL1' }, 150_000);
    expect(refunded).toEqual({ outcome: 'refunded', reference: 'R1' });
    expect(posted).toEqual([signedRequest(merchant, 'REFUND', payment, 150_000)]);
  });
});

describe('the sandbox gateway refunds the payments it approved', () => {
  let shop: TestShop;
  let p: ReturnType<typeof paymentFixtures>;
  beforeAll(async () => {
    shop = await startOrderShop(6);
    p = paymentFixtures(shop, orderFixtures(shop));
  });
  afterAll(async () => shop?.close());

  it('in full or in parts, never more than was paid; not an unknown or unapproved payment', async () => {
    const { gateway } = shop.app.payments;
    const { order, fields } = await p.placedOrder();
    const stored = { paymentId: fields.PaymentID, method: 'DD', amountSen: senOfEghlAmount(fields.Amount), currency: 'MYR', orderNumber: order.OrderNumber };
    expect(await gateway.refund(stored, 100)).toEqual({ outcome: 'refused', reason: SANDBOX_REFUSALS.unknown });
    expect((await p.post(`${SANDBOX_PATH}/complete`, { ...fields, outcome: 'approve', callback: 'once' })).statusCode).toBe(200);
    expect((await p.orderRow(order.OrderNumber)).status).toBe('Paid');

    expect(await gateway.refund(stored, stored.amountSen + 1)).toEqual({ outcome: 'refused', reason: SANDBOX_REFUSALS.tooMuch });
    expect(await gateway.refund(stored, 100)).toMatchObject({ outcome: 'refunded', reference: expect.stringMatching(/^SBXR/) });
    expect(await gateway.refund(stored, stored.amountSen - 100)).toMatchObject({ outcome: 'refunded' });
    expect(await gateway.refund(stored, 1)).toEqual({ outcome: 'refused', reason: SANDBOX_REFUSALS.tooMuch });

    const declined = await p.placedOrder();
    await p.post(`${SANDBOX_PATH}/complete`, { ...declined.fields, outcome: 'decline', callback: 'once' });
    expect(await gateway.refund({ ...stored, paymentId: declined.fields.PaymentID }, 100)).toEqual({ outcome: 'refused', reason: SANDBOX_REFUSALS.notApproved });
  });
});
