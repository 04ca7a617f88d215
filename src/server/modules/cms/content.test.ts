import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '../../../domain/contract/content.ts';
import { PLAIN_TEXT_MESSAGE } from '../../../domain/contract/content.ts';
import { PICTURE_NOT_OFFERED } from '../../../domain/contract/cms-content.ts';
import { HOME_BANNER_MAX, HOME_PICTURE_CHOICES } from '../../../domain/shop/home-content.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { contentBlocks } from '../../db/schema/content.ts';
import { seedCatalog } from '../../db/seed/catalog.ts';
import { seedContent } from '../../db/seed/content.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { orderFixtures, type Shopper } from '../orders/testing.ts';
import { createCmsHomeContent } from './home-content.ts';
import { CMS_API_PREFIX } from './routes.ts';
import { SUBCATEGORY_MESSAGES } from './subcategories.ts';

let shop: TestShop;
let staff: Shopper;
beforeAll(async () => {
  shop = await startTestShop({
    pages: true,
    seed: async (handle) => {
      await seedCatalog(handle.db);
      await seedContent(handle.db);
    },
  });
  await shop.app.storefront.ready;
  staff = await orderFixtures(shop).staffMember();
});
afterAll(() => shop?.close());

const cms = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  shop.app.inject({ method, url: `${CMS_API_PREFIX}${url}`, headers: staff.auth, payload });
/** Runs a change and waits until the storefront has heard of it (the trigger's notice at commit). */
async function committed<T>(change: () => Promise<T>): Promise<T> {
  const next = shop.app.storefront.nextChange();
  const result = await change();
  await next;
  return result;
}
const storedBanners = async () => (await shop.database.db.select().from(contentBlocks).where(eq(contentBlocks.key, 'banners')))[0].data as Banner[];
const contentAudit = () => shop.database.db.select().from(auditLog).where(eq(auditLog.entity, 'content')).orderBy(auditLog.id);

