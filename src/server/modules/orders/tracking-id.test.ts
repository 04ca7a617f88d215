import { describe, expect, it } from 'vitest';
import { newTrackingId } from './placing.ts';

describe("an order's tracking id", () => {
  it('is dated in Kuala Lumpur: an order placed at 00:30 on 29 November there reads KL20261129…, not the UTC date', () => {
    const id = newTrackingId(new Date('2026-11-28T16:30:00Z'));
    expect(id).toMatch(/^KL20261129[0-9A-F]{6}$/);
  });
});
