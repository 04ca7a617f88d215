import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DATABASE_ID_MAX, FIELD_MESSAGES, databaseId, databaseIdText, safeText } from './fields.ts';

const messages = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues.map((i) => i.message) ?? [];

describe('safeText: text the shop can store and search', () => {
  const line = safeText().max(40);
  const note = safeText({ multiline: true }).max(40);

  it('keeps ordinary and non-Latin text, emoji included, trimmed', () => {
    for (const text of ['Nur Aisyah', 'Zoë & Søren', '陈美玲', 'سارة', '💍 forever 💎', 'Lot 5, Jalan 1/2 (A-3)']) expect(line.parse(` ${text} `)).toBe(text);
  });

  it.each([
    ['NUL', 'ab\u0000c'],
    ['a bell', '\u0007ring'],
    ['escape', 'x\u001b[31m'],
    ['DEL', 'x\u007f'],
    ['a C1 control (NEL)', 'x\u0085y'],
    ['a line break', 'two\nlines'],
    ['a tab', 'a\tb'],
  ])('refuses %s in a one-line field', (_what, text) => {
    expect(messages(line.safeParse(text))).toEqual([FIELD_MESSAGES.controlCharacters]);
  });

  it('lets a multi-line field hold line breaks and tabs, but no other control character', () => {
    expect(note.parse('Size 12,\r\n\tplease.\n')).toBe('Size 12,\r\n\tplease.');
    expect(messages(note.safeParse('Size\u000012'))).toEqual([FIELD_MESSAGES.controlCharactersMultiline]);
    expect(messages(note.safeParse('page\u000cbreak'))).toEqual([FIELD_MESSAGES.controlCharactersMultiline]);
  });

  it('refuses broken unicode (half a surrogate pair), keeps whole pairs', () => {
    expect(messages(line.safeParse('a\ud83d b'))).toEqual([FIELD_MESSAGES.brokenCharacters]);
    expect(messages(line.safeParse('\ude0e'))).toEqual([FIELD_MESSAGES.brokenCharacters]);
    expect(line.parse('\ud83d\udc8e')).toBe('💎');
  });

  it('takes a message of its own and chains like z.string()', () => {
    const code = safeText({ message: 'The shape codes must not contain control characters.', required: 'Please give a shape.' }).min(1).max(5);
    expect(messages(code.safeParse('RO\u0000'))).toEqual(['The shape codes must not contain control characters.']);
    expect(messages(code.safeParse(undefined))).toEqual(['Please give a shape.']);
    expect(code.safeParse('ROUNDED').success).toBe(false);
  });
});

describe("databaseId: a record id within the database's integer range", () => {
  it('accepts 1 to 2^31 − 1', () => {
    expect(databaseId().parse(1)).toBe(1);
    expect(databaseId().parse(DATABASE_ID_MAX)).toBe(2_147_483_647);
  });

  it.each([0, -1, 1.5, 2 ** 31, 2 ** 53, 2 ** 63, Number.NaN, '7', null])('refuses %s in a body', (value) => {
    expect(messages(databaseId().safeParse(value))).toContain(FIELD_MESSAGES.databaseId);
  });

  it('reads text from a path or a query string, and refuses text beyond the range or not a number', () => {
    expect(databaseIdText().parse('42')).toBe(42);
    for (const text of ['2147483648', '9223372036854775808', '-1', '0', 'abc', '', '1.5', 'NaN', 'Infinity']) {
      expect(messages(databaseIdText().safeParse(text)), text).toContain(FIELD_MESSAGES.databaseId);
    }
  });
});
