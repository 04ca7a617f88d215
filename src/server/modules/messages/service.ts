import type { z } from 'zod';
import { isPhoneNumber, plainLinks } from '../../../domain/contact-points.ts';
import type { contactRequestSchema } from '../../../domain/contract/catalog.ts';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import { renderEmail, shopFooter } from '../../mail/layout.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { insertEnquiry } from './queries.ts';

export type ContactInput = z.output<typeof contactRequestSchema>;

/** Enquiries one connection may send an hour. */
export const CONTACT_RATE_RULE: RateRule = { name: 'contact-ip', limit: 10, windowSeconds: 60 * 60 };

export const CONTACT_MESSAGES = {
  received: 'Thank you for contacting us. We will get back to you soon.',
  phoneInvalid: 'Please enter your phone number with its digits, e.g. 012-345 6789 or +65 9123 4567.',
  tooMany: (minutes: number) => `You have sent us several messages already. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  /** The subject of the e-mail to the shop: its own words and the enquiry's number; what the visitor typed is in the body. */
  emailSubject: (enquiryId: number) => `New enquiry #${enquiryId} from the Contact Us form`,
} as const;

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
        heading: `New enquiry: ${enquiry.subject}`,
        paragraphs: [
          `Name: ${enquiry.name}\nE-mail: ${enquiry.email}\nPhone: ${enquiry.phone}\nSubject: ${enquiry.subject}`,
          enquiry.message ? `Message:\n${plainLinks(enquiry.message)}` : 'No message was written.',
        ],
        action: { label: `Reply to ${enquiry.name}`, url: `mailto:${enquiry.email}` },
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
