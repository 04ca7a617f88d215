import type { ShopSettings } from '../../../domain/contract/content';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import { dailyHoursOf } from '../../../domain/shop/opening-hours';
import { returnPolicyJsonLd } from '../information/structured-data';

/**
 * The shop as search engines' local results describe it: a schema.org JewelryStore (a LocalBusiness) with the
 * showroom's address, place on the map, telephone, opening hours and social profiles, all from the shop settings.
 */

let regionCodes: Map<string, string> | undefined;

/** 'Malaysia' → 'MY' (ISO 3166-1 alpha-2, as Google asks for addressCountry); a name it does not know stays as written. */
export function countryCodeOf(name: string): string {
  if (/^[A-Z]{2}$/.test(name)) return name;
  if (!regionCodes) {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    regionCodes = new Map();
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const known = names.of(code);
        if (known) regionCodes.set(known.toLowerCase(), code);
      }
    }
  }
  return regionCodes.get(name.trim().toLowerCase()) ?? name;
}

/** Social links that are the shop's own profiles (a WhatsApp chat link is a way to write, not a profile). */
const PROFILE_NETWORKS = new Set<ShopSettings['socialLinks'][number]['network']>(['facebook', 'instagram', 'tiktok', 'youtube']);

export function storeJsonLd(settings: ShopSettings, origin: string): object {
  const base = origin || 'http://localhost';
  const url = new URL('/', base).toString();
  const hours = settings.openingHours.map(dailyHoursOf).filter((h) => h !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'JewelryStore',
    '@id': `${url}#store`,
    name: settings.brandName,
    legalName: settings.companyName,
    url,
    logo: new URL(SITE_IMAGES.logo.url, base).toString(),
    image: new URL(SITE_IMAGES.inStore.url, base).toString(),
    telephone: settings.telephone,
    ...(settings.fax ? { faxNumber: settings.fax } : {}),
    email: settings.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.lines.join(', '),
      addressLocality: settings.address.city,
      addressRegion: settings.address.state,
      postalCode: settings.address.postcode,
      addressCountry: countryCodeOf(settings.address.country),
    },
    ...(settings.geo ? { geo: { '@type': 'GeoCoordinates', latitude: settings.geo.latitude, longitude: settings.geo.longitude } } : {}),
    openingHoursSpecification: hours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes })),
    sameAs: settings.socialLinks.filter((l) => PROFILE_NETWORKS.has(l.network)).map((l) => l.url),
    currenciesAccepted: 'MYR',
    hasMerchantReturnPolicy: returnPolicyJsonLd(origin),
  };
}
