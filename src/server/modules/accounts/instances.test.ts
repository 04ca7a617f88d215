import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/contract/accounts.ts';
import { BRAND_SLUG } from '../../../domain/contract/content.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { anotherHandleOf, openTestDatabase } from '../../db/testing.ts';
import { bearer, registeredShopper } from './testing.ts';

/**
 * Several instances of one shop behind a load balancer (docs/operating.md, Several instances): they share JWT_SECRET and the
 * database but each has its own port and, unless SITE_ORIGIN is set, its own default origin. An access token names the
 * shop (its brand slug) as issuer and audience, never a host, so any instance accepts what another issued.
 */
const SECRET = 'instances-secret-instances-secret-instances';

let database: DatabaseHandle;
const apps: FastifyInstance[] = [];
const connections: DatabaseHandle[] = [];

async function instance(env: Record<string, string>): Promise<FastifyInstance> {
  // SITE_ORIGIN left unset: each instance defaults to http://localhost:$PORT
  const config = loadConfig({ NODE_ENV: 'test', VAR_DIR: path.resolve('var/test'), LOG_LEVEL: 'silent', JWT_SECRET: SECRET, ...env });
  // each instance with its own connection to the one database, as separate processes have
  const connection = await anotherHandleOf(database);
  connections.push(connection);
  const app = await buildApp({ config, database: connection, pages: false, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  first = await instance({ PORT: '4301' });
  second = await instance({ PORT: '4302' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const connection of connections) await connection.close();
  await database?.close();
});

const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

describe('access tokens across instances of one shop', () => {
  it('two instances on ports 4301 and 4302 sharing JWT_SECRET accept each other\'s tokens', async () => {
    const atFirst = await registeredShopper(first);
    const atSecond = await registeredShopper(second);
    const seenBySecond = await me(second, atFirst.tokens.jwt);
    expect(seenBySecond.statusCode, seenBySecond.body).toBe(200);
    expect(seenBySecond.json().user.id).toBe(atFirst.id);
    const seenByFirst = await me(first, atSecond.tokens.jwt);
    expect(seenByFirst.statusCode, seenByFirst.body).toBe(200);
    expect(seenByFirst.json().user.id).toBe(atSecond.id);
  });

  it('two instances with different SITE_ORIGINs accept each other\'s tokens too', async () => {
    const www = await instance({ PORT: '4303', SITE_ORIGIN: 'https://www.kilau.example' });
    const bare = await instance({ PORT: '4304', SITE_ORIGIN: 'https://kilau.example' });
    const shopper = await registeredShopper(www);
    expect((await me(bare, shopper.tokens.jwt)).statusCode).toBe(200);
  });

  it('a token signed with another secret is refused with the session-expired message', async () => {
    const elsewhere = await instance({ PORT: '4305', JWT_SECRET: 'another-secret-another-secret-another-secret' });
    const shopper = await registeredShopper(elsewhere);
    const refused = await me(first, shopper.tokens.jwt);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.sessionExpired);
  });

  it('a token of the same secret but another audience or issuer is refused', async () => {
    const shopper = await registeredShopper(first);
    const claims = JSON.parse(Buffer.from(shopper.tokens.jwt.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const forge = (issuer: string, audience: string) =>
      new SignJWT({ role: claims.role, sv: claims.sv, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.sub))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(SECRET));
    // the shop's own issuer and audience pass (so the two refusals below are about the claim changed)
    expect((await me(first, await forge(BRAND_SLUG, BRAND_SLUG))).statusCode).toBe(200);
    expect((await me(first, await forge(BRAND_SLUG, 'another-shop'))).statusCode).toBe(401);
    expect((await me(first, await forge('another-shop', BRAND_SLUG))).statusCode).toBe(401);
    expect(claims.iss).toBe(BRAND_SLUG);
    expect(claims.aud).toBe(BRAND_SLUG);
  });
});
