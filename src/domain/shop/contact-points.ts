/**
 * How a shopper may be reached from the shop's forms (Drop Hint, Contact Us): an e-mail address or a phone
 * number, nothing else, so a free-text box cannot carry a message of its own into an e-mail. And text written by
 * a shopper shows links as plain words, so the shop never mails anyone a clickable link it did not write.
 */

/** An e-mail address as the shop accepts one: one @, a dotted domain, no spaces (the same test as registration's). */
const EMAIL = /^[^\s@<>()",;:]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}

/** What a phone number may be written with besides digits: spaces, dashes, dots, brackets and a leading +. */
const PHONE_WRITING = /^\+?[\d\s().-]+$/;

/**
 * A Malaysian number (012-345 6789, 03-2141 8888, +60 12-345 6789, 60123456789) or an international one in
 * E.164 form (+65 9123 4567: a + then 8 to 15 digits).
 */
export function isPhoneNumber(value: string): boolean {
  const written = value.trim();
  if (!PHONE_WRITING.test(written)) return false;
  const digits = written.replace(/\D/g, '');
  if (written.startsWith('+')) return /^[1-9]\d{7,14}$/.test(digits);
  return /^0\d{8,10}$/.test(digits) || /^60\d{8,10}$/.test(digits);
}

/** An e-mail address or a phone number. */
export function isContactPoint(value: string): boolean {
  return isEmailAddress(value) || isPhoneNumber(value);
}

/**
 * Links in a shopper's words, made plain: `http://evil.example/x` → `http[:]//evil[.]example/x`. Mail programs
 * turn anything that looks like an address into a link; a bracketed dot or colon they leave as text.
 */
export function plainLinks(text: string): string {
  return text
    .replace(/\b([a-z][a-z0-9+.-]{1,20}):\/\//gi, '$1[:]//')
    .replace(/\b((?:[a-z0-9-]+\.)+[a-z]{2,63})\b/gi, (host) => host.replaceAll('.', '[.]'));
}
