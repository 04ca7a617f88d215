import { z } from 'zod';
import { INSTALMENT_BANK_MAX, INSTALMENT_MONTHS, PROMO_CODE_MAX } from '../payments/instalments.ts';
import { isWholeSen } from '../money/money.ts';
import { t } from '../words/catalogue.ts';
import { cmsAnswer, component } from './components.ts';
import { says, safeText } from './fields.ts';
import { formatList } from '../words/format.ts';

/** Interest-free instalment plans (src/domain/payments/instalments.ts): what the storefront reads, what checkout sends, what staff edit. */

const months = z.union(INSTALMENT_MONTHS.map((m) => z.literal(m)) as [z.ZodLiteral<6>, z.ZodLiteral<12>], says('validation.instalments.theMonthsMustBe', { months: formatList(INSTALMENT_MONTHS.map(String), 'or') }));
const bank = safeText().min(1, t('instalments.cms.emptyBank')).max(INSTALMENT_BANK_MAX, says('validation.instalments.aBanksNameMay', { max: INSTALMENT_BANK_MAX }));

/** A plan offered now, as the storefront shows it: the bank, the months and the smallest total in RM. */
export const instalmentPlanSchema = component('InstalmentPlan', z.object({ bank: z.string(), months: z.number().int(), minimum: z.number() }));
export type InstalmentPlanAnswer = z.infer<typeof instalmentPlanSchema>;
/** GET /api/payment/instalment-plans: the plans switched on, by bank as listed, then months. */
export const instalmentPlansAnswerSchema = component('InstalmentPlansAnswer', z.object({ code: z.string(), message: z.string(), plans: z.array(instalmentPlanSchema) }));

/** The plan checkout sends with the payment method EPP (POST /api/order/create, PUT /api/order/update). */
export const instalmentChoiceSchema = z.strictObject({ bank, months });

/** The plan of an order as the shopper sees it: sen-exact monthly amounts, and whether the gateway confirmed it. */
export const orderInstalmentSchema = z.object({
  bank: z.string(),
  months: z.number().int(),
  /** Each month's amount and the last one's (which absorbs the rounding), in RM. */
  monthly: z.number(),
  last: z.number(),
  /** null while unpaid; false when the payment was approved without the plan (charged in full). */
  confirmed: z.boolean().nullable(),
});
export type OrderInstalment = z.infer<typeof orderInstalmentSchema>;

// ---------------------------------------------------------------- the back-office (/api/cms/instalment-plans)

/** One plan as staff edit it: minimum in RM, the bank's promotion code (eGHL's PromoCode), on or off. */
export const cmsInstalmentPlanSchema = component(
  'CmsInstalmentPlan',
  z.object({
    bank,
    months,
    minimum: z.number().nonnegative(says('validation.instalments.aMinimumCannotBe')).max(1_000_000, says('validation.instalments.aMinimumMayBe')).refine(isWholeSen, says('validation.instalments.aMinimumHasAt')),
    promo_code: safeText().max(PROMO_CODE_MAX, says('validation.instalments.aPromoCodeMay', { max: PROMO_CODE_MAX })).regex(/^[A-Za-z0-9]*$/, says('validation.instalments.aPromoCodeIs')).default(''),
    active: z.boolean(),
  }),
);
export type CmsInstalmentPlan = z.output<typeof cmsInstalmentPlanSchema>;
/** PUT /api/cms/instalment-plans: every plan, in the order listed (the whole list replaces the one kept). */
export const cmsInstalmentPlansChangeSchema = z.strictObject({ plans: z.array(cmsInstalmentPlanSchema).max(200) });
export const cmsInstalmentPlansAnswerSchema = component('CmsInstalmentPlansAnswer', cmsAnswer({ plans: z.array(cmsInstalmentPlanSchema) }));

/** The instalment plan of an order in the back-office: what was chosen and what the gateway said; `flagged` when it did not confirm it. */
export const cmsOrderInstalmentSchema = z.object({
  bank: z.string(),
  months: z.number().int(),
  confirmed: z.boolean().nullable(),
  /** What staff must see: the payment was approved without the plan (the customer was charged in full). */
  flagged: z.string().nullable(),
});
