import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SessionTokens } from '../../../domain/contract/accounts.ts';

export const TEST_PASSWORD = 'emerald-cut-2026';

/** A fresh e-mail for a test shopper. */
export function newShopperEmail(name = 'shopper'): string {
  return `${name}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Registers a shopper through the API and logs them in; answers their e-mail, tokens and bearer header. */
/** A made-up client address, so shoppers created by tests do not share one IP's rate limits. */
export function someIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export async function registeredShopper(app: FastifyInstance, email = newShopperEmail(), password = TEST_PASSWORD) {
  const registered = await app.inject({ method: 'POST', url: '/api/register', payload: { email, password }, remoteAddress: someIp() });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const tokens = await login(app, email, password);
  const me = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens.jwt) });
  return { email, password, tokens, id: (me.json() as { user: { id: number } }).user.id, auth: bearer(tokens.jwt) };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<SessionTokens> {
  const answer = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: someIp() });
  if (answer.statusCode !== 200) throw new Error(`login failed: ${answer.body}`);
  return answer.json() as SessionTokens;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
