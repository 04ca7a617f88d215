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

describe('keep-alive connections', () => {
  it('are kept idle for 65 s by default, and say so; a request after 6 s idle on the same connection is answered', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const answers: string[] = [];
    let closed = false;
    socket.on('data', (chunk: Buffer) => answers.push(chunk.toString()));
    socket.on('close', () => (closed = true));
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const answered = async (count: number) => {
      for (let i = 0; i < 100 && answers.filter((a) => a.startsWith('HTTP/1.1 ')).length < count; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    socket.write(ASK);
    await answered(1);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[0]).toMatch(/\r\nKeep-Alive: timeout=65\r\n/i);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closed).toBe(false);
    socket.write(ASK);
    await answered(2);
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 200'))).toHaveLength(2);
    socket.destroy();
  }, 20_000);

  it('an idle one does not hold up the shop when it stops (SIGTERM: it finishes what is in flight, not what is idle)', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(ASK);
    for (let i = 0; i < 100 && !answer.startsWith('HTTP/1.1 200'); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    const started = Date.now();
    await shop.app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    socket.destroy();
  }, 20_000);
});
