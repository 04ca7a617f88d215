/**
 * Suppliers' value codes → the shop's codes (src/domain/diamonds/grades.ts, src/domain/diamonds/shapes.ts), domain.md §2.
 * Values are compared upper-cased with everything but letters and digits removed, so `Very Good`, `V.GOOD` and
 * `very_good` are one spelling. Each reader answers the shop's code, or a reason the row is rejected.
 */
import type { DiamondKind } from '../../../../domain/diamonds/pricing.ts';
import { LABS, type ClarityCode, type ColourCode, type CutCode, type FinishCode, type FluorescenceCode, type LabCode } from '../../../../domain/diamonds/grades.ts';
import type { ShapeCode } from '../../../../domain/diamonds/shapes.ts';
import { t } from '../../../../domain/words/catalogue.ts';
import '../../../../domain/words/books/cms.ts';

export const normaliseCode = (raw: string): string => raw.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/** A value read into a shop code, or the reason it cannot be. */
export type CodeReading<T> = { code: T } | { reason: string };

const SHAPE_SPELLINGS: Record<ShapeCode, string[]> = {
  ROUND: ['B', 'BR', 'RB', 'RD', 'RBC', 'RND', 'Round', 'Round Brilliant', 'Brilliant'],
  PEAR: ['P', 'PS', 'PE', 'Pear', 'Pear Shape', 'Pear Brilliant', 'Pear Modified Brilliant'],
  EMERALD: ['E', 'EM', 'EC', 'Emerald', 'Emerald Cut'],
  PRINCESS: ['PR', 'PRN', 'PC', 'Princess', 'Princess Cut'],
  CUSHION: ['CB', 'CU', 'CUSH', 'Cushion', 'Cushion Brilliant', 'Cushion Modified', 'Cushion Modified Brilliant'],
  OVAL: ['O', 'OV', 'Oval', 'Oval Brilliant'],
  RADIANT: ['R', 'RAD', 'Radiant', 'Radiant Cut'],
  ASSCHER: ['A', 'AS', 'CSS', 'Asscher', 'Ascher'],
  MARQUISE: ['M', 'MQ', 'MQB', 'Marquise', 'Marquis'],
  HEART: ['H', 'HS', 'Heart', 'Heart Shape', 'Heart Brilliant'],
};

/** D–N one letter each; from O on the shop sells grouped pairs, and either letter of a pair reads as the pair. */
const COLOUR_SPELLINGS: Record<ColourCode, string[]> = {
  ...(Object.fromEntries(['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N'].map((c) => [c, [c]])) as Record<ColourCode, string[]>),
  OP: ['O', 'P', 'OP', 'O-P'],
  QR: ['Q', 'R', 'QR', 'Q-R'],
  ST: ['S', 'T', 'ST', 'S-T'],
  UV: ['U', 'V', 'UV', 'U-V'],
  WX: ['W', 'X', 'WX', 'W-X'],
  YZ: ['Y', 'Z', 'YZ', 'Y-Z'],
};

const CLARITY_SPELLINGS: Record<ClarityCode, string[]> = {
  FL: ['FL', 'Flawless'],
  IF: ['IF', 'Internally Flawless'],
  VVS1: ['VVS1'],
  VVS2: ['VVS2'],
  VS1: ['VS1'],
  VS2: ['VS2'],
  SI1: ['SI1'],
  SI2: ['SI2'],
};
/** Graded clarities the shop does not sell (it sells FL to SI2). */
const UNSOLD_CLARITIES = ['SI3', 'I1', 'I2', 'I3', 'P1', 'P2', 'P3'];

