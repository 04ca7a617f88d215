import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { TIN_PATTERN, type PartyIds } from '../../../domain/e-invoice/parties.ts';
import { checkDocument, type ValidationError } from './sandbox-check.ts';
import type { Database } from '../../db/client.ts';
import { myinvoisSandboxDocuments } from '../../db/schema/e-invoices.ts';
import { documentHash, type MyInvois, type SubmittedDocument } from './myinvois.ts';

/** Where the sandbox's validation links lead (a page of the shop that says what the sandbox validated). */
export const SANDBOX_VALIDATION_PATH = '/myinvois-sandbox';

/**
 * A TIN the sandbox treats as not registered with LHDN (its testing option): its TIN check answers not found, and a
 * document with this buyer TIN (given while the check could not be made) is Invalid.
 */
export const SANDBOX_UNKNOWN_TIN = 'IG00000000000';

/** MyInvois's ids: 26 Latin alphanumeric characters (SDK "Submit Documents"). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';
export const sandboxId = (length = 26) => [...randomBytes(length)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

/** What the sandbox finds wrong beyond the document's shape: the buyer's TIN unknown to LHDN (its testing option). */
function registryErrors(document: unknown): ValidationError[] {
  const text = JSON.stringify((document as { Invoice?: { AccountingCustomerParty?: unknown }[] })?.Invoice?.[0]?.AccountingCustomerParty ?? '');
  return text.includes(`"${SANDBOX_UNKNOWN_TIN}"`) ? [{ code: 'CV302', message: "The buyer's TIN is not registered with LHDN.", target: 'Buyer.TIN' }] : [];
}

/**
 * The built-in MyInvois sandbox (no credentials configured): answers the TIN check, and Submit Documents as MyInvois does — a submission
 * UID and, per document, a UUID — after checking the document's hash and structure (a document that is not JSON, or
 * whose hash is wrong, is rejected at once), then validates it against the SDK's mandatory fields and totals
 * (`checkDocument`): Valid with a long id, or Invalid with its errors. Its record is a table, so Get Submission
 * answers alike on every instance. Nothing reaches LHDN.
 */
export function myInvoisSandbox(db: Database, siteOrigin: string): MyInvois {
  return {
    kind: 'sandbox',
    /** Validate Taxpayer's TIN as MyInvois answers it: not found for the testing option's TIN or what is not a TIN, else valid. */
    async validateTin(ids: PartyIds) {
      return ids.tin === SANDBOX_UNKNOWN_TIN || !TIN_PATTERN.test(ids.tin) || !ids.id ? 'not found' : 'valid';
    },
    async submit(documents: SubmittedDocument[]) {
      const submissionUid = sandboxId();
      const accepted: { uuid: string; codeNumber: string }[] = [];
      const rejected: { codeNumber: string; errors: ValidationError[] }[] = [];
      for (const d of documents) {
        let parsed: Record<string, unknown>;
        try {
          parsed = JSON.parse(d.text) as Record<string, unknown>;
        } catch {
          rejected.push({ codeNumber: d.codeNumber, errors: [{ code: 'BadStructure', message: 'The document is not JSON.', target: 'document' }] });
          continue;
        }
        const errors = [...checkDocument(parsed), ...registryErrors(parsed)];
        const uuid = sandboxId();
        await db.insert(myinvoisSandboxDocuments).values({ uuid, submissionUid, codeNumber: d.codeNumber, status: errors.length ? 'Invalid' : 'Valid', longId: errors.length ? null : `${sandboxId(10)} ${sandboxId(13)}${sandboxId(13)}`.replace(/ /g, ''), errors, document: parsed, documentHash: documentHash(d.text) });
        accepted.push({ uuid, codeNumber: d.codeNumber });
      }
      return { submissionUid, accepted, rejected };
    },
    async submission(submissionUid: string) {
      const rows = await db.select().from(myinvoisSandboxDocuments).where(eq(myinvoisSandboxDocuments.submissionUid, submissionUid));
      return rows.map((r) => ({ uuid: r.uuid, status: r.status, longId: r.longId, errors: r.errors }));
    },
    async cancel(uuid: string) {
      await db.update(myinvoisSandboxDocuments).set({ status: 'Cancelled' }).where(inArray(myinvoisSandboxDocuments.uuid, [uuid]));
    },
    validationLink: (uuid, longId) => `${siteOrigin}${SANDBOX_VALIDATION_PATH}/${uuid}/share/${longId}`,
  };
}
