/**
 * The framework's limit for the HTTP benchmark (bench:http): a bare Fastify route answering every request with the
 * same fixed bytes, as many as the shop's kept API answer of a kind carries (headers included), behind the shop's own
 * security headers (`src/server/http/security.ts`), so a kept answer can be read as a ratio to what Fastify itself
 * does with the same bytes: the shop's own work per kept answer is what the ratio shows.
 *   node bench/bare-fastify.mjs PORT BYTES
 */
import { Buffer } from 'node:buffer';
import Fastify from 'fastify';
import { register } from 'tsx/esm/api';

register();
const { securityHeaders } = await import('../src/server/http/security.ts');

const [port, bytes] = process.argv.slice(2).map(Number);
// the status line and the headers this route sends (the security headers included), about 1,000 bytes
const HEAD_BYTES = 1000;
const body = Buffer.alloc(Math.max(0, bytes - HEAD_BYTES), 0x61);
const app = Fastify({ logger: false });
await securityHeaders(app);
app.all('/*', async (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').header('content-encoding', 'br').header('vary', 'accept-encoding').header('cache-control', 'no-cache');
  return reply.send(body);
});
await app.listen({ port, host: '127.0.0.1' });
console.log('listening');
