import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { THREADED_FROM_STONES } from './modules/diamonds/search/diamond-index.ts';
import { shopProcessesFor } from './processes.ts';

const base = { VAR_DIR: 'var/test', JWT_SECRET: 'test-secret-test-secret-test-secret-test-secret' };
const server = { ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kilau' };
const eghl = { EGHL_SERVICE_ID: 'KLU', EGHL_MERCHANT_PASSWORD: 'secret' };
const myInvois = { MYINVOIS_CLIENT_ID: 'client', MYINVOIS_CLIENT_SECRET: 'secret' };

describe('payments only where intended', () => {
  it('a shop on a PostgreSQL server with neither an eGHL merchant nor PAYMENT_SANDBOX=true refuses to start, naming the settings', () => {
    expect(() => loadConfig(server)).toThrow(/EGHL_SERVICE_ID.*EGHL_MERCHANT_PASSWORD.*PAYMENT_SANDBOX=true/s);
  });

  it('half an eGHL merchant is refused too', () => {
    expect(() => loadConfig({ ...server, EGHL_SERVICE_ID: 'KLU' })).toThrow(/both EGHL_SERVICE_ID and EGHL_MERCHANT_PASSWORD/);
    expect(() => loadConfig({ ...base, EGHL_MERCHANT_PASSWORD: 'secret' })).toThrow(/both EGHL_SERVICE_ID and EGHL_MERCHANT_PASSWORD/);
  });

  it('the sandbox gateway serves the embedded database (the demo shop) and a server shop that asks for it; a merchant goes to eGHL', () => {
    expect(loadConfig(base).paymentGateway).toBe('sandbox');
    expect(loadConfig({ ...server, PAYMENT_SANDBOX: 'true' }).paymentGateway).toBe('sandbox');
    expect(loadConfig({ ...server, ...eghl, ...myInvois }).paymentGateway).toBe('eghl');
    expect(loadConfig({ ...base, ...eghl, ...myInvois, PAYMENT_SANDBOX: 'true' }).paymentGateway).toBe('eghl');
  });

  it('a shop taking real payments issues real e-invoices: without MyInvois credentials it refuses to start; a sandbox shop uses the MyInvois sandbox', () => {
    expect(() => loadConfig({ ...server, ...eghl })).toThrow(/MYINVOIS_CLIENT_ID and MYINVOIS_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base, ...eghl })).toThrow(/MYINVOIS_CLIENT_ID and MYINVOIS_CLIENT_SECRET/);
    expect(() => loadConfig({ ...server, ...eghl, MYINVOIS_CLIENT_ID: 'id' })).toThrow(/both MYINVOIS_CLIENT_ID and MYINVOIS_CLIENT_SECRET/);
    expect(loadConfig({ ...server, ...eghl, ...myInvois }).eInvoiceService).toBe('myinvois');
    expect(loadConfig(base).eInvoiceService).toBe('sandbox');
    expect(loadConfig({ ...server, PAYMENT_SANDBOX: 'true' }).eInvoiceService).toBe('sandbox');
    expect(loadConfig({ ...server, PAYMENT_SANDBOX: 'true', ...myInvois }).eInvoiceService).toBe('myinvois');
  });

  it('the command-line tools, which take no payments, open a server database without a gateway', () => {
    expect(() => loadConfig(server, { takesPayments: false })).not.toThrow();
  });
});

describe('shop processes (WEB_CONCURRENCY)', () => {
  const sandbox = { ...server, PAYMENT_SANDBOX: 'true' };
  it('one process per core in production with a PostgreSQL server and Redis; one otherwise', () => {
    expect(loadConfig({ ...sandbox, REDIS_URL: 'redis://127.0.0.1:6379' }).processes).toBe(os.availableParallelism());
    expect(loadConfig(sandbox).processes).toBe(1); // rate limits would count per process
    expect(loadConfig(base).processes).toBe(1); // the embedded database
    expect(loadConfig({ ...sandbox, REDIS_URL: 'redis://127.0.0.1:6379', NODE_ENV: 'development' }).processes).toBe(1);
    expect(loadConfig({ ...sandbox, WEB_CONCURRENCY: '3' }).processes).toBe(3);
  });

  it('a large inventory: one process whose search threads share one index, unless WEB_CONCURRENCY says otherwise', () => {
    const onServer = loadConfig({ ...sandbox, REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(onServer.searchThreads).toBe(os.availableParallelism());
    expect(shopProcessesFor(onServer, 20_000, THREADED_FROM_STONES)).toBe(onServer.processes);
    expect(shopProcessesFor(onServer, 1_000_000, THREADED_FROM_STONES)).toBe(1);
    expect(shopProcessesFor(loadConfig({ ...sandbox, WEB_CONCURRENCY: '2' }), 1_000_000, THREADED_FROM_STONES)).toBe(2);
    expect(shopProcessesFor(loadConfig({ ...sandbox, REDIS_URL: 'redis://127.0.0.1:6379', SEARCH_THREADS: '0' }), 1_000_000, THREADED_FROM_STONES)).toBe(onServer.processes);
  });

  it('more than one process on the embedded database is refused with the reason', () => {
    expect(() => loadConfig({ ...base, WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY above 1 needs a PostgreSQL server \(DATABASE_URL\)/);
    expect(loadConfig({ ...base, WEB_CONCURRENCY: '1' }).processes).toBe(1);
    expect(() => loadConfig({ ...base, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});
