import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hints } from '../../db/schema/content.ts';
import { emailOutbox } from '../../db/schema/outbox.ts';
import { products } from '../../db/schema/catalog.ts';
import { seedCatalog } from '../../db/seed/catalog.ts';
import { seedContent } from '../../db/seed/content.ts';
import { startTestShopWithMail, type TestShopWithMail } from '../../testing.ts';
import { someIp } from '../accounts/testing.ts';
import { HINT_MESSAGES, HINT_RATE_RULE, HINT_RECIPIENT_RULE } from './service.ts';

let shop: TestShopWithMail;

beforeAll(async () => {
  shop = await startTestShopWithMail({
    seed: async (handle) => {
      await seedContent(handle.db);
      await seedCatalog(handle.db);
    },
  });
});
afterAll(async () => shop?.close());

const dropHint = (payload: object, ip = someIp()) => shop.app.inject({ method: 'POST', url: '/api/hint/create', payload, remoteAddress: ip });

describe('POST /api/hint/create: Drop Hint (storefront §3, §7)', () => {
  it('stores the hint and e-mails the recipient a note and a link to the piece', async () => {
    const to = `hint-${Date.now()}@example.com`;
    const answer = await dropHint({ recipient_email: to, recipient_phone: '', sender_email: 'aisyah@example.com', sender_phone: '+60 12-345 6789', note: 'Size 12 please!', slug: 'amara-solitaire' });
    expect(answer.json()).toEqual({ code: '200', message: HINT_MESSAGES.sent });

    const [product] = await shop.database.db.select().from(products).where(eq(products.slugId, 'amara-solitaire'));
    const [row] = await shop.database.db.select().from(hints).where(eq(hints.recipientEmail, to));
    expect(row).toMatchObject({ productId: product.id, senderEmail: 'aisyah@example.com', senderPhone: '+60 12-345 6789', note: 'Size 12 please!' });

    const message = await shop.smtp.waitFor((m) => m.to === to);
    expect(message.subject).toContain('hint');
    expect(message.text).toContain('Size 12 please!');
    expect(message.text).toContain(product.name);
    expect(message.text).toContain('http://shop.test/product/amara-solitaire');
    expect(message.html).toContain('href="http://shop.test/product/amara-solitaire"');
  });

  it('the e-mail boxes may hold phone numbers (§5): the hint is stored and no e-mail is sent', async () => {
    const answer = await dropHint({ recipient_email: '012-345 6789', sender_email: '019-876 5432', note: 'The pear one' });
    expect(answer.statusCode).toBe(200);
    const [row] = await shop.database.db.select().from(hints).where(eq(hints.recipientEmail, '012-345 6789'));
    expect(row).toMatchObject({ senderEmail: '019-876 5432', productId: null });
    expect(await shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, '012-345 6789'))).toEqual([]);
  });

  it('a hint that can reach nobody, or missing boxes, is a 400 with a clear message', async () => {
    const nowhere = await dropHint({ recipient_email: 'my love', sender_email: 'me@example.com' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toEqual({ code: '400', message: HINT_MESSAGES.noWayToReach });
    const missing = await dropHint({ sender_email: 'me@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('400');
    expect((await dropHint({ recipient_email: 'a@example.com', sender_email: 'b@example.com', note: 'x'.repeat(1001) })).statusCode).toBe(400);
  });

  it('an unknown slug still sends the hint, without a product link', async () => {
    const to = `hint-unknown-${Date.now()}@example.com`;
    expect((await dropHint({ recipient_email: to, sender_email: 'b@example.com', slug: 'no-such-ring' })).statusCode).toBe(200);
    const message = await shop.smtp.waitFor((m) => m.to === to);
    expect(message.text).not.toContain('/product/');
  });

  it('is rate limited per IP address', async () => {
    const ip = someIp();
    const someone = () => `012${String(Date.now() + Math.random() * 1e6).replace(/\D/g, '').slice(-7)}`;
    for (let i = 0; i < HINT_RATE_RULE.limit; i++) {
      expect((await dropHint({ recipient_email: someone(), sender_email: 'me@example.com' }, ip)).statusCode).toBe(200);
    }
    const refused = await dropHint({ recipient_email: someone(), sender_email: 'me@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await dropHint({ recipient_email: someone(), sender_email: 'me@example.com' })).statusCode).toBe(200);
  });
});

describe('Drop Hint is no spam relay (issue 12, item 4)', () => {
  it('the sender and recipient boxes hold an e-mail address or a phone number, nothing else (clear 400)', async () => {
    const forged = await dropHint({ recipient_email: 'anyone@example.org', sender_email: 'Security team', note: 'Verify your card at http://evil.example' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ code: '400', message: HINT_MESSAGES.senderUnknown });
    const sentence = await dropHint({ recipient_email: 'Dear customer, your account is locked', sender_email: 'me@example.com' });
    expect(sentence.json()).toEqual({ code: '400', message: HINT_MESSAGES.noWayToReach });
    const phone = await dropHint({ recipient_email: 'anyone@example.org', sender_email: 'me@example.com', sender_phone: 'call me now' });
    // the phone rule is the hint contract's, so the form says it in the browser before sending; the server answers the same words
    expect(phone.json()).toEqual({ code: '400', message: `sender_phone: ${HINT_MESSAGES.phoneInvalid}` });
    expect(await shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'anyone@example.org'))).toEqual([]);
  });

  it('links in the note arrive as plain text, and the e-mail says the shop sends it on behalf of the named sender', async () => {
    const to = `relay-${Date.now()}@example.org`;
    expect((await dropHint({ recipient_email: to, sender_email: 'aisyah@example.com', note: 'Verify your card at http://evil.example/login' })).statusCode).toBe(200);
    const message = await shop.smtp.waitFor((m) => m.to === to);
    // the subject is the shop's own words: what the sender typed is only in the body, under their name
    expect(message.subject).toBe(HINT_MESSAGES.emailSubject('Kilau'));
    expect(message.subject).not.toContain('aisyah');
    expect(message.from).toBe('hello@kilau.com.my');
    expect(message.fromName).toBe('Kilau');
    // a reply reaches the one who dropped the hint, not the shop
    expect(message.replyTo).toBe('aisyah@example.com');
    expect(message.text).toContain('Kilau is sending you this e-mail on behalf of aisyah@example.com');
    expect(message.text).toContain('http[:]//evil[.]example/login');
    expect(message.text).not.toContain('http://evil.example');
    expect(message.html).not.toContain('evil.example');
  });

  it('a recipient gets at most a few hints a day, whoever sends them', async () => {
    const to = `popular-${Date.now()}@example.org`;
    for (let i = 0; i < HINT_RECIPIENT_RULE.limit; i++) expect((await dropHint({ recipient_email: to, sender_email: `admirer${i}@example.com` })).statusCode).toBe(200);
    const refused = await dropHint({ recipient_email: to.toUpperCase(), sender_email: 'another@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(HINT_MESSAGES.recipientFull());
    await expect.poll(async () => (await shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).length).toBe(HINT_RECIPIENT_RULE.limit);
  });
});
