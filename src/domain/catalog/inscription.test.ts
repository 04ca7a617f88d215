import { describe, expect, it } from 'vitest';
import { clampInscription, INCOMPLETE_INSCRIPTION, inscriptionLength, inscriptionProblem, isInscriptionFont } from './inscription.ts';

describe('inscription (storefront §5): at most 12 characters; text and font both set or both empty', () => {
  it('keeps at most 12 characters, counting an accented letter or an emoji as one', () => {
    expect(clampInscription('Forever and always')).toBe('Forever and ');
    expect(clampInscription('Sayang 💍 sel')).toBe('Sayang 💍 sel');
    expect(clampInscription('Sayang 💍 selamanya')).toHaveLength('Sayang 💍 sel'.length);
  });

  it("'Please complete your Inscription.' when only one of text and font is set", () => {
    expect(inscriptionProblem({ text: 'A & N', font: '' })).toBe(INCOMPLETE_INSCRIPTION);
    expect(inscriptionProblem({ text: '   ', font: 'Italic' })).toBe(INCOMPLETE_INSCRIPTION);
    expect(inscriptionProblem({ text: 'A & N', font: 'Italic' })).toBeUndefined();
    expect(inscriptionProblem({ text: '', font: '' })).toBeUndefined();
  });

  it('offers the fonts Classic, Modern, Italic and Cursive', () => {
    expect(['Classic', 'Modern', 'Italic', 'Cursive'].every(isInscriptionFont)).toBe(true);
    expect(isInscriptionFont('Comic')).toBe(false);
  });
});

describe('the 12 characters of an inscription are the characters shown (issue 38)', () => {
  it('a letter with a combining accent, an emoji with its skin tone and a flag are one character each', () => {
    expect(inscriptionLength('Zoe\u0308')).toBe(3);
    expect(inscriptionLength('👍🏽')).toBe(1);
    expect(inscriptionLength('🇲🇾 MY')).toBe(4);
    const accented = 'Zoe\u0308 & Ame\u0301lie';
    expect(inscriptionLength(accented)).toBe(12);
    expect(clampInscription(`${accented}!`)).toBe(accented);
    expect(clampInscription('A👍🏽'.repeat(7))).toBe('A👍🏽'.repeat(6));
  });
});
