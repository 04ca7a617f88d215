import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listenAndSayOpen, openAddressOf, openLine, withoutInterfaceLines } from './open-address.ts';

const on = (port: number, address = '0.0.0.0') => ({ address, family: address.includes(':') ? 'IPv6' : 'IPv4', port });

describe('the open line names the address a person can open (issue 41)', () => {
  it('listening on every interface or on loopback, it is localhost, never an interface address of the machine', () => {
    expect(openAddressOf('0.0.0.0', on(3000))).toBe('http://localhost:3000');
    expect(openAddressOf('::', on(3000, '::'))).toBe('http://localhost:3000');
    expect(openAddressOf('127.0.0.1', on(3541, '127.0.0.1'))).toBe('http://localhost:3541');
    expect(openAddressOf('localhost', on(3541, '::1'))).toBe('http://localhost:3541');
    expect(openAddressOf('::1', on(3541, '::1'))).toBe('http://localhost:3541');
  });

  it('listening on one address or name, it is that one; the port is the one listened on (PORT 0 picks one)', () => {
    expect(openAddressOf('192.0.2.2', on(3000, '192.0.2.2'))).toBe('http://192.0.2.2:3000');
    expect(openAddressOf('shop.internal', on(8080, '10.0.0.5'))).toBe('http://shop.internal:8080');
    expect(openAddressOf('2001:db8::5', on(3000, '2001:db8::5'))).toBe('http://[2001:db8::5]:3000');
    expect(openAddressOf('0.0.0.0', on(41234))).toBe('http://localhost:41234');
  });

  it('reads as the shop says it', () => {
    expect(openLine('http://localhost:3000')).toBe('Kilau is open at http://localhost:3000');
  });

  it('listening on every interface logs the one open line, not a line per interface (192.0.2.2 …), and loses no other line meanwhile', async () => {
    const lines: { msg: string }[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(...String(chunk).trim().split('\n').map((l) => JSON.parse(l) as { msg: string })), done()) });
    const app = Fastify({ logger: { level: 'info', stream: sink, hooks: withoutInterfaceLines } });
    // a step of the start that logs while the server starts listening (the diamond index is built meanwhile)
    app.addHook('onReady', async () => app.log.info('diamond search index built'));
    try {
      expect(await listenAndSayOpen(app, { host: '0.0.0.0', port: 3542 })).toBe('http://localhost:3542');
      expect(lines.map((l) => l.msg)).toEqual(['diamond search index built', 'Kilau is open at http://localhost:3542']);
    } finally {
      await app.close();
    }
  });
});
