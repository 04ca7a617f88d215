import { describe, expect, it } from 'vitest';
import { selectionFromParams } from './options';
import { cartRequestOf, restoreSavedOptions, savedOptionsOf, storedRingOf } from './stored-choices';
import { engagementRing, pendant } from './test-fixtures';
import { mainActionOf } from './use-main-action';

const ring = engagementRing();
const selection = selectionFromParams(ring, new URLSearchParams('metal=18k-gold&colour=white&shape=oval&carat=125ct&size=20'))!;
const inscription = { text: 'Selamanya', font: 'Cursive' };

describe('what the product page stores and sends (storefront §3, §4, §7)', () => {
  it('saves the options before a login redirect and restores them on the same product only', () => {
    const saved = savedOptionsOf(ring, selection, inscription);
    expect(saved).toEqual({
      slug: 'amara-solitaire',
      selectedMetal: '18k-gold',
      selectedPanelSetting: 1002,
      size: 20,
      carat: '125ct',
      shape: 'OVAL',
      engraving: 'Selamanya',
      selectedFontstyle: 'Cursive',
    });
    expect(restoreSavedOptions(ring, saved)).toEqual({
      params: { metal: '18k-gold', colour: 'white', shape: 'oval', carat: '125ct', size: '20' },
      inscription,
    });
    expect(restoreSavedOptions(pendant(), saved)).toBeUndefined();
    expect(restoreSavedOptions(ring, null)).toBeUndefined();
  });

  it('stores the ring setting for the diamond step with its price, carat view and metal', () => {
    const stored = storedRingOf(ring, selection, inscription);
    expect(stored).toMatchObject({
      product_panel_setting_id: 1002,
      product_id: 11,
      name: 'Amara Solitaire',
      slug: 'amara-solitaire',
      sku: 'KL-ER-0001',
      price: 2850,
      quantity: 1,
      ring_size: 20,
      engrave: { text: 'Selamanya', font: 'Cursive' },
      carat: '125ct',
      colour: 'White',
      shape: 'OVAL',
    });
    expect(stored.metal.color_details).toHaveLength(3);
    expect(storedRingOf(ring, { ...selection, carat: undefined }, { text: '', font: '' }).carat).toBe(0);
  });

  it('adds a piece without a diamond to the cart with an empty diamond object', () => {
    const p = pendant();
    const s = selectionFromParams(p, new URLSearchParams('colour=yellow'))!;
    expect(cartRequestOf(p, s, { text: '', font: '' })).toEqual({
      product_id: 61,
      product_panel_setting_id: 1003,
      quantity: 1,
      diamond: {},
      ring_size: null,
      engrave: { text: '', font: '' },
    });
  });

  it('the main button: Choose Diamond for a setting, then completion or login once a diamond is chosen; Add to Cart or login otherwise', () => {
    expect(mainActionOf(true, false, false)).toBe('choose-diamond');
    expect(mainActionOf(true, false, true)).toBe('choose-diamond');
    expect(mainActionOf(true, true, false)).toBe('login');
    expect(mainActionOf(true, true, true)).toBe('wizard-completed');
    expect(mainActionOf(false, false, true)).toBe('add-to-cart');
    expect(mainActionOf(false, true, false)).toBe('login');
  });
});
