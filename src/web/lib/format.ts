import { formatRM, senFromRinggit } from '../../domain/money/money';
import { formatDate } from '../../domain/words/format';

/** An amount the API gives in RM (e.g. 12345.6 or '12345.60') as 'RM 12,345.60'. */
export function formatRinggit(amount: number | string | null | undefined): string {
  const rm = Number(amount ?? 0);
  return formatRM(senFromRinggit(Number.isFinite(rm) ? rm : 0));
}

/** A date of the shop, as shoppers in Malaysia read it: '3 March 2026'. */
export function formatShopDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDate(date);
}
