/**
 * The policy (account spec §9): "Card payments are not accepted from Canada, Brazil or the USA." A card whose billing
 * address is in one of these countries is refused; the shopper pays by bank transfer instead. The one list every part
 * of the shop reads (checkout, placing an order, instalments).
 */
export const CARD_REFUSED_COUNTRIES = ['CA', 'BR', 'US'] as const;

/** Whether a card billed in this country (ISO 3166-1 alpha-2, any case) is accepted. */
export function cardAcceptedFrom(countryCode: string): boolean {
  return !(CARD_REFUSED_COUNTRIES as readonly string[]).includes(countryCode.trim().toUpperCase());
}
