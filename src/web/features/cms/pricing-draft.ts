import type { DiamondKind, PricingRules } from '../../../domain/diamonds/pricing';
import type { PricingRulesAnswer as RulesFile } from '../../../domain/contract/cms-diamonds';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

/** The diamond pricing rules as the back-office's form holds them (text boxes), and back into the rules. */

/** The form's text boxes. */
export interface Draft {
  usdToMyr: string;
  rounding: RulesFile['rounding'];
  markup: Record<DiamondKind, { upToUsd: string; factor: string }[]>;
}

export const KINDS: { kind: DiamondKind; label: string }[] = [
  { kind: 'natural', label: t('cms.pricing.naturalDiamonds') },
  { kind: 'lab', label: t('cms.pricing.labGrownDiamonds') },
];
export const EXAMPLE_COSTS = [300, 1_000, 5_000, 20_000];
export const usd = (n: number) => t('common.usd', { amount: n });
export const draftOf = (r: RulesFile): Draft => ({
  usdToMyr: String(r.usdToMyr),
  rounding: r.rounding,
  markup: { natural: r.markup.natural.map((b) => ({ upToUsd: b.upToUsd === undefined ? '' : String(b.upToUsd), factor: String(b.factor) })), lab: r.markup.lab.map((b) => ({ upToUsd: b.upToUsd === undefined ? '' : String(b.upToUsd), factor: String(b.factor) })) },
});
export const number = (text: string) => (text.trim() === '' ? NaN : Number(text.replaceAll(',', '')));
/** The rules as the API takes them: the last band of each type open-ended. */
export const fileOf = (d: Draft) => ({
  usdToMyr: number(d.usdToMyr),
  rounding: d.rounding,
  markup: Object.fromEntries(KINDS.map(({ kind }) => [kind, d.markup[kind].map((b, i, all) => (i === all.length - 1 ? { factor: number(b.factor) } : { upToUsd: number(b.upToUsd), factor: number(b.factor) }))])),
});
/** The draft as the shop's pricing reads it, or null while a box does not hold a number. */
export function rulesOf(d: Draft): PricingRules | null {
  const f = fileOf(d);
  const bands = (kind: DiamondKind) => (f.markup[kind] as { upToUsd?: number; factor: number }[]).map((b) => ({ upToUsd: b.upToUsd ?? Infinity, factor: b.factor }));
  const all = [f.usdToMyr, ...KINDS.flatMap(({ kind }) => bands(kind).flatMap((b) => [b.upToUsd, b.factor]))];
  if (all.some((x) => Number.isNaN(x) || x <= 0)) return null;
  return { usdToMyr: f.usdToMyr, rounding: f.rounding, markup: { natural: bands('natural'), lab: bands('lab') } };
}
