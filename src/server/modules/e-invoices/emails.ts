import type { ShopSettings } from '../../../domain/contract/content.ts';
import { t } from '../../../domain/words/catalogue.ts';
import { renderEmail, shopFooter } from '../../mail/layout.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';

/**
 * Written when an order's own e-invoice is validated by LHDN (after the payment confirmation, which cannot carry it
 * yet): its number, UUID and validation link; the QR code is on the order page and the printable e-invoice (e-mail
 * programs do not show drawn images reliably).
 */
export function eInvoiceValidEmail(settings: ShopSettings, siteOrigin: string, e: { to: string; name: string; trackingId: string; codeNumber: string; uuid: string; link: string }): OutgoingEmail {
  const body = renderEmail({
    brandName: settings.brandName,
    heading: t('eInvoices.mail.heading'),
    paragraphs: [
      t('eInvoices.mail.hello', { name: e.name ? ` ${e.name}` : '' }),
      t('eInvoices.mail.validated', { number: e.codeNumber, trackingId: e.trackingId }),
      t('eInvoices.mail.uuid', { uuid: e.uuid }),
      t('eInvoices.mail.check', { link: e.link }),
    ],
    action: { label: t('eInvoices.mail.action'), url: `${siteOrigin}/orders/${encodeURIComponent(e.trackingId)}/e-invoice/${encodeURIComponent(e.codeNumber)}` },
    footer: shopFooter(settings),
  });
  return { kind: 'e-invoice-valid', to: e.to, subject: t('eInvoices.mail.subject', { trackingId: e.trackingId }), ...body };
}
