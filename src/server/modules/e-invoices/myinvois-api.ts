import type { ValidationError } from './sandbox-check.ts';
import type { PartyIds } from '../../../domain/e-invoice/parties.ts';
import { MyInvoisUnreachable, submissionEntry, type DocumentAnswer, type DocumentState, type MyInvois, type SubmittedDocument } from './myinvois.ts';

export interface MyInvoisApiSettings {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  portalUrl: string;
  fetch?: typeof fetch;
  /** How long each call may take, answer included (as BNM's rates client: 10 s). */
  timeoutMs?: number;
}

/** Each call to MyInvois gives up after this long (a shopper waits on the TIN check at checkout). */
export const MYINVOIS_TIMEOUT_MS = 10_000;

interface ErrorDetail {
  code?: string;
  message?: string;
  target?: string;
  details?: ErrorDetail[];
}
interface ErrorBody {
  error?: ErrorDetail | string;
  error_description?: string;
}

/** MyInvois's standard error (`error.details` with each validation's code, message and target) as the shop keeps reasons. */
function errorsOf(body: ErrorBody | undefined): ValidationError[] {
  const error = body?.error;
  if (!error) return [];
  if (typeof error === 'string') return [{ code: error, message: body?.error_description ?? error, target: '' }];
  const details = (error.details ?? []).filter((d): d is ErrorDetail => Boolean(d) && typeof d === 'object');
  const list = details.length > 0 ? details : [error];
  return list.map((d) => ({ code: String(d.code ?? ''), message: String(d.message ?? ''), target: String(d.target ?? '') }));
}

/**
 * LHDN MyInvois itself, as the SDK documents it: an OAuth 2.0 client-credentials token from the identity service
 * (`POST /connect/token`, form-encoded client_id, client_secret, grant_type=client_credentials, scope=InvoicingAPI),
 * kept until a minute before it expires; `POST /api/v1.0/documentsubmissions` with the documents (format JSON, base64
 * document, SHA-256 hash, codeNumber), answered 202 with the submission UID and accepted and rejected documents;
 * `GET /api/v1.0/documentsubmissions/{uid}` (each document's status and long id); `GET
 * /api/v1.0/documents/{uuid}/details` (an Invalid document's validation results); `PUT
 * /api/v1.0/documents/state/{uuid}/state` to cancel; `GET /api/v1.0/taxpayer/validate/{tin}?idType=…&idValue=…`
 * (Validate Taxpayer's TIN: 200, or 404 not found, 400 bad argument). Each call gives up after `timeoutMs`. The
 * client secret and the token are never logged.
 */
