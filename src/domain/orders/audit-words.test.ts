import { describe, expect, it } from 'vitest';
import { auditActionInWords, auditNoteOf } from './audit-words';

describe('the audit log says what staff did in words, not codes', () => {
  it('names the status an order or a return was moved to', () => {
    expect(auditActionInWords({ action: 'order.status', after: { status: 'Shipped', note: '' } })).toBe('Moved to Shipped');
    expect(auditActionInWords({ action: 'return.received', after: { status: 'received' } })).toBe('Return moved to Received');
    expect(auditActionInWords({ action: 'order.review', after: { review_hold: false, note: 'Confirmed by phone' } })).toBe('Alternate-address check cleared');
  });

  it('keeps a code it does not know as it is, and gives the note staff wrote', () => {
    expect(auditActionInWords({ action: 'something.new' })).toBe('something.new');
    expect(auditNoteOf({ action: 'order.review', after: { note: 'Confirmed by phone' } })).toBe('Confirmed by phone');
    expect(auditNoteOf({ action: 'order.status', after: { note: '  ' } })).toBeNull();
    expect(auditNoteOf({ action: 'pricing.update', after: null })).toBeNull();
  });
});
