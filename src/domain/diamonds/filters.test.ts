import { describe, expect, it } from 'vitest';
import {
  addToComparison,
  commitRangeBox,
  COMPARE_FULL_MESSAGE,
  COMPARE_LIMIT,
  defaultDiamondFilters,
  diamondListPath,
  listBodyOf,
  presetIsOn,
  priceFairnessOf,
  savedDiamondFiltersOf,
  showsLoadMore,
  sliderRange,
  sortByColumn,
  sortDirectionOf,
  toggleAll,
  toggleCode,
  togglePreset,
} from './filters.ts';
import { DIAMOND_CARAT_RANGE, DIAMOND_PRICE_RANGE } from './grades.ts';

const carat = DIAMOND_CARAT_RANGE;
const price = DIAMOND_PRICE_RANGE;

describe('carat and price boxes (storefront §5: clamp on blur, negatives positive, commas stripped, crossed values swap)', () => {
  it('carat clamps to 0.18-10 on blur', () => {
    expect(commitRangeBox('min', '0.05', [0.5, 2], carat)).toEqual([0.18, 2]);
    expect(commitRangeBox('max', '25', [0.5, 2], carat)).toEqual([0.5, 10]);
    expect(commitRangeBox('max', '1.234', [0.5, 2], carat)).toEqual([0.5, 1.23]);
  });
  it('negatives are made positive', () => {
    expect(commitRangeBox('min', '-1.5', [0.5, 2], carat)).toEqual([1.5, 2]);
    expect(commitRangeBox('max', '-90000', [0, 200000], price)).toEqual([0, 90000]);
  });
  it('price clamps to 0-200000 and commas are stripped', () => {
    expect(commitRangeBox('max', '250,000', [0, 200000], price)).toEqual([0, 200000]);
    expect(commitRangeBox('min', '12,500.50', [0, 200000], price)).toEqual([12500.5, 200000]);
  });
  it('min and max swap when they cross', () => {
    expect(commitRangeBox('min', '3', [0.5, 2], carat)).toEqual([2, 3]);
    expect(commitRangeBox('max', '5,000', [10000, 50000], price)).toEqual([5000, 10000]);
  });
  it('empty or unreadable text keeps the previous value', () => {
    expect(commitRangeBox('min', '', [0.5, 2], carat)).toEqual([0.5, 2]);
    expect(commitRangeBox('max', 'two', [0.5, 2], carat)).toEqual([0.5, 2]);
  });
  it('the slider thumbs are clamped and ordered the same way', () => {
    expect(sliderRange([12, 0.1], [0.5, 2], carat)).toEqual([0.18, 10]);
    expect(sliderRange([500.555], [0, 9000], price)).toEqual([500.56, 9000]);
  });
});

describe('filter lists (storefront §2, §4 "Diamond search")', () => {
  it('a value toggles on and off, several may be on, kept in the scale order', () => {
    let f = defaultDiamondFilters();
    f = toggleCode(f, 'color', 'G');
    f = toggleCode(f, 'color', 'd');
    expect(f.color).toEqual(['D', 'G']);
    f = toggleCode(f, 'color', 'G');
    expect(f.color).toEqual(['D']);
    expect(toggleCode(f, 'color', 'ZZ').color).toEqual(['D']);
  });
  it('Select All turns every shape on, and pressed again none', () => {
    const all = toggleAll(defaultDiamondFilters(), 'shape');
    expect(all.shape).toHaveLength(10);
    expect(toggleAll(all, 'shape').shape).toEqual([]);
  });
});

describe('presets (storefront §3 "Presets", §4 "Ideal cut toggle", §9 "Default diamond preset 3EX")', () => {
  it('the default filters are the 3EX preset: cut ID and EX, polish EX, symmetry EX, any fluorescence', () => {
    const f = defaultDiamondFilters();
    expect([f.cut, f.polish, f.symmetry, f.fluorescence]).toEqual([['ID', 'EX'], ['EX'], ['EX'], []]);
    expect(presetIsOn(f, '3EX')).toBe(true);
    expect(presetIsOn(f, '3EX NON')).toBe(false);
  });
  it('the Ideal cut toggle clears the preset when on, and sets it when off', () => {
    const off = togglePreset(defaultDiamondFilters(), '3EX');
    expect([off.cut, off.polish, off.symmetry, off.fluorescence]).toEqual([[], [], [], []]);
    const on = togglePreset(toggleCode(off, 'cut', 'GD'), '3EX');
    expect([on.cut, on.polish, on.symmetry]).toEqual([['ID', 'EX'], ['EX'], ['EX']]);
    expect(togglePreset(on, '3EX NON').fluorescence).toEqual(['NON']);
  });
});

