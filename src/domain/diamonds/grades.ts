import { t } from '../words/catalogue.ts';
/** Diamond grading scales: value is the code the API uses, label is shown. Order is best first. */
export const COLOURS = [
  ...['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N'].map((c) => ({ code: c, label: c })),
  { code: 'OP', label: 'O-P' },
  { code: 'QR', label: 'Q-R' },
  { code: 'ST', label: 'S-T' },
  { code: 'UV', label: 'U-V' },
  { code: 'WX', label: 'W-X' },
  { code: 'YZ', label: 'Y-Z' },
] as const;
export type ColourCode = (typeof COLOURS)[number]['code'];

export const CLARITIES = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2'].map((c) => ({ code: c, label: c }));
export type ClarityCode = 'FL' | 'IF' | 'VVS1' | 'VVS2' | 'VS1' | 'VS2' | 'SI1' | 'SI2';

export const CUTS = [
  { code: 'ID', label: t('names.grades.ideal') },
  { code: 'EX', label: t('names.grades.excellent') },
  { code: 'VG', label: t('names.grades.vrGood') },
  { code: 'GD', label: t('names.grades.good') },
  { code: 'FR', label: t('names.grades.fair') },
  { code: 'PR', label: t('names.grades.poor') },
] as const;
export type CutCode = (typeof CUTS)[number]['code'];

/** Polish and symmetry share one scale. */
export const FINISHES = ['EX', 'VG', 'GD', 'FR', 'PR'].map((c) => ({ code: c, label: c }));
export type FinishCode = 'EX' | 'VG' | 'GD' | 'FR' | 'PR';

export const FLUORESCENCES = [
  { code: 'NON', label: t('names.grades.none') },
  { code: 'FNT', label: t('names.grades.faint') },
  { code: 'MED', label: t('names.grades.medium') },
  { code: 'STG', label: t('names.grades.strong') },
  { code: 'VSTGR', label: t('names.grades.vrStrong') },
] as const;
export type FluorescenceCode = (typeof FLUORESCENCES)[number]['code'];

export const LABS = ['GIA', 'IGI', 'HRD', 'AGS', 'GCAL'].map((c) => ({ code: c, label: c }));
export type LabCode = 'GIA' | 'IGI' | 'HRD' | 'AGS' | 'GCAL';

export const DIAMOND_TYPES = [
  {
    value: 'naturaldiamond',
    url: 'natural-diamond',
    label: t('names.grades.naturalDiamond'),
    description: t('names.grades.formedDeepInThe'),
  },
  {
    value: 'labgrowndiamond',
    url: 'lab-grown-diamond',
    label: t('names.grades.labDiamond'),
    description: t('names.grades.grownAboveGroundWith'),
  },
] as const;
export type DiamondTypeValue = (typeof DIAMOND_TYPES)[number]['value'];

/** Search presets: 3EX and 3EX NON (the default preset is 3EX). */
export const PRESETS = {
  '3EX': { cut: ['ID', 'EX'], polish: ['EX'], symmetry: ['EX'], fluorescence: [] as string[] },
  '3EX NON': { cut: ['ID', 'EX'], polish: ['EX'], symmetry: ['EX'], fluorescence: ['NON'] },
} as const;
export const DEFAULT_PRESET = '3EX' as const;

/** Carat and price bounds of the diamond search. */
export const DIAMOND_CARAT_RANGE = { min: 0.18, max: 10, step: 0.01 } as const;
export const DIAMOND_PRICE_RANGE = { min: 0, max: 200000, step: 0.01 } as const;
