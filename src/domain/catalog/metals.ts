/** Metal groups of a product's variants, as the product detail entity names them. */
export const METAL_GROUPS = ['gold', 'silver', 'platinum', 'others'] as const;
export type MetalGroup = (typeof METAL_GROUPS)[number];

/** Metal colours a product card and its images know. */
export const METAL_COLOURS = ['white', 'rose', 'yellow', 'silver', 'platinum'] as const;
export type MetalColour = (typeof METAL_COLOURS)[number];

/** Colours whose pictures are rendered; platinum and silver show the white images. */
export const IMAGE_COLOURS = ['white', 'rose', 'yellow'] as const;
export type ImageColour = (typeof IMAGE_COLOURS)[number];

export function imageColourOf(colour: string): ImageColour {
  const c = colour.trim().toLowerCase();
  if (c === 'rose' || c === 'yellow') return c;
  return 'white';
}

/** The metals pictures are drawn in: the three gold colours, and silver and platinum. */
export type DrawnMetal = ImageColour | 'silver' | 'platinum';

/**
 * The metal a picture is drawn in. Picture names carry white, rose or yellow (storefront spec: platinum and silver show
 * the white images); a piece whose design is made in silver or platinum has its white pictures drawn in that metal.
 */
export function drawnMetalOf(imageColour: ImageColour, designMetal: MetalColour | undefined): DrawnMetal {
  if (imageColour === 'white' && (designMetal === 'silver' || designMetal === 'platinum')) return designMetal;
  return imageColour;
}

/** Gold colours offered on the product detail picker. */
export const GOLD_COLOURS = ['Rose', 'White', 'Yellow'] as const;
