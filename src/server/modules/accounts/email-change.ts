import { ACCOUNT_MESSAGES } from '../../../domain/contract/accounts.ts';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import { renderEmail, shopFooter } from '../../mail/layout.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { EMAIL_CHANGE_TTL_HOURS } from './limits.ts';
import * as q from './queries.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { newOpaqueToken, tokenHash } from './tokens.ts';

export interface EmailChangeDeps {
  db: Database;
  siteOrigin: string;
  shopSettings(): Promise<ShopSettings>;
  /** Tells the mail worker an e-mail is waiting (after the commit). */
  mailQueued(): void;
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;

/**
 * Changing the e-mail (the login) of an account: asked for in My Profile with the current password, confirmed
 * from the new address with a single-use link that expires; the old address is told at once. Until the link is
 * used the old address stays the login. Whether the new address already belongs to an account is never told to
 * the asker (its holder is told instead), so the change cannot be used to find out who shops here.
 */
export function createEmailChangeService(deps: EmailChangeDeps) {
  const { db } = deps;

  return {
    /** The caller is known and has given the right password; sends the link and tells the old address. */
    async request(user: q.UserRow, newEmail: string): Promise<void> {
      const settings = await deps.shopSettings();
      const holder = await q.userByEmail(db, newEmail);
      const token = newOpaqueToken();
      const greeting = `Hello${user.name ? ` ${user.name}` : ''},`;
      const footer = shopFooter(settings);
      // The token travels in the fragment, which browsers never send to the server (so it is never logged).
      const confirm = holder
        ? renderEmail({
            brandName: settings.brandName,
            heading: 'This address already has an account',
            paragraphs: [
              `Someone asked to use ${newEmail} as the e-mail of another ${settings.brandName} account. This address already has its own account, so nothing has changed.`,
              'If that was you, log in with this address instead; you can reset its password if you have forgotten it.',
            ],
            action: { label: 'Log in', url: `${deps.siteOrigin}/login` },
            footer,
          })
        : renderEmail({
            brandName: settings.brandName,
            heading: 'Confirm your new e-mail',
            paragraphs: [
              greeting,
              `Please confirm that ${newEmail} is the new e-mail of your ${settings.brandName} account. The link below works once, within ${EMAIL_CHANGE_TTL_HOURS} hours; until you open it you log in with your current e-mail.`,
              'If you did not ask for this, ignore this e-mail: nothing changes.',
            ],
            action: { label: 'Confirm my new e-mail', url: `${deps.siteOrigin}/confirm-email#token=${token}` },
            footer,
          });
      const warning = renderEmail({
        brandName: settings.brandName,
        heading: 'Your e-mail is being changed',
        paragraphs: [
          greeting,
          `A change of your ${settings.brandName} account's e-mail to ${newEmail} was asked for from My Profile. It takes effect only once the link sent to that address is opened.`,
          'If this was not you, change your password now (this ends every other session of your account) and contact us.',
        ],
        action: { label: 'Change my password', url: `${deps.siteOrigin}/forgot-password` },
        footer,
      });
      await db.transaction(async (tx) => {
        if (!holder) {
          await q.insertEmailChange(tx, { userId: user.id, newEmail, tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3_600_000) });
        }
        await enqueueEmail(tx, { kind: 'email-change-confirm', to: newEmail, subject: holder ? `Your ${settings.brandName} account` : `Confirm your new ${settings.brandName} e-mail`, ...confirm });
        await enqueueEmail(tx, { kind: 'email-change-notice', to: user.email, subject: `Your ${settings.brandName} e-mail is being changed`, ...warning });
      });
      deps.mailQueued();
    },

    /** Uses a confirmation link: the account's e-mail becomes the new address, and every other open change ends. */
    async confirm(token: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const row = await q.emailChangeForUpdate(tx, tokenHash(token));
          if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw new BadRequestError(ACCOUNT_MESSAGES.emailChangeLinkInvalid);
          await q.updateUser(tx, row.userId, { email: row.newEmail });
          await q.closeEmailChanges(tx, row.userId);
        });
      } catch (error) {
        // the address was registered by someone else between the request and the confirmation
        if (isUniqueViolation(error)) throw new ConflictError(ACCOUNT_MESSAGES.emailTaken);
        throw error;
      }
    },
  };
}
