import { isBookArea, type BookArea } from './book-areas.ts';
import type { enMY } from './en-MY/index.ts';
import { enMYShared } from './en-MY/shared.ts';
import { pseudoCatalogue } from './pseudo.ts';

/**
 * The shop's one catalogue of words: every text a shopper or staff member reads, looked up by key in the language of
 * the one locale setting (SHOP_LOCALE). English (en-MY, the spec's texts word for word) is the source; another
 * language is another catalogue of the same shape registered in CATALOGUES — no screen changes.
 *
 * The large areas only a few screens read (the back-office, the information pages, the e-mails: words/book-areas.ts) are
 * books: each screen that reads one imports it (`import '…/words/books/cms'`), so a page's browser code carries only
 * the books its screens use; a book holds its area's words in every language.
 *
 * An entry is a text with `{name}` placeholders, or plural forms (`{ one, other, … }`, chosen with Intl.PluralRules
 * by the `count` parameter). A number given for a placeholder is written with the locale's digits and separators.
 */

/** Plural forms of an entry, by Intl.PluralRules category; `other` is always there. */
export interface PluralForms {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}
type Entry = string | PluralForms;
type Source = typeof enMY;

/** Every language's catalogue has the English one's keys, with its own words. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] extends PluralForms ? PluralForms : Shape<T[K]> };
export type Catalogue = Shape<Source>;

/** 'cart.added', 'checkout.placeOrder' … every key of an entry. */
type KeysOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Entry ? `${P}${K}` : KeysOf<T[K], `${P}${K}.`>;
}[keyof T & string];
export type WordKey = KeysOf<Source>;
/** 'cart', 'cms.orders' … every key of a section. */
type SectionKeysOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Entry ? never : `${P}${K}` | SectionKeysOf<T[K], `${P}${K}.`>;
}[keyof T & string];
export type SectionKey = SectionKeysOf<Source>;

type At<T, K extends string> = K extends `${infer H}.${infer R}` ? (H extends keyof T ? At<T[H], R> : never) : K extends keyof T ? T[K] : never;
type PlaceholdersOf<S> = S extends `${string}{${infer N}}${infer R}` ? N | PlaceholdersOf<R> : never;
type NamesOf<E> = E extends string ? PlaceholdersOf<E> : E extends PluralForms ? 'count' | PlaceholdersOf<E[keyof E]> : never;
export type WordParams<N extends string> = { readonly [P in N]: P extends 'count' ? number : string | number };
/** The parameters an entry takes: none, or one object naming each of its placeholders. */
type ArgsOf<E, Bound extends string = never> = [Exclude<NamesOf<E>, Bound>] extends [never] ? [] : [params: WordParams<Exclude<NamesOf<E>, Bound>>];

/** A language's words of the areas every page carries: all but the books. */
type SharedCatalogue = Omit<Catalogue, BookArea>;
const CATALOGUES = {
  'en-MY': () => enMYShared,
  /** A pseudo-language (every letter accented, every text bracketed): shows at a glance any text not from here. */
  'en-XA': () => pseudoCatalogue(enMYShared),
} satisfies Record<string, () => SharedCatalogue>;

export type ShopLocale = keyof typeof CATALOGUES;
export const SHOP_LOCALES = Object.keys(CATALOGUES) as ShopLocale[];
export const DEFAULT_LOCALE: ShopLocale = 'en-MY';
export const isShopLocale = (value: unknown): value is ShopLocale => typeof value === 'string' && Object.hasOwn(CATALOGUES, value);

/**
 * The locale is one setting for the whole shop: the server chooses it at start (config SHOP_LOCALE), the page says
 * it in `<html lang>`, and the browser reads it from there. It is kept on globalThis so the server's code and the
 * storefront's server build, two module graphs in one process, share it.
 */
const SLOT = Symbol.for('kilau.shopLocale');
type Slot = { [SLOT]?: ShopLocale };

export function shopLocale(): ShopLocale {
  const chosen = (globalThis as Slot)[SLOT];
  if (chosen) return chosen;
  const page = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isShopLocale(page) ? page : DEFAULT_LOCALE;
}

export function chooseLocale(locale: ShopLocale): void {
  (globalThis as Slot)[SLOT] = locale;
}

/** The languages that have words of their own (en-XA is made from English). */
type WrittenLocale = Exclude<ShopLocale, 'en-XA'>;
/** A book: one area's words in every written language (the type makes each complete). */
export type Book<A extends BookArea> = { readonly [L in WrittenLocale]: Catalogue[A] };
const books = new Map<BookArea, Book<BookArea>>();
const pseudoBooks = new Map<BookArea, unknown>();

/** Registers a book (words/books/<area>.ts does, when a screen that reads the area is loaded). */
export function addBook<A extends BookArea>(area: A, book: Book<A>): void {
  books.set(area, book as Book<BookArea>);
}

