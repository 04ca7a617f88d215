import type { AuditRecord } from '../../../domain/contract/cms-office.ts';
import type { Database } from '../../db/client.ts';
import { auditTrail } from './record.ts';

/** The audit log as the back-office reads it: the newest records first, optionally of one entity or record. */
export function createAuditService(db: Database) {
  return {
    async trail(filter: { entity?: string; entityKey?: string }, limit = 200): Promise<AuditRecord[]> {
      const rows = await auditTrail(db, filter, limit);
      return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
