/**
 * The notices that keep every instance's diamond search index current (migration 0002):
 * - `diamonds_changed`, payload a diamond id: sent by a trigger at commit when a stone's availability,
 *   reservation or price changes;
 * - `diamonds_reload`, no payload: sent once at the end of a bulk feed import (which sets
 *   `kilau.bulk_import = 'on'` in its transaction so the trigger stays quiet), asking for a full rebuild.
 */
export const DIAMOND_CHANGED_CHANNEL = 'diamonds_changed';
export const DIAMOND_RELOAD_CHANNEL = 'diamonds_reload';
/** Set to 'on' (SET LOCAL) inside a bulk import's transaction: no per-stone notices. */
export const BULK_IMPORT_SETTING = 'kilau.bulk_import';
