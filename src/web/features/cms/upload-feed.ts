import { WEB_CHANNEL } from '../../../domain/shop/brand';
import { CHANNEL_HEADER, CONNECTION_LOST, shopApi, UNREADABLE_ANSWER, type ApiAnswer } from '../../lib/api-client';
import { browserSession } from '../../lib/session-store';

/**
 * Sends a feed file as the request body (the shop's client sends JSON only), with the staff member's token; a token
 * refused as expired is refreshed once and the upload tried again.
 */
export async function uploadFeed(file: File, options: { format: string; type: string; full: boolean }): Promise<ApiAnswer & { feed?: { id: number } }> {
  const query = new URLSearchParams({ format: options.format, type: options.type, full: String(options.full), name: file.name.slice(0, 120) });
  const send = async (jwt: string | undefined) =>
    fetch(`/api/cms/feeds?${query}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': file.type || 'application/octet-stream', [CHANNEL_HEADER]: WEB_CHANNEL, ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
      body: file,
    });
  try {
    let response = await send(browserSession.readTokens()?.jwt);
    if (response.status === 401) response = await send((await shopApi.refresh())?.jwt);
    const body = (await response.json().catch(() => null)) as (ApiAnswer & { feed?: { id: number } }) | null;
    return body && typeof body.message === 'string' ? body : { code: String(response.status), message: UNREADABLE_ANSWER };
  } catch {
    return { code: '0', message: CONNECTION_LOST };
  }
}

/** Saves a text as a file the browser downloads. */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
