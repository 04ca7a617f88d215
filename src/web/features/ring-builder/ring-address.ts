import { caratViewOf, type CaratCode } from '../../../domain/catalog/designs';
import { shapeFromSlug, type ShapeCode } from '../../../domain/diamonds/shapes';
import { readSession, type StoredDiamond, type StoredRingSetting } from '../../lib/shop-session';
import { WIZARD_COMPLETED_PATH } from './paths';

/**
 * The finished ring's choices in the confirmation's address (`/wizard-completed?setting=…&option=…&diamond=…`) as well
 * as in the tab's session storage (storefront §3): the server draws the confirmation from them (priced as the shop sells
 * it now, never at prices the browser kept), and Back, Forward, Reload and a shared link show the same ring.
 */
export interface RingChoice {
  slug: string;
  product_panel_setting_id: number;
  ring_size: number | null;
  carat: CaratCode | 0;
  shape: ShapeCode | null;
  engrave: { text: string; font: string };
  certificate: string;
}

const PARAMS = { setting: 'setting', option: 'option', size: 'size', carat: 'carat', shape: 'shape', engrave: 'engrave', font: 'font', diamond: 'diamond' } as const;

/** The confirmation's address for a stored setting and diamond. */
export function finishedRingPath(ring: StoredRingSetting, diamond: StoredDiamond): string {
  const params = new URLSearchParams({ [PARAMS.setting]: ring.slug, [PARAMS.option]: String(ring.product_panel_setting_id) });
  if (ring.ring_size) params.set(PARAMS.size, String(ring.ring_size));
  if (ring.carat) params.set(PARAMS.carat, ring.carat);
  if (ring.shape) params.set(PARAMS.shape, ring.shape.toLowerCase());
  if (ring.engrave.text) params.set(PARAMS.engrave, ring.engrave.text);
  if (ring.engrave.font) params.set(PARAMS.font, ring.engrave.font);
  params.set(PARAMS.diamond, diamond.CERTIFICATE_NO);
  return `${WIZARD_COMPLETED_PATH}?${params.toString()}`;
}

/** The confirmation's address for the setting and diamond this tab has chosen (its bare path when either is missing). */
export function storedFinishedRingPath(): string {
  const ring = readSession<StoredRingSetting>('ring');
  const diamond = readSession<StoredDiamond>('diamond');
  return ring?.slug && diamond?.CERTIFICATE_NO ? finishedRingPath(ring, diamond) : WIZARD_COMPLETED_PATH;
}

/** The choices in a confirmation's address, or null when it names no whole ring. */
export function ringChoiceOf(search: URLSearchParams): RingChoice | null {
  const slug = search.get(PARAMS.setting) ?? '';
  const option = Number(search.get(PARAMS.option));
  const certificate = search.get(PARAMS.diamond) ?? '';
  if (!slug || !certificate || !Number.isSafeInteger(option) || option <= 0) return null;
  const size = Number(search.get(PARAMS.size));
  const carat = caratViewOf(search.get(PARAMS.carat) ?? '')?.code;
  return {
    slug,
    product_panel_setting_id: option,
    ring_size: Number.isInteger(size) && size > 0 ? size : null,
    carat: carat ?? 0,
    shape: shapeFromSlug(search.get(PARAMS.shape) ?? '') ?? null,
    engrave: { text: search.get(PARAMS.engrave) ?? '', font: search.get(PARAMS.font) ?? '' },
    certificate,
  };
}
