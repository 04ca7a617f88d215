/** The audit module's face: what other modules may use of it. */

// what other modules use of this one
export { auditTrail, recordAudit } from './record.ts';
export { createAuditService } from './service.ts';
