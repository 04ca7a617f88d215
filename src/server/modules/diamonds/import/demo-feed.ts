/**
 * Demo stones (db/seed/diamond-generator.ts) written as a RapNet CSV feed, in RapNet's codes (`BR`, `PS`, `G` for
 * good …): the import benchmark (bench/import.mjs) and the tests build their feeds with it.
 */
import type { ClarityCode, CutCode, FinishCode, FluorescenceCode } from '../../../../domain/diamonds/grades.ts';
import { dollarsFromCents } from '../../../../domain/money/money.ts';
import type { ShapeCode } from '../../../../domain/diamonds/shapes.ts';
import type { DiamondRow } from '../stone-row.ts';

const SHAPE: Record<ShapeCode, string> = {
  ROUND: 'BR', PEAR: 'PS', EMERALD: 'EM', PRINCESS: 'PR', CUSHION: 'CU', OVAL: 'OV', RADIANT: 'RAD', ASSCHER: 'A', MARQUISE: 'MQ', HEART: 'HS',
};
const CUT: Record<CutCode, string> = { ID: 'I', EX: 'EX', VG: 'VG', GD: 'G', FR: 'F', PR: 'P' };
const FINISH: Record<FinishCode, string> = { EX: 'EX', VG: 'VG', GD: 'G', FR: 'F', PR: 'P' };
const FLUORESCENCE: Record<FluorescenceCode, string> = { NON: 'None', FNT: 'Faint', MED: 'Medium', STG: 'Strong', VSTGR: 'Very Strong' };

export const RAPNET_DEMO_HEADER =
  'Stock #,Shape,Size,Color,Clarity,Cut Grade,Polish,Symmetry,Fluorescence Intensity,Lab,Certificate #,Depth %,Table %,Measurements,Cash Price,Cash Discount %,Availability\n';

/**
 * One stone as a RapNet CSV line: the stock number without the `KL` prefix, the first letter of a grouped colour
 * (O-P → O), the cost as a cash price per carat (so the import's cost may differ from the stone's by a cent).
 */
export function rapnetDemoLine(d: DiamondRow): string {
  return (
    `${d.stockId.slice(2)},${SHAPE[d.shape as ShapeCode]},${d.carat.toFixed(2)},${d.color[0]},${d.clarity as ClarityCode},` +
    `${CUT[d.cut as CutCode]},${FINISH[d.polish as FinishCode]},${FINISH[d.symmetry as FinishCode]},` +
    `${FLUORESCENCE[d.fluorescence as FluorescenceCode]},${d.lab},${d.certificateNo},${d.depthPct.toFixed(1)},${d.tablePct.toFixed(1)},` +
    `${d.lengthMm.toFixed(2)}x${d.widthMm.toFixed(2)}x${d.heightMm.toFixed(2)},${(dollarsFromCents(d.costUsdCents) / d.carat).toFixed(2)},-35.00,` +
    `${d.isAvailable ? 'GA' : 'NA'}\n`
  );
}
