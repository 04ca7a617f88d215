import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionInWords, auditNoteOf } from './audit-words';

/** Every action code the server records (`recordAudit(… action: '…' …)`), read from its sources. */
function recordedActions(): string[] {
  const root = join(import.meta.dirname, '../server');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const codes = new Set<string>();
  for (const file of files) for (const [, code] of readFileSync(join(root, file), 'utf8').matchAll(/action: '([a-z.-]+)'/g)) codes.add(code!);
  return [...codes].sort();
}

describe('the audit log says what staff did in words, not codes', () => {
  it('has words for every action the server records', () => {
    const actions = recordedActions();
    expect(actions.length).toBeGreaterThan(15);
    expect(actions.filter((action) => auditActionInWords({ action }) === action)).toEqual([]);
  });

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
