import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * A nonce for the inline scripts of a page drawn for this answer, made when first asked for: the answer's content
     * security policy then allows the scripts that carry it. Answers that never ask (the API, kept pages) make none.
     */
    readonly scriptNonce: string;
    /** Allows exactly these script sources (`'nonce-…'` or `'sha256-…'` words) beside the shop's own files. */
    allowScripts(sources: string): FastifyReply;
  }
}

/** Outside addresses a page may reach: the payment gateway's form and the grading institute's frames. */
export interface SecurityOptions {
  formActions?: string[];
  frameSources?: string[];
}

/** Where the page's own script sources go in the policy helmet writes once. */
const SCRIPTS_MARK = "'kilau-scripts'";

/**
 * Security headers on every answer. Helmet writes them once, with the shop's policy, when the shop starts; every
 * answer then gets the same headers as one block (helmet's middleware per request cost 3–4 % of a kept page's CPU),
 * and a page's inline scripts are allowed by the nonce it is drawn with or, kept, by their hashes.
 */
export async function securityHeaders(app: FastifyInstance, options: SecurityOptions = {}): Promise<void> {
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", SCRIPTS_MARK],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", ...(options.frameSources ?? [])],
          formAction: ["'self'", ...(options.formActions ?? [])],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  const policy = headers['content-security-policy'];
  if (!policy?.includes(` ${SCRIPTS_MARK}`)) throw new Error('helmet wrote no script-src to fill in');
  const [before, after] = policy.split(` ${SCRIPTS_MARK}`);
  const policyWith = (sources: string) => `${before}${sources ? ` ${sources}` : ''}${after}`;
  // browser features the shop never uses, turned off for its pages and anything they embed
  const everyAnswer = { ...headers, 'content-security-policy': policyWith(''), 'permissions-policy': PERMISSIONS_POLICY };

  app.decorateReply('scriptNonceMade', '');
  app.decorateReply('scriptNonce', {
    getter(this: FastifyReply) {
      const made = this as FastifyReply & { scriptNonceMade: string };
      if (!made.scriptNonceMade) {
        made.scriptNonceMade = randomBytes(16).toString('base64');
        this.allowScripts(`'nonce-${made.scriptNonceMade}'`);
      }
      return made.scriptNonceMade;
    },
  });
  app.decorateReply('allowScripts', function (this: FastifyReply, sources: string) {
    return this.header('content-security-policy', policyWith(sources));
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(everyAnswer);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // Answers of the API carry a shopper's own data unless they say otherwise (the answers every shopper shares set
    // their own no-cache with an ETag): never kept by a browser or a proxy.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** The headers a Connect-style middleware sets on an answer (helmet's are the same for every request). */
function headersOf(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): Record<string, string> {
  const set: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: unknown) => void (set[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete set[name.toLowerCase()],
    getHeader: (name: string) => set[name.toLowerCase()],
  };
  let failed: unknown;
  middleware({ headers: {} } as IncomingMessage, answer as unknown as ServerResponse, (error) => (failed = error));
  if (failed) throw failed;
  return set;
}

/** Browser features the shop never uses, turned off for its pages and anything they embed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
