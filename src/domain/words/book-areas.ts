/**
 * The large areas of the catalogue only a few screens read, each a book of its own (words/books/<area>.ts) that
 * travels in the browser only with the pages whose screens import it. Every other area is in every page's code.
 */
export const BOOK_AREAS = ['information', 'cms', 'mail', 'sandbox'] as const;
export type BookArea = (typeof BOOK_AREAS)[number];
export const isBookArea = (area: string): area is BookArea => (BOOK_AREAS as readonly string[]).includes(area);
