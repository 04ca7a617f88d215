import type { Diamond, DiamondFacets, DiamondSort } from '../../../domain/contract/diamonds';
import { diamondListPath, listBodyOf, type DiamondFilters } from '../../../domain/diamonds/filters';
import { shopApi, UNREADABLE_ANSWER } from '../../lib/api-client';

/**
 * The diamond search's calls from the browser (storefront §7): POST /api/diamond/list/{diamondtype} and
 * GET /api/diamond/{CERTIFICATE_NO}, both without a session. The answers are the shop's own, checked by its
 * response schemas on the server; the page keeps no validator, only checks their outline.
 */

/** One page of results, or the shop's message when `success` was not true (storefront §8: shown as an alert). */
export type ListResult =
  | { ok: true; stones: Diamond[]; total: number; page: number; facets: DiamondFacets | null }
  | { ok: false; message: string };

export type StoneResult = { ok: true; stone: Diamond } | { ok: false; message: string; missing: boolean };

/** A list answer (from the browser or the server's in-process call) as the page keeps it. */
export function listResultOf(answer: unknown): ListResult {
  const body = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  if (body.success !== true || !Array.isArray(body.data)) {
    return { ok: false, message: typeof body.message === 'string' && body.message ? body.message : UNREADABLE_ANSWER };
  }
  const stones = body.data as Diamond[];
  return {
    ok: true,
    stones,
    total: typeof body.total === 'number' ? body.total : stones.length,
    page: typeof body.page === 'number' ? body.page : 1,
    facets: body.facets && typeof body.facets === 'object' ? (body.facets as DiamondFacets) : null,
  };
}

export function stoneResultOf(answer: unknown, status?: number): StoneResult {
  const body = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const data = body.data as Diamond | null | undefined;
  if (body.success === true && data && typeof data === 'object' && typeof data.CERTIFICATE_NO === 'string') return { ok: true, stone: data };
  const message = typeof body.message === 'string' && body.message ? body.message : UNREADABLE_ANSWER;
  return { ok: false, message, missing: status === 404 || body.code === '404' };
}

export async function fetchDiamondPage(filters: DiamondFilters, sort: DiamondSort, page: number): Promise<ListResult> {
  const answer = await shopApi.post(diamondListPath(filters.diamondtype, page, sort), listBodyOf(filters), { auth: false });
  return listResultOf(answer);
}

export const diamondPath = (certificate: string): string => `/api/diamond/${encodeURIComponent(certificate)}`;

/** GET /api/diamond/{CERTIFICATE_NO}: the stone, if it is still offered. */
export async function fetchDiamond(certificate: string): Promise<StoneResult> {
  const answer = await shopApi.get(diamondPath(certificate), { auth: false });
  return stoneResultOf(answer);
}
