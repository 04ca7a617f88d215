import { z } from 'zod';

/**
 * What open pages are told when a stone they may show changes (GET /api/diamond/changes, Server-Sent Events): its
 * certificate number, whether it is still offered, held by another shopper's order, or gone (sold or taken off
 * sale), and its price in RM now.
 */
export const STONE_CHANGE_STATES = ['offered', 'reserved', 'gone'] as const;
export type StoneChangeState = (typeof STONE_CHANGE_STATES)[number];

export const stoneChangeSchema = z.object({
  CERTIFICATE_NO: z.string(),
  state: z.enum(STONE_CHANGE_STATES),
  MYR_PRICE: z.number(),
});
export type StoneChange = z.infer<typeof stoneChangeSchema>;

/** The event's name and its data: the stones changed together, as JSON. */
export const STONE_CHANGES_EVENT = 'stones';
export const stoneChangesSchema = z.array(stoneChangeSchema);