function bookWords(area: BookArea, locale: ShopLocale): unknown {
  const book = books.get(area);
  if (!book) throw new Error(`The words of '${area}' are not loaded: import words/books/${area}.ts where they are read.`);
  if (locale !== 'en-XA') return book[locale];
  if (!pseudoBooks.has(area)) pseudoBooks.set(area, pseudoCatalogue(book['en-MY']));
  return pseudoBooks.get(area);
}
/** The root of a key's words in the shop's language: the shared catalogue, or the book of its area. */
function rootOf(key: string, words: SharedCatalogue, locale: ShopLocale): { node: unknown; rest: string[] } {
  const [area, ...rest] = key.split('.');
  if (isBookArea(area)) return { node: bookWords(area, locale), rest };
  return { node: words, rest: [area, ...rest] };
}

const loaded = new Map<ShopLocale, { words: SharedCatalogue; entries: Map<string, Entry | undefined>; plurals: Intl.PluralRules; numbers: Intl.NumberFormat }>();
function active() {
  const locale = shopLocale();
  let found = loaded.get(locale);
  if (!found) {
    const intlLocale = locale === 'en-XA' ? DEFAULT_LOCALE : locale;
    found = { words: CATALOGUES[locale](), entries: new Map(), plurals: new Intl.PluralRules(intlLocale), numbers: new Intl.NumberFormat(intlLocale) };
    loaded.set(locale, found);
  }
  return found;
}

function entryAt(key: string): Entry | undefined {
  const { words, entries } = active();
  if (!entries.has(key)) {
    const root = rootOf(key, words, shopLocale());
    let node = root.node;
    for (const part of root.rest) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    entries.set(key, typeof node === 'string' || isPluralForms(node) ? node : undefined);
  }
  return entries.get(key);
}

export function isPluralForms(node: unknown): node is PluralForms {
  return !!node && typeof node === 'object' && typeof (node as PluralForms).other === 'string';
}

function fill(text: string, params: Record<string, string | number> | undefined): string {
  if (!params) return text;
  const { numbers } = active();
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : typeof value === 'number' ? numbers.format(value) : value;
  });
}

function say(key: string, params?: Record<string, string | number>): string {
  const entry = entryAt(key);
  if (entry === undefined) throw new Error(`The catalogue has no text '${key}'.`);
  if (typeof entry === 'string') return fill(entry, params);
  const count = Number(params?.count ?? 0);
  const form = active().plurals.select(count);
  return fill(entry[form] ?? entry.other, params);
}

/** The text of a key in the shop's language, its placeholders filled: `t('cart.added')`, `t('diamonds.count', { count })`. */
export function t<K extends WordKey>(key: K, ...params: ArgsOf<At<Source, K>>): string {
  return say(key, params[0] as Record<string, string | number> | undefined);
}

type SectionView<T, Bound extends string> = {
  readonly [K in keyof T]: T[K] extends Entry
    ? ArgsOf<T[K], Bound> extends [] ? string : (...params: ArgsOf<T[K], Bound>) => string
    : SectionView<T[K], Bound>;
};

/**
 * A section of the catalogue as an object of texts (`CART_MESSAGES.added`), read in the shop's language when used.
 * Placeholders the section always fills (e.g. a limit) are bound once; an entry that still takes parameters is a
 * function of them. `extra` adds texts made from entries (e.g. with positional arguments).
 */
export function wordsOf<S extends SectionKey, B extends Record<string, string | number> = Record<never, never>, X extends object = Record<never, never>>(
  section: S,
  bound?: B,
  extra?: X,
): SectionView<At<Source, S>, keyof B & string> & X {
  const view: Record<string, unknown> = {};
  const source = entrySection(section);
  for (const [name, node] of Object.entries(source)) {
    if (extra && Object.hasOwn(extra, name)) continue;
    const key = `${section}.${name}`;
    const takesParams = typeof node === 'string' ? /\{\w+\}/.test(node.replace(/\{(\w+)\}/g, (w, n: string) => (bound && n in bound ? '' : w))) : true;
    if (typeof node !== 'string' && !isPluralForms(node)) Object.defineProperty(view, name, { enumerable: true, value: wordsOf(key as SectionKey, bound) });
    else if (takesParams) Object.defineProperty(view, name, { enumerable: true, value: (params?: Record<string, string | number>) => say(key, { ...bound, ...params }) });
    else Object.defineProperty(view, name, { enumerable: true, get: () => say(key, bound) });
  }
  for (const [name, value] of Object.entries(extra ?? {})) Object.defineProperty(view, name, { enumerable: true, value });
  return view as SectionView<At<Source, S>, keyof B & string> & X;
}

/** A section of the English catalogue: the names of its entries (every language has the same). */
function entrySection(section: string): Record<string, unknown> {
  const root = rootOf(section, enMYShared, 'en-MY');
  let node = root.node;
  for (const part of root.rest) node = (node as Record<string, unknown>)[part];
  return node as Record<string, unknown>;
}
