/**
 * A pseudo-language made from the English catalogue: every letter accented and every text bracketed, placeholders
 * kept. A page shown in it reveals at a glance any text that does not come from the catalogue (words.test.ts).
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [letter, [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšŧûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŦÛṼŴẊÝŽ'][i]]),
);

export function pseudoText(text: string): string {
  // placeholders ({name}) stay as they are; everything else is accented
  const accented = text.split(/(\{\w+\})/).map((part, i) => (i % 2 ? part : [...part].map((c) => ACCENTED[c] ?? c).join(''))).join('');
  return `⟦${accented}⟧`;
}

export function pseudoCatalogue<T>(source: T): T {
  if (typeof source === 'string') return pseudoText(source) as T;
  return Object.fromEntries(Object.entries(source as object).map(([key, value]) => [key, pseudoCatalogue(value)])) as T;
}
