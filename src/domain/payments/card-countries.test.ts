import { describe, expect, it } from 'vitest';
import { cardAcceptedFrom, CARD_REFUSED_COUNTRIES } from './card-countries.ts';
import { alternateAddressThresholdSen, destinationRefusal, DESTINATION_MESSAGES, needsAlternateAddressCheck } from './payment-destinations.ts';
import { sen } from '../money/money.ts';

describe('the card rule (account spec §9: no card payments from Canada, Brazil or the USA)', () => {
  it('refuses a card billed in Canada, Brazil or the USA, accepts it elsewhere', () => {
    expect(CARD_REFUSED_COUNTRIES).toEqual(['CA', 'BR', 'US']);
    for (const code of ['CA', 'BR', 'US', 'us', ' ca ']) expect(cardAcceptedFrom(code), code).toBe(false);
    for (const code of ['MY', 'SG', 'AU', 'GB', 'MX']) expect(cardAcceptedFrom(code), code).toBe(true);
  });
  it('says so with the policy’s words and the way to pay instead', () => {
    expect(destinationRefusal('CC', { shipTo: 'SG', billing: 'US' })).toBe(DESTINATION_MESSAGES.cardRefused);
    expect(DESTINATION_MESSAGES.cardRefused).toContain('Card payments are not accepted from Canada, Brazil or the USA');
    expect(DESTINATION_MESSAGES.cardRefused).toContain('bank transfer');
    expect(destinationRefusal('CC', { shipTo: 'US', billing: 'SG' })).toBeNull();
  });
});

describe('FPX serves Malaysian deliveries only', () => {
  it('is offered in Malaysia and refused abroad', () => {
    expect(destinationRefusal('DD', { shipTo: 'MY', billing: 'MY' })).toBeNull();
    expect(destinationRefusal('DD', { shipTo: 'SG', billing: 'SG' })).toBe(DESTINATION_MESSAGES.fpxMalaysiaOnly);
    expect(destinationRefusal('BT', { shipTo: 'US', billing: 'US' })).toBeNull();
  });
});

describe('the alternate-address check at US$1,000 or more', () => {
  const rate = 4.5;
  it('is US$1,000 at the rate, to the sen', () => expect(alternateAddressThresholdSen(rate)).toBe(450_000));
  it('holds a card order of US$1,000 or more delivered to another country than its billing country', () => {
    const base = { method: 'CC', shipTo: 'SG', billing: 'MY' };
    expect(needsAlternateAddressCheck({ ...base, totalSen: sen(450_000) }, rate)).toBe(true);
    expect(needsAlternateAddressCheck({ ...base, totalSen: sen(449_999) }, rate)).toBe(false);
    expect(needsAlternateAddressCheck({ ...base, billing: 'SG', totalSen: sen(900_000) }, rate)).toBe(false);
    expect(needsAlternateAddressCheck({ ...base, method: 'BT', totalSen: sen(900_000) }, rate)).toBe(false);
  });
});
