import { cms } from './cms.ts';
import { information } from './information.ts';
import { mail } from './mail.ts';
import { sandbox } from './sandbox.ts';
import { enMYShared } from './shared.ts';

/**
 * The English catalogue (en-MY): the spec's texts word for word. Each area's words are in their own file here.
 * `enMY` is the whole of it: the shape every language has, and what the server and the tests read. A page's browser
 * code carries the shared areas (`enMYShared`, every page) and, of the large areas only a few screens use
 * (words/book-areas.ts), just the ones its screens use: each is a book (words/books/<area>.ts) its screens import.
 */
export const enMY = { ...enMYShared, information, cms, mail, sandbox } as const;
