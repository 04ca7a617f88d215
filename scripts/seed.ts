/**
 * npm run seed -- --diamonds N [--seed S]
 *
 * Opens the shop's database as the shop does (DATABASE_URL → that PostgreSQL server, otherwise the embedded
 * database under VAR_DIR/pglite), migrates it and loads the demo shop. With an empty inventory it generates N
 * diamonds (default 20,000); when diamonds already exist it adds N more, numbered after the highest stock number.
 */
import cliProgress from 'cli-progress';
import { count } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';
import { diamonds } from '../src/server/db/schema/index.ts';
import { nextStockNo, seedDiamonds, type DiamondSeedProgress } from '../src/server/db/seed/diamonds.ts';
import { seedDemoShop } from '../src/server/db/seed/index.ts';
import { stockIdFor } from '../src/server/db/seed/diamond-generator.ts';
import { loadConfig } from '../src/server/config.ts';

const DEFAULT_DIAMONDS = 20_000;
const USAGE = 'usage: npm run seed -- [--diamonds N] [--seed S]   (N defaults to 20000; 1000000 works)';

function parseArgs(argv: string[]): { diamonds: number; seed?: number } {
  const options: { diamonds: number; seed?: number } = { diamonds: DEFAULT_DIAMONDS };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => {
      const raw = inline ?? argv[++i];
      const n = Number(raw?.replace(/_/g, ''));
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number, got '${raw ?? ''}'\n${USAGE}`);
      return n;
    };
    if (flag === '--diamonds') options.diamonds = value();
    else if (flag === '--seed') options.seed = value();
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown option '${argv[i]}'\n${USAGE}`);
  }
  return options;
}

async function storedDiamonds(handle: DatabaseHandle): Promise<number> {
  const [{ n }] = await handle.db.select({ n: count() }).from(diamonds);
  return n;
}

/** A progress bar with stones per second, drawn while the diamonds load; it notes when the load began. */
function diamondProgressBar() {
  const bar = new cliProgress.SingleBar(
    {
      format: 'Diamonds |{bar}| {percentage}% | {value}/{total} stones | {speed} stones/s | ETA {eta_formatted}',
      hideCursor: true,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  const state = { startedAt: 0 };
  const onProgress: DiamondSeedProgress = (done, total) => {
    if (!state.startedAt) {
      state.startedAt = performance.now();
      bar.start(total, 0, { speed: 0 });
    }
    const seconds = (performance.now() - state.startedAt) / 1000;
    bar.update(done, { speed: seconds > 0 ? Math.round(done / seconds).toLocaleString('en') : 0 });
  };
  return { onProgress, state, stop: () => state.startedAt && bar.stop() };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig(process.env, { takesPayments: false });
  const handle = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  console.log(config.DATABASE_URL ? 'Seeding the PostgreSQL database named by DATABASE_URL' : `Seeding the embedded database in ${config.pgliteDir}`);
  const started = performance.now();
  try {
    await handle.migrate();
    const before = await storedDiamonds(handle);
    // seedDemoShop generates diamonds only into an empty inventory, and always from the default seed
    const demoShopLoadsDiamonds = before === 0 && args.seed === undefined;
    const progress = diamondProgressBar();
    let finishedAt = 0;
    try {
      await seedDemoShop(handle, {
        diamonds: demoShopLoadsDiamonds ? args.diamonds : 0,
        onDiamondProgress: progress.onProgress,
        log: (message) => console.log(message),
      });
      if (!demoShopLoadsDiamonds && args.diamonds > 0) {
        const startStockNo = await nextStockNo(handle);
        if (before > 0)
          console.log(
            `The inventory already holds ${before.toLocaleString('en')} diamonds: adding ${args.diamonds.toLocaleString('en')} more from ${stockIdFor(startStockNo)}.`,
          );
        await seedDiamonds(handle, args.diamonds, progress.onProgress, { startStockNo, seed: args.seed });
      }
      finishedAt = performance.now();
    } finally {
      progress.stop();
    }
    const after = await storedDiamonds(handle);
    const added = after - before;
    const seconds = progress.state.startedAt ? (finishedAt - progress.state.startedAt) / 1000 : 0;
    const rate = added > 0 && seconds > 0 ? ` (${Math.round(added / seconds).toLocaleString('en')} stones/s)` : '';
    console.log(
      `${added.toLocaleString('en')} diamonds loaded in ${seconds.toFixed(1)} s${rate}; the inventory holds ${after.toLocaleString('en')} diamonds. ` +
        `Whole run ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
