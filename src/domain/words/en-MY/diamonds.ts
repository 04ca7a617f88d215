/** The diamond search, its results and the saved stones (storefront §6). */
export const diamonds = {
  count: { one: '{count} diamond', other: '{count} diamonds' },
  /** After the count, which is shown on its own. */
  noun: { one: 'diamond', other: 'diamonds' },
  savedCount: { one: '{count} saved diamond', other: '{count} saved diamonds' },
  search: 'Search',
} as const;
