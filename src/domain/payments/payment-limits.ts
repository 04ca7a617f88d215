import { formatRM, sen, type Sen } from '../money/money.ts';
import { t } from '../words/catalogue.ts';

/**
 * What one FPX (online banking) payment may be (domain.md §4): the shop takes FPX from retail accounts, which pay
 * RM 1.00 to RM 30,000.00 per transaction. A larger (or smaller) order is paid by card.
 */
export const FPX_MIN_SEN: Sen = sen(100);
export const FPX_MAX_SEN: Sen = sen(3_000_000);

/** For a total in sen (a `Sen`, or whole sen read from the database). */
export const fpxTakes = (totalSen: number): boolean => totalSen >= FPX_MIN_SEN && totalSen <= FPX_MAX_SEN;

/** Why FPX is not offered for this total, and what to do instead (checkout and the server say the same). */
export const fpxLimitMessage = (totalSen: number): string =>
  t('names.paymentMethods.fpxLimit', { min: formatRM(FPX_MIN_SEN), max: formatRM(FPX_MAX_SEN), total: formatRM(totalSen) });
