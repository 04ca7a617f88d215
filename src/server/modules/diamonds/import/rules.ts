/**
 * `--rules FILE`: a JSON file of pricing rules laid over the shop's defaults (DEFAULT_PRICING_RULES in
 * src/domain/diamonds/pricing.ts). Every key is optional; a markup list given for a type replaces that type's
 * whole list. JSON has no Infinity, so the last band leaves `upToUsd` out (or null). Example:
 *
 *   { "usdToMyr": 4.6, "rounding": "ringgit",
 *     "markup": { "lab": [ { "upToUsd": 1000, "factor": 3 }, { "factor": 2.4 } ] } }
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { DEFAULT_PRICING_RULES, type MarkupBand, type PricingRules } from '../../../../domain/diamonds/pricing.ts';
import { FeedImportError } from './errors.ts';
import { t } from '../../../../domain/words/catalogue.ts';
import '../../../../domain/words/books/cms.ts';

const band = z.strictObject({
  upToUsd: z.number().positive().nullish(),
  factor: z.number().positive(),
});

const bands = z
  .array(band)
  .min(1)
  .superRefine((list, ctx) => {
    list.forEach((b, i) => {
      const last = i === list.length - 1;
      if (last && b.upToUsd != null) ctx.addIssue({ code: 'custom', path: [i, 'upToUsd'], message: t('messages.cmsPricing.lastBandOpen') });
      if (!last && b.upToUsd == null) ctx.addIssue({ code: 'custom', path: [i, 'upToUsd'], message: t('messages.cmsPricing.onlyLastBandOpen') });
      const before = list[i - 1]?.upToUsd;
      if (i > 0 && b.upToUsd != null && before != null && b.upToUsd <= before)
        ctx.addIssue({ code: 'custom', path: [i, 'upToUsd'], message: t('messages.cmsPricing.bandsGoUp') });
    });
  });

export const pricingRulesFileSchema = z.strictObject({
  usdToMyr: z.number().positive().optional(),
  markup: z.strictObject({ natural: bands.optional(), lab: bands.optional() }).optional(),
  rounding: z.enum(['ringgit', 'nice']).optional(),
});
export type PricingRulesFile = z.infer<typeof pricingRulesFileSchema>;

const toBands = (list: z.infer<typeof bands>): MarkupBand[] => list.map((b) => ({ upToUsd: b.upToUsd ?? Infinity, factor: b.factor }));

/** The rules of the file over `base` (the shop's defaults). */
export function mergePricingRules(file: PricingRulesFile, base: PricingRules = DEFAULT_PRICING_RULES): PricingRules {
  return {
    usdToMyr: file.usdToMyr ?? base.usdToMyr,
    rounding: file.rounding ?? base.rounding,
    markup: {
      natural: file.markup?.natural ? toBands(file.markup.natural) : base.markup.natural,
      lab: file.markup?.lab ? toBands(file.markup.lab) : base.markup.lab,
    },
  };
}

/** Reads and checks a rules file; any problem is a FeedImportError that names the file and the bad key. */
export async function loadPricingRules(file: string): Promise<PricingRules> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const what = t('cms.feedImport.rules');
    throw new FeedImportError(code === 'ENOENT' ? t('cms.feedImport.fileMissing', { what, file }) : t('cms.feedImport.fileUnreadable', { what, file, problem: (error as Error).message }));
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FeedImportError(t('cms.feedImport.rulesNotJson', { file, problem: (error as Error).message }));
  }
  const parsed = pricingRulesFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(file)'}: ${i.message}`).join('; ');
    throw new FeedImportError(t('cms.feedImport.rulesNotValid', { file, problems }));
  }
  return mergePricingRules(parsed.data);
}
