/**
 * The one line that says the shop is open, with the address a person can open in a browser. Listening on every
 * interface (HOST 0.0.0.0, the default) or on loopback, that is localhost — never one of the machine's own interface
 * addresses (Fastify logs each, 192.0.2.2 among them, and the first it names is such an address); listening on one
 * address or name, it is that.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { BRAND_NAME } from '../../domain/contract/content.ts';

const EVERY_INTERFACE = new Set(['', '0.0.0.0', '::', '[::]']);
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** The address to open, from the configured HOST and the address the server listens on (its port: PORT 0 picks one). */
export function openAddressOf(host: string, listening: AddressInfo | string | null): string {
  if (typeof listening === 'string') return listening; // a socket file
  const port = listening?.port ?? 0;
  const name = EVERY_INTERFACE.has(host) || isLoopback(host) ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export const openLine = (address: string): string => `${BRAND_NAME} is open at ${address}`;

/**
 * What Fastify is given to log for each interface it listens on (its `listenTextResolver`): one fixed line, which the
 * shop's logger leaves out (`withoutInterfaceLines`) — the shop says the one open line itself.
 */
export const INTERFACE_LINE = 'listening on an interface of the machine';

/** A pino hook (app.ts) that leaves out Fastify's line per interface and passes every other line on. */
export const withoutInterfaceLines = {
  logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
    if (args[0] !== INTERFACE_LINE) method.apply(this, args);
  },
};

/** Listens, then says the one open line. */
export async function listenAndSayOpen(app: FastifyInstance, options: { host: string; port: number }): Promise<string> {
  await app.listen({ ...options, listenTextResolver: () => INTERFACE_LINE });
  const address = openAddressOf(options.host, app.server.address());
  app.log.info(openLine(address));
  return address;
}