const GRADE_SPELLINGS = {
  VG: ['VG', 'Very Good', 'V Good', 'V.G.'],
  GD: ['G', 'GD', 'Good'],
  FR: ['F', 'FR', 'Fair'],
  PR: ['P', 'PR', 'Poor'],
};
const CUT_SPELLINGS: Record<CutCode, string[]> = {
  ID: ['I', 'ID', 'Ideal'],
  EX: ['EX', 'EXC', 'X', 'Excellent'],
  ...GRADE_SPELLINGS,
};
/** Polish and symmetry have no 'ideal' grade: a feed's I / Ideal is read as the top grade, EX. */
const FINISH_SPELLINGS: Record<FinishCode, string[]> = {
  EX: ['EX', 'EXC', 'X', 'Excellent', 'I', 'ID', 'Ideal'],
  ...GRADE_SPELLINGS,
};

/**
 * Intensities as the trade writes them (RapNet's list: None, Faint, Medium, Strong, Very Strong and their short
 * forms). A colour written after the intensity (`Medium Blue`, `MB`, `Strong Yellow`, `VSTB`) is read for the intensity:
 * the shop grades fluorescence by intensity only.
 */
const FLUORESCENCE_SPELLINGS: Record<FluorescenceCode, string[]> = {
  NON: ['N', 'NON', 'NONE', 'NEG', 'Negligible', 'NIL', 'No'],
  FNT: ['F', 'FNT', 'FA', 'Faint', 'Slight', 'SL', 'SLT', 'Very Slight', 'VSL', 'VSLT'],
  MED: ['M', 'MED', 'MD', 'Medium'],
  STG: ['S', 'STG', 'ST', 'STR', 'Strong'],
  VSTGR: ['VS', 'VST', 'VSTG', 'VSTGR', 'VSTR', 'Very Strong'],
};
/** Fluorescence colours and their one-letter short forms, as they follow an intensity (`MB`, `Strong Blue`). */
const FLUORESCENCE_COLOURS = ['BLUE', 'YELLOW', 'WHITE', 'GREEN', 'ORANGE', 'RED', 'B', 'Y', 'W', 'G', 'O'];

const LAB_SPELLINGS: Record<LabCode, string[]> = {
  GIA: ['GIA'],
  IGI: ['IGI'],
  HRD: ['HRD', 'HRD Antwerp'],
  AGS: ['AGS', 'AGSL'],
  GCAL: ['GCAL', 'GCAL by Sarine'],
};

const TYPE_SPELLINGS: Record<DiamondKind, string[]> = {
  natural: ['Natural', 'N', 'Diamond', 'Natural Diamond', 'Natural_Diamond', 'Mined', 'Earth Mined'],
  lab: ['Lab', 'Lab Grown', 'Lab-grown', 'Lab_grown_Diamond', 'Lab Grown Diamond', 'LGD', 'LG', 'CVD', 'HPHT'],
};

function lookup<T extends string>(spellings: Record<T, string[]>): Map<string, T> {
  const map = new Map<string, T>();
  for (const [code, names] of Object.entries(spellings) as [T, string[]][]) for (const name of names) map.set(normaliseCode(name), code);
  return map;
}

/** A reader for one field: the code for a spelling, or `unknown <what> '<raw>'`; answers are remembered per spelling. */
function reader<T extends string>(what: string, spellings: Record<T, string[]>, refuse: (key: string, raw: string) => string | undefined = () => undefined) {
  const codes = lookup(spellings);
  const seen = new Map<string, CodeReading<T>>();
  return (raw: string): CodeReading<T> => {
    let answer = seen.get(raw);
    if (answer) return answer;
    const value = raw.trim();
    const key = normaliseCode(value);
    const code = codes.get(key);
    if (code) answer = { code };
    else if (!value) answer = { reason: t('cms.feedReport.missing', { what }) };
    else answer = { reason: refuse(key, value) ?? t('cms.feedReport.unknown', { what, value }) };
    if (seen.size < 10_000) seen.set(raw, answer);
    return answer;
  };
}