describe('the new back-office addresses are in the served route table, so cms.test.ts refuses each to a visitor and a customer', () => {
  it('lists every home block and sub-category operation under /api/cms', async () => {
    const doc = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations).toEqual(
      expect.arrayContaining([
        `GET ${CMS_API_PREFIX}/content`,
        ...['banners', 'reviews', 'categoriessliders', 'bridals', 'brides'].map((block) => `PUT ${CMS_API_PREFIX}/content/${block}`),
        `GET ${CMS_API_PREFIX}/categories/{id}/subcategories`,
        `POST ${CMS_API_PREFIX}/categories/{id}/subcategories`,
        `PUT ${CMS_API_PREFIX}/categories/{id}/subcategories/order`,
        `PUT ${CMS_API_PREFIX}/subcategories/{id}`,
        `DELETE ${CMS_API_PREFIX}/subcategories/{id}`,
      ]),
    );
    const visitor = await shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/content/banners`, payload: { items: [] } });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('home content in the back-office (issue 14)', () => {
  it('a banner edit is audited and appears in the home content and on the served home page after commit; a hidden slide is kept but not shown', async () => {
    const { blocks } = (await cms('GET', '/content')).json() as { blocks: { banners: Banner[] } };
    const [first, second, ...rest] = blocks.banners;
    const edited: Banner = { ...first, title: 'The Monsoon Edit', subtitle: 'Rings for rainy-day proposals.', actions: [{ label: 'See Eternity Bands', url: '/products/womenweddingring/eternity' }] };
    const saved = await committed(() => cms('PUT', '/content/banners', { items: [edited, { ...second, hidden: true }, ...rest] }));
    expect(saved.statusCode, saved.body).toBe(200);

    const served = (await shop.app.inject({ method: 'GET', url: '/api/content/home' })).json().home;
    expect(served.banners[0]).toMatchObject({ title: 'The Monsoon Edit', subtitle: 'Rings for rainy-day proposals.' });
    expect(served.banners.map((b: Banner) => b.title)).not.toContain(second.title);
    const page = await shop.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The Monsoon Edit');
    expect(page.body).toContain('href="/products/womenweddingring/eternity"');
    expect(page.body).not.toContain(`>${second.title}<`);

    expect((await storedBanners())[1]).toMatchObject({ title: second.title, hidden: true });
    const audit = await contentAudit();
    expect(audit).toEqual([expect.objectContaining({ action: 'content.update', entityKey: 'banners', actorUserId: staff.id })]);
    expect(audit[0].before).toEqual({ items: blocks.banners });
    expect((audit[0].after as { items: Banner[] }).items[0].title).toBe('The Monsoon Edit');
  });

  it('an invalid block is refused with 400 and nothing is saved, nor audited: javascript: link, too many banners, HTML, a foreign picture, an unknown field', async () => {
    const before = await storedBanners();
    const audited = (await contentAudit()).length;
    const [one] = before;
    const refusals: [object, string | RegExp][] = [
      [[{ ...one, actions: [{ label: 'Win', url: 'javascript:alert(1)' }] }], /path inside the shop .* or an http\(s\) address/],
      [[{ ...one, actions: [{ label: 'Away', url: '//evil.example/x' }] }], /path inside the shop/],
      [Array.from({ length: HOME_BANNER_MAX + 1 }, (_, i) => ({ ...one, title: `Slide ${i}` })), `The home banner holds at most ${HOME_BANNER_MAX} slides.`],
      [[{ ...one, title: '<img src=x onerror=alert(1)>' }], PLAIN_TEXT_MESSAGE],
      [[{ ...one, subtitle: 'Shop &lt;now&gt;' }], PLAIN_TEXT_MESSAGE],
      [[{ ...one, desktopimg: '/images/site/logo.svg' }], PICTURE_NOT_OFFERED],
      [[{ ...one, colour: 'red' }], /colour/],
      [[{ ...one, hidden: true }], 'At least one banner slide must be shown.'],
    ];
    for (const [items, message] of refusals) {
      const answer = await cms('PUT', '/content/banners', { items });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
    const review = (await shop.database.db.select().from(contentBlocks).where(eq(contentBlocks.key, 'reviews')))[0].data as object[];
    expect((await cms('PUT', '/content/reviews', { items: review.slice(0, 2) })).json().message).toContain('Keep at least 5 reviews, so the row of cards stays full.');
    expect((await cms('PUT', '/content/bridals', { items: [] })).statusCode).toBe(400);
    expect(await storedBanners()).toEqual(before);
    expect(await contentAudit()).toHaveLength(audited);
  });

  it('the change and its audit record are one transaction: when the audit record cannot be written, nothing changes', async () => {
    const before = await storedBanners();
    const service = createCmsHomeContent(shop.database.db);
    const ghost = { userId: 2_000_000_000, role: 'CMS' as const, sessionId: randomUUID() };
    await expect(service.save(ghost, 'banners', [{ ...before[0], title: 'Never Saved' }, ...before.slice(1)])).rejects.toThrow();
    expect(await storedBanners()).toEqual(before);
  });

  it('reviews, category tiles and bridal tiles are reordered, added and removed within their limits', async () => {
    const { blocks } = (await cms('GET', '/content')).json();
    const reviews = [...blocks.reviews].reverse();
    const extra = { ...reviews[0], name: 'Farah Hassan', comment: 'Lovely service, the ring was ready the same day.', rate: 4, img: HOME_PICTURE_CHOICES.reviews[2].url };
    expect((await cms('PUT', '/content/reviews', { items: [...reviews, extra] })).statusCode).toBe(200);
    const tiles = blocks.categoriessliders.slice(1);
    expect((await cms('PUT', '/content/categoriessliders', { items: tiles })).statusCode).toBe(200);
    const bridals = [blocks.bridals[1], blocks.bridals[0]];
    expect((await committed(() => cms('PUT', '/content/bridals', { items: bridals }))).statusCode).toBe(200);
    const home = (await shop.app.inject({ method: 'GET', url: '/api/content/home' })).json().home;
    expect(home.reviews.map((r: { name: string }) => r.name)).toEqual([...reviews, extra].map((r) => r.name));
    expect(home.reviews.at(-1)).toMatchObject({ rate: 4 });
    expect(home.categoriessliders).toEqual(tiles);
    expect(home.bridals).toEqual(bridals);
    expect((await cms('PUT', '/content/bridals', { items: [bridals[0]] })).statusCode).toBe(400);
  });
});

describe('sub-categories in the back-office (issue 14)', () => {
  const lov = async () => (await shop.app.inject({ method: 'GET', url: '/api/lov/PRODUCT_CATEGORY' })).json().lov as { id: number; slug: string; sub: { id: number; name: string; slug: string; image_name: string }[] }[];

  it('a new sub-category appears in the category list and its listing page works; renamed, reordered, deleted; each audited', async () => {
    const rings = (await lov()).find((c) => c.slug === 'rings')!;
    const created = await committed(() => cms('POST', `/categories/${rings.id}/subcategories`, { name: 'Stackable Rings', image_name: 'eternity' }));
    expect(created.statusCode, created.body).toBe(200);
    const sub = created.json().subcategory;
    expect(sub).toMatchObject({ name: 'Stackable Rings', slug: 'stackable-rings', image_name: 'eternity', products: 0 });
    expect((await lov()).find((c) => c.id === rings.id)!.sub.at(-1)).toMatchObject({ id: sub.id, name: 'Stackable Rings', slug: 'stackable-rings' });
    const page = await shop.app.inject({ method: 'GET', url: '/products/rings/stackable-rings' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stackable Rings');

    expect((await committed(() => cms('PUT', `/subcategories/${sub.id}`, { name: 'Stacking Rings' }))).json().subcategory).toMatchObject({ name: 'Stacking Rings', slug: 'stackable-rings' });
    const ids = (await cms('GET', `/categories/${rings.id}/subcategories`)).json().subcategories.map((s: { id: number }) => s.id) as number[];
    const order = [sub.id, ...ids.filter((id) => id !== sub.id)];
    expect((await committed(() => cms('PUT', `/categories/${rings.id}/subcategories/order`, { ids: order }))).statusCode).toBe(200);
    expect((await lov()).find((c) => c.id === rings.id)!.sub.map((s) => s.id)).toEqual(order);
    expect((await cms('PUT', `/categories/${rings.id}/subcategories/order`, { ids: order.slice(1) })).json().message).toBe(SUBCATEGORY_MESSAGES.orderNotWhole);

    expect((await committed(() => cms('DELETE', `/subcategories/${sub.id}`))).statusCode).toBe(200);
    expect((await lov()).find((c) => c.id === rings.id)!.sub.map((s) => s.id)).not.toContain(sub.id);
    expect((await shop.app.inject({ method: 'GET', url: '/products/rings/stackable-rings' })).statusCode).toBe(404);
    const audit = await shop.database.db.select().from(auditLog).where(eq(auditLog.entityKey, 'rings/stackable-rings')).orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['subcategory.create', staff.id],
      ['subcategory.update', staff.id],
      ['subcategory.delete', staff.id],
    ]);
  });

  it('a slug already used in the category is a 409; a sub-category with products or linked from the home page is not deleted (409)', async () => {
    const engagement = (await lov()).find((c) => c.slug === 'engagementring')!;
    const clash = await cms('POST', `/categories/${engagement.id}/subcategories`, { name: 'Halo Again', slug: 'halo', image_name: 'halo' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/already has a sub-category at \/halo/);
    expect((await cms('POST', `/categories/${engagement.id}/subcategories`, { name: 'Bad', slug: 'Bad Slug!', image_name: 'halo' })).statusCode).toBe(400);
    expect((await cms('POST', `/categories/${engagement.id}/subcategories`, { name: 'Odd', image_name: 'no-such-picture' })).statusCode).toBe(400);

    const halo = engagement.sub.find((s) => s.slug === 'halo')!;
    const withProducts = await cms('DELETE', `/subcategories/${halo.id}`);
    expect(withProducts.statusCode).toBe(409);
    expect(withProducts.json().message).toMatch(/^This sub-category still has \d+ products?; move/);

    const linked = (await cms('POST', `/categories/${engagement.id}/subcategories`, { name: 'Toi et Moi', image_name: 'three-stone' })).json().subcategory;
    const { blocks } = (await cms('GET', '/content')).json();
    const tiles = [{ ...blocks.categoriessliders[0], url: '/products/engagementring/toi-et-moi', label: 'Toi et Moi' }, ...blocks.categoriessliders.slice(1)];
    expect((await cms('PUT', '/content/categoriessliders', { items: tiles })).statusCode).toBe(200);
    const stillLinked = await cms('DELETE', `/subcategories/${linked.id}`);
    expect(stillLinked.statusCode).toBe(409);
    expect(stillLinked.json().message).toBe(SUBCATEGORY_MESSAGES.linkedFromHome('/products/engagementring/toi-et-moi'));
    expect((await lov()).find((c) => c.slug === 'engagementring')!.sub.map((s) => s.slug)).toContain('halo');
  });
});

describe('social links in the shop’s details (issue 14)', () => {
  it('staff edit the social links; /api/settings and the footer follow; a javascript: address is refused', async () => {
    const links = [
      { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/kilau.kl' },
      { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@kilau' },
    ];
    const saved = await committed(() => cms('PUT', '/settings', { socialLinks: links }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: '/api/settings' })).json().settings.socialLinks).toEqual(links);
    expect((await shop.app.inject({ method: 'GET', url: '/' })).body).toContain('https://www.youtube.com/@kilau');
    expect((await cms('PUT', '/settings', { socialLinks: [{ network: 'facebook', label: 'Facebook', url: 'javascript:alert(1)' }] })).statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'GET', url: '/api/settings' })).json().settings.socialLinks).toEqual(links);
  });
});
