/**
 * The embedded database has one writer. PGlite is PostgreSQL inside the process that opens it, with no server
 * between processes: two processes that open the same folder each write its files as if alone (an account opened
 * by `npm run user:create` beside the running shop was never seen by the shop, and the files can be damaged).
 *
 * So whoever opens the embedded database — the shop, or a command (seed, user:create, import:diamonds) — first takes
 * its lock: a file beside the database's folder (`VAR_DIR/pglite.lock`), created only if it does not exist, holding
 * the holder's pid and command. It is removed when the database is closed and when the process exits; a lock whose
 * pid no longer runs (a process killed, a machine restarted) is stale and taken over. A PostgreSQL server
 * (DATABASE_URL) takes no lock: it has many writers by design.
 */
import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import '../../domain/words/books/cms.ts';
import { t } from '../../domain/words/catalogue.ts';

export interface LockHolder {
  pid: number;
  /** What the holder runs: `npm start`, `npm run user:create`, … (or its script's name). */
  command: string;
  /** Tells this holding apart from another by the same pid (a pid used again after a restart). */
  token: string;
}

/** Someone else has the embedded database open: the message says who and what to do instead. */
export class EmbeddedDatabaseInUse extends Error {
  override name = 'EmbeddedDatabaseInUse';
  constructor(
    readonly holder: LockHolder,
    readonly lockFile: string,
  ) {
    super(t('cms.embeddedDatabase.inUse', { dir: lockFile.replace(/\.lock$/, ''), command: holder.command, pid: String(holder.pid), file: lockFile }));
  }
}

export interface EmbeddedLock {
  readonly file: string;
  release(): void;
}

/** The shop's own commands, by the script that runs them: the name a person typed. */
const COMMANDS: Record<string, string> = {
  'start.mjs': 'npm start',
  'dev.mjs': 'npm run dev',
  'e2e-server.mjs': 'node scripts/e2e-server.mjs',
  'seed.ts': 'npm run seed',
  'user-create.ts': 'npm run user:create',
  'import-diamonds.ts': 'npm run import:diamonds',
};

export function commandOf(argv: readonly string[] = process.argv): string {
  const script = path.basename(argv[1] ?? process.argv0);
  return COMMANDS[script] ?? script;
}

/** The lock file of an embedded database's folder: beside it, so PGlite's own files stay as PGlite writes them. */
export const lockFileOf = (pgliteDir: string): string => `${path.resolve(pgliteDir)}.lock`;

/** Locks this process holds (a second open of the same folder in one process is refused too). */
const held = new Map<string, string>();
let releasedAtExit = false;

/** Takes the lock of the embedded database in `pgliteDir`, or throws EmbeddedDatabaseInUse naming its holder. */
export function lockEmbeddedDatabase(pgliteDir: string, command = commandOf()): EmbeddedLock {
  const file = lockFileOf(pgliteDir);
  const mine: LockHolder = { pid: process.pid, command, token: randomUUID() };
  // a stale lock found is removed, then taken like a free one; a lock someone else took meanwhile is theirs
  for (let attempt = 1; !created(file, mine); attempt++) {
    const holder = holderOf(file);
    if ((holder && holds(holder, file)) || attempt === 3) throw new EmbeddedDatabaseInUse(holder ?? { pid: 0, command: '?', token: '' }, file);
    removeIfStill(file, holder);
  }
  held.set(file, mine.token);
  if (!releasedAtExit) {
    releasedAtExit = true;
    // a process that ends without closing the database (process.exit, an uncaught error) leaves no lock behind
    process.once('exit', () => {
      for (const [lockFile, token] of held) removeIfStill(lockFile, { token });
    });
  }
  return {
    file,
    release() {
      if (held.get(file) !== mine.token) return;
      held.delete(file);
      removeIfStill(file, mine);
    },
  };
}

/**
 * Creates the lock file holding `mine`, unless it exists. Written whole under a name of its own, then linked to the
 * lock's name (which fails if that exists): nobody ever reads a lock file half written.
 */
function created(file: string, mine: LockHolder): boolean {
  const draft = `${file}.${mine.token}`;
  writeFileSync(draft, `${JSON.stringify(mine)}\n`, { mode: 0o644 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    unlinkSync(draft);
  }
}

/** The holder a lock file names; undefined when it names none (a file cut short by a crash while it was written). */
export function holderOf(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return Number.isSafeInteger(holder.pid) && typeof holder.token === 'string' ? { pid: holder.pid!, command: String(holder.command ?? '?'), token: holder.token } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the lock is held: by this process (a second open here), or by a process that still runs. */
function holds(holder: LockHolder, file: string): boolean {
  if (holder.pid === process.pid) return held.get(file) === holder.token;
  return isRunning(holder.pid);
}

export function isRunning(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // the process runs as another user: it runs
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the lock file if it is still the one read (another process may have taken it meanwhile). */
function removeIfStill(file: string, holder: Pick<LockHolder, 'token'> | undefined): void {
  if (holderOf(file)?.token !== holder?.token) return;
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
