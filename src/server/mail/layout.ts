/**
 * The shop's e-mail layout: one quiet, inline-styled HTML page (table layout, so it renders the same in
 * every mail client) and a plain-text twin that reads well on its own.
 * All text passed in is plain text; it is escaped here, never trusted as HTML.
 */

import type { ShopSettings } from '../../domain/contract/content.ts';
import { shopLocale } from '../../domain/words/catalogue.ts';

export interface EmailAction {
  label: string;
  /** An absolute http(s) or mailto address. */
  url: string;
}

export interface EmailContent {
  /** The shop's name as set in the back-office (default "Kilau"); shown as the wordmark. */
  brandName: string;
  heading: string;
  /** Plain-text paragraphs; a line break inside one is kept. */
  paragraphs: string[];
  /** An itemised list with amounts and a total (an order's lines), drawn as a table after the paragraphs. */
  summary?: EmailSummary;
  /** A single call to action, shown as a button with the address written out beneath it. */
  action?: EmailAction;
  /** The shop's address line (and anything else for the foot of the e-mail); line breaks are kept. */
  footer: string;
}

export interface EmailSummaryRow {
  /** What the row is, e.g. the piece's name. */
  label: string;
  /** A second, smaller line under the label (options, the diamond). */
  detail?: string;
  /** The amount as the shopper reads it, e.g. 'RM 4,250.00'. */
  amount: string;
}

export interface EmailSummary {
  rows: EmailSummaryRow[];
  total: { label: string; amount: string };
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text → HTML text or attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Plain text → HTML, keeping the writer's line breaks. */
export function escapeMultiline(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map(escapeHtml)
    .join('<br>');
}

/** A link target that is safe to put in an href: only absolute http(s) and mailto addresses pass. */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw new Error(`An e-mail link must be an absolute address, got "${trimmed}".`);
  }
  if (!['http:', 'https:', 'mailto:'].includes(parsed.protocol)) {
    throw new Error(`An e-mail link must be http, https or mailto, got "${parsed.protocol}".`);
  }
  return trimmed;
}

// The palette and type of the shop: ivory paper, ink text, a thin gold rule.
const PAPER = '#f6f3ee';
const CARD = '#ffffff';
const INK = '#1c1b19';
const MUTED = '#6f6a62';
const GOLD = '#b3925a';
const SERIF = "Georgia, 'Times New Roman', Times, serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";

export function renderEmail(content: EmailContent): RenderedEmail {
  const action = content.action ? { label: content.action.label, url: safeUrl(content.action.url) } : undefined;
  return { html: renderHtml(content, action), text: renderText(content, action) };
}

function renderHtml(content: EmailContent, action: EmailAction | undefined): string {
  const brand = escapeHtml(content.brandName);
  const paragraphs = content.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 18px;font-family:${SANS};font-size:15px;line-height:1.7;color:${INK};">${escapeMultiline(p)}</p>`,
    )
    .join('\n');
  const summary = content.summary ? renderSummary(content.summary) : '';
  const button = action ? renderButton(action) : '';
  return `<!DOCTYPE html>
<html lang="${shopLocale()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAPER};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAPER};">
<tr><td align="center" style="padding:48px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td align="center" style="padding:0 0 32px 6px;font-family:${SERIF};font-size:26px;letter-spacing:6px;text-transform:uppercase;color:${INK};">${brand}</td></tr>
<tr><td style="background-color:${CARD};padding:48px 44px 40px;border-top:1px solid ${GOLD};">
<h1 style="margin:0 0 28px;font-family:${SERIF};font-size:24px;font-weight:normal;line-height:1.35;color:${INK};">${escapeHtml(content.heading)}</h1>
${paragraphs}
${summary}
${button}
</td></tr>
<tr><td align="center" style="padding:32px 24px 0;font-family:${SANS};font-size:12px;line-height:1.7;color:${MUTED};">
<span style="font-family:${SERIF};letter-spacing:3px;text-transform:uppercase;color:${INK};">${brand}</span><br>
${escapeMultiline(content.footer)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderSummary(summary: EmailSummary): string {
  const cell = `font-family:${SANS};font-size:14px;line-height:1.6;color:${INK};padding:14px 0;border-bottom:1px solid #ebe6de;vertical-align:top;`;
  const rows = summary.rows
    .map(
      (r) => `<tr><td style="${cell}">${escapeHtml(r.label)}${
        r.detail ? `<br><span style="font-size:12px;color:${MUTED};">${escapeMultiline(r.detail)}</span>` : ''
      }</td><td align="right" style="${cell}padding-left:16px;white-space:nowrap;">${escapeHtml(r.amount)}</td></tr>`,
    )
    .join('\n');
  const total = `<tr><td style="font-family:${SERIF};font-size:17px;color:${INK};padding:16px 0 0;">${escapeHtml(summary.total.label)}</td><td align="right" style="font-family:${SERIF};font-size:17px;color:${INK};padding:16px 0 0 16px;white-space:nowrap;">${escapeHtml(summary.total.amount)}</td></tr>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 30px;border-top:1px solid ${GOLD};">
${rows}
${total}
</table>`;
}

/** The summary as plain text: each row with its amount, then the total, under a rule. */
function summaryText(summary: EmailSummary): string {
  const lines = summary.rows.map((r) => [`${r.label} — ${r.amount}`, ...(r.detail ? r.detail.replace(/\r\n?/g, '\n').split('\n').map((d) => `  ${d}`) : [])].join('\n'));
  return [...lines, '-'.repeat(24), `${summary.total.label}: ${summary.total.amount}`].join('\n');
}

function renderButton(action: EmailAction): string {
  const href = escapeHtml(action.url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:14px 0 26px;">
<tr><td style="background-color:${INK};">
<a href="${href}" style="display:inline-block;padding:15px 32px;font-family:${SANS};font-size:12px;letter-spacing:2.5px;text-transform:uppercase;color:#ffffff;text-decoration:none;">${escapeHtml(action.label)}</a>
</td></tr>
</table>
<p style="margin:0;font-family:${SANS};font-size:12px;line-height:1.6;color:${MUTED};">If the button does not work, copy this address into your browser:<br>
<a href="${href}" style="color:${MUTED};word-break:break-all;">${escapeHtml(action.url)}</a></p>`;
}

function renderText(content: EmailContent, action: EmailAction | undefined): string {
  const blocks = [
    content.brandName.toUpperCase(),
    `${content.heading}\n${'='.repeat(Math.min(content.heading.length, 60))}`,
    ...content.paragraphs.map((p) => p.replace(/\r\n?/g, '\n')),
  ];
  if (content.summary) blocks.push(summaryText(content.summary));
  if (action) blocks.push(`${action.label}:\n${action.url}`);
  blocks.push(`--\n${content.brandName}\n${content.footer.replace(/\r\n?/g, '\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

/** The foot of every e-mail: the company and its address, from the shop settings. */
export function shopFooter(settings: Pick<ShopSettings, 'companyName' | 'address' | 'telephone' | 'email'>): string {
  const a = settings.address;
  return [settings.companyName, ...a.lines, `${a.postcode} ${a.city}, ${a.state}, ${a.country}`, `${settings.telephone} · ${settings.email}`].join('\n');
}
