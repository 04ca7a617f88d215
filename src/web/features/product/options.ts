import type { ColourDetail, ProductDetail, VariantEntry } from '../../../domain/contract/catalog';
import { CARAT_VIEWS, caratViewOf, type CaratCode } from '../../../domain/catalog/designs';
import { METAL_GROUPS, type MetalGroup } from '../../../domain/catalog/metals';
import { addSen, sen, senFromRinggit, ZERO_SEN, type Sen } from '../../../domain/money/money';
import { rangeForSize, RING_SIZE_MAX, RING_SIZE_MIN, settingPriceSen, type RingSizeRange } from '../../../domain/catalog/ring-size';
import { shapeFromSlug, shapeSlug, type ShapeCode } from '../../../domain/diamonds/shapes';
import { slugify } from '../../../domain/catalog/slug';
import { inscriptionProblem, type Inscription } from '../../../domain/catalog/inscription';
import { t } from '../../../domain/words/catalogue';

/**
 * The product page's options (storefront §2 "Product detail", §3, §5): metal, colour, shape, carat view and ring size
 * live in the URL's search params so a chosen piece can be shared and reloaded; the price follows from them.
 */

/** Search params of the chosen options, e.g. /product/amara-solitaire?metal=18k-gold&colour=rose&size=14. */
export const OPTION_PARAMS = { metal: 'metal', colour: 'colour', shape: 'shape', carat: 'carat', size: 'size' } as const;
export type OptionParam = keyof typeof OPTION_PARAMS;

/** A metal the piece is made in: one entry of the product's `variant` groups. */
export interface MetalOption {
  /** Its URL value: the slug of its name ('18k-gold', 'pt950-platinum'). */
  key: string;
  group: MetalGroup;
  entry: VariantEntry;
}

export interface ProductSelection {
  metal: MetalOption;
  colour: ColourDetail;
  shape: ShapeCode | undefined;
  /** The centre-stone carat view of the pictures; undefined shows the default pictures. */
  carat: CaratCode | undefined;
  /** A Hong Kong ring size bracketed by one of the product's ranges; undefined until chosen (or for neckwear). */
  ringSize: number | undefined;
}

/** The metals in the order gold, silver, platinum, others (the variant groups), each with at least one colour. */
export function metalOptionsOf(product: Pick<ProductDetail, 'variant'>): MetalOption[] {
  const seen = new Set<string>();
  const options: MetalOption[] = [];
  for (const group of METAL_GROUPS) {
    product.variant[group].forEach((entry, i) => {
      if (entry.color_details.length === 0) return;
      let key = slugify(entry.name) || `${group}-${i + 1}`;
      if (seen.has(key)) key = `${key}-${entry.sub_panel_setting_id}`;
      seen.add(key);
      options.push({ key, group, entry });
    });
  }
  return options;
}

/** The product's ring-size price ranges in sen. */
export function ringSizeRangesOf(product: Pick<ProductDetail, 'diamondRing'>): RingSizeRange[] {
  return product.diamondRing.map((r) => ({ minSize: r.min_size, maxSize: r.max_size, priceSen: senFromRinggit(r.price) }));
}

/** Whether a ring size is chosen for this piece (pendants and necklaces have no ranges). */
export const hasRingSize = (product: Pick<ProductDetail, 'diamondRing'>): boolean => product.diamondRing.length > 0;

/** The sizes 5 to 30 that one of the ranges brackets. */
export function ringSizesOf(ranges: readonly RingSizeRange[]): number[] {
  const sizes: number[] = [];
  for (let size = RING_SIZE_MIN; size <= RING_SIZE_MAX; size++) if (rangeForSize(ranges, size)) sizes.push(size);
  return sizes;
}

/** The product's shapes as shape codes (the API gives codes; slugs are understood too). */
export function shapesOf(product: Pick<ProductDetail, 'shapes'>): ShapeCode[] {
  return product.shapes.map((s) => shapeFromSlug(s)).filter((s): s is ShapeCode => s !== undefined);
}

/**
 * The carat view previews the size of the centre diamond the shopper is about to choose, so it is offered for
 * settings whose category goes on to the diamond step (the product answer carries no other centre-stone flag).
 */
export const offersCaratView = (product: Pick<ProductDetail, 'mainCategory'>): boolean => product.mainCategory.requires_diamond;

export const caratLabel = (code: CaratCode): string => `${CARAT_VIEWS.find((v) => v.code === code)!.carat.toFixed(2)} ct`;

const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/**
 * The selection the URL asks for; anything missing or unknown falls back to the product's default colour (its
 * design's metal, the one its listing card shows) and the first metal offering it, else the first metal, colour and shape.
 */
