/** The ten diamond shapes the shop sells, in the order the spec lists them. */
export const SHAPES = [
  { code: 'ROUND', label: 'Round', description: 'The classic brilliant: 57 facets cut for the most sparkle of any shape.' },
  { code: 'PRINCESS', label: 'Princess', description: 'A square brilliant with crisp corners and a bright, modern fire.' },
  { code: 'EMERALD', label: 'Emerald', description: 'Long step-cut facets that show clarity like a hall of mirrors.' },
  { code: 'ASSCHER', label: 'Asscher', description: 'A square step cut with cropped corners and an Art Deco glow.' },
  { code: 'OVAL', label: 'Oval', description: 'A brilliant elongated into an oval that lengthens the finger.' },
  { code: 'RADIANT', label: 'Radiant', description: 'Trimmed corners with brilliant facets: the lively rectangle.' },
  { code: 'PEAR', label: 'Pear', description: 'A teardrop that joins the round and the marquise in one stone.' },
  { code: 'HEART', label: 'Heart', description: 'The romantic shape, cut by hand for a balanced, even outline.' },
  { code: 'MARQUISE', label: 'Marquise', description: 'A boat-shaped brilliant with the largest face for its carat.' },
  { code: 'CUSHION', label: 'Cushion', description: 'Rounded corners and 58 facets: a soft square with big flashes.' },
] as const;

export type ShapeCode = (typeof SHAPES)[number]['code'];
export type ShapeLabel = (typeof SHAPES)[number]['label'];
export const SHAPE_CODES = SHAPES.map((s) => s.code) as unknown as readonly [ShapeCode, ...ShapeCode[]];

/** The lower-cased label, used in URLs (/choose-diamond/shape/{shape}) and image names. */
export const shapeSlug = (code: ShapeCode): string => code.toLowerCase();

export function shapeFromSlug(slug: string): ShapeCode | undefined {
  const upper = slug.trim().toUpperCase();
  return SHAPES.find((s) => s.code === upper)?.code;
}
