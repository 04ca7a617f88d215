import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { instalmentPlansAnswerSchema, type CmsInstalmentPlan, type InstalmentPlanAnswer } from '../../../domain/contract/instalments.ts';
import { isInstalmentMonths, type InstalmentPlan } from '../../../domain/payments/instalments.ts';
import { ringgitFromSen, senFromRinggit } from '../../../domain/money/money.ts';
import { t } from '../../../domain/words/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { instalmentPlans } from '../../db/schema/instalments.ts';
import { keptUntilChanged, type StorefrontChanges } from '../../db/storefront-changes.ts';
import { BadRequestError } from '../../errors.ts';
import type { SharedAnswers } from '../../http/shared-answers.ts';

/**
 * The banks' instalment plans (table `instalment_plans`): read in the caller's transaction where money depends on
 * them (placing an order, Pay Now), kept by each instance for the storefront until the next storefront change (the
 * table announces its changes like the storefront's other tables), and replaced whole by staff.
 */

/** Every plan as listed (bank order, then months), on or off. */
export async function readPlans(db: Database): Promise<InstalmentPlan[]> {
  const rows = await db.select().from(instalmentPlans).orderBy(asc(instalmentPlans.position), asc(instalmentPlans.id));
  return rows
    .filter((r) => isInstalmentMonths(r.months))
    .sort((a, b) => a.position - b.position || a.months - b.months)
    .map((r) => ({ bank: r.bank, months: r.months, minSen: r.minSen, promoCode: r.promoCode, active: r.active }));
}

/** The plans as staff edit them (minimum in RM). */
export const cmsPlanOf = (p: InstalmentPlan): CmsInstalmentPlan => ({ bank: p.bank, months: p.months, minimum: ringgitFromSen(p.minSen), promo_code: p.promoCode, active: p.active });

/** A plan offered now, as the storefront reads it. */
const offeredPlanOf = (p: InstalmentPlan): InstalmentPlanAnswer => ({ bank: p.bank, months: p.months, minimum: ringgitFromSen(p.minSen) });

/**
 * Replaces every plan with the list given, in its order, in the caller's transaction (the staff's change is audited
 * there); a bank's plan over some months is listed once. Answers the plans before and after.
 */
export async function replacePlans(tx: Database, plans: CmsInstalmentPlan[]): Promise<{ before: InstalmentPlan[]; after: InstalmentPlan[] }> {
  const seen = new Set<string>();
  for (const p of plans) {
    const key = `${p.bank.toLowerCase()} ${p.months}`;
    if (seen.has(key)) throw new BadRequestError(t('instalments.cms.duplicate', { bank: p.bank, months: p.months }));
    seen.add(key);
  }
  // one change at a time: a second staff member's save waits for the first to commit, then replaces what it wrote
  // (without the lock both deleted the old rows and the second's insert met the first's rows in the unique index);
  // the storefront's reads are not held up (SHARE ROW EXCLUSIVE conflicts only with writers and itself)
  await tx.execute(sql`lock table ${instalmentPlans} in share row exclusive mode`);
  const before = await readPlans(tx);
  const banks = [...new Set(plans.map((p) => p.bank))];
  await tx.delete(instalmentPlans);
  if (plans.length > 0) {
    await tx.insert(instalmentPlans).values(plans.map((p) => ({ bank: p.bank, months: p.months, minSen: senFromRinggit(p.minimum), promoCode: p.promo_code, active: p.active, position: banks.indexOf(p.bank) + 1 })));
  }
  return { before, after: await readPlans(tx) };
}

export type OfferedPlans = () => Promise<InstalmentPlan[]>;

/** The plans switched on, kept until the storefront changes. */
export function offeredPlans(db: Database, changes: Pick<StorefrontChanges, 'version'>): OfferedPlans {
  return keptUntilChanged(changes, async () => (await readPlans(db)).filter((p) => p.active));
}

/** GET /api/payment/instalment-plans: the plans offered now, one answer shared by every shopper. */
export async function instalmentPlanRoutes(app: FastifyInstance, opts: { offered: OfferedPlans; shared: SharedAnswers }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/payment/instalment-plans',
    { schema: { tags: ['payments'], summary: 'The interest-free instalment plans offered now: bank, months (6 or 12) and the smallest order total in RM', response: { 200: instalmentPlansAnswerSchema } } },
    (request, reply) => opts.shared.send(request, reply, instalmentPlansAnswerSchema, async () => ({ code: '200', message: 'OK', plans: (await opts.offered()).map(offeredPlanOf) })),
  );
}
