import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { anotherHandleOf, openTestDatabase } from '../db/testing.ts';

/**
 * One origin (README, Configuration: SITE_ORIGIN): a shop in production with SITE_ORIGIN set answers only at that
 * origin's host; a request to any other host (the bare domain, the server's IP, an old name) is sent there for good,
 * with its path and query. Load balancers probe the health checks by IP, and /metrics is read by the machine itself.
 * Over real HTTP: the shop's own in-process calls (`app.inject`: the pages' loaders, the sandbox gateway's callback)
 * are not sent anywhere.
 */
const SITE = 'https://www.kilau.example';

let database: DatabaseHandle;
const apps: FastifyInstance[] = [];
const connections: DatabaseHandle[] = [];

async function shopWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ VAR_DIR: path.resolve('var/test'), LOG_LEVEL: 'silent', JWT_SECRET: 'one-origin-secret-one-origin-secret-one', ...env });
  // each instance with its own connection to the one database, as separate processes have
  const connection = await anotherHandleOf(database);
  connections.push(connection);
  const app = await buildApp({ config, database: connection, pages: false, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  apps.push(app);
  return app;
}

interface Sent {
  url?: string;
  method?: string;
  headers?: Record<string, string>;
  payload?: object;
}

/** A request over HTTP to the shop, with the Host header given (fetch would not let a test set it). */
function at(app: FastifyInstance, host: string, options: Sent = {}): Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: string; json(): unknown }> {
  const { port } = app.server.address() as AddressInfo;
  const body = options.payload ? JSON.stringify(options.payload) : undefined;
  const headers = { host, ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers };
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.url ?? '/api/lov/PRODUCT_CATEGORY', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: text, json: () => JSON.parse(text) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

let production: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  production = await shopWith({ NODE_ENV: 'production', SITE_ORIGIN: SITE });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const connection of connections) await connection.close();
  await database?.close();
});

describe('SITE_ORIGIN set in production: one origin', () => {
  it('a GET to another host is redirected permanently (301) to the same path and query on SITE_ORIGIN', async () => {
    const answer = await at(production, 'kilau.example', { url: '/api/product/list?limit=5&sort=price%20asc' });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(`${SITE}/api/product/list?limit=5&sort=price%20asc`);
    const page = await at(production, '203.0.113.7:3000', { method: 'HEAD', url: '/products/rings?colour=rose' });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`${SITE}/products/rings?colour=rose`);
    // a Host that URL would read as the site's own once past its user info is another host
    expect((await at(production, 'evil.example@www.kilau.example')).statusCode).toBe(301);
  });

  it('a POST to another host is redirected with 308, so the browser repeats it with its body', async () => {
    const answer = await at(production, 'old.kilau.example', { method: 'POST', url: '/api/contact/create', payload: { name: 'A' } });
    expect(answer.statusCode).toBe(308);
    expect(answer.headers.location).toBe(`${SITE}/api/contact/create`);
  });

  it('the same host is answered, in any letter case and with its default port', async () => {
    for (const host of ['www.kilau.example', 'WWW.Kilau.Example', 'www.kilau.example:443']) {
      const answer = await at(production, host);
      expect(answer.statusCode, host).toBe(200);
    }
  });

  it('the health checks and /metrics are answered at any host (load balancers probe by IP)', async () => {
    for (const url of ['/api/healthz', '/healthz']) {
      const answer = await at(production, '10.0.0.5:3000', { url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.json()).toEqual({ status: 'ok', database: 'ok' });
    }
    const metrics = await at(production, '10.0.0.5:3000', { url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
  });

  it("the readiness check is answered at any host too: it is the load balancer's health check (docs/operating.md, Several instances)", async () => {
    // answered, not redirected (a prober takes a redirect for a failure): 200 once the diamond index is built, 503 before
    const answer = await at(production, '10.0.0.5:3000', { url: '/api/ready' });
    expect([200, 503]).toContain(answer.statusCode);
    expect(answer.json()).toMatchObject({ database: 'ok', diamond_index: expect.stringMatching(/^(built|building)$/) });
  });

  it("the shop's own in-process calls are answered whatever host they name", async () => {
    expect((await production.inject({ url: '/api/lov/PRODUCT_CATEGORY' })).statusCode).toBe(200);
    expect((await production.inject({ url: '/api/lov/PRODUCT_CATEGORY', headers: { host: 'localhost:80' } })).statusCode).toBe(200);
  });

  it('X-Forwarded-Host names the host only when TRUST_PROXY trusts the proxy', async () => {
    const proxied = { 'x-forwarded-host': 'www.kilau.example', 'x-forwarded-proto': 'https' };
    const untrusted = await at(production, '10.0.0.5:3000', { headers: proxied });
    expect(untrusted.statusCode).toBe(301);
    const behindProxy = await shopWith({ NODE_ENV: 'production', SITE_ORIGIN: SITE, TRUST_PROXY: 'true' });
    expect((await at(behindProxy, '10.0.0.5:3000', { headers: proxied })).statusCode).toBe(200);
    expect((await at(behindProxy, '10.0.0.5:3000', { headers: { 'x-forwarded-host': 'kilau.example' } })).statusCode).toBe(301);
  });
});

describe('no redirect unless SITE_ORIGIN is set and the shop runs in production', () => {
  it('SITE_ORIGIN unset: every host is answered', async () => {
    const app = await shopWith({ NODE_ENV: 'production', PORT: '4301' });
    expect((await at(app, 'kilau.example')).statusCode).toBe(200);
    expect((await at(app, '10.0.0.5:4301')).statusCode).toBe(200);
  });

  it('SITE_ORIGIN set outside production (npm run dev, tests): every host is answered', async () => {
    const app = await shopWith({ NODE_ENV: 'development', SITE_ORIGIN: SITE });
    expect((await at(app, 'localhost:3000')).statusCode).toBe(200);
  });
});
