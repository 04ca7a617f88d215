/**
 * npm run user:create -- --email staff@example.com --role CMS [--name "Nur Aisyah"]
 *
 * Opens an account in the shop's database (DATABASE_URL, else the embedded database under VAR_DIR), e.g. a
 * staff account (role CMS) or a customer (role WEB, the default). The password is asked for twice without
 * being shown; for scripts, put it in the environment variable KILAU_USER_PASSWORD instead.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ROLES, type Role } from '../src/domain/shop/session.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { messageForLog } from '../src/server/http/error-log.ts';
import { openAccount } from '../src/server/modules/accounts/accounts.ts';

const USAGE = 'usage: npm run user:create -- --email ADDRESS [--role CMS|WEB] [--name "NAME"]   (password: prompted, or KILAU_USER_PASSWORD)';
export const PASSWORD_VARIABLE = 'KILAU_USER_PASSWORD';

function parseArgs(argv: string[]): { email: string; role: Role; name: string } {
  const options = { email: '', role: 'WEB' as Role, name: '' };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => {
      const raw = inline ?? argv[++i];
      if (!raw) throw new Error(`${flag} needs a value\n${USAGE}`);
      return raw;
    };
    if (flag === '--email') options.email = value();
    else if (flag === '--name') options.name = value();
    else if (flag === '--role') {
      const role = value().toUpperCase();
      if (!ROLES.includes(role as Role)) throw new Error(`--role is one of ${ROLES.join(', ')}\n${USAGE}`);
      options.role = role as Role;
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown option '${argv[i]}'\n${USAGE}`);
  }
  if (!options.email) throw new Error(`--email is required\n${USAGE}`);
  return options;
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function passwordFromUser(): Promise<string> {
  const fromEnv = process.env[PASSWORD_VARIABLE];
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new Error(`No terminal to ask for the password: set ${PASSWORD_VARIABLE}.`);
  const first = await askHidden('Password: ');
  const second = await askHidden('Password again: ');
  if (first !== second) throw new Error('The two passwords are not the same.');
  return first;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const password = await passwordFromUser();
  const config = loadConfig(process.env, { takesPayments: false });
  const handle = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  try {
    await handle.migrate();
    const id = await openAccount(handle.db, { ...args, password });
    console.log(`Account ${id} opened for ${args.email.trim().toLowerCase()} with role ${args.role}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  // a failed insert is told without its parameters (the e-mail address, the password's hash)
  console.error(messageForLog(error));
  process.exitCode = 1;
});
