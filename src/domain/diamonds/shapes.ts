import { t } from '../words/catalogue.ts';
/** The ten diamond shapes the shop sells, in the order the spec lists them. */
export const SHAPES = [
  { code: 'ROUND', label: t('names.shapes.round'), description: t('names.shapes.theClassicBrilliant57') },
  { code: 'PRINCESS', label: t('names.shapes.princess'), description: t('names.shapes.aSquareBrilliantWith') },
  { code: 'EMERALD', label: t('names.shapes.emerald'), description: t('names.shapes.longStepCutFacets') },
  { code: 'ASSCHER', label: t('names.shapes.asscher'), description: t('names.shapes.aSquareStepCut') },
  { code: 'OVAL', label: t('names.shapes.oval'), description: t('names.shapes.aBrilliantElongatedInto') },
  { code: 'RADIANT', label: t('names.shapes.radiant'), description: t('names.shapes.trimmedCornersWithBrilliant') },
  { code: 'PEAR', label: t('names.shapes.pear'), description: t('names.shapes.aTeardropThatJoins') },
  { code: 'HEART', label: t('names.shapes.heart'), description: t('names.shapes.theRomanticShapeCut') },
  { code: 'MARQUISE', label: t('names.shapes.marquise'), description: t('names.shapes.aBoatShapedBrilliant') },
  { code: 'CUSHION', label: t('names.shapes.cushion'), description: t('names.shapes.roundedCornersAnd58') },
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
