import { describe, expect, it } from 'vitest';
import {
  clampInscription,
  engraveOf,
  INCOMPLETE_INSCRIPTION,
  inscriptionProblem,
  metalOptionsOf,
  paramsOfSelection,
  priceOf,
  priceRangeOf,
  ringSizeRangesOf,
  ringSizesOf,
  selectionFromParams,
  selectionProblem,
  CHOOSE_RING_SIZE,
  withMetal,
} from './options';
import { engagementRing, pendant } from './test-fixtures';

const ring = engagementRing();
const select = (query: string) => selectionFromParams(ring, new URLSearchParams(query))!;

describe('the options of a product page live in the URL', () => {
  it('offers the metals of the variant groups, gold first, keyed by the slug of their names', () => {
    expect(metalOptionsOf(ring).map((m) => [m.key, m.group])).toEqual([
      ['18k-gold', 'gold'],
      ['pt950-platinum', 'platinum'],
    ]);
  });

  it('falls back to the first metal, colour and shape, with no carat view and no ring size', () => {
    const s = select('');
    expect([s.metal.key, s.colour.color, s.shape, s.carat, s.ringSize]).toEqual(['18k-gold', 'Rose', 'ROUND', undefined, undefined]);
  });

  it('reads metal, colour, shape, carat view and ring size, ignoring what the product does not offer', () => {
    const s = select('metal=18k-gold&colour=yellow&shape=oval&carat=1ct&size=14');
    expect([s.metal.key, s.colour.color, s.shape, s.carat, s.ringSize]).toEqual(['18k-gold', 'Yellow', 'OVAL', '1ct', 14]);
    const odd = select('metal=titanium&colour=green&shape=heart&carat=3ct&size=31');
    expect([odd.metal.key, odd.colour.color, odd.shape, odd.carat, odd.ringSize]).toEqual(['18k-gold', 'Rose', 'ROUND', undefined, undefined]);
  });

  it('opens in the default colour of the design, as its listing card shows it, when the URL names none (issue 15)', () => {
    const white = { ...ring, defaultColour: 'white' };
    const s = selectionFromParams(white, new URLSearchParams(''))!;
    expect([s.metal.key, s.colour.color]).toEqual(['18k-gold', 'White']);
    // a default only the platinum variant offers opens that metal
    const p = selectionFromParams({ ...ring, defaultColour: 'platinum' }, new URLSearchParams(''))!;
    expect([p.metal.key, p.colour.color]).toEqual(['pt950-platinum', 'Platinum']);
    // a listing card's link names the colour only: the metal that comes in it opens
    expect(select('colour=platinum').metal.key).toBe('pt950-platinum');
    // the URL still wins
    const chosen = selectionFromParams(white, new URLSearchParams('metal=18k-gold&colour=yellow'))!;
    expect(chosen.colour.color).toBe('Yellow');
  });

  it('writes a selection back to the params, keeping other params', () => {
    const next = paramsOfSelection(new URLSearchParams('utm=x'), ring, { ...select('colour=white'), ringSize: 18, carat: '50pt' });
    expect(next.toString()).toBe('utm=x&metal=18k-gold&colour=white&shape=round&carat=50pt&size=18');
  });

  it('keeps the colour when the new metal has it, else takes its first colour', () => {
    const [gold, platinum] = metalOptionsOf(ring);
    expect(withMetal(select('colour=white'), platinum).colour.color).toBe('Platinum');
    expect(withMetal(select('metal=pt950-platinum'), gold).colour.color).toBe('Rose');
  });

  it('lists the ring sizes 5 to 30 that a range brackets; a pendant has none', () => {
    expect(ringSizesOf(ringSizeRangesOf(ring))).toEqual(Array.from({ length: 26 }, (_, i) => i + 5));
    expect(ringSizesOf(ringSizeRangesOf(pendant()))).toEqual([]);
  });
});

describe('price = (colour price + the diamond-ring price bracketing the ring size) × 1 (storefront §5)', () => {
  it('before a ring size is chosen shows the price of the smallest sizes, marked "from"', () => {
    expect(priceOf(ring, select(''))).toEqual({ sen: 268_000, from: true });
  });

  it('changes with metal, colour and ring size', () => {
    expect(priceOf(ring, select('colour=yellow&size=12'))).toEqual({ sen: 270_050, from: false });
    expect(priceOf(ring, select('colour=yellow&size=13'))).toEqual({ sen: 278_050, from: false });
    expect(priceOf(ring, select('metal=pt950-platinum&size=26'))).toEqual({ sen: 379_000, from: false });
  });

  it('a piece without ring sizes costs its colour price', () => {
    const p = pendant();
    expect(priceOf(p, selectionFromParams(p, new URLSearchParams())!)).toEqual({ sen: 268_000, from: false });
  });

  it('the lowest and highest prices cover every colour and size', () => {
    expect(priceRangeOf(ring)).toEqual({ lowSen: 268_000, highSen: 379_000 });
  });
});

describe('inscription: at most 12 characters, text and font both set or both empty (storefront §5)', () => {
  it('refuses more than 12 characters', () => {
    expect(clampInscription('Forever and always')).toBe('Forever and ');
    expect(clampInscription('Sayang 💍')).toBe('Sayang 💍');
  });

  it('asks to complete it when only one of text and font is set', () => {
    expect(inscriptionProblem({ text: 'Always', font: '' })).toBe(INCOMPLETE_INSCRIPTION);
    expect(inscriptionProblem({ text: '  ', font: 'Italic' })).toBe(INCOMPLETE_INSCRIPTION);
    expect(inscriptionProblem({ text: 'Always', font: 'Italic' })).toBeUndefined();
    expect(inscriptionProblem({ text: '', font: '' })).toBeUndefined();
    expect(INCOMPLETE_INSCRIPTION).toBe('Please complete your Inscription.');
  });

  it('engraves the trimmed text with its font, or nothing', () => {
    expect(engraveOf({ text: ' Always ', font: 'Cursive' })).toEqual({ text: 'Always', font: 'Cursive' });
    expect(engraveOf({ text: 'Always', font: '' })).toEqual({ text: '', font: '' });
  });

  it('a ring needs its size before going on; a pendant does not', () => {
    expect(selectionProblem(ring, select(''), { text: '', font: '' })).toBe(CHOOSE_RING_SIZE);
    expect(selectionProblem(ring, select('size=9'), { text: 'A', font: '' })).toBe(INCOMPLETE_INSCRIPTION);
    const p = pendant();
    expect(selectionProblem(p, selectionFromParams(p, new URLSearchParams())!, { text: '', font: '' })).toBeUndefined();
  });
});
