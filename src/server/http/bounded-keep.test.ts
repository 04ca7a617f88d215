import { describe, expect, it } from 'vitest';
import { boundedKeep, sharedCalls } from './bounded-keep.ts';

describe('what the shop keeps in memory stays bounded', () => {
  it('keeps at most the given number of values, the least recently used going first', () => {
    const keep = boundedKeep<{ bytes: number }>(2, 1_000);
    keep.set('a', { bytes: 1 });
    keep.set('b', { bytes: 1 });
    keep.get('a');
    keep.set('c', { bytes: 1 });
    expect(keep.get('a')).toBeDefined();
    expect(keep.get('b')).toBeUndefined();
    expect(keep.get('c')).toBeDefined();
    expect(keep.size()).toBe(2);
  });

  it('keeps at most the given bytes, counting a replaced value once', () => {
    const keep = boundedKeep<{ bytes: number }>(100, 10);
    keep.set('a', { bytes: 4 });
    keep.set('a', { bytes: 5 });
    keep.set('b', { bytes: 5 });
    expect(keep.size()).toBe(2);
    keep.set('c', { bytes: 1 });
    expect(keep.get('a')).toBeUndefined();
    expect(keep.size()).toBe(2);
  });

  it('runs one call per key at a time and lets callers arriving meanwhile share it', async () => {
    const once = sharedCalls<number>();
    let calls = 0;
    const make = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      return calls;
    };
    const answers = await Promise.all([once('k', make), once('k', make), once('other', make)]);
    expect(answers[0]).toBe(answers[1]);
    expect(calls).toBe(2);
    await once('k', make);
    expect(calls).toBe(3);
  });
});
