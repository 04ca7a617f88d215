/** Money is integer sen inside the shop; RM with two decimals at the edges. */
export type Sen = number;

export function senFromRinggit(rm: number): Sen {
  return Math.round(rm * 100);
}

export function ringgitFromSen(sen: Sen): number {
  return sen / 100;
}

const formatter = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'RM 12,345.60' — two decimals and thousands separators, as the spec shows amounts. */
export function formatRM(sen: Sen): string {
  return `RM ${formatter.format(sen / 100)}`;
}
