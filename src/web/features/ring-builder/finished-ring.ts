import type { ProductDetail } from '../../../domain/contract/catalog';
import type { Diamond } from '../../../domain/contract/diamonds';
import { caratViewOf, type CaratCode } from '../../../domain/catalog/designs';
import { toneOfColour } from '../../../domain/diamonds/tone';
import { priceLine } from '../../../domain/orders/cart-pricing';
import { senFromRinggit, type Sen } from '../../../domain/money/money';
import { shapeFromSlug, type ShapeCode } from '../../../domain/diamonds/shapes';
import type { StoredDiamond, StoredRingSetting } from '../../lib/shop-session';
import { metalOptionsOf, priceOf } from '../product/options';
import { picturesFor, type ProductPictures } from '../product/pictures';

/**
 * The finished ring on the confirmation screen (storefront §2 "Wizard confirmation"): the setting and the diamond
 * the shopper chose, priced as the shop prices them now — the setting at its chosen colour and ring size from the
 * product as the server gives it, the stone at its current price — never the prices kept in the browser.
 */
export interface FinishedRing {
  setting: { name: string; slug: string; colour: string; metal: string; ringSize: number | null; engrave: { text: string; font: string }; priceSen: Sen };
  diamond: { certificate: string; type: Diamond['TYPE']; carat: number; shape: string; lab: string; grades: Pick<Diamond, 'COLOR' | 'CLARITY' | 'CUT'>; image: string; priceSen: Sen };
  totalSen: Sen;
  /** The ring's pictures by SKU, metal colour, the diamond's shape, the setting's carat view and the diamond's tone. */
  pictures: ProductPictures;
  /** POST /api/user/cart (storefront §7): identities only; the server prices the line again. */
  cartRequest: {
    product_id: number;
    product_panel_setting_id: number;
    quantity: 1;
    diamond: StoredDiamond;
    ring_size: number | null;
    engrave: { text: string; font: string };
  };
}

/** Why the ring cannot be shown as stored: its setting or colour is gone from the catalogue. */
export type FinishProblem = 'setting-gone';

/** The setting as chosen: kept in the tab (with its product's id), or named in the confirmation's address. */
export type RingToFinish = Pick<StoredRingSetting, 'product_panel_setting_id' | 'ring_size' | 'carat' | 'shape' | 'engrave'> & { product_id?: number };

export function finishRing(ring: RingToFinish, stored: StoredDiamond, product: ProductDetail, stone: Diamond): FinishedRing | FinishProblem {
  if (ring.product_id !== undefined && product.id !== ring.product_id) return 'setting-gone';
  const option = metalOptionsOf(product)
    .flatMap((metal) => metal.entry.color_details.map((colour) => ({ metal, colour })))
    .find((o) => o.colour.product_panel_setting_id === ring.product_panel_setting_id);
  if (!option) return 'setting-gone';
  const settingSen = priceOf(product, { colour: option.colour, ringSize: ring.ring_size ?? undefined }).sen;
  const diamondSen = senFromRinggit(stone.MYR_PRICE);
  const shape: ShapeCode | undefined = shapeFromSlug(stone.SHAPE) ?? ring.shape ?? undefined;
  const carat: CaratCode | undefined = ring.carat && caratViewOf(ring.carat) ? ring.carat : undefined;
  return {
    setting: {
      name: product.name,
      slug: product.slugId,
      colour: option.colour.color,
      metal: option.metal.entry.name,
      ringSize: ring.ring_size,
      engrave: ring.engrave,
      priceSen: settingSen,
    },
    diamond: {
      certificate: stone.CERTIFICATE_NO,
      type: stone.TYPE,
      carat: stone.CARAT,
      shape: stone.SHAPE,
      lab: stone.LAB,
      grades: { COLOR: stone.COLOR, CLARITY: stone.CLARITY, CUT: stone.CUT },
      image: stone.IMAGE,
      priceSen: diamondSen,
    },
    totalSen: priceLine({ unitSen: settingSen, quantity: 1, diamondSen }).lineSen,
    pictures: picturesFor(product.images, { sku: product.skuId, colour: option.colour.color, shape, carat, stone: toneOfColour(stone.COLOR) }),
    cartRequest: {
      product_id: product.id,
      product_panel_setting_id: ring.product_panel_setting_id,
      quantity: 1,
      diamond: stored,
      ring_size: ring.ring_size,
      engrave: ring.engrave,
    },
  };
}

/** The ring with its diamond at the price the shop now asks (repriced while the confirmation was open). */
export function withDiamondPrice(ring: FinishedRing, myrPrice: number): FinishedRing {
  const diamondSen = senFromRinggit(myrPrice);
  if (diamondSen === ring.diamond.priceSen) return ring;
  return { ...ring, diamond: { ...ring.diamond, priceSen: diamondSen }, totalSen: priceLine({ unitSen: ring.setting.priceSen, quantity: 1, diamondSen }).lineSen };
}
