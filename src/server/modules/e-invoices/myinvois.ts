import { createHash } from 'node:crypto';
import type { PartyIds } from '../../../domain/e-invoice/parties.ts';
import type { ValidationError } from './sandbox-check.ts';

/**
 * The calls the shop makes to LHDN MyInvois (SDK "e-Invoice API"): Validate Taxpayer's TIN, Submit Documents, Get
 * Submission, Get Document Details and Cancel Document. Two implementations: `myinvois-api.ts` (the real service, with the ERP system's client
 * credentials) and `sandbox.ts` (the shop's own, without them).
 */
export interface SubmittedDocument {
  /** The document's own number (its `codeNumber`). */
  codeNumber: string;
  /** The document as sent: minified JSON text. */
  text: string;
}

export interface SubmissionAnswer {
  submissionUid: string;
  accepted: { uuid: string; codeNumber: string }[];
  rejected: { codeNumber: string; errors: ValidationError[] }[];
}

export type DocumentState = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';

export interface DocumentAnswer {
  uuid: string;
  status: DocumentState;
  longId: string | null;
  errors: ValidationError[];
}

/**
 * MyInvois could not be reached or did not answer in time (a network error, a timeout, a 5xx answer, throttling):
 * nothing is known of what it did, so the call is tried again later rather than taken as a refusal.
 */
export class MyInvoisUnreachable extends Error {}

/** Validate Taxpayer's TIN: 200 (registered with that identification) or 404 / 400 (not found, or not a TIN and id). */
export type TinValidation = 'valid' | 'not found';

export interface MyInvois {
  readonly kind: 'myinvois' | 'sandbox';
  /** Whether LHDN knows this TIN with this identification (NRIC, PASSPORT or BRN); MyInvoisUnreachable when it cannot say. */
  validateTin(ids: PartyIds): Promise<TinValidation>;
  submit(documents: SubmittedDocument[]): Promise<SubmissionAnswer>;
  /** Each document of a submission as it now stands (Get Submission; Get Document Details for an Invalid one's errors). */
  submission(submissionUid: string): Promise<DocumentAnswer[]>;
  /** Cancels a Valid document within 72 hours of its validation. */
  cancel(uuid: string, reason: string): Promise<void>;
  /** The public validation link of a Valid document: `{portal}/{uuid}/share/{longId}` (SDK "Get Document Details"). */
  validationLink(uuid: string, longId: string): string;
}

/** The SHA-256 of the document's text, in hex, as the submission carries it beside the base64 document. */
export const documentHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** One document of a submission's body: format, base64 document, its hash and its code number. */
export const submissionEntry = (document: SubmittedDocument) => ({
  format: 'JSON',
  document: Buffer.from(document.text, 'utf8').toString('base64'),
  documentHash: documentHash(document.text),
  codeNumber: document.codeNumber,
});
