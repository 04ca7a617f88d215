import { describe, expect, it } from 'vitest';
import { drawingSlots } from './drawing-slots.ts';

describe('personal pages drawn a few at a time (drawing-slots.ts)', () => {
  it('gives out at most its slots; the others wait in order and are served as slots come back, each given back once', async () => {
    const slots = drawingSlots(2);
    const first = await slots.take();
    const second = await slots.take();
    const served: string[] = [];
    const third = slots.take().then((giveBack) => (served.push('third'), giveBack));
    const fourth = slots.take().then((giveBack) => (served.push('fourth'), giveBack));
    await Promise.resolve();
    expect(slots.stats()).toEqual({ drawing: 2, waiting: 2 });
    expect(served).toEqual([]);
    first();
    first(); // a second call gives nothing back
    await third;
    expect(served).toEqual(['third']);
    expect(slots.stats()).toEqual({ drawing: 2, waiting: 1 });
    second();
    (await fourth)();
    (await third)();
    expect(slots.stats()).toEqual({ drawing: 0, waiting: 0 });
  });
});
