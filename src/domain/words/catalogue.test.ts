import { afterEach, describe, expect, it } from 'vitest';
import { formatRM, sen } from '../money/money.ts';
import { chooseLocale, DEFAULT_LOCALE, isPluralForms, SHOP_LOCALES, t, wordsOf } from './catalogue.ts';
import { enMY } from './en-MY/index.ts';
import { formatDate, formatDateTime, formatNumber } from './format.ts';
import { pseudoCatalogue, pseudoText } from './pseudo.ts';

afterEach(() => chooseLocale(DEFAULT_LOCALE));

/** Every entry of a catalogue by its key: 'messages.cart.added' → its text or plural forms. */
function entriesOf(node: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [name, value] of Object.entries(node)) {
    const key = `${prefix}${name}`;
    if (typeof value === 'string' || isPluralForms(value)) found.set(key, value);
    else for (const [k, v] of entriesOf(value as object, `${key}.`)) found.set(k, v);
  }
  return found;
}
const placeholders = (entry: unknown): string[] =>
  [...new Set((typeof entry === 'string' ? [entry] : Object.values(entry as object)).flatMap((text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();

describe('the catalogue of words', () => {
  it('answers the spec’s texts word for word, placeholders filled', () => {
    expect(t('messages.order.chooseAddress')).toBe('Warning: Please select your shipping address!');
    expect(t('messages.account.passwordsNotMatched')).toBe('New Password and Confirm Password not matched.');
    expect(t('messages.cart.ringSizeOutOfRange', { min: 5, max: 30 })).toBe('Please choose a ring size between 5 and 30.');
  });

  it('chooses plural forms by the count with the locale’s rules, and writes numbers with its separators', () => {
    expect(t('diamonds.count', { count: 1 })).toBe('1 diamond');
    expect(t('diamonds.count', { count: 0 })).toBe('0 diamonds');
    expect(t('diamonds.count', { count: 12345 })).toBe('12,345 diamonds');
    expect(t('messages.account.tooManyAttempts', { count: 1 })).toBe('Too many attempts. Please wait 1 minute and try again.');
  });

  it('a section of it reads as the messages object it replaced, in the language chosen when it is read', () => {
    const cart = wordsOf('messages.cart', { limit: 20 });
    expect(cart.cartFull).toBe('Your shopping cart holds 20 items, the most it can keep. Please remove one before adding another.');
    expect(cart.ringSizeOutOfRange({ min: 5, max: 30 })).toBe('Please choose a ring size between 5 and 30.');
    expect(Object.keys(cart)).toEqual(Object.keys(enMY.messages.cart));
    chooseLocale('en-XA');
    expect(cart.added).toBe(pseudoText('Added to your shopping cart.'));
    expect(cart.added).toMatch(/^⟦[^a-z]+⟧$/i);
  });

  it('every language has every key of the English catalogue, with the same placeholders', () => {
    const english = entriesOf(enMY);
    for (const locale of SHOP_LOCALES) {
      chooseLocale(locale);
      const words = entriesOf(locale === 'en-MY' ? enMY : pseudoCatalogue(enMY));
      expect([...words.keys()], locale).toEqual([...english.keys()]);
      for (const [key, entry] of english) expect(placeholders(words.get(key)), `${locale} ${key}`).toEqual(placeholders(entry));
    }
  });

  it('holds words only: media queries, picture sizes and margins are layout values in the code, which a translation must not rewrite', () => {
    const layout = [...entriesOf(enMY)].filter(([, entry]) =>
      (typeof entry === 'string' ? [entry] : Object.values(entry as object)).some((text: string) => /\((min|max)-width|\b\d+(px|vw|vh|rem)\b/.test(text)),
    );
    expect(layout.map(([key]) => key)).toEqual([]);
  });

  it('money, numbers and dates follow the one locale setting, in the shop’s time zone', () => {
    expect(formatRM(sen(1234560))).toBe('RM 12,345.60');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatDate('2026-03-02T20:00:00Z')).toBe('3 March 2026');
    expect(formatDateTime('2026-03-02T20:05:00Z')).toBe('3 Mar 2026, 4:05 am');
    chooseLocale('en-XA');
    expect(formatRM(sen(100))).toBe('⟦ŔṀ 1.00⟧');
  });
});
