import { eq } from 'drizzle-orm';
import type { ReturnInspection, ReturnStep } from '../../../domain/contract/cms-returns.ts';
import { RETURN_MESSAGES, RETURN_STEPS, type ReturnStatus } from '../../../domain/orders/returns.ts';
import { t, wordsOf } from '../../../domain/words/catalogue.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { orderReturnLines, orderReturns } from '../../db/schema/returns.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { stones } from '../diamonds/index.ts';
import type { OrderMoveDeps } from './status-changes.ts';

export const RETURN_STEP_MESSAGES = wordsOf('messages.returnStep', {}, {
  cannot: (from: ReturnStatus, to: ReturnStatus) => t('messages.returnStep.cannot', { from, to }),
});

type StaffStep = 'received' | 'inspected' | 'refused';

/**
 * Staff move a return along its steps (requested → received → inspected; refused from any step before the refund),
 * each with its note and audited in the same transaction. A retried step that already happened changes nothing.
 * Inspected may re-list the returned stones: only then do they go back on sale. Money after a cancellation has no
 * piece to receive: it is refunded from the queue at once (refunds.ts) or refused.
 */
export async function moveReturn(deps: OrderMoveDeps, staff: Caller, number: string, to: StaffStep, step: ReturnStep | ReturnInspection): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.number, number)).limit(1).for('update');
    if (!ret) throw new NotFoundError(RETURN_MESSAGES.notFound);
    if (ret.status === to) return;
    const from = ret.status;
    if (!RETURN_STEPS[from].includes(to) || (ret.kind !== 'return' && to !== 'refused')) throw new ConflictError(RETURN_STEP_MESSAGES.cannot(from, to));
    const now = new Date();
    const relist = to === 'inspected' && 'relist' in step && step.relist;
    const note = { received: { receivedNote: step.note }, inspected: { inspectedNote: step.note }, refused: { refusedNote: step.note } }[to];
    await tx
      .update(orderReturns)
      .set({ status: to, ...note, ...(relist ? { relistedAt: now } : {}), updatedAt: now })
      .where(eq(orderReturns.id, ret.id));
    if (relist) {
      const returned = await tx.select({ stoneId: orderLines.diamondId }).from(orderReturnLines).innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId)).where(eq(orderReturnLines.returnId, ret.id));
      await stones.relist(tx, ret.orderId, returned.flatMap((r) => (r.stoneId ? [r.stoneId] : [])));
    }
    await recordAudit(tx, { actorUserId: staff.userId, action: `return.${to}`, entity: 'return', entityKey: ret.number, before: { status: from }, after: { status: to, note: step.note, ...(to === 'inspected' ? { relisted: Boolean(relist) } : {}) } });
  });
}

