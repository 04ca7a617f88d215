import type { ShopSettings } from '../../../domain/contract/content';
import { eyebrowClass } from '../../components/ui';
import { t } from '../../../domain/words/catalogue';

const linkClass = 'text-ink underline decoration-gold/50 underline-offset-4 transition-colors hover:text-gold-deep hover:decoration-gold';

/** The one-line address of the shop, e.g. for a map search. */
export function addressLine(settings: ShopSettings): string {
  const { address } = settings;
  return [...address.lines, `${address.postcode} ${address.city}`, address.state === address.city ? '' : address.state, address.country].filter(Boolean).join(', ');
}

/** A link that opens the shop's address in Google Maps (directions, or when the embedded map cannot be shown). */
export function mapsLink(settings: ShopSettings): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(t('contact.storeDetails.mapsQuery', { brand: settings.brandName, address: addressLine(settings) }))}`;
}

/** Store name, address, opening hours, telephone, fax, e-mail and social links, all from the settings (account §2). */
export function StoreDetails({ settings }: { settings: ShopSettings }) {
  return (
    <div className="grid gap-10 sm:grid-cols-2">
      <Showroom settings={settings} />
      <div>
        <h3 className={`${eyebrowClass} font-sans`}>{t('contact.storeDetails.openingHours')}</h3>
        <dl className="mt-3 space-y-2 leading-relaxed">
          {settings.openingHours.map((h) => (
            <div key={h.days}>
              <dt className="text-sm text-stone">{h.days}</dt>
              <dd className="text-ink">{h.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h3 className={`${eyebrowClass} font-sans`}>{t('contact.storeDetails.callOrWrite')}</h3>
        <dl className="mt-3 space-y-2 leading-relaxed">
          <div className="flex items-baseline gap-3">
            <dt className="w-14 shrink-0 text-sm text-stone">{t('contact.storeDetails.phone')}</dt>
            <dd>
              <a className={linkClass} href={`tel:${settings.telephone.replace(/[^+\d]/g, '')}`}>
                {settings.telephone}
              </a>
            </dd>
          </div>
          {settings.fax ? (
            <div className="flex items-baseline gap-3">
              <dt className="w-14 shrink-0 text-sm text-stone">{t('contact.storeDetails.fax')}</dt>
              <dd className="text-ink">{settings.fax}</dd>
            </div>
          ) : null}
          <div className="flex items-baseline gap-3">
            <dt className="w-14 shrink-0 text-sm text-stone">{t('contact.storeDetails.eMail')}</dt>
            <dd className="min-w-0 break-words">
              <a className={linkClass} href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </dd>
          </div>
        </dl>
      </div>
      {settings.socialLinks.length > 0 ? (
        <div>
          <h3 className={`${eyebrowClass} font-sans`}>{t('contact.storeDetails.followUs')}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {settings.socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-block border border-stone/30 px-4 py-2 text-[0.7rem] tracking-[0.15em] text-stone uppercase transition-colors hover:border-ink hover:text-ink"
                >
                  {link.label}
                  <span className="sr-only"> {t('contact.storeDetails.opensInANew')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The showroom: the brand, the company and address, and directions in Google Maps. */
function Showroom({ settings }: { settings: ShopSettings }) {
  const { address } = settings;
  return (
    <div>
      <h3 className={`${eyebrowClass} font-sans`}>{t('contact.storeDetails.showroom')}</h3>
      <p className="mt-3 font-serif text-2xl">{settings.brandName}</p>
      <address className="mt-2 leading-relaxed text-ink/85 not-italic">
        <span className="block text-sm text-stone">{settings.companyName}</span>
        {address.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">
          {address.postcode} {address.city}
          {address.state !== address.city ? `, ${address.state}` : ''}
        </span>
        <span className="block">{address.country}</span>
      </address>
      <a className={`mt-3 inline-block text-sm ${linkClass}`} href={mapsLink(settings)} target="_blank" rel="noopener noreferrer">
        {t('contact.storeDetails.getDirections')}
        <span className="sr-only"> {t('contact.storeDetails.opensGoogleMapsIn')}</span>
      </a>
    </div>
  );
}
