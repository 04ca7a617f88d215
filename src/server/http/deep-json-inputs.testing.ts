import fc from 'fast-check';

/**
 * JSON text nested thousands of levels deep, for the API's fuzz test: a parser, a cache key, a schema check or a log
 * line that walks it by recursion runs out of stack (a RangeError, once a 500). Written as text, since a test that
 * built the value and stringified it would run out of stack itself.
 */

export type Nesting = 'arrays' | 'objects' | 'both';

/** `depth` levels of arrays, objects or both in turn, around one number; linear in time and size. */
export function nestedJson(depth: number, nesting: Nesting): string {
  const open = (level: number) => (nesting === 'arrays' || (nesting === 'both' && level % 2 === 1) ? '[' : '{"a":');
  const close = (level: number) => (nesting === 'arrays' || (nesting === 'both' && level % 2 === 1) ? ']' : '}');
  const opening: string[] = [];
  const closing: string[] = [];
  for (let level = 0; level < depth; level++) {
    opening.push(open(level));
    closing.push(close(depth - 1 - level));
  }
  return `${opening.join('')}1${closing.join('')}`;
}

/** Field names the shop's bodies have, where a deep value may hide under an otherwise plausible body. */
const FIELDS = ['shape', 'carat', 'email', 'note', 'message', 'name', 'items', 'blocks', 'x'];

/** A deep body: bare, or as the value of one field of an object. From 1,000 to 20,000 levels (at most ~100 KB). */
export const deeplyNestedJson: fc.Arbitrary<string> = fc
  .record({
    depth: fc.integer({ min: 1_000, max: 20_000 }),
    nesting: fc.constantFrom<Nesting>('arrays', 'objects', 'both'),
    field: fc.option(fc.constantFrom(...FIELDS), { nil: undefined }),
  })
  .map(({ depth, nesting, field }) => {
    const deep = nestedJson(depth, nesting);
    return field === undefined ? deep : `{"${field}":${deep}}`;
  });
