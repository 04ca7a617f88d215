import type { z } from 'zod';
import { isPhoneNumber, plainLinks } from '../../../domain/shop/contact-points.ts';
import type { contactRequestSchema } from '../../../domain/contract/catalog.ts';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import { renderEmail, shopFooter } from '../../mail/layout.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { insertEnquiry } from './queries.ts';
import { t, wordsOf } from '../../../domain/words/catalogue.ts';
import '../../../domain/words/books/mail.ts';

export type ContactInput = z.output<typeof contactRequestSchema>;

/** Enquiries one connection may send an hour. */
export const CONTACT_RATE_RULE: RateRule = { name: 'contact-ip', limit: 10, windowSeconds: 60 * 60 };

export const CONTACT_MESSAGES = wordsOf('messages.contact', {}, {
  tooMany: (minutes: number) => t('messages.contact.tooMany', { count: minutes }),
  emailSubject: (enquiryId: number) => t('messages.contact.emailSubject', { id: String(enquiryId) }),
});

export interface ContactDeps {
  db: Database;
  limiter: RateLimiter;
  shopSettings(): Promise<ShopSettings>;
  /** Tells the mail worker an e-mail is waiting (after the commit). */
  mailQueued(): void;
}

export type ContactService = ReturnType<typeof createContactService>;

/**
 * Contact Us (account spec §3, §5, §7): the enquiry is stored and e-mailed to the shop's own address in one
 * transaction. The e-mail and phone are real contact points (checked), and links in the message reach the shop's
 * inbox as plain text.
 */
export function createContactService(deps: ContactDeps) {
  const { db } = deps;
  return {
    async create(enquiry: ContactInput, ip: string): Promise<void> {
      if (!isPhoneNumber(enquiry.phone)) throw new BadRequestError(CONTACT_MESSAGES.phoneInvalid);
      await deps.limiter.hit(CONTACT_RATE_RULE, ip, CONTACT_MESSAGES.tooMany);
      const settings = await deps.shopSettings();
      const body = renderEmail({
        brandName: settings.brandName,
        heading: t('mail.messagesService.newEnquiry', { subject: enquiry.subject }),
        paragraphs: [
          t('mail.messagesService.nameEMailPhone', { name: enquiry.name, email: enquiry.email, phone: enquiry.phone, subject: enquiry.subject }),
          enquiry.message ? t('mail.messagesService.message', { message: plainLinks(enquiry.message) }) : t('mail.messagesService.noMessageWasWritten'),
        ],
        action: { label: t('mail.messagesService.replyTo', { name: enquiry.name }), url: `mailto:${enquiry.email}` },
        footer: shopFooter(settings),
      });
      await db.transaction(async (tx) => {
        const enquiryId = await insertEnquiry(tx, { name: enquiry.name, email: enquiry.email, phone: enquiry.phone, subject: enquiry.subject, message: enquiry.message });
        // staff pressing Reply write to the visitor, not to the shop's own address
        await enqueueEmail(tx, { kind: 'contact-enquiry', to: settings.email, replyTo: enquiry.email, subject: CONTACT_MESSAGES.emailSubject(enquiryId), ...body });
      });
      deps.mailQueued();
    },
  };
}
