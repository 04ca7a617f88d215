/** The audit module's face: what the shop and other modules may use of it (eslint.config.js refuses an import of its other files). */
export { auditTrail, recordAudit } from './record.ts';
export { createAuditService } from './service.ts';
