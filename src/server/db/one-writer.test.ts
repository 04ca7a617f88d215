import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { lockFileOf } from './embedded-lock.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The embedded database has one writer (issue 41): a command run beside the shop that has the embedded database
 * open refuses, and writes nothing, instead of writing the same files from a second process ("Account 34 opened",
 * and the account never worked). The command runs as its own process, as a person runs it.
 */
describe('a command beside the running embedded shop', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'kilau-one-writer-'));
  const pgliteDir = path.join(varDir, 'pglite');
  afterAll(() => rmSync(varDir, { recursive: true, force: true }));
  const userCreate = (email: string) => {
    const env: NodeJS.ProcessEnv = { ...process.env, VAR_DIR: varDir, KILAU_USER_PASSWORD: 'manager-password-1' };
    delete env.DATABASE_URL; // the embedded database in varDir, never the server the test suite may use
    return promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/user-create.ts', '--email', email, '--role', 'CMS'], { env, cwd: ROOT }).then(
      ({ stdout }) => ({ ok: true, out: stdout }),
      (error: { stderr: string }) => ({ ok: false, out: error.stderr }),
    );
  };
  const accounts = async () => {
    const handle = await openDatabase({ pgliteDir });
    try {
      return (await handle.db.query.users.findMany()).map((u) => u.email);
    } finally {
      await handle.close();
    }
  };

  it('refuses with what to do instead and writes nothing; once the shop has stopped, or its lock is stale, it works', async () => {
    // the shop's way: openDatabase on VAR_DIR/pglite, migrated (main.ts)
    const shop = await openDatabase({ pgliteDir });
    try {
      await shop.migrate();
      const beside = await userCreate('beside@kilau.my');
      expect(beside.ok).toBe(false);
      expect(beside.out).toContain(`The embedded database in ${pgliteDir} is open in another process`);
      expect(beside.out).toContain(`pid ${process.pid}`);
      expect(beside.out).toContain('PostgreSQL server (DATABASE_URL)');
      expect(beside.out).not.toContain('opened for');
      expect((await shop.db.query.users.findMany()).map((u) => u.email)).toEqual([]);
    } finally {
      await shop.close();
    }
    expect(await accounts()).toEqual([]);

    // a shop killed without closing left its lock behind: its pid runs no more, so the lock does not block
    const killed = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => killed.once('exit', resolve));
    writeFileSync(lockFileOf(pgliteDir), JSON.stringify({ pid: killed.pid, command: 'npm start', token: 'killed-shop' }));
    expect(await userCreate('after@kilau.my')).toEqual({ ok: true, out: expect.stringContaining('opened for after@kilau.my with role CMS') });
    expect(existsSync(lockFileOf(pgliteDir))).toBe(false); // the command released the lock as it ended
    expect(await accounts()).toEqual(['after@kilau.my']);
  }, 300_000); // two starts of the command (one Node process each, TypeScript through tsx's loader): see accounts.test.ts
});
