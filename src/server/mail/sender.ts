import type { ShopSettings } from '../../domain/contract/content.ts';

/** The From of the shop's e-mails: a fixed address (MAIL_FROM), or one read when each e-mail leaves. */
export type MailSender = string | (() => Promise<{ name: string; address: string }>);

/**
 * Who the shop's e-mails come from: MAIL_FROM when it is set; otherwise the shop's own e-mail address from its
 * settings (the one in the footer and on Contact Us), named with the brand — read as each e-mail leaves, so a change
 * in the back-office applies to the next one. A reply to any e-mail then reaches the inbox shoppers already know.
 */
export function mailSenderOf(mailFrom: string | undefined, shopSettings: () => Promise<Pick<ShopSettings, 'brandName' | 'email'>>): MailSender {
  if (mailFrom) return mailFrom;
  return async () => {
    const settings = await shopSettings();
    return { name: settings.brandName, address: settings.email };
  };
}
