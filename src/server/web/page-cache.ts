import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { inlineScriptsOf } from '../../web/lib/scripts-after-paint.server.ts';
import { boundedKeep, sharedCalls } from '../http/bounded-keep.ts';
import { sendKeptBytes } from '../http/shared-answers.ts';
import { pageAddressOf } from './page-address.ts';

/**
 * Storefront pages are the same for every visitor (a shopper's session lives in the browser, never in the page), so
 * a page is rendered once, compressed once, and sent as bytes until the storefront changes or it is
 * `PAGE_KEEP_MS` old. A kept page cannot carry a fresh nonce per answer, so its content security policy allows its
 * inline scripts by their SHA-256 hashes instead (exactly the scripts that page runs, nothing else): the same
 * protection, since a script injected into a page would not have an allowed hash.
 *
 * Not kept: anything but a 200 and answers that set a cookie. Pages that show stones (the diamond search) are kept
 * under the diamond index's version as well (`version` is asked per address): a stone reserved, sold or repriced moves
 * that version on with its change notice, and the next visitor gets a page rendered afresh. Kept pages are bounded
 * in count and bytes, least recently used first.
 */

/** How long a page is kept at most, even without a storefront change. */
export const PAGE_KEEP_MS = 5 * 60_000;

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  html: Buffer;
}

/** A page that is not kept (a 404, say): sent as rendered to the visitors who asked for it meanwhile. */
interface NotKept {
  status: number;
  headers: [string, string][];
  scriptHashes: string;
  html: Buffer;
}

interface KeptPage {
  version: string;
  madeAt: number;
  headers: [string, string][];
  scriptHashes: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
  bytes: number;
}

export interface PageCacheOptions {
  /** The version of what the page at this address shows: a kept page is rendered again once it moves on. */
  version: (address: string) => string;
  maxPages?: number;
  maxBytes?: number;
  now?: () => number;
  /** Told of every page answered: from a kept page, or rendered for it (metrics). */
  counted?: (source: 'kept' | 'rendered') => void;
}

export interface PageCache {
  /** Whether this request's page may be kept and shared. */
  keeps(request: FastifyRequest): boolean;
  /** Sends the kept page for this request, rendering (and keeping it, when it may be kept) first when needed. */
  send(request: FastifyRequest, reply: FastifyReply, render: () => Promise<RenderedPage>): Promise<FastifyReply>;
  size(): number;
}

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Browsers' user agents asked about lately: isbot's one large expression took 3 % of a kept page's CPU. */
const crawlerAnswers = new Map<string, boolean>();
const CRAWLER_ANSWERS_KEPT = 1_000;

function isCrawler(userAgent: string): boolean {
  let answer = crawlerAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (userAgent.length <= 512) {
      if (crawlerAnswers.size >= CRAWLER_ANSWERS_KEPT) crawlerAnswers.clear();
      crawlerAnswers.set(userAgent, answer);
    }
  }
  return answer;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const kept = boundedKeep<KeptPage>(options.maxPages ?? 400, options.maxBytes ?? 48 * 1024 * 1024);
  const once = sharedCalls<KeptPage | NotKept>();

  /** Renders the page; a page that may be kept comes back compressed, any other as it was rendered. */
  async function make(version: string, render: () => Promise<RenderedPage>): Promise<KeptPage | NotKept> {
    const page = await render();
    const hashes = inlineScriptsOf(page.html.toString('utf8')).map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
    const scriptHashes = [...new Set(hashes)].join(' ');
    const headers = page.headers.filter(([name]) => name !== 'content-length' && name !== 'content-security-policy');
    if (page.status !== 200 || page.headers.some(([name]) => name === 'set-cookie')) return { status: page.status, headers, scriptHashes, html: page.html };
    const [br, gzip] = [zlib.brotliCompressSync(page.html, BROTLI), zlib.gzipSync(page.html)];
    return {
      version,
      madeAt: now(),
      headers,
      scriptHashes,
      etag: `"p-${createHash('sha1').update(page.html).digest('base64url').slice(0, 22)}"`,
      br,
      gzip,
      bytes: br.length + gzip.length,
    };
  }

  return {
    keeps: (request) => request.method === 'GET',
    async send(request, reply, render) {
      const userAgent = request.headers['user-agent'];
      // crawlers are sent the whole page at once (entry.server.tsx): kept apart in case it differs
      // campaign tags left out, parameters in order: every tagged visit shares one render (page-address.ts)
      const address = pageAddressOf(request.url);
      const key = `${userAgent && isCrawler(userAgent) ? 'bot ' : ''}${address}`;
      const version = options.version(address);
      const hit = kept.get(key);
      let page: KeptPage | NotKept;
      if (hit && hit.version === version && now() - hit.madeAt < PAGE_KEEP_MS) {
        page = hit;
        options.counted?.('kept');
      } else {
        page = await once(`${version} ${key}`, () => (options.counted?.('rendered'), make(version, render)));
        if ('br' in page && options.version(address) === page.version) kept.set(key, page);
      }
      for (const [name, value] of page.headers) reply.header(name, value);
      reply.allowScripts(page.scriptHashes);
      if (!('br' in page)) return reply.code(page.status).send(page.html);
      return sendKeptBytes(request, reply, page);
    },
    size: () => kept.size(),
  };
}
