/**
 * At most a few pages drawn for one shopper at once (the cart, checkout, an order …: never kept, each drawn afresh).
 * A page is drawn on the one thread that answers everything, so drawing fifty at once is no faster than drawing them
 * a few at a time — but each holds its React tree, its API answers and its compressed stream meanwhile: under fifty
 * connections asking for their carts the shop's memory doubled (bench/RESULTS.md). The others wait their turn, in
 * order; a slot is given back when its page has been sent or its connection has closed.
 */
export interface DrawingSlots {
  /** Resolves with the function that gives the slot back (call it once). */
  take(): Promise<() => void>;
  /** Pages being drawn now, and waiting. */
  stats(): { drawing: number; waiting: number };
}

export function drawingSlots(size: number): DrawingSlots {
  let drawing = 0;
  const waiting: (() => void)[] = [];
  const giveBack = () => {
    const next = waiting.shift();
    if (next) next();
    else drawing--;
  };
  const slot = () => {
    let given = false;
    return () => {
      if (given) return;
      given = true;
      giveBack();
    };
  };
  return {
    take() {
      if (drawing < size) {
        drawing++;
        return Promise.resolve(slot());
      }
      return new Promise((resolve) => waiting.push(() => resolve(slot())));
    },
    stats: () => ({ drawing, waiting: waiting.length }),
  };
}
