import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { t } from '../../../domain/words/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { myinvoisSandboxDocuments } from '../../db/schema/e-invoices.ts';
import { SANDBOX_VALIDATION_PATH } from './sandbox.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the sandbox's validation links (and their QR codes) open, standing in for LHDN's: the document's number
 * and status as the sandbox validated it. Only the exact UUID and long id find it.
 */
export async function sandboxValidationPage(app: FastifyInstance, db: Database): Promise<void> {
  app.get<{ Params: { uuid: string; longId: string } }>(`${SANDBOX_VALIDATION_PATH}/:uuid/share/:longId`, { schema: { hide: true } }, async (request, reply) => {
    const { uuid, longId } = request.params;
    const [row] = /^[A-Z0-9]{1,40}$/.test(uuid) ? await db.select().from(myinvoisSandboxDocuments).where(eq(myinvoisSandboxDocuments.uuid, uuid)).limit(1) : [];
    const found = row && row.longId === longId;
    const body = found
      ? `<h1>${escape(t('eInvoices.sandbox.heading'))}</h1><p>${escape(row.codeNumber)} · ${escape(uuid)}</p><p><strong>${escape(t('eInvoices.sandbox.status', { status: row.status }))}</strong></p><p>${escape(t('eInvoices.sandbox.explain'))}</p>`
      : `<h1>${escape(t('eInvoices.sandbox.heading'))}</h1><p>${escape(t('eInvoices.sandbox.notFound'))}</p>`;
    return reply
      .code(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(t('eInvoices.sandbox.title'))}</title></head><body style="font-family:serif;max-width:40rem;margin:4rem auto;padding:0 1.5rem">${body}</body></html>`);
  });
}
