import { randomBytes } from 'node:crypto';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** A fresh nonce for the inline scripts of a server-rendered page. */
    scriptNonce: string;
  }
}

/** Outside addresses a page may reach: the payment gateway's form and the grading institute's frames. */
export interface SecurityOptions {
  formActions?: string[];
  frameSources?: string[];
}

/** Security headers on every answer, with a content security policy whose scripts need the page's nonce. */
export async function securityHeaders(app: FastifyInstance, options: SecurityOptions = {}): Promise<void> {
  app.decorateReply('scriptNonce', '');
  // Helmet's middleware made once with the shop's policy: @fastify/helmet made it anew for every request (its
  // directives parsed, its middlewares built), 3–4 % of a search nobody made before.
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => {
            const nonce = (res as unknown as { scriptNonce?: string }).scriptNonce;
            return nonce ? `'nonce-${nonce}'` : "'self'";
          },
        ],
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
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) {
      reply.scriptNonce = randomBytes(16).toString('base64');
      (reply.raw as unknown as { scriptNonce: string }).scriptNonce = reply.scriptNonce;
    }
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Answers of the API carry a shopper's own data unless they say otherwise (the answers every shopper shares set
    // their own no-cache with an ETag): never kept by a browser or a proxy.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** Browser features the shop never uses, turned off for its pages and anything they embed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
