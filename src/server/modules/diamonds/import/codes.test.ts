import { describe, expect, it } from 'vitest';
import { readAvailable, readClarity, readColour, readCut, readFluorescence, readLab, readPolish, readShape, readStoneColour, readSymmetry, readType, treatmentRefusal } from './codes.ts';

const codes = <T>(read: (raw: string) => { code: T } | { reason: string }, spellings: string[]) =>
  spellings.map((s) => {
    const r = read(s);
    return 'code' in r ? r.code : r.reason;
  });

describe('supplier codes → the shop codes (domain.md §2)', () => {
  it('reads RapNet shape codes: Round = B/BR/RB/RD/RBC/RND, Pear = P/PS, Emerald = E/EM/EC, Princess = PR/PRN/PC …', () => {
    expect(codes(readShape, ['B', 'BR', 'RB', 'RD', 'RBC', 'RND', 'round'])).toEqual(Array(7).fill('ROUND'));
    expect(codes(readShape, ['P', 'PS'])).toEqual(['PEAR', 'PEAR']);
    expect(codes(readShape, ['E', 'EM', 'EC'])).toEqual(Array(3).fill('EMERALD'));
    expect(codes(readShape, ['PR', 'PRN', 'PC'])).toEqual(Array(3).fill('PRINCESS'));
    expect(codes(readShape, ['CB', 'CU', 'CUSH', 'Cushion Modified'])).toEqual(Array(4).fill('CUSHION'));
    expect(codes(readShape, ['O', 'OV'])).toEqual(['OVAL', 'OVAL']);
    expect(codes(readShape, ['R', 'RAD'])).toEqual(['RADIANT', 'RADIANT']);
    expect(codes(readShape, ['A', 'CSS'])).toEqual(['ASSCHER', 'ASSCHER']);
    expect(codes(readShape, ['M', 'MQ', 'MQB'])).toEqual(Array(3).fill('MARQUISE'));
    expect(codes(readShape, ['H', 'HS'])).toEqual(['HEART', 'HEART']);
    expect(codes(readShape, ['TRILLION', ''])).toEqual(["unknown shape 'TRILLION'", 'missing shape']);
  });

  it('keeps colours D–N and groups the letters after N in pairs (O or P → OP … Y or Z → YZ)', () => {
    expect(codes(readColour, ['D', 'g', 'N'])).toEqual(['D', 'G', 'N']);
    expect(codes(readColour, ['O', 'P', 'O-P', 'Q', 'T', 'U', 'X', 'Y', 'Z'])).toEqual(['OP', 'OP', 'OP', 'QR', 'ST', 'UV', 'WX', 'YZ', 'YZ']);
  });

  it('fancy colours are not sold: a Fancy Color column with a colour, or a fancy colour written in the Color column', () => {
    const reason = 'fancy colours are not sold (the shop sells D to Z)';
    expect(codes((raw) => readStoneColour('', raw), ['Yellow', 'Pink'])).toEqual([reason, reason]);
    expect(codes((raw) => readStoneColour(raw, ''), ['Fancy Yellow', 'FY', 'Fancy'])).toEqual([reason, reason, reason]);
    expect(codes((raw) => readStoneColour(raw, 'None'), ['G', ''])).toEqual(['G', 'missing colour']);
  });

  it('treated stones are not sold; None, N, As Grown or nothing is untreated', () => {
    expect(['', 'None', 'N', 'As Grown', 'untreated'].map((t) => treatmentRefusal(t, ''))).toEqual(Array(5).fill(undefined));
    expect(treatmentRefusal('Laser Drilled', '')).toBe("treated stones are not sold (treatment 'Laser Drilled')");
    expect(treatmentRefusal('', 'Blue')).toBe("treated stones are not sold (treated colour 'Blue')");
  });

  it('sells clarities FL to SI2 only: SI3 and I1–I3 are rejected with the reason', () => {
    expect(codes(readClarity, ['FL', 'IF', 'vvs1', 'VVS 2', 'VS1', 'VS2', 'SI1', 'SI2'])).toEqual(['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2']);
    for (const unsold of ['SI3', 'I1', 'I2', 'I3']) expect(codes(readClarity, [unsold])).toEqual([`clarity '${unsold}' is not sold (the shop sells FL to SI2)`]);
  });

  it("reads cut grades: 'I'/Ideal → ID, Excellent → EX, Very Good → VG, G/Good → GD, F/Fair → FR, P/Poor → PR", () => {
    expect(codes(readCut, ['I', 'Ideal', 'EX', 'Excellent', 'VG', 'Very Good', 'G', 'Good', 'F', 'Fair', 'P', 'Poor'])).toEqual([
      'ID', 'ID', 'EX', 'EX', 'VG', 'VG', 'GD', 'GD', 'FR', 'FR', 'PR', 'PR',
    ]);
  });

  it('reads polish and symmetry on EX/VG/GD/FR/PR; an ideal polish or symmetry is the top grade, EX', () => {
    expect(codes(readPolish, ['EX', 'I', 'Ideal', 'VG', 'G', 'F', 'P'])).toEqual(['EX', 'EX', 'EX', 'VG', 'GD', 'FR', 'PR']);
    expect(codes(readSymmetry, ['Excellent', 'Very Good', 'Good', 'Fair', 'Poor'])).toEqual(['EX', 'VG', 'GD', 'FR', 'PR']);
  });

  it('reads fluorescence: None/N/Negligible, Faint/F/FNT/Slight, Medium/M/MED, Strong/S/STG, Very Strong/VS/VST/VSTG', () => {
    expect(codes(readFluorescence, ['None', 'N', 'Negligible'])).toEqual(['NON', 'NON', 'NON']);
    expect(codes(readFluorescence, ['Faint', 'F', 'FNT', 'Slight'])).toEqual(Array(4).fill('FNT'));
    expect(codes(readFluorescence, ['Medium', 'M', 'MED'])).toEqual(Array(3).fill('MED'));
    expect(codes(readFluorescence, ['Strong', 'S', 'STG'])).toEqual(Array(3).fill('STG'));
    expect(codes(readFluorescence, ['Very Strong', 'VS', 'VST', 'VSTG'])).toEqual(Array(4).fill('VSTGR'));
  });

  it('reads fluorescence written with its colour: N/NON/None, F/FNT/Faint, M/MED/MB/Medium Blue, S/STG/SB/Strong Blue, VS/VST/VSTG/Very Strong (Blue)', () => {
    expect(codes(readFluorescence, ['N', 'NON', 'None'])).toEqual(Array(3).fill('NON'));
    expect(codes(readFluorescence, ['F', 'FNT', 'Faint', 'Faint Blue', 'FB'])).toEqual(Array(5).fill('FNT'));
    expect(codes(readFluorescence, ['M', 'MED', 'MB', 'Medium Blue', 'Medium Yellow'])).toEqual(Array(5).fill('MED'));
    expect(codes(readFluorescence, ['S', 'STG', 'SB', 'Strong Blue', 'STG BLUE'])).toEqual(Array(5).fill('STG'));
    expect(codes(readFluorescence, ['VS', 'VST', 'VSTG', 'Very Strong', 'Very Strong Blue', 'VSTB'])).toEqual(Array(6).fill('VSTGR'));
    expect(codes(readFluorescence, ['Blue', 'Glowing'])).toEqual(["unknown fluorescence 'Blue'", "unknown fluorescence 'Glowing'"]);
  });

  it('sells stones of GIA, IGI, HRD, AGS and GCAL only; another lab is rejected with the reason', () => {
    expect(codes(readLab, ['GIA', 'igi', 'HRD', 'AGS', 'GCAL'])).toEqual(['GIA', 'IGI', 'HRD', 'AGS', 'GCAL']);
    expect(codes(readLab, ['EGL'])).toEqual(["unsupported lab 'EGL' (the shop sells stones graded by GIA, IGI, HRD, AGS, GCAL)"]);
  });

  it("reads VDB's type: Lab_grown_Diamond is lab-grown", () => {
    expect(codes(readType, ['Lab_grown_Diamond', 'Diamond', 'natural'])).toEqual(['lab', 'natural', 'natural']);
  });

  it('a stone is available unless the feed says it is not (Not Available, NA, Sold)', () => {
    expect(['', 'GA', 'Available', 'Memo'].map(readAvailable)).toEqual([true, true, true, true]);
    expect(['Not Available', 'NA', 'sold'].map(readAvailable)).toEqual([false, false, false]);
  });
});
