import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../../mail/layout.ts';
import { z } from 'zod';
import { EGHL_CURRENCY, ORDER_NUMBER_MAX, PAYMENT_ID_MAX, sameHex, saleHash, signResponse, TXN_STATUS, type EghlResponse, type SaleRequest } from './eghl-protocol.ts';
import { SANDBOX_PATH } from '../gateway.ts';
import { isQueryAnswer, QUERY_ANSWERS, type QueryAnswer } from './sandbox-answers.ts';
import { isRefundTestAnswer, REFUND_TEST_ANSWERS, type RefundTestAnswer, type SandboxLedger } from './sandbox.ts';
import { shopLocale, t } from '../../../../domain/words/catalogue.ts';
import '../../../../domain/words/books/sandbox.ts';

/**
 * The sandbox gateway: a stand-in for eGHL's payment page inside the shop, offered only while no real merchant is
 * configured, so a fresh demo shop takes an order from cart to paid. It takes the real SALE form and checks its hash,
 * shows an FPX bank list or a card form, then does what eGHL does: posts the signed response to MerchantCallBackURL
 * (server to server) and returns the browser to MerchantReturnURL. No money moves, and its pages say so. It can be
 * told to answer pending, to send the callback twice, late, or never.
 */
export const SANDBOX_CARDS = { approve: '4111 1111 1111 1111', decline: '4000 0000 0000 0002' } as const;
export const FPX_BANKS = ['Maybank2u', 'CIMB Clicks', 'Public Bank', 'RHB Now', 'Hong Leong Connect', 'AmOnline', 'Bank Islam', 'Bank Rakyat'] as const;
export const CALLBACK_MODES = ['once', 'twice', 'late', 'never'] as const;
export type CallbackMode = (typeof CALLBACK_MODES)[number];
export const OUTCOMES = ['approve', 'decline', 'pending', 'cancel'] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** How long a 'late' callback waits. */
export const LATE_CALLBACK_MS = 3_000;

const SALE_FIELDS = ['TransactionType', 'PymtMethod', 'ServiceID', 'PaymentID', 'OrderNumber', 'PaymentDesc', 'MerchantReturnURL', 'MerchantApprovalURL', 'MerchantUnApprovalURL', 'MerchantCallBackURL', 'Amount', 'CurrencyCode', 'CustIP', 'CustName', 'CustEmail', 'CustPhone', 'PageTimeout', 'IssuingBank', 'EPPMonth', 'PromoCode', 'HashValue'] as const;

type Form = Record<string, unknown>;
const text = (form: Form, key: string): string => (typeof form[key] === 'string' ? (form[key] as string).slice(0, 1000) : '');

/** eGHL writes '&' in URLs as ';' — back to a URL the shop can call. */
const plainUrl = (url: string) => url.replaceAll(';', '&');
const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(plainUrl(value)).protocol);
  } catch {
    return false;
  }
};
const webAddress = z.string().refine(isWebAddress, 'is not a web address');

/** Every field of the SALE form the sandbox reads, checked before it is used (a malformed form is refused, never a 500). */
const saleSchema = z.object({
  TransactionType: z.literal('SALE'),
  PymtMethod: z.enum(['DD', 'CC']),
  ServiceID: z.string().length(3),
  PaymentID: z.string().max(PAYMENT_ID_MAX),
  OrderNumber: z.string().max(ORDER_NUMBER_MAX),
  PaymentDesc: z.string().optional(),
  MerchantReturnURL: webAddress,
  MerchantApprovalURL: webAddress.optional(),
  MerchantUnApprovalURL: webAddress.optional(),
  MerchantCallBackURL: webAddress.optional(),
  Amount: z.string().regex(/^\d{1,9}\.\d{2}$/, 'is not an amount with two decimals'),
  CurrencyCode: z.literal(EGHL_CURRENCY),
  CustIP: z.string().optional(),
  CustName: z.string().optional(),
  CustEmail: z.string().optional(),
  CustPhone: z.string().optional(),
  PageTimeout: z.string().regex(/^\d{1,5}$/).optional(),
  // instalments (eGHL's PaymentRequest.php): the card's bank (AN 30), the plan's months (N 2), a promotion code (AN 100)
  IssuingBank: z.string().max(30).optional(),
  EPPMonth: z.string().regex(/^\d{1,2}$/).optional(),
  PromoCode: z.string().regex(/^[A-Za-z0-9]{1,100}$/).optional(),
  HashValue: z.string().regex(/^[0-9a-fA-F]{64}$/),
});