export function selectionFromParams(product: ProductDetail, params: URLSearchParams): ProductSelection | undefined {
  const metals = metalOptionsOf(product);
  if (metals.length === 0) return undefined;
  const asked = lower(params.get(OPTION_PARAMS.colour));
  const fallback = lower(product.defaultColour);
  const named = (name: string) => (c: { color: string }) => name !== '' && lower(c.color) === name;
  const offering = (name: string) => (m: MetalOption) => m.entry.color_details.some(named(name));
  // a colour without a metal (a listing card's link: ?colour=platinum) opens the metal that comes in it
  const metal = metals.find((m) => m.key === lower(params.get(OPTION_PARAMS.metal))) ?? metals.find(offering(asked)) ?? metals.find(offering(fallback)) ?? metals[0];
  const colours = metal.entry.color_details;
  const colour = colours.find(named(asked)) ?? colours.find(named(fallback)) ?? colours[0];
  const shapes = shapesOf(product);
  const wantedShape = shapeFromSlug(params.get(OPTION_PARAMS.shape) ?? '');
  const shape = wantedShape && shapes.includes(wantedShape) ? wantedShape : shapes[0];
  const carat = offersCaratView(product) ? caratViewOf(params.get(OPTION_PARAMS.carat) ?? '')?.code : undefined;
  const sizeText = params.get(OPTION_PARAMS.size) ?? '';
  const size = /^\d{1,2}$/.test(sizeText) ? Number(sizeText) : undefined;
  const ringSize = size !== undefined && rangeForSize(ringSizeRangesOf(product), size) ? size : undefined;
  return { metal, colour, shape, carat, ringSize };
}

/** The search params of a selection (other params of the page are kept); the shape only when there is a choice of shapes. */
export function paramsOfSelection(current: URLSearchParams, product: ProductDetail, selection: ProductSelection): URLSearchParams {
  // Option params are written in one order, after the page's other params, so a choice has one URL.
  const next = new URLSearchParams(current);
  for (const name of Object.values(OPTION_PARAMS)) next.delete(name);
  const set = (param: OptionParam, value: string | undefined) => value && next.set(OPTION_PARAMS[param], value);
  set('metal', selection.metal.key);
  set('colour', lower(selection.colour.color));
  const shapes = shapesOf(product);
  set('shape', selection.shape && shapes.length > 1 ? shapeSlug(selection.shape) : undefined);
  set('carat', selection.carat);
  set('size', selection.ringSize === undefined ? undefined : String(selection.ringSize));
  return next;
}

/** A change of metal keeps the colour when the new metal comes in it, else takes the metal's first colour. */
export function withMetal(selection: ProductSelection, metal: MetalOption): ProductSelection {
  const colour = metal.entry.color_details.find((c) => lower(c.color) === lower(selection.colour.color)) ?? metal.entry.color_details[0];
  return { ...selection, metal, colour };
}

export interface PriceView {
  sen: Sen;
  /** True before a ring size is chosen: the price is that of the smallest sizes ('from'). */
  from: boolean;
}

/** Storefront §5: (colour price + the diamond-ring price of the range bracketing the ring size) × 1. */
export function priceOf(product: ProductDetail, selection: Pick<ProductSelection, 'colour' | 'ringSize'>): PriceView {
  const colourSen = senFromRinggit(selection.colour.price);
  const ranges = ringSizeRangesOf(product);
  if (ranges.length === 0) return { sen: settingPriceSen(colourSen, ranges, undefined), from: false };
  if (selection.ringSize === undefined) {
    const smallest = [...ranges].sort((a, b) => a.minSize - b.minSize)[0];
    return { sen: settingPriceSen(colourSen, [smallest], smallest.minSize), from: true };
  }
  return { sen: settingPriceSen(colourSen, ranges, selection.ringSize), from: false };
}

/** The lowest and highest price a shopper can pay for the piece, over every colour and ring size (for search engines). */
export function priceRangeOf(product: ProductDetail): { lowSen: Sen; highSen: Sen } {
  const colours = metalOptionsOf(product).flatMap((m) => m.entry.color_details.map((c) => senFromRinggit(c.price)));
  const ranges = ringSizeRangesOf(product).map((r) => r.priceSen);
  const extras = ranges.length ? ranges : [ZERO_SEN];
  if (colours.length === 0) return { lowSen: ZERO_SEN, highSen: ZERO_SEN };
  return { lowSen: addSen(sen(Math.min(...colours)), sen(Math.min(...extras))), highSen: addSen(sen(Math.max(...colours)), sen(Math.max(...extras))) };
}

// ---------------------------------------------------------------- inscription (rule in src/domain/catalog/inscription.ts)

export { clampInscription, INCOMPLETE_INSCRIPTION, INSCRIPTION_FONTS, INSCRIPTION_MAX_LENGTH, isInscriptionFont, NO_INSCRIPTION, inscriptionProblem } from '../../../domain/catalog/inscription';
export type { Inscription, InscriptionFont } from '../../../domain/catalog/inscription';

/** The inscription as the cart and the stored ring take it: both empty, or trimmed text with its font. */
export function engraveOf(inscription: Inscription): { text: string; font: string } {
  return inscriptionProblem(inscription) || !inscription.text.trim() ? { text: '', font: '' } : { text: inscription.text.trim(), font: inscription.font };
}

// ---------------------------------------------------------------- a ring size is needed before the next step

export const CHOOSE_RING_SIZE = t('product.options.pleaseChooseYourRing');

/** What stops the shopper from going on with these options (the inscription rule, a missing ring size), or undefined. */
export function selectionProblem(product: ProductDetail, selection: ProductSelection, inscription: Inscription): string | undefined {
  if (hasRingSize(product) && selection.ringSize === undefined) return CHOOSE_RING_SIZE;
  return inscriptionProblem(inscription);
}
