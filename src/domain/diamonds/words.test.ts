import { describe, expect, it } from 'vitest';
import { certificateInWords, diamondInWords, gradeLabel, gradesInWords, gradesLine, shapeLabel, stoneTitle } from './words.ts';

const stone = { CARAT: 0.87, SHAPE: 'ROUND', COLOR: 'G', CLARITY: 'VS2', CUT: 'EX', LAB: 'GIA', CERTIFICATE_NO: '2141438171' };

describe('a diamond spelled as the shop spells it', () => {
  it('names the shape and the cut in words, never the codes', () => {
    expect(diamondInWords(stone)).toBe('0.87 ct Round · G colour · VS2 clarity · Excellent cut');
    expect(diamondInWords(stone)).not.toMatch(/ROUND|\bEX\b/);
  });

  it('writes a colour range with its dash and leaves out the cut of a fancy shape its lab did not grade', () => {
    expect(diamondInWords({ ...stone, SHAPE: 'CUSHION', COLOR: 'WX', CLARITY: 'SI2', CUT: null, CARAT: 1 })).toBe('1.00 ct Cushion · W-X colour · SI2 clarity');
  });

  it('reads every cut grade in words, polish and symmetry on the same scale', () => {
    expect(['ID', 'EX', 'VG', 'GD', 'FR', 'PR'].map((c) => gradeLabel('cut', c))).toEqual(['Ideal', 'Excellent', 'Vr Good', 'Good', 'Fair', 'Poor']);
    expect(gradeLabel('polish', 'EX')).toBe('Excellent');
    expect(gradeLabel('symmetry', 'VG')).toBe('Vr Good');
    expect(gradeLabel('fluorescence', 'NON')).toBe('None');
    expect(gradeLabel('cut', null)).toBe('Not graded');
  });

  it('keeps the short forms of the search: title, grades line, certificate', () => {
    expect(stoneTitle(stone)).toBe('0.87 ct Round');
    expect(gradesLine(stone)).toBe('G · VS2 · Excellent');
    expect(gradesInWords(stone)).toBe('G colour · VS2 clarity · Excellent cut');
    expect(certificateInWords(stone)).toBe('GIA 2141438171');
    expect(shapeLabel('PEAR')).toBe('Pear');
  });
});