/** The SALE form as posted (empty fields are fields not sent), or what is wrong with it, in words. */
function saleOf(form: Form): { sale: SaleRequest } | { wrong: string } {
  const fields = {} as Record<string, string>;
  for (const key of SALE_FIELDS) if (text(form, key)) fields[key] = text(form, key);
  const parsed = saleSchema.safeParse(fields);
  if (parsed.success) return { sale: parsed.data as SaleRequest };
  const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'the form')))];
  return { wrong: t('sandbox.refusals.malformed', { count: names.length, fields: names.join(', ') }) };
}

/** The sale's fields as its HashValue covers them, and whether that hash verifies with the merchant password. */
const signedBy = (gateway: SandboxMerchant, sale: SaleRequest) => sale.ServiceID === gateway.serviceId && sameHex(saleHash(gateway.password, sale), sale.HashValue);

/** Where the browser goes back to: the shop's return path on the sandbox's own origin (the page's form-action is 'self'). */
const returnPathOf = (sale: SaleRequest) => {
  const url = new URL(plainUrl(sale.MerchantReturnURL));
  return `${url.pathname}${url.search}`;
};

/** The sandbox's merchant: the ServiceID and password the shop signs with. */
interface SandboxMerchant {
  serviceId: string;
  password: string;
}

export interface SandboxDeps {
  gateway: SandboxMerchant;
  ledger: SandboxLedger;
  /** Posts the callback form to the merchant, server to server. */
  deliverCallback(url: string, fields: Record<string, string>): Promise<void>;
  log: { warn(obj: object, msg: string): void };
}

const refused = (message: string) => page(t('sandbox.refusedTitle'), `<p>${escapeHtml(message)}</p>`);

export async function sandboxGatewayRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  // the payment page, as the browser posts the shop's SALE form to it
  app.post(SANDBOX_PATH, { schema: { hide: true } }, async (request, reply) => {
    const read = saleOf((request.body ?? {}) as Form);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if ('wrong' in read) return reply.code(400).send(refused(read.wrong));
    if (!signedBy(deps.gateway, read.sale)) return reply.code(400).send(refused(t('sandbox.refusals.hash')));
    return page(t('sandbox.pay', { amount: t('sandbox.amount', { amount: read.sale.Amount }) }), paymentForm(read.sale));
  });

  // the shopper's choice: approve, decline, leave pending or cancel; then callback and return as eGHL does
  app.post(`${SANDBOX_PATH}/complete`, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const read = saleOf(form);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if ('wrong' in read) return reply.code(400).send(refused(read.wrong));
    const { sale } = read;
    if (!signedBy(deps.gateway, sale)) return reply.code(400).send(refused(t('sandbox.refusals.changed')));
    const outcome = outcomeOf(sale, form);
    const response = responseFor(deps.gateway.password, sale, outcome, text(form, 'bank'), text(form, 'epp') !== 'refuse');
    const queryAnswer = isQueryAnswer(text(form, 'query')) ? (text(form, 'query') as QueryAnswer) : undefined;
    const refundAnswer = isRefundTestAnswer(text(form, 'refund')) ? (text(form, 'refund') as RefundTestAnswer) : undefined;
    await deps.ledger.record(response, { settlesAs: outcome.kind === 'pending' ? 'approved' : undefined, queryAnswer, refundAnswer });
    const mode = (CALLBACK_MODES as readonly string[]).includes(text(form, 'callback')) ? (text(form, 'callback') as CallbackMode) : 'once';
    if (sale.MerchantCallBackURL) await sendCallback(deps, plainUrl(sale.MerchantCallBackURL), response, mode);
    return page(t('sandbox.returning'), returnForm(returnPathOf(sale), response), reply.scriptNonce);
  });
}

interface ChosenOutcome {
  kind: Outcome;
  message: string;
}

function outcomeOf(sale: SaleRequest, form: Form): ChosenOutcome {
  const asked = text(form, 'outcome');
  if (asked === 'cancel') return { kind: 'cancel', message: 'Buyer cancelled' };
  if (asked === 'pending') return { kind: 'pending', message: 'Transaction Pending' };
  if (sale.PymtMethod === 'CC') {
    const card = text(form, 'card').replace(/\D/g, '');
    if (card === SANDBOX_CARDS.approve.replace(/\D/g, '')) return { kind: 'approve', message: 'Transaction Successful' };
    return { kind: 'decline', message: card === SANDBOX_CARDS.decline.replace(/\D/g, '') ? 'Card declined by the issuer' : 'Invalid card number' };
  }
  return asked === 'decline' ? { kind: 'decline', message: 'Transaction rejected by the bank' } : { kind: 'approve', message: 'Transaction Successful' };
}

