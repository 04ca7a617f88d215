import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { cmsInstalmentPlansAnswerSchema, cmsInstalmentPlansChangeSchema, type CmsInstalmentPlan } from '../../../domain/contract/instalments.ts';
import type { PlanReview } from '../../../domain/payments/instalment-grant.ts';
import { formatRM } from '../../../domain/money/money.ts';
import { t } from '../../../domain/words/catalogue.ts';
import type { Database } from '../../db/client.ts';
import type { OrderInstalment, paymentAttempts } from '../../db/schema/orders.ts';
import type { Caller } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { cmsPlanOf, readPlans, replacePlans } from '../payments/index.ts';
import { requireStaff } from './staff.ts';

/**
 * The banks' instalment plans for staff: read them, and replace the whole list (banks, months, minimums, promotion
 * codes, on or off) in one audited transaction. The table announces the change, so every instance's product pages,
 * payment-options page and checkout show the new plans on their next request.
 */
export function createCmsInstalmentPlans(db: Database) {
  const answer = async (from: Database) => ({ plans: (await readPlans(from)).map(cmsPlanOf) });
  return {
    async read(caller: Caller | undefined) {
      requireStaff(caller);
      return answer(db);
    },
    async change(caller: Caller | undefined, plans: CmsInstalmentPlan[]) {
      const staff = requireStaff(caller);
      return db.transaction(async (tx) => {
        const { before, after } = await replacePlans(tx, plans);
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          await recordAudit(tx, { actorUserId: staff.userId, action: 'instalment-plans.update', entity: 'instalment-plans', entityKey: 'plans', before: { plans: before.map(cmsPlanOf) }, after: { plans: after.map(cmsPlanOf) } });
        }
        return answer(tx);
      });
    },
  };
}

/**
 * An order's plan in the back-office, flagged when the gateway approved the payment without it, or when the bank
 * granted a plan the order did not ask for or the shop does not offer for it (src/domain/payments/instalment-grant.ts).
 */
export function cmsInstalmentOf(plan: OrderInstalment | null, attempts: (typeof paymentAttempts.$inferSelect)[], totalSen: number) {
  if (!plan) return null;
  const paid = attempts.find((a) => a.status === 'success' && a.instalmentAnswer);
  const answer = paid?.instalmentAnswer ?? { eppYn: '', eppMonth: '', promoCode: '' };
  const flagged = plan.review
    ? reviewLines(plan, plan.review, totalSen)
    : plan.confirmed === false
      ? t('instalments.cms.flagged', { months: plan.months, bank: plan.bank, eppYn: answer.eppYn || '—', eppMonth: answer.eppMonth || '—' })
      : null;
  return { bank: plan.bank, months: plan.months, confirmed: plan.confirmed, flagged };
}

/** Why staff must look at a plan the bank granted: not asked for (or another than asked), and why the shop would not offer it. */
function reviewLines(plan: OrderInstalment, review: PlanReview, totalSen: number): string {
  const { months, bank } = plan;
  const lines = [review.asked ? t('instalments.cms.grantedOtherPlan', { askedMonths: review.asked.months, askedBank: review.asked.bank, months }) : t('instalments.cms.grantedNotAsked', { months, bank })];
  if (review.flags.includes('belowMinimum') && review.minSen !== null) lines.push(t('instalments.cms.grantedBelowMinimum', { months, bank, minimum: formatRM(review.minSen), total: formatRM(totalSen) }));
  if (review.flags.includes('notOffered')) lines.push(t('instalments.cms.grantedNotOffered', { months, bank }));
  return lines.join(' ');
}

/** /api/cms/instalment-plans: read and replace the plans (registered inside `cmsRoutes`: staff only). */
export async function cmsInstalmentPlanRoutes(app: FastifyInstance, opts: { plans: ReturnType<typeof createCmsInstalmentPlans>; at: string }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const refusals = { 400: message, 401: message, 403: message, 404: message, 409: message };
  const tags = ['back-office'];
  typed.get(`${opts.at}/instalment-plans`, { schema: { tags, summary: 'The interest-free instalment plans: bank, months, minimum in RM, promo code, on or off', response: { 200: cmsInstalmentPlansAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    ...(await opts.plans.read(request.caller)),
  }));
  typed.put(
    `${opts.at}/instalment-plans`,
    { schema: { tags, summary: 'Replace the instalment plans (the whole list, in order; audited): checkout, product pages and the payment-options page follow at once', body: cmsInstalmentPlansChangeSchema, response: { 200: cmsInstalmentPlansAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('instalments.cms.saved'), ...(await opts.plans.change(request.caller, request.body.plans)) }),
  );
}
