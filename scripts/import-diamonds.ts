/**
 * npm run import:diamonds -- FILE --format rapnet-csv|idex-csv|vdb-json [--type natural|lab] [--full]
 *                                 [--rules FILE] [--report FILE]
 * Without --rules the stones are priced with the rules stored in the back-office (/cms/pricing).
 *
 * Imports a supplier's diamond feed into the shop's database (DATABASE_URL, else the embedded database under
 * VAR_DIR), keyed on the certificate number: new stones are inserted, changed ones updated, equal ones left alone.
 * Rejected rows are listed with their line and reason in the report file (default FILE.report.txt). Prints the
 * counts; exits 0 whenever the file could be read (rejected rows are no failure), 1 with a message otherwise.
 */
import type { DiamondKind } from '../src/domain/diamonds/pricing.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { FeedImportError } from '../src/server/modules/diamonds/import/errors.ts';
import { feedFileSize } from '../src/server/modules/diamonds/import/feed.ts';
import { FEED_FORMAT_IDS, isFeedFormatId, type FeedFormatId } from '../src/server/modules/diamonds/import/formats.ts';
import { countsLine } from '../src/server/modules/diamonds/import/report.ts';
import { loadPricingRules } from '../src/server/modules/diamonds/import/rules.ts';
import { storedPricingRules } from '../src/server/modules/diamonds/import/stored-rules.ts';
import { importDiamondFeed, type ImportProgress } from '../src/server/modules/diamonds/import/service.ts';

const USAGE =
  `usage: npm run import:diamonds -- FILE --format ${FEED_FORMAT_IDS.join('|')} [--type natural|lab] [--full] [--rules FILE] [--report FILE]`;
const TYPES: readonly DiamondKind[] = ['natural', 'lab'];

interface Args {
  file: string;
  format: FeedFormatId;
  type: DiamondKind;
  full: boolean;
  rules?: string;
  report?: string;
}

function parseArgs(argv: string[]): Args {
  const files: string[] = [];
  let format = '';
  const args: Omit<Args, 'file' | 'format'> = { type: 'natural', full: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].startsWith('--') ? argv[i].split(/=(.*)/s, 2) : [argv[i], undefined];
    const value = () => {
      const raw = inline ?? argv[++i];
      if (!raw) throw new FeedImportError(`${flag} needs a value\n${USAGE}`);
      return raw;
    };
    if (flag === '--format') format = value();
    else if (flag === '--type') {
      const type = value();
      if (!TYPES.includes(type as DiamondKind)) throw new FeedImportError(`--type is natural or lab, not '${type}'\n${USAGE}`);
      args.type = type as DiamondKind;
    } else if (flag === '--full') args.full = true;
    else if (flag === '--rules') args.rules = value();
    else if (flag === '--report') args.report = value();
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (flag.startsWith('-')) throw new FeedImportError(`unknown option '${argv[i]}'\n${USAGE}`);
    else files.push(flag);
  }
  if (files.length !== 1) throw new FeedImportError(`${files.length ? 'one feed file at a time' : 'the feed file is missing'}\n${USAGE}`);
  if (!format) throw new FeedImportError(`--format is required\n${USAGE}`);
  if (!isFeedFormatId(format)) throw new FeedImportError(`Unknown feed format '${format}': use one of ${FEED_FORMAT_IDS.join(', ')}.`);
  return { ...args, file: files[0], format };
}

/** A progress line on stderr, redrawn with \r on a terminal; elsewhere only the final line. */
function progressLine() {
  const tty = process.stderr.isTTY;
  let startedAt = 0;
  let drawnAt = 0;
  let last: ImportProgress | undefined;
  const rate = (rows: number) => {
    const seconds = (performance.now() - startedAt) / 1000;
    return seconds > 0 ? Math.round(rows / seconds).toLocaleString('en') : '0';
  };
  return {
    update(p: ImportProgress) {
      startedAt ||= performance.now();
      last = p;
      if (!tty) return;
      const now = performance.now();
      if (p.stage === 'reading' && now - drawnAt < 100) return;
      drawnAt = now;
      const share = p.totalBytes ? Math.min(100, Math.floor((p.bytes / p.totalBytes) * 100)) : 100;
      const text =
        p.stage === 'reading'
          ? `Reading ${String(share).padStart(3)}% | ${p.rows.toLocaleString('en')} rows | ${rate(p.rows)} rows/s`
          : `Read ${p.rows.toLocaleString('en')} rows; applying them to the inventory…`;
      process.stderr.write(`\r\x1b[2K${text}`);
    },
    finish(seconds: number) {
      const rows = last?.rows ?? 0;
      const line = `${rows.toLocaleString('en')} rows imported in ${seconds.toFixed(1)} s (${(seconds > 0 ? Math.round(rows / seconds) : rows).toLocaleString('en')} rows/s)`;
      process.stderr.write(tty ? `\r\x1b[2K${line}\n` : `${line}\n`);
    },
    abandon() {
      if (tty && last) process.stderr.write('\n');
    },
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  await feedFileSize(args.file); // a missing feed is told before the database is opened
  const rules = args.rules ? await loadPricingRules(args.rules) : undefined;
  const config = loadConfig(process.env, { takesPayments: false });
  const handle = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir, poolSize: 2 });
  const progress = progressLine();
  try {
    await handle.migrate();
    const summary = await importDiamondFeed(handle, {
      file: args.file,
      format: args.format,
      type: args.type,
      full: args.full,
      // without --rules, the rules staff keep in the back-office (the defaults until they save some)
      rules: rules ?? (await storedPricingRules(handle.db)),
      reportFile: args.report,
      onProgress: progress.update,
    });
    progress.finish(summary.seconds);
    console.log(`${args.file} (${args.format}): ${countsLine(summary)}`);
    for (const note of summary.notes) console.log(`Note: ${note}`);
    console.log(`Report: ${summary.reportFile}`);
  } catch (error) {
    progress.abandon();
    throw error;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
