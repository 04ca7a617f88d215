import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { VAR_DIR: 'var/test', JWT_SECRET: 'test-secret-test-secret-test-secret-test-secret' };
const server = { ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kilau' };

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
    expect(loadConfig({ ...server, EGHL_SERVICE_ID: 'KLU', EGHL_MERCHANT_PASSWORD: 'secret' }).paymentGateway).toBe('eghl');
    expect(loadConfig({ ...base, EGHL_SERVICE_ID: 'KLU', EGHL_MERCHANT_PASSWORD: 'secret', PAYMENT_SANDBOX: 'true' }).paymentGateway).toBe('eghl');
  });

  it('the command-line tools, which take no payments, open a server database without a gateway', () => {
    expect(() => loadConfig(server, { takesPayments: false })).not.toThrow();
  });
});
