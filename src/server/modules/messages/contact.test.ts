import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEnquiries } from '../../db/schema/content.ts';
import { seedContent } from '../../db/seed/content.ts';
import { startTestShopWithMail, type TestShopWithMail } from '../../testing.ts';
import { someIp } from '../accounts/testing.ts';
import { CONTACT_MESSAGES, CONTACT_RATE_RULE } from './service.ts';

let shop: TestShopWithMail;

beforeAll(async () => {
  shop = await startTestShopWithMail({ seed: (handle) => seedContent(handle.db) });
});
afterAll(async () => shop?.close());

const contact = (payload: object, ip = someIp()) => shop.app.inject({ method: 'POST', url: '/api/contact/create', payload, remoteAddress: ip });
const enquiry = { name: 'Nurul Aisyah', email: 'nurul@example.com', phone: '+60 12-345 6789', subject: 'Resizing my ring', message: 'Can you resize to 14?\nThank you.' };

describe('POST /api/contact/create: Contact Us (account spec §3, §5, §7)', () => {
  it("stores the enquiry and e-mails it to the shop's own address", async () => {
    const answer = await contact(enquiry);
    expect(answer.json()).toEqual({ code: '200', message: CONTACT_MESSAGES.received });
    const rows = await shop.database.db.select().from(contactEnquiries).where(eq(contactEnquiries.email, 'nurul@example.com'));
    expect(rows).toEqual([expect.objectContaining({ name: 'Nurul Aisyah', phone: '+60 12-345 6789', subject: 'Resizing my ring', message: 'Can you resize to 14?\nThank you.' })]);

    const settings = (await shop.app.inject({ method: 'GET', url: '/api/settings' })).json().settings;
    const message = await shop.smtp.waitFor((m) => m.text.includes('Resizing my ring'));
    expect(message.to).toBe(settings.email);
    expect(message.text).toContain('Nurul Aisyah');
    expect(message.text).toContain('+60 12-345 6789');
    expect(message.text).toContain('Can you resize to 14?');
    expect(message.html).toContain('mailto:nurul@example.com');
  });

  it("the e-mail's subject is the shop's own words with the enquiry's number, the visitor's text only in the body; it comes from the shop's own address", async () => {
    const words = { ...enquiry, name: `Mallory ${Date.now()}`, subject: 'URGENT: your account is locked, click here' };
    expect((await contact(words)).statusCode).toBe(200);
    const message = await shop.smtp.waitFor((m) => m.text.includes(words.name));
    const [row] = await shop.database.db.select().from(contactEnquiries).where(eq(contactEnquiries.name, words.name));
    expect(message.subject).toBe(CONTACT_MESSAGES.emailSubject(row.id));
    expect(message.subject).not.toContain('Mallory');
    expect(message.subject).not.toContain('URGENT');
    expect(message.text).toContain(words.subject);
    const settings = (await shop.app.inject({ method: 'GET', url: '/api/settings' })).json().settings;
    expect(message.from).toBe(settings.email);
    expect(message.fromName).toBe(settings.brandName);
  });

  it('staff pressing Reply write to the visitor: the e-mail to the shop carries Reply-To with the address the visitor gave', async () => {
    const words = { ...enquiry, name: `Reply ${Date.now()}`, email: 'siti.reply@example.com' };
    expect((await contact(words)).statusCode).toBe(200);
    const message = await shop.smtp.waitFor((m) => m.text.includes(words.name));
    expect(message.replyTo).toBe('siti.reply@example.com');
    expect(message.from).not.toBe('siti.reply@example.com');
  });

  it('the message is optional; name, e-mail, phone and subject are required with the spec messages', async () => {
    expect((await contact({ ...enquiry, message: undefined, subject: 'No message' })).statusCode).toBe(200);
    for (const [field, text] of [
      ['name', 'Please enter your name.'],
      ['email', 'Please enter your email.'],
      ['phone', 'Please enter your phone.'],
      ['subject', 'Please enter Subject.'],
    ] as const) {
      const answer = await contact({ ...enquiry, [field]: '  ' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain(text);
    }
    expect((await contact({ ...enquiry, email: 'not-an-address' })).statusCode).toBe(400);
  });

  it('is no spam relay: the phone must be a phone number, and links in the message reach the shop as plain text (issue 12, item 4)', async () => {
    const notAPhone = await contact({ ...enquiry, phone: 'Call http://evil.example' });
    expect(notAPhone.statusCode).toBe(400);
    expect(notAPhone.json()).toEqual({ code: '400', message: CONTACT_MESSAGES.phoneInvalid });

    const subject = `Links ${Date.now()}`;
    expect((await contact({ ...enquiry, subject, message: 'See http://evil.example/ring and www.evil.example' })).statusCode).toBe(200);
    const message = await shop.smtp.waitFor((m) => m.text.includes(subject));
    expect(message.text).toContain('http[:]//evil[.]example/ring');
    expect(message.text).not.toContain('http://evil.example');
    expect(message.html).not.toContain('evil.example');
    expect(message.html).not.toContain('href="http://evil');
  });

  it('is rate limited per IP address', async () => {
    const ip = someIp();
    for (let i = 0; i < CONTACT_RATE_RULE.limit; i++) expect((await contact(enquiry, ip)).statusCode).toBe(200);
    expect((await contact(enquiry, ip)).statusCode).toBe(429);
  });
});
