import { describe, expect, it } from 'vitest';
import { addressInputSchema, userUpdateSchema } from '../contract/accounts.ts';
import { engraveSchema } from '../contract/cart.ts';
import { contactRequestSchema, hintRequestSchema } from '../contract/catalog.ts';
import { returnStepSchema } from '../contract/cms-returns.ts';
import { eInvoiceRequestSchema } from '../contract/e-invoices.ts';
import { orderCreateSchema, returnRequestSchema } from '../contract/orders.ts';
import { hasInvisibleCharacters, invisibleCharactersMessage } from './visible-text.ts';

const INVISIBLE = {
  'left-to-right embedding U+202A': '\u202A',
  'right-to-left override U+202E': '\u202E',
  'left-to-right isolate U+2066': '\u2066',
  'pop directional isolate U+2069': '\u2069',
  'zero-width space U+200B': '\u200B',
  'zero-width non-joiner U+200C': '\u200C',
  'zero-width joiner U+200D': '\u200D',
  'word joiner U+2060': '\u2060',
  'byte-order mark U+FEFF': '\uFEFF',
  'non-character U+FDD0': '\uFDD0',
  'non-character U+FDEF': '\uFDEF',
  'non-character U+FFFE': '\uFFFE',
  'non-character U+FFFF': '\uFFFF',
  'non-character U+1FFFE': '\u{1FFFE}',
  'non-character U+10FFFF': '\u{10FFFF}',
};

describe('names, addresses, inscriptions and notes hold only what can be seen (issue 38)', () => {
  it('finds every direction mark, zero-width character and non-character, wherever it stands', () => {
    for (const [what, c] of Object.entries(INVISIBLE)) {
      expect(hasInvisibleCharacters(`${c}Aisyah`), what).toBe(true);
      expect(hasInvisibleCharacters(`Nur${c}Aisyah`), what).toBe(true);
      expect(hasInvisibleCharacters(`Aisyah${c}`), what).toBe(true);
    }
  });

  it('keeps every script, accent, emoji and the characters next to the refused ones', () => {
    for (const text of ['Nur Aisyah binti Ahmad', '陈美玲', 'முத்து', 'محمد', 'Zoe\u0308', 'Sayang 💍', '\u202F', '\u2065', '\u200E', '\uFDCF', '\uFDF0', '\uFFFD', '\u{1FFFD}', '\u{10FFFD}', 'Line one\nLine two'])
      expect(hasInvisibleCharacters(text), JSON.stringify(text)).toBe(false);
  });

  it('every schema a shopper or staff member writes a name, an address, an inscription or a note through refuses them, naming the field', () => {
    const home = { name: 'Nur Aisyah', phone: '12-345 6789', address: '12 Jalan Bukit Bintang', postal: '55100', city: 'Kuala Lumpur', state: 'Kuala Lumpur' };
    const cases: [string, { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } }, object, string, Parameters<typeof invisibleCharactersMessage>[0]][] = [
      ['address name', addressInputSchema, { ...home, name: 'Nur \u202EhasyiA' }, 'name', 'name'],
      ['address lines', addressInputSchema, { ...home, address: '12 Jalan\u200B Bukit' }, 'address', 'address'],
      ['postcode', addressInputSchema, { ...home, postal: '551\uFEFF00' }, 'postal', 'postcode'],
      ['city', addressInputSchema, { ...home, city: 'Kuala\u2060Lumpur' }, 'city', 'city'],
      ['state', addressInputSchema, { ...home, state: 'Kuala Lumpur\u2069' }, 'state', 'state'],
      ['profile name', userUpdateSchema, { name: 'Aisyah\u202D' }, 'name', 'name'],
      ['inscription', engraveSchema, { text: 'A\u200DN', font: 'Classic' }, 'text', 'inscription'],
      ['order remark', orderCreateSchema, { total_amount: 100, remark: 'Gift \u202Ewrap' }, 'remark', 'remark'],
      ['return note', returnRequestSchema, { lines: [1], reason: 'changedMind', note: 'Too \u200Bsmall' }, 'note', 'note'],
      ['staff return note', returnStepSchema, { note: 'Received \uFDD0' }, 'note', 'note'],
      ['contact name', contactRequestSchema, { name: 'Nurul\u200C', email: 'n@example.com', phone: '0123', subject: 'Ring', message: '' }, 'name', 'name'],
      ['contact message', contactRequestSchema, { name: 'Nurul', email: 'n@example.com', phone: '0123', subject: 'Ring', message: 'Hello\uFFFF' }, 'message', 'message'],
      ['hint note', hintRequestSchema, { recipient_email: 'a@example.com', sender_email: 'b@example.com', note: 'Hint \u2066' }, 'note', 'message'],
      ['e-invoice buyer name', eInvoiceRequestSchema, { kind: 'mykad', name: 'Nur \u202EAisyah', id_number: '900101-14-5678' }, 'name', 'name'],
    ];
    for (const [what, schema, value, path, field] of cases) {
      const parsed = schema.safeParse(value);
      expect(parsed.success, what).toBe(false);
      expect(parsed.error?.issues.find((i) => i.path.includes(path))?.message, what).toBe(invisibleCharactersMessage(field));
    }
    expect(invisibleCharactersMessage('postcode')).toMatch(/^The postcode holds a character that cannot be seen/);
  });
});
