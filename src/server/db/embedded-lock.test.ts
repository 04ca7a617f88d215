import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commandOf, EmbeddedDatabaseInUse, holderOf, lockEmbeddedDatabase, lockFileOf } from './embedded-lock.ts';

const varDir = mkdtempSync(path.join(tmpdir(), 'kilau-embedded-lock-'));
afterAll(() => rmSync(varDir, { recursive: true, force: true }));
let folders = 0;
const freshFolder = () => path.join(varDir, `pglite-${++folders}`);

/** A process that has run and ended: its pid no longer runs. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** A process that runs until killed, as another holder of the lock. */
function runningProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  return { pid: child.pid!, stop: () => child.kill() };
}

describe('the embedded database has one writer (its lock)', () => {
  it('a second opener is refused while the lock is held, and the folder opens again once it is released', () => {
    const dir = freshFolder();
    const first = lockEmbeddedDatabase(dir, 'npm start');
    expect(holderOf(lockFileOf(dir))).toMatchObject({ pid: process.pid, command: 'npm start' });
    expect(() => lockEmbeddedDatabase(dir, 'npm run seed')).toThrow(EmbeddedDatabaseInUse);
    first.release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    lockEmbeddedDatabase(dir, 'npm run seed').release();
  });

  it('a lock held by another running process refuses, saying who holds it and what to do instead', () => {
    const dir = freshFolder();
    const other = runningProcess();
    try {
      writeFileSync(lockFileOf(dir), JSON.stringify({ pid: other.pid, command: 'npm start', token: 'the-shop' }));
      let refusal: unknown;
      try {
        lockEmbeddedDatabase(dir, 'npm run user:create');
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(EmbeddedDatabaseInUse);
      const message = (refusal as Error).message;
      expect(message).toContain(`open in another process (npm start, pid ${other.pid})`);
      expect(message).toContain('Stop that process');
      expect(message).toContain('PostgreSQL server (DATABASE_URL)');
      // the holder's lock is left as it was
      expect(holderOf(lockFileOf(dir))).toMatchObject({ pid: other.pid, token: 'the-shop' });
    } finally {
      other.stop();
    }
  });

  it('a stale lock (its pid no longer runs) or a lock file cut short does not block: it is taken over', async () => {
    const dir = freshFolder();
    const pid = await deadPid();
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid, command: 'npm start', token: 'killed-shop' }));
    const taken = lockEmbeddedDatabase(dir, 'npm run user:create');
    expect(holderOf(lockFileOf(dir))).toMatchObject({ pid: process.pid, command: 'npm run user:create' });
    taken.release();

    writeFileSync(lockFileOf(dir), '{"pid": 12');
    lockEmbeddedDatabase(dir, 'npm start').release();
  });

  it('releasing removes only its own lock, not one another process has taken since', () => {
    const dir = freshFolder();
    const mine = lockEmbeddedDatabase(dir, 'npm start');
    const theirs = JSON.stringify({ pid: process.ppid, command: 'npm run seed', token: 'theirs' });
    writeFileSync(lockFileOf(dir), theirs);
    mine.release();
    expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(theirs);
  });

  it('names the holder by the command a person typed', () => {
    expect(commandOf(['node', '/shop/scripts/start.mjs'])).toBe('npm start');
    expect(commandOf(['node', '/shop/scripts/dev.mjs'])).toBe('npm run dev');
    expect(commandOf(['node', '/shop/scripts/user-create.ts', '--email', 'a@b.my'])).toBe('npm run user:create');
    expect(commandOf(['node', '/shop/scripts/import-diamonds.ts'])).toBe('npm run import:diamonds');
    expect(commandOf(['node', '/elsewhere/tool.mjs'])).toBe('tool.mjs');
  });
});
