import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../db/seed/accounts.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { openAccount } from './accounts.ts';
import { login, newShopperEmail } from './testing.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

describe('staff and demo accounts', () => {
  it('a staff account opened directly logs in with a CMS token', async () => {
    const email = newShopperEmail('staff');
    await openAccount(shop.database.db, { email: email.toUpperCase(), password: 'diamond-desk-2026', role: 'CMS' });
    const tokens = await login(shop.app, email, 'diamond-desk-2026');
    expect(decodeJwt(tokens.jwt).role).toBe('CMS');
    await expect(openAccount(shop.database.db, { email, password: 'diamond-desk-2026', role: 'WEB' })).rejects.toThrow('already registered');
    await expect(openAccount(shop.database.db, { email: newShopperEmail(), password: 'short', role: 'WEB' })).rejects.toThrow('at least 8');
  });

  it('the demo shop opens the documented customer (WEB) and staff (CMS) accounts, once', async () => {
    const empty = await startTestShop();
    try {
      expect(await seedDemoAccounts(empty.database.db)).toBe(true);
      expect(await seedDemoAccounts(empty.database.db)).toBe(false);
      for (const account of DEMO_ACCOUNTS) {
        const tokens = await login(empty.app, account.email, account.password);
        expect(decodeJwt(tokens.jwt).role).toBe(account.role);
      }
    } finally {
      await empty.close();
    }
  });
});

describe('npm run user:create', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'kilau-user-create-'));
  afterAll(() => rmSync(varDir, { recursive: true, force: true }));
  const run = (args: string[], password?: string) => {
    const env: NodeJS.ProcessEnv = { ...process.env, VAR_DIR: varDir, KILAU_USER_PASSWORD: password };
    delete env.DATABASE_URL; // the embedded database in varDir, never the server the test suite may use
    return promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/user-create.ts', ...args], { env, cwd: process.cwd() }).then(
      ({ stdout }) => ({ ok: true, out: stdout }),
      (error: { stderr: string }) => ({ ok: false, out: error.stderr }),
    );
  };

  it('opens a CMS account with the password from KILAU_USER_PASSWORD; refuses a second one and a bad role', async () => {
    // the two refusals that never reach the database run beside the first account's opening
    const [created, badRole, noPassword] = await Promise.all([
      run(['--email', 'Manager@Kilau.my', '--role', 'CMS', '--name', 'Nur Aisyah'], 'manager-password-1'),
      run(['--email', 'x@kilau.my', '--role', 'ADMIN'], 'manager-password-1'),
      run(['--email', 'y@kilau.my']),
    ]);
    expect(created).toEqual({ ok: true, out: expect.stringContaining('opened for manager@kilau.my with role CMS') });
    expect(badRole).toEqual({ ok: false, out: expect.stringContaining('--role is one of WEB, CMS') });
    expect(noPassword).toEqual({ ok: false, out: expect.stringContaining('KILAU_USER_PASSWORD') });
    expect(await run(['--email', 'manager@kilau.my', '--role', 'CMS'], 'manager-password-1')).toEqual({ ok: false, out: expect.stringContaining('already registered') });

    const handle = await openDatabase({ pgliteDir: path.join(varDir, 'pglite') });
    try {
      const rows = await handle.db.query.users.findMany();
      expect(rows.map((r) => [r.email, r.role, r.name])).toEqual([['manager@kilau.my', 'CMS', 'Nur Aisyah']]);
      expect(rows[0].passwordHash).toMatch(/^\$argon2id\$/);
    } finally {
      await handle.close();
    }
  }, 300_000); // four starts of the command (one Node process each, TypeScript through tsx's loader): up to 180 s seen when the journeys and both suites share the two cores
});
