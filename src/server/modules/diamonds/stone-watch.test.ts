import http from 'node:http';
import net from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../../domain/words/catalogue.ts';
import { errorHandling } from '../../http/error-handler.ts';
import { stoneChangesSchema, type StoneChange } from '../../../domain/contract/stone-changes.ts';
import { anotherHandleOf } from '../../db/testing.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { orderFixtures, startOrderShop } from '../orders/testing.ts';
import { TXN_STATUS } from '../payments/gateways/eghl-protocol.ts';
import { CALLBACK_PATH } from '../payments/gateway.ts';
import { paymentFixtures } from '../payments/testing.ts';
import { diamondRoutes } from './routes.ts';
import { createDiamondService } from './service.ts';
import { createStoneWatch } from './stone-watch.ts';

/**
 * Issue 39, item 3: a stone reserved, sold or put back on sale through one instance leaves (or comes back to) the
 * pages open on another within 2 seconds: each instance streams the database's change notices to its open pages
 * (GET /api/diamond/changes, Server-Sent Events).
 */
let a: TestShop;
let b: TestShop;
let baseB: string;
let f: ReturnType<typeof orderFixtures>;
let p: ReturnType<typeof paymentFixtures>;
beforeAll(async () => {
  a = await startOrderShop(40);
  f = orderFixtures(a);
  p = paymentFixtures(a, f);
  b = await startTestShop({ database: await anotherHandleOf(a.database) });
  await b.app.listen({ host: '127.0.0.1', port: 0 });
  const address = b.app.server.address();
  baseB = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await Promise.all([a.app.diamondIndex.current(), b.app.diamondIndex.current()]);
}, 120_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** An open page's stream: every change it was told, as it arrives. */
async function openStream(base: string) {
  const controller = new AbortController();
  const answer = await fetch(`${base}/api/diamond/changes`, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  const told: StoneChange[] = [];
  let raw = '';
  let heartbeats = 0;
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
        raw += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = raw.indexOf('\n\n')) >= 0) {
          const event = raw.slice(0, end);
          raw = raw.slice(end + 2);
          if (event.startsWith(': ')) heartbeats++;
          const data = /^event: stones\ndata: (.*)$/m.exec(event);
          if (data) told.push(...stoneChangesSchema.parse(JSON.parse(data[1]!)));
        }
      }
    } catch {
      // aborted
    }
    return 'ended';
  })();
  return {
    answer,
    told,
    heartbeats: () => heartbeats,
    ended: reading,
    /** The change told of this certificate within 2 s, or undefined. */
    async of(certificate: string, state: StoneChange['state']) {
      const deadline = Date.now() + 2_000;
      while (Date.now() < deadline) {
        const change = told.find((c) => c.CERTIFICATE_NO === certificate && c.state === state);
        if (change) return change;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return undefined;
    },
    close: async () => (controller.abort(), await reading),
  };
}

describe('open pages told of changed stones', () => {
  it('a stone reserved through one instance is told "reserved" to a page open on another within 2 s, then "gone" when sold', async () => {
    const page = await openStream(baseB);
    expect(page.answer.status).toBe(200);
    expect(page.answer.headers.get('content-type')).toContain('text/event-stream');
    expect(page.answer.headers.get('cache-control')).toContain('no-store');
    const { stone, fields } = await p.placedOrder();
    const reserved = await page.of(stone.certificateNo, 'reserved');
    expect(reserved).toEqual({ CERTIFICATE_NO: stone.certificateNo, state: 'reserved', MYR_PRICE: stone.priceSen / 100 });
    expect((await p.post(CALLBACK_PATH, p.gatewayAnswer(fields, TXN_STATUS.success))).body).toBe('OK');
    expect(await page.of(stone.certificateNo, 'gone')).toBeDefined();
    await page.close();
  });

  it('a stone put back on sale (its unpaid order cancelled) is told "offered" again', async () => {
    const page = await openStream(baseB);
    const { stone, order, shopper } = await p.placedOrder();
    expect(await page.of(stone.certificateNo, 'reserved')).toBeDefined();
    const cancelled = await a.app.inject({ method: 'POST', url: `/api/order/${order.OrderNumber}/cancel`, headers: shopper.auth });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    expect(await page.of(stone.certificateNo, 'offered')).toBeDefined();
    await page.close();
  });

  it('a closed page is forgotten at once', async () => {
    const page = await openStream(baseB);
    await expect.poll(() => b.app.stoneWatch.streams()).toBeGreaterThan(0);
    const open = b.app.stoneWatch.streams();
    await page.close();
    await expect.poll(() => b.app.stoneWatch.streams()).toBe(open - 1);
  });

  it('streams beyond the bound are refused 503 with a Retry-After; a quiet stream hears a heartbeat', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    errorHandling(app);
    const watch = createStoneWatch({ maxStreams: 1, heartbeatMs: 50 });
    await app.register(diamondRoutes, { diamonds: createDiamondService(undefined as never, undefined as never), shared: undefined as never, watch });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const first = await openStream(base);
    expect(first.answer.status).toBe(200);
    const second = await fetch(`${base}/api/diamond/changes`);
    expect(second.status).toBe(503);
    expect(second.headers.get('retry-after')).toBe('30');
    expect(((await second.json()) as { message: string }).message).toBe(t('messages.errors.tooManyWatching'));
    await expect.poll(() => first.heartbeats()).toBeGreaterThan(1);
    watch.close();
    await first.close();
    await app.close();
  });

  it('a stream whose reader takes nothing is ended once its unsent bytes pass the bound, not kept growing', async () => {
    const watch = createStoneWatch({ maxStreams: 10, heartbeatMs: 60_000 });
    const server = http.createServer((_request, response) => watch.open(response, {}));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // a client that sends its request and never reads the answer
    const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    socket.write('GET /api/diamond/changes HTTP/1.1\r\nHost: shop\r\n\r\n');
    socket.pause();
    await expect.poll(() => watch.streams()).toBe(1);
    const big = Array.from({ length: 200 }, (_, i) => ({ id: i, type: 'natural' as const, offered: false, reserved: true, priceSen: 100_000, certificate: `C${i}`.padEnd(40, 'x') }));
    for (let round = 0; round < 400 && watch.streams() > 0; round++) {
      watch.tell(big);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(watch.streams()).toBe(0);
    socket.destroy();
    watch.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('a stop ends every open stream instead of waiting for the pages to close', async () => {
    const c = await startTestShop({ database: await anotherHandleOf(a.database) });
    await c.app.listen({ host: '127.0.0.1', port: 0 });
    const page = await openStream(`http://127.0.0.1:${(c.app.server.address() as { port: number }).port}`);
    await expect.poll(() => c.app.stoneWatch.streams()).toBe(1);
    const stopped = await Promise.race([c.close().then(() => 'stopped'), new Promise((resolve) => setTimeout(() => resolve('held up'), 5_000))]);
    expect(stopped).toBe('stopped');
    expect(await Promise.race([page.ended, new Promise((resolve) => setTimeout(() => resolve('still open'), 2_000))])).toBe('ended');
  });
});
