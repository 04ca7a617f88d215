/** The most lines one shopping cart holds (issue 12: one account held 300 lines worth RM 564,000). */
export const CART_LINE_LIMIT = 20;
