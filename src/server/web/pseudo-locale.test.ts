import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_MARKS } from '../../domain/catalog/image-names.ts';
import { chooseLocale, DEFAULT_LOCALE } from '../../domain/words/catalogue.ts';
import { seedDemoShop } from '../db/seed/index.ts';
import { startTestShop, type TestShop } from '../testing.ts';

/**
 * A language is added without touching a screen: the shop started with SHOP_LOCALE=en-XA (a pseudo-language made
 * from the English catalogue, every letter accented and every text in ⟦ ⟧) renders its pages with no English left,
 * only the shop's own data (its name, address, opening hours) as it is stored.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ pages: true, env: { SHOP_LOCALE: 'en-XA' }, seed: (db) => seedDemoShop(db, { diamonds: 0 }) });
  await shop.app.storefront.ready;
});
afterAll(async () => {
  await shop?.close();
  chooseLocale(DEFAULT_LOCALE);
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decoded = (s: string) =>
  s.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : (ENTITIES[name] ?? whole),
  );

/** What a visitor reads on a page: its title, its text and the labels a screen reader says. */
function readable(html: string): string[] {
  const labels = [...html.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((m) => m[1]);
  const title = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  const body = html
    .replace(/^[\s\S]*?<body[^>]*>/, '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '\n')
    .split('\n');
  return [...title, ...labels, ...body].map((text) => decoded(text).trim()).filter(Boolean);
}

/** Proper names, the same in every language: the laboratories whose marks the footer shows. */
const PROPER_NAMES = LAB_MARKS.map(([, short, full]) => `${full} (${short})`);

/** Every string the shop's settings and categories hold: data, shown as stored in any language. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** English left on a page: letters outside ⟦ ⟧ that are not the shop's data. */
async function englishOn(url: string): Promise<string[]> {
  const page = await shop.app.inject({ method: 'GET', url });
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.statusCode, url).toBe(url.startsWith('/this-page') ? 404 : 200);
  const answers = await Promise.all(['/api/settings', '/api/lov/PRODUCT_CATEGORY'].map((api) => shop.app.inject({ method: 'GET', url: api })));
  const data = answers
    .flatMap((answer) => stringsOf(answer.json()))
    .concat(PROPER_NAMES)
    .filter((s) => /[A-Za-z]{2}/.test(s))
    .sort((a, b) => b.length - a.length);
  return readable(page.body)
    .map((text) => data.reduce((rest, value) => rest.split(value).join(' '), text.replace(/⟦[^⟧]*⟧/g, ' ')))
    .filter((rest) => /[A-Za-z]{2,}/.test(rest));
}

describe('a second language needs no change to any screen', () => {
  it('the page says its language, and the catalogue’s words are the pseudo-language’s', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/login' });
    expect(page.body).toMatch(/<html lang="en-XA"/);
    expect(page.body).toContain('⟦');
  });

  it.each(['/login', '/this-page-does-not-exist'])('%s shows no English', async (url) => {
    expect(await englishOn(url)).toEqual([]);
  });

  it('the layout switches the same in every language: media queries and picture sizes are the code’s, not words', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    // the home page's art switches to its phone picture under 768 px whatever the language
    expect(page.body).toContain('media="(max-width: 767px)"');
    const layout = [...page.body.matchAll(/\s(?:media|sizes|imageSizes|imagesizes)="([^"]*)"/g)].map((m) => m[1]);
    expect(layout.length).toBeGreaterThan(0);
    // plain ASCII as the code wrote it: no ⟦ ⟧, no accented letter
    expect(layout.filter((value) => /[^ -~]/.test(value))).toEqual([]);
  });
});
