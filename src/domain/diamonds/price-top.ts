/**
 * The top of the diamond search's price range is open (issue 38): the slider ends at RM 200,000 (storefront: "Price
 * inputs clamp to 0 to 200000"), but stones cost more, so its top stands for "RM 200,000 and above" and reads
 * "RM 200,000+". A search with no price, or with the slider's top as its maximum, has no upper price bound.
 */
import { DIAMOND_PRICE_RANGE } from './grades.ts';
import { sen, senFromRinggit, type Sen } from '../money/money.ts';
import { t } from '../words/catalogue.ts';

/** Above any price a stone can carry (a stone's price in sen is a 32-bit integer in the database). */
export const NO_PRICE_CEILING_SEN: Sen = sen(2_147_483_647);

/** Whether a price range's maximum is the slider's top, which has nothing above it. */
export const isOpenPriceTop = (priceMax: number): boolean => priceMax >= DIAMOND_PRICE_RANGE.max;

/** The highest price in sen a search with this maximum (in RM, clamped to the range) finds. */
export function priceCeilingSen(priceMax: number): Sen {
  return isOpenPriceTop(priceMax) ? NO_PRICE_CEILING_SEN : senFromRinggit(priceMax);
}

/** How a price box shows its number: the slider's top with a plus ("200,000+"), as it stands for any price above. */
export function priceBoxText(priceMax: number, formatted: string): string {
  return isOpenPriceTop(priceMax) ? t('diamonds.filtersForm.priceAndAbove', { amount: formatted }) : formatted;
}
