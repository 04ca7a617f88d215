/** Words many screens share: money, the shop's own errors. */
export const common = {
  money: 'RM {amount}',
  usd: 'US$ {amount}',
  /** Shown where a value is missing. */
  none: '—',
  searching: 'Searching…',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  connectionLost: 'We could not reach the shop. Please check your connection and try again.',
  unreadableAnswer: 'Something went wrong on our side. Please try again in a moment.',
} as const;
