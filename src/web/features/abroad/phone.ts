import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { countryCodeOf } from '../../../domain/abroad/address-countries';
import { HOME_COUNTRY } from '../../../domain/abroad/shipping-countries';
import { formatMalaysianPhone } from '../account/phone';

/** A stored phone (its national number) as shoppers read it, in its country's format: '+60 12-345 6789', '+65 9123 4567'. */
export function formatAddressPhone(country: string, digits: string): string {
  const code = countryCodeOf(country) ?? HOME_COUNTRY;
  if (code === HOME_COUNTRY) return formatMalaysianPhone(digits);
  return parsePhoneNumberFromString(digits, code as CountryCode)?.formatInternational() ?? digits;
}
