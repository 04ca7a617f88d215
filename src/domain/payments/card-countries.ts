/**
 * Where a card is taken from (account spec §9: "Card payments are not accepted from Canada, Brazil or the USA"):
 * ISO 3166-1 alpha-2 codes of the countries the shop refuses card payments from. Every way of paying by card (a
 * full card payment, instalments) asks here.
 */
export const CARD_REFUSED_COUNTRIES = ['CA', 'BR', 'US'] as const;

/** Whether a card payment is taken for this country (an ISO 3166-1 alpha-2 code, any case). */
export function cardAcceptedFrom(countryCode: string): boolean {
  return !(CARD_REFUSED_COUNTRIES as readonly string[]).includes(countryCode.trim().toUpperCase());
}
