import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionInWords } from '../../../domain/orders/audit-words.ts';

/** Every action code the server records (`recordAudit(… action: '…' …)`), read from its sources. */
function recordedActions(): string[] {
  const root = join(import.meta.dirname, '../..');
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
});
