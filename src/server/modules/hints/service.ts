import type { z } from 'zod';
import { isContactPoint, isEmailAddress, isPhoneNumber, plainLinks } from '../../../domain/shop/contact-points.ts';
import type { hintRequestSchema } from '../../../domain/contract/catalog.ts';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import { renderEmail, shopFooter } from '../../mail/layout.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { insertHint } from './queries.ts';
import { t, wordsOf } from '../../../domain/words/catalogue.ts';
import '../../../domain/words/books/mail.ts';

export type HintInput = z.output<typeof hintRequestSchema>;

/** A shopper may drop this many hints an hour from one connection. */
export const HINT_RATE_RULE: RateRule = { name: 'hint-ip', limit: 10, windowSeconds: 60 * 60 };

/** A recipient gets at most this many hints a day, whoever sends them (the shop is no relay for a flood). */
export const HINT_RECIPIENT_RULE: RateRule = { name: 'hint-recipient', limit: 3, windowSeconds: 24 * 60 * 60 };

export const HINT_MESSAGES = wordsOf('messages.hint', {}, {
  recipientFull: () => t('messages.hint.recipientFull'),
  tooMany: (minutes: number) => t('messages.hint.tooMany', { count: minutes }),
  emailSubject: (brandName: string) => t('messages.hint.emailSubject', { brand: brandName }),
});

export interface HintDeps {
  db: Database;
  limiter: RateLimiter;
  siteOrigin: string;
  shopSettings(): Promise<ShopSettings>;
  /** The active product a slug names (id and name), or undefined. */
  productBySlug(slug: string): Promise<{ id: number; name: string; slugId: string } | undefined>;
  /** Tells the mail worker an e-mail is waiting (after the commit). */
  mailQueued(): void;
}

export type HintService = ReturnType<typeof createHintService>;

/**
 * 'Drop Hint' (storefront §3, §5): the hint is stored and, when the recipient box holds an e-mail address,
 * e-mailed to the recipient in the same transaction. The boxes may hold phone numbers instead (§5), in
 * which case the hint is only stored for the shop to follow up.
 * No spam relay: every box holds an e-mail address or a phone number, a recipient gets a few hints a day at
 * most, links in the note reach them as plain text, and the e-mail says it comes from the shop on the
 * sender's behalf.
 */
export function createHintService(deps: HintDeps) {
  const { db } = deps;
  return {
    async create(hint: HintInput, ip: string): Promise<void> {
      if (!isContactPoint(hint.recipient_email)) throw new BadRequestError(HINT_MESSAGES.noWayToReach);
      if (!isContactPoint(hint.sender_email)) throw new BadRequestError(HINT_MESSAGES.senderUnknown);
      for (const phone of [hint.recipient_phone, hint.sender_phone]) if (phone && !isPhoneNumber(phone)) throw new BadRequestError(HINT_MESSAGES.phoneInvalid);
      await deps.limiter.hit(HINT_RATE_RULE, ip, HINT_MESSAGES.tooMany);
      await deps.limiter.hit(HINT_RECIPIENT_RULE, hint.recipient_email.trim().toLowerCase().replace(/[^\w@.+]/g, ''), HINT_MESSAGES.recipientFull);
      const emailRecipient = isEmailAddress(hint.recipient_email);
      const product = hint.slug ? await deps.productBySlug(hint.slug) : undefined;
      const email = emailRecipient ? hintEmail(hint, product, deps.siteOrigin, await deps.shopSettings()) : undefined;
      await db.transaction(async (tx) => {
        await insertHint(tx, {
          productId: product?.id ?? null,
          recipientEmail: hint.recipient_email,
          recipientPhone: hint.recipient_phone,
          senderEmail: hint.sender_email,
          senderPhone: hint.sender_phone,
          note: hint.note,
        });
        // a reply reaches the one who dropped the hint, when they gave an e-mail address
        if (email) await enqueueEmail(tx, { kind: 'drop-hint', to: hint.recipient_email, replyTo: isEmailAddress(hint.sender_email) ? hint.sender_email : undefined, ...email });
      });
      if (email) deps.mailQueued();
    },
  };
}

function hintEmail(hint: HintInput, product: { name: string; slugId: string } | undefined, siteOrigin: string, settings: ShopSettings) {
  const from = hint.sender_email;
  const about = product ? `the ${product.name}` : `a piece from ${settings.brandName}`;
  const paragraphs = [
    t('mail.hintsService.isSendingYouThis', { brandName: settings.brandName, from, about }),
  ];
  // the sender's words as plain text: a link in them is shown, never made clickable
  if (hint.note) paragraphs.push(t('mail.hintsService.theirNoteWrittenBy', { brandName: settings.brandName, note: plainLinks(hint.note) }));
  if (hint.sender_phone) paragraphs.push(t('mail.hintsService.youCanReachThem', { senderphone: hint.sender_phone }));
  paragraphs.push(t('mail.hintsService.visitUsOnlineOr'));
  paragraphs.push(t('mail.hintsService.weKeepYourAddress'));
  const body = renderEmail({
    brandName: settings.brandName,
    heading: t('mail.hintsService.aHintFrom', { from }),
    paragraphs,
    action: product ? { label: t('mail.hintsService.seeThePiece'), url: `${siteOrigin}/product/${encodeURIComponent(product.slugId)}` } : { label: t('mail.hintsService.visit', { brandName: settings.brandName }), url: `${siteOrigin}/` },
    footer: shopFooter(settings),
  });
  return { subject: HINT_MESSAGES.emailSubject(settings.brandName), ...body };
}
