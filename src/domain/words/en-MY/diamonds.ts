/** The words of the diamonds screens, one section per screen or part (src/web). */
export const diamonds = {
  count: {
    one: '{count} diamond',
    other: '{count} diamonds',
  },
  noun: {
    one: 'diamond',
    other: 'diamonds',
  },
  savedCount: {
    one: '{count} saved diamond',
    other: '{count} saved diamonds',
  },
} as const;
