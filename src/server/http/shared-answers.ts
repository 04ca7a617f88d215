import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { StorefrontChanges } from '../db/storefront-changes.ts';
import { JsonText } from '../../domain/contract/json-text.ts';
import { measure } from '../metrics/shop-metrics.ts';
import { boundedKeep, ownBytes, sharedCalls } from './bounded-keep.ts';

/**
 * Answers that every shopper gets alike (categories, product lists, product pages, settings, home content; the
 * diamond searches, against the search index's version) are checked against their schema, serialised and
 * compressed once per version of what they are made from, then sent as bytes: a
 * repeated request costs a map look-up instead of database reads, a schema check, JSON and brotli. Entries are
 * keyed by the request's URL as sent (or a key the route gives) and dropped when that version moves on; the count
 * and bytes kept are bounded
 * (least recently used go first). Each answer carries an ETag, so a browser that has it gets a 304.
 */

export interface SharedAnswerOptions {
  /** What the answer is kept under; the request's URL as sent unless given. */
  key?: string;
  /**
   * The answer is made by the shop's own typed code from data checked on the way in (the diamond index's stones), so
   * it is not checked against its schema again each time one is made: a search nobody made before would spend a
   * tenth of its time there. Its tests check such answers against the schema instead.
   */
  typed?: boolean;
}

export interface SharedAnswers {
  /**
   * Sends the kept answer for this request's URL, or makes it with `produce`, keeps it and sends it; resolves once the
   * answer has left (a route resolving while the answer's onSend hooks still run would be answered a second time:
   * Fastify's "Reply was already sent", an error and a 500 in the log for every answer).
   */
  send<S extends z.ZodType>(request: FastifyRequest, reply: FastifyReply, schema: S, produce: () => Promise<z.input<S> | JsonText>, options?: SharedAnswerOptions): Promise<void>;
  /** Answers kept now (tests, metrics). */
  size(): number;
}

interface Kept {
  version: number;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  brLight?: boolean;
  gzip?: Buffer;
  bytes: number;
}

export interface SharedAnswersOptions {
  /** What these answers are, in the metrics (`kilau_shared_answers_total{answers=…}`). */
  name?: string;
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * Brotli for an answer kept for many: 0.15 ms for a 10 KB diamond search, about 10% larger than the best. An answer
 * compressed for the first time uses the lightest level (0.04 ms; 1,987 bytes where the kept level makes 1,568):
 * most are asked once — a search nobody made before — and one asked again is compressed anew at the kept level.
 */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 16 } };
const BROTLI_FIRST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_LGWIN]: 16 } };
/** Bytes an answer is reckoned to keep: itself and its brotli and gzip forms (JSON compresses to well under a quarter). */
const COMPRESSED_SHARE_OF_BOTH = 1.5;

/** `changes.version()` moves on when an answer may have changed: every answer kept before then is made again. */
export function createSharedAnswers(changes: Pick<StorefrontChanges, 'version'>, options: SharedAnswersOptions = {}): SharedAnswers {
  const kept = boundedKeep<Kept>(options.maxEntries ?? 2_000, options.maxBytes ?? 64 * 1024 * 1024);
  const once = sharedCalls<Kept>();
  const name = options.name ?? 'answers';

  async function make<S extends z.ZodType>(version: number, schema: S, produce: () => Promise<z.input<S> | JsonText>, typed: boolean): Promise<Kept> {
    const answer = await produce();
    // JSON written by the shop's typed code is taken as it is; anything else is checked against its schema unless typed
    const text = answer instanceof JsonText ? answer.text : JSON.stringify(typed ? answer : schema.parse(answer));
    const identity = ownBytes(Buffer.from(text));
    const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
    // compressed when first asked for in an encoding (sendKeptBytes): an answer asked once — a search nobody made
    // before — is compressed once, in the one encoding its client takes; the count reckons with both to come
    return { version, etag, identity, bytes: identity.length * COMPRESSED_SHARE_OF_BOTH };
  }

  return {
    async send(request, reply, schema, produce, { key = request.url, typed = false } = {}) {
      const version = changes.version();
      let entry = kept.get(key);
      if (entry && entry.version === version) measure.sharedAnswer(name, 'kept');
      else {
        entry = await once(`${version} ${key}`, () => (measure.sharedAnswer(name, 'made'), make(version, schema, produce, typed)));
        if (changes.version() === entry.version) kept.set(key, entry);
      }
      reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
      await sendKeptBytes(request, reply, entry);
    },
    size: () => kept.size(),
  };
}

/**
 * Bytes made once for many requests, with their ETag: compressed with brotli and gzip, and as they are. Either the
 * compressed forms are made beforehand (pages), or the bytes as they are are kept and each compressed form is made
 * when a client first asks for it (answers).
 */
export type KeptBytes = { etag: string; br?: Buffer; gzip?: Buffer } & ({ identity: Buffer; brLight?: boolean } | { br: Buffer; gzip: Buffer; identity?: Buffer });

/**
 * The kept bytes in one encoding, compressed now (and kept) when they were not yet: in brotli at the light level the
 * first time, at the kept level when asked for again.
 */
export function inEncoding(kept: KeptBytes, encoding: 'br' | 'gzip' | 'identity'): Buffer {
  if (encoding === 'identity') return kept.identity ?? zlib.brotliDecompressSync(kept.br!);
  if (encoding === 'gzip') return (kept.gzip ??= ownBytes(zlib.gzipSync(kept.identity!)));
  if (kept.br && !('brLight' in kept && kept.brLight)) return kept.br;
  const first = !kept.br;
  const made = ownBytes(zlib.brotliCompressSync(kept.identity!, first ? BROTLI_FIRST : BROTLI));
  Object.assign(kept, { br: made, brLight: first });
  return made;
}

/** Sends kept bytes in the encoding the client takes, or a 304 when it already has them. */
export function sendKeptBytes(request: FastifyRequest, reply: FastifyReply, kept: KeptBytes): FastifyReply {
  reply.header('vary', 'accept-encoding').header('etag', kept.etag);
  if (request.headers['if-none-match'] === kept.etag) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(inEncoding(kept, encoding));
  return reply.header('content-encoding', encoding).send(inEncoding(kept, encoding));
}

/** The encoding to send: brotli, else gzip, when the client accepts it (q > 0), otherwise none. */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name!.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
