import { describe, expect, it } from 'vitest';
import { SHOP_SETTINGS } from '../../../server/db/seed/content';
import { countryCodeOf, storeJsonLd } from './store-seo';

describe('the shop as a schema.org JewelryStore', () => {
  it('country names become ISO 3166-1 codes; a name it does not know stays as written', () => {
    expect(countryCodeOf('Malaysia')).toBe('MY');
    expect(countryCodeOf('singapore')).toBe('SG');
    expect(countryCodeOf('MY')).toBe('MY');
    expect(countryCodeOf('Atlantis')).toBe('Atlantis');
  });

  it('a shop without a map point has no geo; hours it cannot read are left out; the WhatsApp chat link is not a profile', () => {
    const settings = { ...SHOP_SETTINGS, geo: undefined, openingHours: [{ days: 'Monday to Friday', hours: '9am-5pm' }, { days: 'Public holidays', hours: 'By appointment' }] };
    const store = storeJsonLd(settings, 'https://kilau.example') as Record<string, unknown>;
    expect(store).not.toHaveProperty('geo');
    expect(store.openingHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' }]);
    expect(store.sameAs).not.toContain('https://wa.me/60322018838');
    expect(store).toMatchObject({ '@type': 'JewelryStore', url: 'https://kilau.example/', address: { streetAddress: '38, Jalan Telawi 3, Bangsar Baru', postalCode: '59100', addressCountry: 'MY' } });
  });
});