export const readShape = reader<ShapeCode>(t('cms.feedReport.fields.shape'), SHAPE_SPELLINGS);
export const readColour = reader<ColourCode>(t('cms.feedReport.fields.colour'), COLOUR_SPELLINGS);
export const readClarity = reader<ClarityCode>(t('cms.feedReport.fields.clarity'), CLARITY_SPELLINGS, (key, raw) =>
  UNSOLD_CLARITIES.includes(key) ? t('cms.feedReport.clarityNotSold', { value: raw }) : undefined,
);
export const readCut = reader<CutCode>(t('cms.feedReport.fields.cutGrade'), CUT_SPELLINGS);
export const readPolish = reader<FinishCode>(t('cms.feedReport.fields.polish'), FINISH_SPELLINGS);
export const readSymmetry = reader<FinishCode>(t('cms.feedReport.fields.symmetry'), FINISH_SPELLINGS);
const readFluorescenceIntensity = reader<FluorescenceCode>(t('cms.feedReport.fields.fluorescence'), FLUORESCENCE_SPELLINGS);
/** An intensity, also with its colour written after it (`MB`, `Medium Blue`, `Strong Yellow`, `VSTB`). */
export function readFluorescence(raw: string): CodeReading<FluorescenceCode> {
  const answer = readFluorescenceIntensity(raw);
  if ('code' in answer) return answer;
  const key = normaliseCode(raw);
  for (const colour of FLUORESCENCE_COLOURS) {
    if (key.length <= colour.length || !key.endsWith(colour)) continue;
    const intensity = readFluorescenceIntensity(key.slice(0, -colour.length));
    if ('code' in intensity) return intensity;
  }
  return answer;
}
export const readLab = reader<LabCode>(t('cms.feedReport.fields.lab'), LAB_SPELLINGS, (_, raw) => t('cms.feedReport.labNotSold', { value: raw, labs: LABS.map((l) => l.code).join(', ') }));
export const readType = reader<DiamondKind>(t('cms.feedReport.fields.type'), TYPE_SPELLINGS);

/**
 * A stone's colour: a D–Z grade. A fancy colour — in the feed's fancy colour column, or written in the colour column
 * (`Fancy Yellow`, `FY`, `Fancy`) — is a stone the shop does not sell.
 */
export const FANCY_COLOURS_NOT_SOLD = t('cms.feedReport.fancyColoursNotSold');
const FANCY_IN_COLOUR = /^(FANCY|FC[A-Z]*$|F[A-Z]$|NATURALFANCY)/;
export function readStoneColour(colour: string, fancyColour: string): CodeReading<ColourCode> {
  const fancy = fancyColour === '' ? '' : normaliseCode(fancyColour);
  if (fancy && fancy !== 'NONE' && fancy !== 'N' && fancy !== 'NA') return { reason: FANCY_COLOURS_NOT_SOLD };
  const answer = readColour(colour);
  if ('reason' in answer && FANCY_IN_COLOUR.test(normaliseCode(colour))) return { reason: FANCY_COLOURS_NOT_SOLD };
  return answer;
}

/** Treatment values that mean none (RapNet's `None`, IGI's `As Grown` for a lab-grown stone); anything else is a treatment. */
const UNTREATED = new Set(['', 'NONE', 'N', 'NO', 'NA', 'NIL', 'UNTREATED', 'NOTTREATED', 'NATURAL', 'ASGROWN', 'NOTREATMENT', 'NOTREATMENTS', '0', 'FALSE']);
/** Undefined when the stone is untreated, else the reason it is not sold. */
export function treatmentRefusal(treatment: string, colourTreatment: string): string | undefined {
  for (const [value, what] of [[treatment, t('cms.feedReport.fields.treatment')], [colourTreatment, t('cms.feedReport.fields.treatedColour')]] as const)
    if (!UNTREATED.has(normaliseCode(value))) return t('cms.feedReport.treatedNotSold', { what, value: value.trim() });
  return undefined;
}

/** Availability values that mean the supplier cannot sell the stone now; anything else (or nothing) is available. */
const UNAVAILABLE = new Set(['NA', 'NOTAVAILABLE', 'UNAVAILABLE', 'SOLD', 'NO', 'N', 'FALSE', '0']);
export const readAvailable = (raw: string): boolean => !UNAVAILABLE.has(normaliseCode(raw));