function responseFor(password: string, sale: SaleRequest, outcome: ChosenOutcome, bank: string, planGranted: boolean): EghlResponse {
  const status = outcome.kind === 'approve' ? TXN_STATUS.success : outcome.kind === 'pending' ? TXN_STATUS.pending : TXN_STATUS.failed;
  return signResponse(password, {
    TxnID: `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
    ServiceID: sale.ServiceID,
    PaymentID: sale.PaymentID,
    OrderNumber: sale.OrderNumber ?? '',
    TxnStatus: status,
    Amount: sale.Amount,
    CurrencyCode: sale.CurrencyCode,
    AuthCode: status === TXN_STATUS.success ? randomBytes(3).toString('hex').toUpperCase() : '',
    TxnMessage: outcome.message,
    IssuingBank: sale.PymtMethod === 'DD' ? ((FPX_BANKS as readonly string[]).includes(bank) ? bank : FPX_BANKS[0]) : sale.IssuingBank || 'Sandbox Card Issuer',
    Param6: '',
    Param7: '',
    // an instalment payment is answered as eGHL does: EPPMonth follows the request, EPP_YN says whether the card was
    // entitled to the plan (1) or not (0: a full payment), PromoCode follows the request
    ...(sale.EPPMonth ? { EPPMonth: sale.EPPMonth, EPP_YN: status === TXN_STATUS.success && planGranted ? '1' : '0', ...(sale.PromoCode ? { PromoCode: sale.PromoCode } : {}) } : {}),
  });
}

async function sendCallback(deps: SandboxDeps, url: string, response: EghlResponse, mode: CallbackMode): Promise<void> {
  const fields = { ...response } as unknown as Record<string, string>;
  const send = () => deps.deliverCallback(url, fields).catch((error: unknown) => deps.log.warn({ err: error }, 'sandbox gateway: callback not delivered'));
  if (mode === 'never') return;
  if (mode === 'late') {
    setTimeout(() => void send(), LATE_CALLBACK_MS).unref();
    return;
  }
  await send();
  if (mode === 'twice') await send();
}

// ---------------------------------------------------------------- pages

const STYLE = `
  body { margin: 0; font-family: 'Jost', system-ui, sans-serif; background: #faf7f2; color: #1d1b19; }
  main { max-width: 34rem; margin: 0 auto; padding: 2.5rem 1.25rem 4rem; }
  .note { border: 1px solid #c9a96e; background: #fff; padding: .75rem 1rem; font-size: .85rem; }
  h1 { font-family: 'Cormorant Garamond', Georgia, serif; font-weight: 500; font-size: 2.2rem; margin: 1.5rem 0 .25rem; }
  p, label, legend { font-size: .95rem; line-height: 1.5; }
  fieldset { border: 1px solid #e8e1d6; background: #fff; margin: 1.25rem 0; padding: 1rem 1.25rem; }
  label { display: block; margin: .35rem 0; }
  input[type=text], select { width: 100%; box-sizing: border-box; padding: .7rem; border: 1px solid #cfc6b8; font: inherit; background: #fff; }
  button { font: inherit; letter-spacing: .18em; text-transform: uppercase; font-size: .75rem; padding: .95rem 1.5rem; border: 1px solid #1d1b19; cursor: pointer; }
  .primary { background: #1d1b19; color: #fff; width: 100%; }
  .quiet { background: transparent; color: #1d1b19; width: 100%; margin-top: .75rem; }
  .small { font-size: .8rem; color: #6f675d; }
  code { background: #f1ece4; padding: 0 .25rem; }
`;

function page(title: string, body: string, nonce?: string): string {
  const autoSubmit = nonce ? `<script nonce="${escapeHtml(nonce)}">document.getElementById('return-form').submit();</script>` : '';
  return `<!doctype html><html lang="${shopLocale()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(t('sandbox.title', { title }))}</title><style>${STYLE}</style></head><body><main>
<p class="note" role="note"><strong>${escapeHtml(t('sandbox.note'))}</strong> ${escapeHtml(t('sandbox.noteText'))}</p>
<h1>${escapeHtml(title)}</h1>${body}</main>${autoSubmit}</body></html>`;
}

const hidden = (sale: SaleRequest) =>
  SALE_FIELDS.filter((k) => sale[k as keyof SaleRequest])
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(String(sale[k as keyof SaleRequest]))}">`)
    .join('');

const CALLBACK_LABELS: Record<CallbackMode, () => string> = {
  once: () => t('sandbox.testing.callbackModes.once'),
  twice: () => t('sandbox.testing.callbackModes.twice'),
  late: () => t('sandbox.testing.callbackModes.late'),
  never: () => t('sandbox.testing.callbackModes.never'),
};
const option = (value: string, label: string) => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`;

function testingOptions(): string {
  return `<fieldset><legend>${escapeHtml(t('sandbox.testing.legend'))}</legend>
<label>${escapeHtml(t('sandbox.testing.callback'))} <select name="callback">${CALLBACK_MODES.map((m) => option(m, CALLBACK_LABELS[m]())).join('')}</select></label>
<label>${escapeHtml(t('sandbox.testing.query'))} <select name="query">${option('', t('sandbox.testing.queryAsPaid'))}${Object.entries(QUERY_ANSWERS).map(([value, a]) => option(value, a.label())).join('')}</select></label>
<label>${escapeHtml(t('sandbox.testing.refund'))} <select name="refund">${Object.entries(REFUND_TEST_ANSWERS).map(([value, label]) => option(value, label())).join('')}</select></label>
<p class="small">${escapeHtml(t('sandbox.testing.pendingHint'))}</p></fieldset>`;
}

/** An instalment payment's plan as the card form shows it (the issuing bank, the months), and what the bank answers. */
function instalmentPlan(sale: SaleRequest): string {
  if (!sale.EPPMonth) return '';
  const plan = t('sandbox.instalments.plan', { months: sale.EPPMonth, bank: sale.IssuingBank ?? '' });
  const promo = sale.PromoCode ? `<p class="small">${escapeHtml(t('sandbox.instalments.promoCode', { code: sale.PromoCode }))}</p>` : '';
  return `<fieldset data-instalment-plan=""><legend>${escapeHtml(t('sandbox.instalments.legend'))}</legend><p><strong>${escapeHtml(plan)}</strong></p>${promo}
<label>${escapeHtml(t('sandbox.instalments.answer'))} <select name="epp">${option('confirm', t('sandbox.instalments.confirms'))}${option('refuse', t('sandbox.instalments.refuses'))}</select></label></fieldset>`;
}

function paymentForm(sale: SaleRequest): string {
  const amount = t('sandbox.amount', { amount: sale.Amount });
  const what = `<p>${escapeHtml(sale.PaymentDesc ?? '')} · ${escapeHtml(sale.CustEmail ?? '')}</p><p><strong>${escapeHtml(amount)}</strong> (${escapeHtml(sale.CurrencyCode)})</p>`;
  const method =
    sale.PymtMethod === 'CC'
      ? `${instalmentPlan(sale)}<fieldset><legend>${escapeHtml(t('sandbox.card.legend'))}</legend><label>${escapeHtml(t('sandbox.card.number'))} <input type="text" name="card" inputmode="numeric" autocomplete="off" value=""></label>
<p class="small">${t('sandbox.card.testCards', { approve: `<code>${SANDBOX_CARDS.approve}</code>`, decline: `<code>${SANDBOX_CARDS.decline}</code>` })}</p>
<label>${escapeHtml(t('sandbox.card.expiry'))} <input type="text" name="expiry" autocomplete="off" value="12/30"></label><label>${escapeHtml(t('sandbox.card.cvv'))} <input type="text" name="cvv" autocomplete="off" value="123"></label></fieldset>
<button class="primary" type="submit" name="outcome" value="pay">${escapeHtml(t('sandbox.pay', { amount }))}</button>`
      : `<fieldset><legend>${escapeHtml(t('sandbox.fpx.legend'))}</legend>${FPX_BANKS.map((b, i) => `<label><input type="radio" name="bank" value="${escapeHtml(b)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(b)}</label>`).join('')}</fieldset>
<button class="primary" type="submit" name="outcome" value="approve">${escapeHtml(t('sandbox.fpx.approve'))}</button>
<button class="quiet" type="submit" name="outcome" value="decline">${escapeHtml(t('sandbox.fpx.decline'))}</button>`;
  return `${what}<form method="post" action="${SANDBOX_PATH}/complete">${hidden(sale)}${method}
<button class="quiet" type="submit" name="outcome" value="pending">${escapeHtml(t('sandbox.leavePending'))}</button>
<button class="quiet" type="submit" name="outcome" value="cancel">${escapeHtml(t('sandbox.cancel'))}</button>${testingOptions()}</form>`;
}

function returnForm(returnUrl: string, response: EghlResponse): string {
  const fields = Object.entries(response)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(String(v))}">`)
    .join('');
  return `<form id="return-form" method="post" action="${escapeHtml(returnUrl)}">${fields}<p>${escapeHtml(response.TxnMessage)}.</p><button class="primary" type="submit">${escapeHtml(t('sandbox.returnToShop'))}</button></form>`;
}
