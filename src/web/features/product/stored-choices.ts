import type { ProductDetail } from '../../../domain/contract/catalog';
import { caratViewOf } from '../../../domain/catalog/designs';
import { nearestCaratView } from '../../../domain/catalog/ring-match';
import { ringgitFromSen } from '../../../domain/money/money';
import { shapeFromSlug } from '../../../domain/diamonds/shapes';
import type { DirectBuyItem, SavedOptions, StoredDiamond, StoredRingSetting } from '../../lib/shop-session';
import { filterProductImages } from '../../../domain/catalog/image-names';
import { engraveOf, metalOptionsOf, OPTION_PARAMS, priceOf, shapesOf, type Inscription, type ProductSelection } from './options';

/**
 * What the product page keeps in session storage and sends to the cart (storefront §3, §4 "Ring wizard", §7):
 * the saved options (before a login redirect), the stored ring setting (before the diamond step) and the
 * POST /api/user/cart body. The stored shapes are in lib/shop-session.ts, shared with the diamond search.
 */

export function savedOptionsOf(product: ProductDetail, selection: ProductSelection, inscription: Inscription): SavedOptions {
  return {
    slug: product.slugId,
    selectedMetal: selection.metal.key,
    selectedPanelSetting: selection.colour.product_panel_setting_id,
    size: selection.ringSize ?? null,
    carat: selection.carat ?? 0,
    shape: selection.shape ?? null,
    engraving: inscription.text,
    selectedFontstyle: inscription.font,
  };
}

/**
 * The URL params and inscription of options saved before a login redirect; undefined when they belong to another
 * product or say nothing this product knows.
 */
export function restoreSavedOptions(product: ProductDetail, saved: Partial<SavedOptions> | null): { params: Record<string, string>; inscription: Inscription } | undefined {
  if (!saved || typeof saved !== 'object') return undefined;
  if (saved.slug && saved.slug !== product.slugId) return undefined;
  const metals = metalOptionsOf(product);
  const byPanel = metals.flatMap((m) => m.entry.color_details.map((c) => ({ metal: m, colour: c }))).find((o) => o.colour.product_panel_setting_id === saved.selectedPanelSetting);
  const metal = byPanel?.metal ?? metals.find((m) => m.key === saved.selectedMetal);
  const params: Record<string, string> = {};
  if (metal) params[OPTION_PARAMS.metal] = metal.key;
  if (byPanel) params[OPTION_PARAMS.colour] = byPanel.colour.color.toLowerCase();
  const shape = typeof saved.shape === 'string' ? shapeFromSlug(saved.shape) : undefined;
  if (shape && shapesOf(product).includes(shape)) params[OPTION_PARAMS.shape] = shape.toLowerCase();
  if (typeof saved.carat === 'string' && caratViewOf(saved.carat)) params[OPTION_PARAMS.carat] = saved.carat;
  if (typeof saved.size === 'number' && Number.isInteger(saved.size)) params[OPTION_PARAMS.size] = String(saved.size);
  const inscription = { text: typeof saved.engraving === 'string' ? saved.engraving : '', font: typeof saved.selectedFontstyle === 'string' ? saved.selectedFontstyle : '' };
  return { params, inscription };
}

export function storedRingOf(product: ProductDetail, selection: ProductSelection, inscription: Inscription): StoredRingSetting {
  return {
    product_panel_setting_id: selection.colour.product_panel_setting_id,
    product_id: product.id,
    name: product.name,
    slug: product.slugId,
    sku: product.skuId,
    images: product.images,
    price: ringgitFromSen(priceOf(product, selection).sen),
    quantity: 1,
    ring_size: selection.ringSize ?? null,
    engrave: engraveOf(inscription),
    carat: selection.carat ?? 0,
    metal: selection.metal.entry,
    colour: selection.colour.color,
    shape: selection.shape ?? null,
  };
}

/** POST /api/user/cart for a piece without a diamond (storefront §7): the diamond is an empty object. */
export interface AddToCartRequest {
  product_id: number;
  product_panel_setting_id: number;
  quantity: 1;
  diamond: Record<string, never>;
  ring_size: number | null;
  engrave: { text: string; font: string };
}

export function cartRequestOf(product: ProductDetail, selection: ProductSelection, inscription: Inscription): AddToCartRequest {
  return {
    product_id: product.id,
    product_panel_setting_id: selection.colour.product_panel_setting_id,
    quantity: 1,
    diamond: {},
    ring_size: selection.ringSize ?? null,
    engrave: engraveOf(inscription),
  };
}

/**
 * A stone chosen first presets the setting (issue 13): its shape, when the setting is made in it, and the carat view
 * nearest its weight, unless the address already names them. Answers only the params to add.
 */
export function presetFromStone(product: ProductDetail, stone: Pick<StoredDiamond, 'SHAPE' | 'CARAT'> | null, current: URLSearchParams): Record<string, string> {
  if (!stone || !product.mainCategory.requires_diamond) return {};
  const preset: Record<string, string> = {};
  const shape = typeof stone.SHAPE === 'string' ? shapeFromSlug(stone.SHAPE) : undefined;
  if (!current.has(OPTION_PARAMS.shape) && shape && shapesOf(product).includes(shape)) preset[OPTION_PARAMS.shape] = shape.toLowerCase();
  if (!current.has(OPTION_PARAMS.carat) && typeof stone.CARAT === 'number' && stone.CARAT > 0) preset[OPTION_PARAMS.carat] = nearestCaratView(stone.CARAT);
  return preset;
}

/** The direct-buy item of a piece bought at once (account spec §3): the chosen colour option, priced as shown. */
export function directBuyItemOf(product: ProductDetail, selection: ProductSelection): DirectBuyItem {
  return {
    product_panel_setting_id: selection.colour.product_panel_setting_id,
    price: ringgitFromSen(priceOf(product, selection).sen),
    quantity: 1,
    slug: product.slugId,
    name: product.name,
    images: filterProductImages(product.images.normal, { sku: product.skuId, colour: selection.colour.color }),
    weight: selection.metal.entry.weight,
  };
}
