import { desc, eq, and, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';

export interface AuditEntry {
  actorUserId: number;
  action: string;
  entity: string;
  entityKey: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes the audit record of a staff change, in the transaction that makes the change (it commits or rolls back with it). */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/** The newest audit records, optionally of one record, with who made them (read only: nothing edits the log). */
export function auditTrail(db: Database, filter: { entity?: string; entityKey?: string }, limit = 100) {
  const where: SQL[] = [];
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityKey) where.push(eq(auditLog.entityKey, filter.entityKey));
  return db
    .select({ id: auditLog.id, action: auditLog.action, entity: auditLog.entity, entityKey: auditLog.entityKey, before: auditLog.before, after: auditLog.after, at: auditLog.createdAt, actor: users.email })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
