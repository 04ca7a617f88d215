import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../testing.ts';

/** Bounded work per connection: a client that sends its headers or body too slowly, or nothing at all, is cut off. */

let shop: TestShop;
let port = 0;

beforeAll(async () => {
  shop = await startTestShop({
    env: { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '1500', CONNECTION_TIMEOUT_MS: '2500', KEEP_ALIVE_TIMEOUT_MS: '1000' },
  });
  await shop.app.listen({ host: '127.0.0.1', port: 0 });
  port = (shop.app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await shop?.close();
});

/** Opens a connection, writes `text`, and resolves with what the server sent and how long until it closed. */
function sendAndWait(text: string, limitMs = 10_000): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection was still open after ${limitMs} ms`));
    }, limitMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(guard);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

describe('connection and request timeouts', () => {
  it('closes a POST whose body never arrives once the request time is up', async () => {
    const { answer, closedAfterMs } = await sendAndWait(
      'POST /api/hint/create HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"recip',
    );
    expect(closedAfterMs).toBeLessThan(5_000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes a connection whose headers never end once the header time is up', async () => {
    const { closedAfterMs } = await sendAndWait('GET /api/healthz HTTP/1.1\r\nHost: shop.test\r\nX-Slow: ');
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('closes a connection that says nothing', async () => {
    const { closedAfterMs } = await sendAndWait('');
    expect(closedAfterMs).toBeLessThan(6_000);
  });

  it('still answers a request that arrives in time', async () => {
    const { answer } = await sendAndWait('GET /api/healthz HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
