import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { logFormatOf, prettyLogStream } from './log-format.ts';

describe('log lines a person reads in a terminal, JSON for a machine elsewhere (issue 41)', () => {
  it('unset, a terminal on stdout means pretty and anything else (a pipe, a file, a container log) JSON; LOG_FORMAT overrides both', () => {
    expect(logFormatOf(undefined, true)).toBe('pretty');
    expect(logFormatOf(undefined, false)).toBe('json');
    expect(logFormatOf(undefined, undefined)).toBe('json'); // process.stdout.isTTY is undefined when it is no terminal
    expect(logFormatOf('json', true)).toBe('json');
    expect(logFormatOf('pretty', false)).toBe('pretty');
  });

  it('LOG_FORMAT is json, pretty or unset', () => {
    const env = { VAR_DIR: 'var/test', JWT_SECRET: 'log-format-secret-log-format-secret-lo' };
    expect(loadConfig(env).LOG_FORMAT).toBeUndefined();
    expect(loadConfig({ ...env, LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(() => loadConfig({ ...env, LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });

  it('a pretty line is one line with the time, the level and the message; a request says what was asked and answered', () => {
    let written = '';
    const sink = new Writable({ write: (chunk, _encoding, done) => ((written += String(chunk)), done()) });
    const { log } = Fastify({ logger: { level: 'info', stream: prettyLogStream(sink) } });
    log.info('Kilau is open at http://localhost:3000');
    log.info({ reqId: 'r1', req: { method: 'GET', url: '/diamonds', host: 'localhost:3000' } }, 'incoming request');
    log.info({ reqId: 'r1', res: { statusCode: 200 }, responseTime: 12.4 }, 'request completed');
    const lines = stripVTControlCharacters(written).trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Kilau is open at http:\/\/localhost:3000$/);
    expect(lines[1]).toMatch(/INFO: incoming request: GET \/diamonds \{"reqId":"r1"\}$/);
    expect(lines[2]).toMatch(/INFO: request completed: 200 in 12 ms \{"reqId":"r1"\}$/);
    expect(written).not.toMatch(/"level":|"pid":|hostname/);
  });
});