export function myInvoisApi(settings: MyInvoisApiSettings): MyInvois {
  const call = settings.fetch ?? fetch;
  const api = settings.apiUrl.replace(/\/$/, '');
  const timeoutMs = settings.timeoutMs ?? MYINVOIS_TIMEOUT_MS;
  let token: { value: string; until: number } | null = null;

  /**
   * One exchange with MyInvois, its answer read in full within the timeout. No answer in time, a network error, a
   * 5xx answer or throttling (429) is MyInvoisUnreachable: a retriable failure, never taken for a refusal.
   */
  async function exchange<T>(url: string, init: RequestInit): Promise<{ status: number; json: T }> {
    let status: number;
    let text: string;
    try {
      const answer = await call(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      status = answer.status;
      text = await answer.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      throw new MyInvoisUnreachable(name === 'TimeoutError' ? `MyInvois did not answer within ${timeoutMs / 1000} s` : `MyInvois could not be reached (${error instanceof Error ? error.message : String(error)})`);
    }
    if (status >= 500 || status === 429) throw new MyInvoisUnreachable(`MyInvois is not answering now (${status})`);
    let json = {} as T;
    try {
      if (text) json = JSON.parse(text) as T;
    } catch {
      // an answer that is not JSON: its status says what happened
    }
    return { status, json };
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const body = new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret, grant_type: 'client_credentials', scope: 'InvoicingAPI' });
    const { status, json } = await exchange<{ access_token?: string; expires_in?: number } & ErrorBody>(`${api}/connect/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    if (status !== 200 || !json.access_token) throw new Error(`MyInvois refused the login (${status} ${errorsOf(json)[0]?.code ?? ''})`);
    token = { value: json.access_token, until: Date.now() + Math.max(60, (json.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
    const answer = await exchange<T>(`${api}${path}`, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (answer.status === 401) token = null;
    return answer;
  }

  return {
    kind: 'myinvois',
    async validateTin(ids: PartyIds) {
      const query = new URLSearchParams({ idType: ids.scheme, idValue: ids.id });
      const { status } = await request('GET', `/api/v1.0/taxpayer/validate/${encodeURIComponent(ids.tin)}?${query}`);
      if (status === 200) return 'valid';
      // 404: no such TIN with that identification; 400 (BadArgument): they do not even have a TIN's and an id's shape
      if (status === 404 || status === 400) return 'not found';
      throw new MyInvoisUnreachable(`MyInvois did not answer the TIN check (${status})`);
    },
    async submit(documents: SubmittedDocument[]) {
      const { status, json } = await request<{ submissionUid?: string; submissionUID?: string; acceptedDocuments?: { uuid: string; invoiceCodeNumber: string }[]; rejectedDocuments?: { invoiceCodeNumber: string; error?: ErrorBody['error'] }[] } & ErrorBody>(
        'POST',
        '/api/v1.0/documentsubmissions/',
        { documents: documents.map(submissionEntry) },
      );
      if (status !== 202 && status !== 200) {
        // the whole submission refused (a bad structure, a duplicate): every document with the error
        return { submissionUid: '', accepted: [], rejected: documents.map((d) => ({ codeNumber: d.codeNumber, errors: errorsOf(json) })) };
      }
      return {
        submissionUid: json.submissionUid ?? json.submissionUID ?? '',
        accepted: (json.acceptedDocuments ?? []).map((d) => ({ uuid: d.uuid, codeNumber: d.invoiceCodeNumber })),
        rejected: (json.rejectedDocuments ?? []).map((d) => ({ codeNumber: d.invoiceCodeNumber, errors: errorsOf({ error: d.error }) })),
      };
    },
    async submission(submissionUid: string) {
      const { status, json } = await request<{ documentSummary?: { uuid: string; status: DocumentState; longId?: string }[] }>('GET', `/api/v1.0/documentsubmissions/${encodeURIComponent(submissionUid)}`);
      if (status !== 200) throw new Error(`MyInvois did not answer about submission ${submissionUid} (${status})`);
      const answers: DocumentAnswer[] = [];
      for (const d of json.documentSummary ?? []) {
        let errors: ValidationError[] = [];
        if (d.status === 'Invalid') {
          const details = await request<{ validationResults?: { validationSteps?: { status: string; error?: ErrorBody['error'] }[] } }>('GET', `/api/v1.0/documents/${encodeURIComponent(d.uuid)}/details`);
          errors = (details.json.validationResults?.validationSteps ?? []).filter((s) => s.status === 'Invalid').flatMap((s) => errorsOf({ error: s.error }));
        }
        answers.push({ uuid: d.uuid, status: d.status, longId: d.longId || null, errors });
      }
      return answers;
    },
    async cancel(uuid: string, reason: string) {
      const { status, json } = await request<ErrorBody>('PUT', `/api/v1.0/documents/state/${encodeURIComponent(uuid)}/state`, { status: 'cancelled', reason });
      if (status !== 200) throw new Error(`MyInvois refused the cancellation (${status} ${errorsOf(json)[0]?.message ?? ''})`);
    },
    validationLink: (uuid, longId) => `${settings.portalUrl.replace(/\/$/, '')}/${uuid}/share/${longId}`,
  };
}
