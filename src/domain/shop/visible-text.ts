import type { z } from 'zod';
import { t } from '../words/catalogue.ts';

/**
 * Names, addresses, inscriptions and notes hold only what can be seen (issue 38). Refused, wherever a shopper or a
 * staff member types such text:
 *  - direction marks that reorder what follows: the embeddings and overrides U+202A–U+202E and the isolates
 *    U+2066–U+2069 (a name that reads one way and is stored another, a house number shown backwards on a label);
 *  - zero-width characters U+200B–U+200D, U+2060 and U+FEFF (two names that look alike and differ);
 *  - non-characters, never meant for interchange: U+FDD0–U+FDEF and the last two code points of every plane
 *    (U+FFFE, U+FFFF, U+1FFFE … U+10FFFF).
 * Control characters and broken surrogates are refused already by every text field (contract/fields.ts `safeText`).
 */
const PLANE_ENDS = Array.from({ length: 17 }, (_, plane) => {
  const end = (plane << 16) | 0xfffe;
  return `\\u{${end.toString(16)}}\\u{${(end + 1).toString(16)}}`;
}).join('');
const INVISIBLE = new RegExp(`[\\u{202A}-\\u{202E}\\u{2066}-\\u{2069}\\u{200B}-\\u{200D}\\u{2060}\\u{FEFF}\\u{FDD0}-\\u{FDEF}${PLANE_ENDS}]`, 'u');

/** Whether the text holds a direction mark, a zero-width character or a non-character. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

/** The fields named in the refusal ("The name holds a character that cannot be seen …"). */
export type VisibleField = 'name' | 'address' | 'postcode' | 'city' | 'state' | 'inscription' | 'remark' | 'note' | 'subject' | 'message';

const FIELD_WORDS: Record<VisibleField, () => string> = {
  name: () => t('messages.visibleText.fields.name'),
  address: () => t('messages.visibleText.fields.address'),
  postcode: () => t('messages.visibleText.fields.postcode'),
  city: () => t('messages.visibleText.fields.city'),
  state: () => t('messages.visibleText.fields.state'),
  inscription: () => t('messages.visibleText.fields.inscription'),
  remark: () => t('messages.visibleText.fields.remark'),
  note: () => t('messages.visibleText.fields.note'),
  subject: () => t('messages.visibleText.fields.subject'),
  message: () => t('messages.visibleText.fields.message'),
};

/** The refusal of text with an invisible character, naming its field, in the shop's language. */
export function invisibleCharactersMessage(field: VisibleField): string {
  return t('messages.visibleText.invisible', { field: FIELD_WORDS[field]() });
}

/**
 * A text field that refuses invisible characters with a message naming it: `visible(safeText().max(120), 'name')`.
 * Chain `.optional()`, `.default()` after it.
 */
export function visible<S extends z.ZodType<string, string>>(schema: S, field: VisibleField): S {
  return schema.refine((text) => !hasInvisibleCharacters(text), { error: () => invisibleCharactersMessage(field) }) as S;
}
