import { z } from 'zod';
import type { hintRequestSchema } from '../../../domain/contract/catalog.ts';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import { renderEmail, shopFooter } from '../../mail/layout.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { insertHint } from './queries.ts';

export type HintInput = z.output<typeof hintRequestSchema>;

/** A shopper may drop this many hints an hour from one connection. */
export const HINT_RATE_RULE: RateRule = { name: 'hint-ip', limit: 10, windowSeconds: 60 * 60 };

export const HINT_MESSAGES = {
  sent: 'Your hint is on its way.',
  noWayToReach: "Please enter the recipient's e-mail address or phone number.",
  tooMany: (minutes: number) => `You have dropped a lot of hints. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

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

const isEmail = (value: string): boolean => z.email().safeParse(value).success;
/** A phone number as shoppers type it: digits with spaces, dashes, dots, brackets and a leading +. */
const isPhone = (value: string): boolean => /^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= 7;

/**
 * 'Drop Hint' (storefront §3, §5): the hint is stored and, when the recipient box holds an e-mail address,
 * e-mailed to the recipient in the same transaction. The boxes may hold phone numbers instead (§5), in
 * which case the hint is only stored for the shop to follow up.
 */
export function createHintService(deps: HintDeps) {
  const { db } = deps;
  return {
    async create(hint: HintInput, ip: string): Promise<void> {
      await deps.limiter.hit(HINT_RATE_RULE, ip, HINT_MESSAGES.tooMany);
      const emailRecipient = isEmail(hint.recipient_email);
      if (!emailRecipient && !isPhone(hint.recipient_email) && !hint.recipient_phone && !hint.sender_phone) {
        throw new BadRequestError(HINT_MESSAGES.noWayToReach);
      }
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
        if (email) await enqueueEmail(tx, { kind: 'drop-hint', to: hint.recipient_email, ...email });
      });
      if (email) deps.mailQueued();
    },
  };
}

function hintEmail(hint: HintInput, product: { name: string; slugId: string } | undefined, siteOrigin: string, settings: ShopSettings) {
  const from = hint.sender_email || hint.sender_phone;
  const about = product ? `the ${product.name}` : `a piece from ${settings.brandName}`;
  const paragraphs = [`Someone special (${from}) has dropped you a hint: they would love ${about}.`];
  if (hint.note) paragraphs.push(`Their note:\n${hint.note}`);
  if (hint.sender_phone && hint.sender_email) paragraphs.push(`You can reach them at ${hint.sender_phone}.`);
  paragraphs.push(`Visit us online or at our Kuala Lumpur showroom; our curators are happy to help you choose.`);
  const body = renderEmail({
    brandName: settings.brandName,
    heading: 'Someone dropped you a hint',
    paragraphs,
    action: product ? { label: 'See the piece', url: `${siteOrigin}/product/${encodeURIComponent(product.slugId)}` } : { label: `Visit ${settings.brandName}`, url: `${siteOrigin}/` },
    footer: shopFooter(settings),
  });
  return { subject: `A hint from someone special at ${settings.brandName}`, ...body };
}
