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
import { t } from '../../../domain/words/catalogue.ts';
import '../../../domain/words/books/mail.ts';

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
      const greeting = t('mail.accountsEmailChange.hello', { value: user.name ? ` ${user.name}` : '' });
      const footer = shopFooter(settings);
      // The token travels in the fragment, which browsers never send to the server (so it is never logged).
      const confirm = holder
        ? renderEmail({
            brandName: settings.brandName,
            heading: t('mail.accountsEmailChange.thisAddressAlreadyHas'),
            paragraphs: [
              t('mail.accountsEmailChange.someoneAskedToUse', { newEmail, brandName: settings.brandName }),
              t('mail.accountsEmailChange.ifThatWasYou'),
            ],
            action: { label: t('mail.accountsEmailChange.logIn'), url: `${deps.siteOrigin}/login` },
            footer,
          })
        : renderEmail({
            brandName: settings.brandName,
            heading: t('mail.accountsEmailChange.confirmYourNewE'),
            paragraphs: [
              greeting,
              t('mail.accountsEmailChange.pleaseConfirmThatIs', { newEmail, brandName: settings.brandName, EMAILCHANGETTLHOURS: EMAIL_CHANGE_TTL_HOURS }),
              t('mail.accountsEmailChange.ifYouDidNot'),
            ],
            action: { label: t('mail.accountsEmailChange.confirmMyNewE'), url: `${deps.siteOrigin}/confirm-email#token=${token}` },
            footer,
          });
      const warning = renderEmail({
        brandName: settings.brandName,
        heading: t('mail.accountsEmailChange.yourEMailIs'),
        paragraphs: [
          greeting,
          t('mail.accountsEmailChange.aChangeOfYour', { brandName: settings.brandName, newEmail }),
          t('mail.accountsEmailChange.ifThisWasNot'),
        ],
        action: { label: t('mail.accountsEmailChange.changeMyPassword'), url: `${deps.siteOrigin}/forgot-password` },
        footer,
      });
      await db.transaction(async (tx) => {
        if (!holder) {
          await q.insertEmailChange(tx, { userId: user.id, newEmail, tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3_600_000) });
        }
        await enqueueEmail(tx, { kind: 'email-change-confirm', to: newEmail, subject: holder ? t('mail.accountsEmailChange.yourAccount', { brandName: settings.brandName }) : t('mail.accountsEmailChange.confirmYourNewE2', { brandName: settings.brandName }), ...confirm });
        await enqueueEmail(tx, { kind: 'email-change-notice', to: user.email, subject: t('mail.accountsEmailChange.yourEMailIs2', { brandName: settings.brandName }), ...warning });
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
