import { describe, expect, it } from 'vitest';
import { eghlAmount, eghlUrl, queryHash, responseHash, responseHash2, responseOf, saleHash, signResponse, signSale, verifyResponse, type EghlResponse } from './eghl-protocol.ts';

/**
 * Fixed vectors, worked out from the documented field order (shared/design/domain.md §4): each expected digest is
 * the SHA-256 of the concatenation written out below, computed once outside the shop (`printf '%s' … | sha256sum`).
 */
const PASSWORD = 'sit12345';
const sale = {
  TransactionType: 'SALE',
  PymtMethod: 'DD',
  ServiceID: 'KLF',
  PaymentID: 'KL1A2B3C4D5E6',
  OrderNumber: 'KL-20261124-0001',
  PaymentDesc: 'Kilau order KL-20261124-0001',
  MerchantReturnURL: 'https://kilau.my/api/payment/eghl/return?order=KL-1;a=1',
  MerchantCallBackURL: 'https://kilau.my/api/payment/eghl/callback',
  Amount: '8039.00',
  CurrencyCode: 'MYR',
  CustIP: '203.0.113.7',
  CustName: 'Aisyah Rahman',
  CustEmail: 'aisyah@example.test',
  CustPhone: '+60123456789',
  PageTimeout: '780',
} as const;
// sit12345 KLF KL1A2B3C4D5E6 https://kilau.my/api/payment/eghl/return?order=KL-1;a=1 (no approval / unapproval URLs)
// https://kilau.my/api/payment/eghl/callback 8039.00 MYR 203.0.113.7 780 (no CardNo, no Token)
const SALE_HASH = 'd4152f893200dc9d1fdd6426fe451c169e442defe9111b5008f22935a5f25e65';

const response = {
  TxnID: 'TXN-88001',
  ServiceID: 'KLF',
  PaymentID: 'KL1A2B3C4D5E6',
  OrderNumber: 'KL-20261124-0001',
  TxnStatus: '0',
  Amount: '8039.00',
  CurrencyCode: 'MYR',
  AuthCode: 'A1B2C3',
  TxnMessage: 'Transaction Successful',
  IssuingBank: 'Maybank2u',
  Param6: '',
  Param7: '',
};
// sit12345 TXN-88001 KLF KL1A2B3C4D5E6 0 8039.00 MYR A1B2C3
const RESPONSE_HASH = 'db4a2ac36c0a68ec793122f95a4e1e2dbcebe6998205d4dacd0d09d063f01df0';
// … followed by KL-20261124-0001 (Param6 and Param7 empty)
const RESPONSE_HASH2 = '169d5a4783456f874d692fd2f2f25ce39945b9d4ec01d91594567058bace7f99';
// sit12345 KLF KL1A2B3C4D5E6 8039.00 MYR
const QUERY_HASH = 'f46b57f84485bf470b0ee8cbad5ee17a4fcf2b7ddc23e13a836263e4121b1a6c';

describe('eGHL hashes (domain.md §4), pinned to fixed vectors', () => {
  it('SALE HashValue: password + ServiceID + PaymentID + URLs + Amount + CurrencyCode + CustIP + PageTimeout, unsent fields left out', () => {
    expect(saleHash(PASSWORD, sale)).toBe(SALE_HASH);
    expect(signSale(PASSWORD, sale).HashValue).toBe(SALE_HASH);
    expect(saleHash(PASSWORD, { ...sale, Amount: '8039.01' })).not.toBe(SALE_HASH);
  });

  it('response HashValue and HashValue2 (the latter adding OrderNumber, Param6, Param7)', () => {
    expect(responseHash(PASSWORD, response)).toBe(RESPONSE_HASH);
    expect(responseHash2(PASSWORD, response)).toBe(RESPONSE_HASH2);
    expect(signResponse(PASSWORD, response)).toMatchObject({ HashValue: RESPONSE_HASH, HashValue2: RESPONSE_HASH2 });
  });

  it('query HashValue: password + ServiceID + PaymentID + Amount + CurrencyCode', () => {
    expect(queryHash(PASSWORD, { ServiceID: 'KLF', PaymentID: 'KL1A2B3C4D5E6', Amount: '8039.00', CurrencyCode: 'MYR' })).toBe(QUERY_HASH);
  });
});

describe('verifying a response', () => {
  const signed: EghlResponse = signResponse(PASSWORD, response);
  it('accepts the signed response, also with the hash in capitals', () => {
    expect(verifyResponse(PASSWORD, signed)).toBe(true);
    expect(verifyResponse(PASSWORD, { ...signed, HashValue2: signed.HashValue2.toUpperCase() })).toBe(true);
  });
  it('refuses a forged hash, another password, a changed amount, currency, status or order number, and a missing hash', () => {
    expect(verifyResponse(PASSWORD, { ...signed, HashValue2: '0'.repeat(64) })).toBe(false);
    expect(verifyResponse('another-password', signed)).toBe(false);
    expect(verifyResponse(PASSWORD, { ...signed, Amount: '1.00' })).toBe(false);
    expect(verifyResponse(PASSWORD, { ...signed, CurrencyCode: 'USD' })).toBe(false);
    expect(verifyResponse(PASSWORD, { ...signed, TxnStatus: '0', PaymentID: 'KL-OTHER' })).toBe(false);
    expect(verifyResponse(PASSWORD, { ...signed, OrderNumber: 'KL-OTHER' })).toBe(false);
    expect(verifyResponse(PASSWORD, { ...signed, HashValue2: '' })).toBe(false);
    expect(verifyResponse(PASSWORD, { ...signed, HashValue2: 'short' })).toBe(false);
  });
  it('reads a posted form whatever its shape', () => {
    expect(responseOf({ ...signed, Extra: 'x', TxnStatus: 0 })).toMatchObject({ TxnStatus: '', PaymentID: 'KL1A2B3C4D5E6' });
    expect(responseOf(null).HashValue2).toBe('');
  });
});

describe('amounts and URLs as eGHL writes them', () => {
  it('two decimals, no separators, from whole sen', () => {
    expect(eghlAmount(803_900)).toBe('8039.00');
    expect(eghlAmount(5)).toBe('0.05');
    expect(eghlAmount(1_234_567_89)).toBe('1234567.89');
    expect(() => eghlAmount(10.5)).toThrow(RangeError);
  });
  it("'&' in URLs is written ';'", () => {
    expect(eghlUrl('https://kilau.my/r?a=1&b=2')).toBe('https://kilau.my/r?a=1;b=2');
  });
});
