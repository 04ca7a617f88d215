/**
 * Where the home banner's words sit over its picture, as fractions of the drawn picture: on a desktop (768 px and
 * wider) the left part, full height; on a phone the top part, full width. The banner art keeps out of these areas
 * (from `artFrom` on) and the hero keeps its words inside them, so no art covers text at any width.
 */
export const BANNER_TEXT_AREA = {
  desktop: { textUntil: 0.57, artFrom: 0.6 },
  mobile: { textUntil: 0.33, artFrom: 0.36 },
} as const;
