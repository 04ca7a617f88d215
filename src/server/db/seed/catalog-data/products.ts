import { isNeckwear, type RingDesign } from '../../../../domain/catalog/designs.ts';
import type { ShapeCode } from '../../../../domain/diamonds/shapes.ts';
import { slugify } from '../../../../domain/catalog/slug.ts';
import { subcategoryId, type CategoryId } from './categories.ts';
import { METALS, ringSizePrices, variantsFor, type MetalOffer, type RingSizePriceSeed, type VariantSeed } from './pricing.ts';

/** A shape as products store it: the lower-case slug of the shape code. */
export type ShapeSlug = Lowercase<ShapeCode>;

/** One product as the data files write it. */
export interface ProductInput {
  name: string;
  /** Stored slug of the sub-category within the group's category. */
  sub: string;
  design: RingDesign;
  /** Shapes it can be made with; the first is the default picture. Bands are round only. */
  shapes: readonly ShapeSlug[];
  /** Price in the first metal (18K gold, or silver for silver pieces), RM. */
  rm: number;
  /** Weight in the first metal, grams. */
  grams: number;
  /** Metals when they differ from the group's. */
  offers?: readonly MetalOffer[];
  classification?: string;
  /** First paragraph: what the piece is. */
  about: string;
  /** Second paragraph: the setting and the stones (the metals are added). */
  detail: string;
}

/** The closing paragraph of a description, by kind of piece. */
export type Finish = 'setting' | 'band' | 'ring' | 'neckwear';

/** Shared facts of a run of products: their category, SKU code, classification and metals. */
export interface ProductGroup {
  categoryId: CategoryId;
  /** The middle of the SKU, e.g. ER in KL-ER-0001. */
  skuCode: string;
  classification: string;
  offers: readonly MetalOffer[];
  finish: Finish;
}

export interface ProductSeed {
  sku: string;
  slugId: string;
  name: string;
  description: string;
  categoryId: CategoryId;
  subcategoryId: number;
  classification: string;
  design: RingDesign;
  shapes: ShapeSlug[];
  variants: VariantSeed[];
  /** Empty for pendants and necklaces: no ring size applies. */
  ringSizePrices: RingSizePriceSeed[];
}

const SKU_DIGITS = 4;
export const skuOf = (code: string, n: number): string => `KL-${code}-${String(n).padStart(SKU_DIGITS, '0')}`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const GOLD_SENTENCE = 'Made in 18K rose, white or yellow gold';

function metalSentence(offers: readonly MetalOffer[]): string {
  if (offers[0] === 'silver') return `Made in ${METALS.silver.name.toLowerCase()}, rhodium-plated to keep its bright finish.`;
  return offers.includes('platinum') ? `${GOLD_SENTENCE}, or in hard-wearing PT950 platinum.` : `${GOLD_SENTENCE}.`;
}

/** Closing paragraphs: a few wordings per kind, taken in turn so a listing does not read the same line twice. */
const FINISHES: Record<Finish, readonly string[]> = {
  setting: [
    'Every setting is cast and hand-finished in our Kuala Lumpur workshop. Once you choose your diamond, our master setter sets it while you wait, usually in 30 minutes to an hour.',
    'Crafted by our bench jewellers in Kuala Lumpur, then checked prong by prong under the loupe. The diamond you choose is set in-house, so the ring never leaves our care.',
    'Hand-finished in Kuala Lumpur and set in-house with the certified diamond of your choice, with free resizing and a yearly clean and inspection for ten years.',
  ],
  band: [
    'A comfort-fit inner edge lets the band slide on easily and sit softly all day. Made to order by our goldsmiths in Kuala Lumpur, with a free inscription inside.',
    'Rounded on the inside for a comfortable fit, polished by hand in our Kuala Lumpur workshop, and ready to wear for a lifetime of everyday days.',
    'Shaped with a gentle comfort fit and finished by hand in Kuala Lumpur. Add a private inscription inside the band at no charge.',
  ],
  ring: [
    'Designed and hand-finished in our Kuala Lumpur workshop, with every stone checked under magnification before it leaves the bench.',
    'Made by our jewellers in Kuala Lumpur, with a smooth inner edge for everyday comfort and free resizing up to three sizes.',
  ],
  neckwear: [
    'Finished by hand in our Kuala Lumpur workshop and delivered in a Kilau gift box, with an adjustable chain that sits at 40 or 45 cm.',
    'Made in Kuala Lumpur, with a secure spring-ring clasp and a chain adjustable to 40 or 45 cm. Arrives gift-wrapped and insured.',
  ],
};

function describe(input: ProductInput, offers: readonly MetalOffer[], finish: Finish, position: number): string {
  const closings = FINISHES[finish];
  const paragraphs = [input.about, `${input.detail} ${metalSentence(offers)}`, closings[position % closings.length]];
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
}

/** Builds a run of products: SKUs numbered in order, slugs from the names, variants and ring-size prices from the metal plan. */
export function productGroup(group: ProductGroup, inputs: readonly ProductInput[]): ProductSeed[] {
  return inputs.map((input, i) => {
    const offers = input.offers ?? group.offers;
    const plan = { offers, rm: input.rm, grams: input.grams };
    return {
      sku: skuOf(group.skuCode, i + 1),
      slugId: slugify(input.name),
      name: input.name,
      description: describe(input, offers, group.finish, i),
      categoryId: group.categoryId,
      subcategoryId: subcategoryId(group.categoryId, input.sub),
      classification: input.classification ?? group.classification,
      design: input.design,
      shapes: [...input.shapes],
      variants: variantsFor(plan),
      ringSizePrices: isNeckwear(input.design.style) ? [] : ringSizePrices(plan),
    };
  });
}
