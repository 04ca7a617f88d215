import { addSen, sen, sumSen, timesSen, type Sen } from '../money/money.ts';

/**
 * The one pricing of a cart (account spec §5 "Cart subtotal"), in integer sen: each line is its setting price
 * × quantity plus its diamond's price; subtotal = Σ lines; total = subtotal (no fees, tax or discount).
 * The cart screen and order placement both price through it, from prices read from the database; the cart answer
 * carries each line's total (`line_total`) so no screen adds money up itself.
 */
export interface LineToPrice {
  /** The setting's unit price in whole sen: colour price + the ring-size range price (`settingPriceSen`). */
  unitSen: number;
  quantity: number;
  /** The chosen diamond's price in whole sen, or null for a piece without one. */
  diamondSen: number | null;
}

export interface PricedLine {
  unitSen: Sen;
  quantity: number;
  /** unitSen × quantity. */
  settingSen: Sen;
  diamondSen: Sen;
  /** settingSen + diamondSen. */
  lineSen: Sen;
}

export interface PricedCart<L> {
  lines: (L & { priced: PricedLine })[];
  subtotalSen: Sen;
  totalSen: Sen;
}

function checkedSen(value: number, what: string): Sen {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole, non-negative number of sen (got ${value}).`);
  return sen(value);
}

export function priceLine(line: LineToPrice): PricedLine {
  const unitSen = checkedSen(line.unitSen, 'A unit price');
  const quantity = checkedSen(line.quantity, 'A quantity');
  const diamondSen = checkedSen(line.diamondSen ?? 0, 'A diamond price');
  const settingSen = timesSen(unitSen, quantity);
  return { unitSen, quantity, settingSen, diamondSen, lineSen: addSen(settingSen, diamondSen) };
}

export function priceCart<L extends LineToPrice>(lines: readonly L[]): PricedCart<L> {
  const priced = lines.map((line) => ({ ...line, priced: priceLine(line) }));
  const subtotalSen = sumSen(priced.map((l) => l.priced.lineSen));
  return { lines: priced, subtotalSen, totalSen: subtotalSen };
}
