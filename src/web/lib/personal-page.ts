import type { ShopLoadContext } from './load-context';

/**
 * A shopper's own page drawn by the server (issue 39, item 2): what its loader reads from the API as the shopper whose
 * page session came with the request — `pick` takes the part of the answer the page shows — or null for a visitor
 * (or an answer that is not a 200), when the page reads it in the browser as before.
 */
export async function drawnFor<T>(context: ShopLoadContext, path: string, pick: (body: Record<string, unknown>) => unknown): Promise<T | null> {
  if (!context.signedIn) return null;
  const answer = await context.callApi(path, { auth: true });
  if (answer.status !== 200 || !answer.body || typeof answer.body !== 'object') return null;
  return (pick(answer.body as Record<string, unknown>) as T | undefined) ?? null;
}
