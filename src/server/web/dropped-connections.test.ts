import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopProcess, type ShopProcess } from '../shop-process.testing.ts';

/**
 * Nothing a visitor does can stop the shop: the real shop process (`node scripts/start.mjs`, NODE_ENV=production,
 * as `npm start` runs it) gets several hundred requests for pages, API answers and pictures, compressed with brotli
 * and gzip, whose connections are dropped at every moment (before the answer, after its first bytes, mid-stream);
 * afterwards it still answers every kind of request.
 */

let shop: ShopProcess;
let port = 0;

interface Probe {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** Sends one request on a raw socket and drops the connection after `dropAfterBytes` bytes of the answer (0: at once). */
function droppedRequest(probe: Probe, encoding: string, dropAfterBytes: number, delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = 0;
    const done = () => {
      socket.destroy();
      resolve();
    };
    socket.setTimeout(10_000, done);
    socket.on('error', done);
    socket.on('close', done);
    socket.on('connect', () => {
      const body = probe.body ?? '';
      const head = [
        `${probe.method} ${probe.path} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Accept-Encoding: ${encoding}`,
        'Accept: text/html,application/json,image/webp,*/*',
        'Connection: close',
        ...(probe.body ? ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`] : []),
      ].join('\r\n');
      socket.write(`${head}\r\n\r\n${body}`);
      if (dropAfterBytes === 0) setTimeout(done, delayMs);
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (dropAfterBytes > 0 && received >= dropAfterBytes) setTimeout(done, delayMs);
    });
  });
}

/**
 * `connections` keep-alive connections each ask for the probes in turn, a new request as soon as an answer ends,
 * for `ms`; then every connection is dropped at the same moment, mid-answer. Returns the requests sent.
 */
function burstThenDrop(probes: Probe[], encoding: string, connections: number, ms: number): Promise<number> {
  let sent = 0;
  const sockets: net.Socket[] = [];
  for (let c = 0; c < connections; c++) {
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.on('error', () => {});
    let n = c;
    const ask = () => {
      const probe = probes[n++ % probes.length];
      sent++;
      socket.write(`${probe.method} ${probe.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: ${encoding}\r\nAccept: text/html\r\n\r\n`);
    };
    let buffered = '';
    socket.on('connect', ask);
    socket.on('data', (chunk: Buffer) => {
      // an answer ends with the terminating chunk of its chunked body (pages) — good enough to pace the requests
      buffered = (buffered + chunk.toString('latin1')).slice(-16);
      if (buffered.endsWith('0\r\n\r\n')) {
        buffered = '';
        ask();
      }
    });
  }
  return new Promise((resolve) =>
    setTimeout(() => {
      for (const socket of sockets) socket.destroy();
      resolve(sent);
    }, ms),
  );
}

beforeAll(async () => {
  // the embedded database: this is about serving, not about the database engine
  shop = await startShopProcess();
  port = shop.port;
}, 180_000);

afterAll(async () => {
  await shop?.stop();
});

describe('a dropped connection never stops the shop', () => {
  it('survives several hundred page, API and picture requests dropped mid-answer, with brotli and gzip', async () => {
    const base = `http://127.0.0.1:${port}`;
    const productPage = await (await fetch(`${base}/product/amara-solitaire`)).text();
    const pictures = [...new Set(productPage.match(/\/images\/[A-Za-z0-9/_.-]+(\?w=\d+)?/g) ?? [])].slice(0, 6);
    expect(pictures.length).toBeGreaterThan(0);
    const search = JSON.stringify({ carat: [0.5, 2.5] });
    const probes: Probe[] = [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/products/engagementring' },
      { method: 'GET', path: '/product/amara-solitaire' },
      { method: 'GET', path: '/choose-diamond' },
      { method: 'GET', path: '/no-such-page' },
      { method: 'GET', path: '/api/product/list?page=1&limit=24' },
      { method: 'GET', path: '/api/product/amara-solitaire' },
      { method: 'POST', path: '/api/diamond/list/naturaldiamond?limit=60', body: search },
      { method: 'GET', path: '/api/docs/json' },
      ...pictures.map((p) => ({ method: 'GET' as const, path: p })),
    ];
    const encodings = ['br', 'gzip', 'gzip, deflate, br', 'identity'];
    const drops = [0, 1, 200, 2_000, 9_000];
    // how long after the request (or after the first bytes) the visitor leaves: pages take tens of milliseconds
    const DELAYS = [0, 3, 11, 23, 41, 67, 97];
    let sent = 0;
    // rounds of parallel requests, so several answers are cut at once while others are being written
    for (let round = 0; round < 12; round++) {
      const batch: Promise<void>[] = [];
      for (let i = 0; i < 30; i++) {
        const n = round * 30 + i;
        batch.push(droppedRequest(probes[n % probes.length], encodings[n % encodings.length], drops[(n >> 2) % drops.length], DELAYS[n % DELAYS.length]));
        sent++;
      }
      await Promise.all(batch);
    }
    // then as a load generator ends: keep-alive connections asking again and again, all dropped at once
    for (let burst = 0; burst < 6; burst++) {
      sent += await burstThenDrop(probes.slice(0, 3), encodings[burst % 2], 24, 1_500);
    }
    expect(sent).toBeGreaterThanOrEqual(300);
    await new Promise((r) => setTimeout(r, 500));
    expect(shop.exited(), `the shop stopped:\n${shop.output()}`).toBeUndefined();

    for (const probe of probes) {
      const answer = await fetch(`${base}${probe.path}`, {
        method: probe.method,
        headers: { 'accept-encoding': 'br', ...(probe.body ? { 'content-type': 'application/json' } : {}) },
        body: probe.body,
      });
      expect(answer.status, probe.path).toBe(probe.path === '/no-such-page' ? 404 : 200);
      await answer.arrayBuffer();
    }
    expect(shop.exited()).toBeUndefined();
  }, 120_000);
});
