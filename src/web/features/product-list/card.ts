import type { ProductCard } from '../../../domain/contract/catalog';
import { parseProductImageName, parseUploadedImageName, type ProductImage } from '../../../domain/catalog/image-names';
import { imageColourOf, METAL_COLOURS, type MetalColour } from '../../../domain/catalog/metals';
import { t } from '../../../domain/words/catalogue';

/** A card's two pictures: the top view, and the side view shown on hover (storefront §3 "Product card"). */
export interface CardPictures {
  top: ProductImage | null;
  side: ProductImage | null;
}

/**
 * The top and side pictures of the card's first colour (platinum and silver show white), falling back to any; a
 * picture staff uploaded of that colour comes first.
 */
export function cardPictures(card: Pick<ProductCard, 'images' | 'colours'>): CardPictures {
  const colour = imageColourOf(card.colours[0] ?? 'white');
  const views = card.images.map((image) => ({ image, parts: parseProductImageName(image.image_name) }));
  const find = (view: 'top' | 'side') =>
    views.find((v) => v.parts?.view === view && v.parts.colour === colour)?.image ?? views.find((v) => v.parts?.view === view)?.image ?? null;
  // a picture staff uploaded leads, with the drawn top view (or a second upload) on hover
  const uploaded = card.images.filter((image) => parseUploadedImageName(image.image_name)?.colour === colour);
  const top = uploaded[0] ?? find('top') ?? card.images[0] ?? null;
  const side = uploaded.length > 0 ? (uploaded[1] ?? find('top')) : find('side');
  return { top, side: side && side.url !== top?.url ? side : null };
}

/**
 * Where a card leads: the product page opened in the colour the card shows (its first colour — the metal the shopper
 * filtered by, or the product's default metal), so the page goes on where the card left off.
 */
export function cardLink(card: Pick<ProductCard, 'slugId' | 'colours'>): string {
  const colour = card.colours[0]?.trim().toLowerCase();
  const path = `/product/${card.slugId}`;
  return colour ? `${path}?colour=${encodeURIComponent(colour)}` : path;
}

/** How a metal colour is named and drawn on the card's small dots. */
export const METAL_DOTS: Record<MetalColour, { label: string; swatch: string }> = {
  white: { label: t('productList.card.whiteGold'), swatch: '#e4e3df' },
  rose: { label: t('productList.card.roseGold'), swatch: '#e3b19c' },
  yellow: { label: t('productList.card.yellowGold'), swatch: '#dcb864' },
  silver: { label: t('productList.card.sterlingSilver'), swatch: '#c4c5c8' },
  platinum: { label: t('productList.card.platinum'), swatch: '#d3d4d8' },
};

/** The card's colours the shop knows, without repeats, in the card's order. */
export function cardColours(colours: readonly string[]): MetalColour[] {
  const known = colours.map((c) => c.trim().toLowerCase()).filter((c): c is MetalColour => (METAL_COLOURS as readonly string[]).includes(c));
  return [...new Set(known)];
}
