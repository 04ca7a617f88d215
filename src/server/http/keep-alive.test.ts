import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../testing.ts';

/**
 * An idle keep-alive connection stays open longer than a proxy in front keeps its own (a load balancer's idle timeout
 * is commonly 60 s): if the shop closed first, the proxy (or any client reusing the connection) could send a request
 * at the moment it closes and get a reset instead of an answer.
 */
let shop: TestShop;
let port = 0;

beforeAll(async () => {
  shop = await startTestShop();
  await shop.app.listen({ host: '127.0.0.1', port: 0 });
  port = (shop.app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await shop?.close();
});

const ASK = 'GET /api/healthz HTTP/1.1\r\nHost: shop.test\r\nConnection: keep-alive\r\n\r\n';

/** A connection to the shop that asks for /api/healthz on demand and waits for each answer. */
async function keptConnection() {
  const socket = net.connect(port, '127.0.0.1');
  const answers: string[] = [];
  let closed = false;
  socket.on('data', (chunk: Buffer) => answers.push(chunk.toString()));
  socket.on('close', () => (closed = true));
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    answers,
    closed: () => closed,
    async ask() {
      const before = answers.length;
      socket.write(ASK);
      for (let i = 0; i < 100 && answers.length === before; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      return answers[before] ?? '';
    },
    end: () => socket.destroy(),
  };
}

describe('keep-alive connections', () => {
  it('are kept idle for 65 s by default, and say so; a request after 6 s idle on the same connection is answered', async () => {
    const connection = await keptConnection();
    const first = await connection.ask();
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toMatch(/\r\nKeep-Alive: timeout=65\r\n/i);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(connection.closed()).toBe(false);
    expect(await connection.ask()).toMatch(/^HTTP\/1\.1 200/);
    connection.end();
  }, 20_000);

  it('an idle one does not hold up the shop when it stops (SIGTERM: it finishes what is in flight, not what is idle)', async () => {
    const connection = await keptConnection();
    expect(await connection.ask()).toMatch(/^HTTP\/1\.1 200/);
    const started = Date.now();
    await shop.app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    connection.end();
  }, 20_000);
});
