/**
 * A fixed, seeded mix of diamond searches like shoppers make on the Choose Diamond page: the first visit (3EX
 * preset, every shape), a shape tile, several shapes with carat and price ranges, colour and clarity ranges,
 * the advanced finish filters and labs, each sort, first and later pages, natural and lab-grown.
 */
import { DIAMOND_SORTS, type DiamondListBody, type DiamondSort } from '../src/domain/contract/diamonds.ts';
import { CLARITIES, COLOURS, PRESETS } from '../src/domain/diamonds/grades.ts';
import { SHAPE_CODES } from '../src/domain/diamonds/shapes.ts';
import { mulberry32 } from '../src/server/db/seed/diamond-generator.ts';

export interface BenchQuery {
  kind: string;
  type: 'naturaldiamond' | 'labgrowndiamond';
  body: DiamondListBody;
  page: number;
  limit: number;
  sort: DiamondSort;
}

const preset = PRESETS['3EX'];
const PRESET_BODY: DiamondListBody = { cut: preset.cut.join(','), polish: preset.polish.join(','), symmetry: preset.symmetry.join(',') };
const colourCodes = COLOURS.map((c) => c.code as string);
const clarityCodes = CLARITIES.map((c) => c.code);

export function diamondQueryMix(count: number, seed = 2026): BenchQuery[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const run = (list: readonly string[], maxLength: number) => {
    const from = Math.floor(random() * Math.min(list.length, 8));
    return list.slice(from, from + 1 + Math.floor(random() * maxLength)).join(',');
  };
  const shapes = (n: number) => [...new Set(Array.from({ length: n }, () => pick(SHAPE_CODES)))].join(',');
  const caratRange = (): [number, number] => {
    const low = pick([0.18, 0.3, 0.5, 0.7, 0.9, 1, 1.5, 2]);
    return [low, Math.round((low + 0.1 + random() * 1.5) * 100) / 100];
  };
  const priceRange = () => {
    const low = Math.round(random() * random() * 40_000);
    return { totalprice_min: low, totalprice_max: low + 2_000 + Math.round(random() * 60_000) };
  };

  const kinds: [string, number, () => DiamondListBody][] = [
    ['first visit: 3EX, every shape', 0.12, () => ({ ...PRESET_BODY })],
    ['shape tile + 3EX', 0.22, () => ({ ...PRESET_BODY, shape: shapes(1) })],
    ['shapes + carat + price', 0.2, () => ({ ...PRESET_BODY, shape: shapes(2 + Math.floor(random() * 2)), carat: caratRange(), ...priceRange() })],
    ['colour/clarity ranges + carat', 0.2, () => ({ ...PRESET_BODY, shape: random() < 0.6 ? shapes(1) : '', color: run(colourCodes, 5), clarity: run(clarityCodes, 4), carat: caratRange() })],
    [
      'advanced finish, fluorescence, lab',
      0.14,
      () => ({
        shape: random() < 0.5 ? shapes(1) : '',
        cut: pick(['ID', 'ID,EX', 'EX,VG', '']),
        polish: pick(['EX', 'EX,VG', '']),
        symmetry: pick(['EX', 'EX,VG', '']),
        fluorescence: pick(['NON', 'NON,FNT', '']),
        lab: pick(['GIA', 'IGI', 'GIA,IGI', '']),
        ...priceRange(),
      }),
    ],
    ['nothing chosen (advanced shown, all open)', 0.04, () => ({})],
    ['one exact stone profile', 0.08, () => ({ shape: shapes(1), color: pick(colourCodes.slice(0, 8)), clarity: pick(clarityCodes), cut: 'ID,EX', carat: caratRange() })],
  ];
  const cumulative = kinds.reduce<number[]>((acc, [, w]) => [...acc, (acc.at(-1) ?? 0) + w], []);
  const total = cumulative.at(-1)!;

  return Array.from({ length: count }, () => {
    const u = random() * total;
    const [kind, , make] = kinds[cumulative.findIndex((c) => u < c)];
    const later = random() < 0.3;
    return {
      kind,
      type: random() < 0.5 ? 'naturaldiamond' : 'labgrowndiamond',
      body: make(),
      page: later ? 2 + Math.floor(random() * 8) : 1,
      limit: random() < 0.85 ? 20 : 60,
      sort: random() < 0.5 ? 'price-asc' : pick(DIAMOND_SORTS),
    } satisfies BenchQuery;
  });
}
