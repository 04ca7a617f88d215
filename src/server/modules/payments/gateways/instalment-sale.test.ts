import { describe, expect, it } from 'vitest';
import { responseOf, saleHash, signResponse } from './eghl-protocol.ts';
import { eghlProtocolGateway, saleForm } from './eghl.ts';

/**
 * An instalment payment's SALE (eGHL's param-validator PaymentRequest.php: EPPMonth N 2, PromoCode AN 100,
 * IssuingBank AN 30) and its HashValue, which covers none of those fields (eGHL_Hash.php: SALE hashes ServiceID,
 * PaymentID, the four URLs, Amount, CurrencyCode, CustIP, PageTimeout, CardNo, Token).
 */
const merchant = { serviceId: 'KLF', password: 'sit12345', paymentUrl: 'https://test2pay.ghl.com/IPGSG/Payment.aspx' };
const sale = {
  paymentId: 'KL1A2B3C4D5E6',
  method: 'EPP' as const,
  amountSen: 1_600_000,
  orderNumber: 'KL20261127ABC123',
  customer: { name: 'Aisyah Rahman', email: 'aisyah@example.test', phone: '123456789', ip: '203.0.113.7' },
  instalment: { bank: 'Maybank', months: 12, promoCode: 'MBB0PCT12' },
};
// printf '%s' 'sit12345KLFKL1A2B3C4D5E6https://kilau.my/api/payment/eghl/returnhttps://kilau.my/api/payment/eghl/callback16000.00MYR203.0.113.7780' | sha256sum
const INSTALMENT_SALE_HASH = '2d2507afb8e281eca8a3d028fa7cab033a10c7a775151c2de6c82413d3758e67';

describe('the SALE of an instalment payment', () => {
  it('is a card payment (PymtMethod CC) carrying EPPMonth, PromoCode and the bank, signed over the documented fields only', () => {
    const form = saleForm(merchant, 'https://kilau.my', sale);
    expect(form.action).toBe(merchant.paymentUrl);
    expect(form.fields).toMatchObject({ TransactionType: 'SALE', PymtMethod: 'CC', Amount: '16000.00', CurrencyCode: 'MYR', EPPMonth: '12', PromoCode: 'MBB0PCT12', IssuingBank: 'Maybank', PageTimeout: '780' });
    expect(form.fields.HashValue).toBe(INSTALMENT_SALE_HASH);
  });

  it('without a promotion code sends no PromoCode; a full card payment sends no instalment field', () => {
    const noPromo = saleForm(merchant, 'https://kilau.my', { ...sale, instalment: { ...sale.instalment, promoCode: '' } }).fields;
    expect(noPromo.PromoCode).toBeUndefined();
    expect(noPromo.HashValue).toBe(INSTALMENT_SALE_HASH);
    const card = saleForm(merchant, 'https://kilau.my', { ...sale, method: 'CC', instalment: undefined }).fields;
    expect(card).not.toHaveProperty('EPPMonth');
    expect(card).not.toHaveProperty('IssuingBank');
    expect(card.HashValue).toBe(INSTALMENT_SALE_HASH);
  });

  it('eGHL’s own SALE vector (eGHL_HashTest.php) is unchanged by the instalment fields', () => {
    const base = 'http://test2pay.ghl.com:82/eGHL_Hash/demo/';
    const request = { TransactionType: 'SALE' as const, PymtMethod: 'CC' as const, ServiceID: 'GHL', PaymentID: 'OMNI001', OrderNumber: 'OMNI001', PaymentDesc: 'ominpay test', MerchantReturnURL: `${base}return.php`, MerchantCallBackURL: `${base}callback.php`, Amount: '10.00', CurrencyCode: 'MYR', CustName: 'Jawad Humayun', CustEmail: 'jawad.humayun@ghl.com', CustPhone: '01156301987', PageTimeout: '700', CustIP: '127.0.0.1' };
    const expected = '00151bb78f2590e4ab568a204e920d547ae90f05d69ab6cac11b0c83c8784dd5';
    expect(saleHash('ghl12345', request)).toBe(expected);
    expect(saleHash('ghl12345', { ...request, EPPMonth: '12', PromoCode: 'X1', IssuingBank: 'Maybank' })).toBe(expected);
  });

  it('the answer’s EPP_YN, EPPMonth and PromoCode are read into the verified message', () => {
    const gateway = eghlProtocolGateway('eGHL', merchant, { query: async () => undefined, refund: async () => ({ outcome: 'pending', reference: '' }) });
    const answer = signResponse(merchant.password, { TxnID: 'T1', ServiceID: 'KLF', PaymentID: sale.paymentId, OrderNumber: sale.orderNumber, TxnStatus: '0', Amount: '16000.00', CurrencyCode: 'MYR', AuthCode: 'A1', TxnMessage: 'Transaction Successful', IssuingBank: 'Maybank', Param6: '', Param7: '', EPPMonth: '12', EPP_YN: '1', PromoCode: 'MBB0PCT12' });
    const verified = gateway.verify(answer, 'callback');
    expect('message' in verified && verified.message.record.instalmentWords).toEqual({ eppYn: '1', eppMonth: '12', promoCode: 'MBB0PCT12' });
    expect('message' in verified && verified.message.instalment).toEqual({ confirmedMonths: 12, promoCode: 'MBB0PCT12' });
    // a full card payment's answer says nothing of a plan
    expect(responseOf({}).EPP_YN).toBe('');
  });

  it('the shopper’s return says nothing of a plan: no hash covers EPP_YN or EPPMonth, so only the callback or a status query is taken at its word', () => {
    const gateway = eghlProtocolGateway('eGHL', merchant, { query: async () => undefined, refund: async () => ({ outcome: 'pending', reference: '' }) });
    const answer = signResponse(merchant.password, { TxnID: 'T1', ServiceID: 'KLF', PaymentID: sale.paymentId, OrderNumber: sale.orderNumber, TxnStatus: '0', Amount: '16000.00', CurrencyCode: 'MYR', AuthCode: 'A1', TxnMessage: 'Transaction Successful', IssuingBank: 'Maybank', Param6: '', Param7: '', EPPMonth: '12', EPP_YN: '0' });
    const returned = gateway.verify({ ...answer, EPP_YN: '1' }, 'return');
    expect('message' in returned && returned.message).toMatchObject({ answer: { status: 'captured' }, instalment: null, record: { instalmentWords: null } });
    expect('message' in gateway.verify(answer, 'query') && gateway.verify(answer, 'query')).toMatchObject({ message: { instalment: { confirmedMonths: null }, record: { instalmentWords: { eppYn: '0', eppMonth: '12' } } } });
  });
});