describe('the list call (storefront §7)', () => {
  it('sends comma-joined codes, the carat range and the price bounds', () => {
    const f = { ...toggleCode(toggleCode(defaultDiamondFilters('labgrowndiamond', ['OVAL']), 'color', 'E'), 'color', 'D'), carat: [0.5, 2] as [number, number] };
    expect(listBodyOf(f)).toEqual({
      shape: 'OVAL',
      color: 'D,E',
      clarity: '',
      cut: 'ID,EX',
      polish: 'EX',
      symmetry: 'EX',
      fluorescence: '',
      lab: '',
      carat: [0.5, 2],
      totalprice_min: 0,
      totalprice_max: 200000,
    });
  });
  it('while the advanced filter is hidden, the 3EX preset values are sent (and any laboratory)', () => {
    const chosen = { ...defaultDiamondFilters(), polish: ['VG'], symmetry: [], fluorescence: ['STG'], lab: ['GIA'] };
    expect(listBodyOf(chosen)).toMatchObject({ polish: 'EX', symmetry: 'EX', fluorescence: '', lab: '' });
    expect(listBodyOf({ ...chosen, advanced: true })).toMatchObject({ polish: 'VG', symmetry: '', fluorescence: 'STG', lab: 'GIA' });
  });
  it('page only when above 1, sort only when not the default', () => {
    expect(diamondListPath('naturaldiamond')).toBe('/api/diamond/list/naturaldiamond');
    expect(diamondListPath('labgrowndiamond', 3, 'price-desc')).toBe('/api/diamond/list/labgrowndiamond?page=3&sort=price-desc');
  });
  it('Load More shows while the loaded count is below total minus 1', () => {
    expect(showsLoadMore(20, 100)).toBe(true);
    expect(showsLoadMore(98, 100)).toBe(true);
    expect(showsLoadMore(99, 100)).toBe(false);
    expect(showsLoadMore(0, 0)).toBe(false);
  });
});

describe('table sorting', () => {
  it('a column sorts by itself first, pressed again it reverses', () => {
    expect(sortByColumn('price-asc', 'price')).toBe('price-desc');
    expect(sortByColumn('price-desc', 'color')).toBe('color-asc');
    expect(sortByColumn('color-asc', 'carat')).toBe('carat-desc');
    expect(sortDirectionOf('carat-desc', 'carat')).toBe('descending');
    expect(sortDirectionOf('carat-desc', 'price')).toBe('none');
  });
});

describe('saved diamond filters (storefront §4: restored on return; without cut, polish, symmetry or fluorescence the 3EX preset applies)', () => {
  it('restores what was saved, checked', () => {
    const saved = { ...defaultDiamondFilters('labgrowndiamond', ['OVAL']), color: ['D', 'E'], carat: [2, 1], totalprice_min: '-1,000', advanced: true, cut: ['VG'] };
    expect(savedDiamondFiltersOf(JSON.parse(JSON.stringify(saved)))).toEqual({
      ...defaultDiamondFilters('labgrowndiamond', ['OVAL']),
      color: ['D', 'E'],
      cut: ['VG'],
      carat: [1, 2],
      totalprice_min: 1000,
      advanced: true,
    });
  });
  it('applies the 3EX preset when no cut, polish, symmetry or fluorescence were saved', () => {
    const restored = savedDiamondFiltersOf({ diamondtype: 'naturaldiamond', shape: ['ROUND', 'TRIANGLE'], color: ['XX'] });
    expect(restored).toMatchObject({ shape: ['ROUND'], color: [], cut: ['ID', 'EX'], polish: ['EX'], symmetry: ['EX'], fluorescence: [] });
  });
  it('is null when nothing readable was saved', () => {
    expect(savedDiamondFiltersOf(null)).toBeNull();
    expect(savedDiamondFiltersOf('filters')).toBeNull();
    expect(savedDiamondFiltersOf([1, 2])).toBeNull();
  });
});

describe('price fairness badge (against similar stones: same type, shape, colour, clarity and carat band)', () => {
  it('says how far below when more than 3% below', () => {
    expect(priceFairnessOf({ percent: -12, similar: 40 })).toEqual({ kind: 'below', percent: 12, label: 'Priced 12% below similar stones' });
  });
  it('says "Fairly priced" within ±3%', () => {
    for (const percent of [-3, 0, 3]) expect(priceFairnessOf({ percent, similar: 8 })?.label).toBe('Fairly priced');
  });
  it('says nothing when above, or without a comparison', () => {
    expect(priceFairnessOf({ percent: 4, similar: 8 })).toBeNull();
    expect(priceFairnessOf(null)).toBeNull();
  });
});

describe('compare', () => {
  const stone = (n: number) => ({ CERTIFICATE_NO: `C${n}` });
  it('keeps up to 4 stones, each once', () => {
    let list = addToComparison([], stone(1)).list;
    list = addToComparison(list, stone(1)).list;
    expect(list).toHaveLength(1);
    for (let n = 2; n <= COMPARE_LIMIT; n++) list = addToComparison(list, stone(n)).list;
    expect(list).toHaveLength(4);
  });
  it('refuses a fifth with a polite message', () => {
    const four = [1, 2, 3, 4].map(stone);
    expect(addToComparison(four, stone(5))).toEqual({ list: four, refused: COMPARE_FULL_MESSAGE });
  });
});
