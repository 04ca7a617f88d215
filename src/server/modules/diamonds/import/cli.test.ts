import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const FEED = path.join(ROOT, 'tests/fixtures/feeds/rapnet.csv');

describe('npm run import:diamonds (the command, end to end)', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'kilau-import-cli-'));
  afterAll(() => rmSync(varDir, { recursive: true, force: true }));
  const run = (args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, VAR_DIR: varDir };
    delete env.DATABASE_URL; // the embedded database in varDir, never the server the test suite may use
    return promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/import-diamonds.ts', ...args], { env, cwd: ROOT }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  };

  it('imports a feed, prints the counts and writes the report; a second run changes nothing; bad input exits 1 with a message', async () => {
    const report = path.join(varDir, 'rapnet.report.txt');
    const first = await run([FEED, '--format', 'rapnet-csv', '--report', report]);
    expect(first).toMatchObject({ code: 0, stdout: expect.stringContaining('17 read, 8 inserted, 0 updated, 0 unchanged, 9 rejected, 0 marked unavailable') });
    expect(first.stderr).toMatch(/17 rows imported in [\d.]+ s \([\d,]+ rows\/s\)\n$/); // not a terminal: only the final line
    expect(readFileSync(report, 'utf8')).toContain("line 7: unknown shape 'TRILLION'");

    const again = await run([FEED, '--format=rapnet-csv', '--report', report, '--full']);
    expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining('17 read, 0 inserted, 0 updated, 8 unchanged, 9 rejected, 0 marked unavailable') });

    expect(await run([FEED, '--format', 'xml'])).toMatchObject({ code: 1, stderr: expect.stringContaining("Unknown feed format 'xml': use one of rapnet-csv, idex-csv, vdb-json.") });
    const rules = path.join(varDir, 'rules.json');
    writeFileSync(rules, '{ "usdToMyr": "4.5" }');
    expect(await run([FEED, '--format', 'rapnet-csv', '--rules', rules])).toMatchObject({ code: 1, stderr: expect.stringContaining('is not valid: usdToMyr:') });

    const handle = await openDatabase({ pgliteDir: path.join(varDir, 'pglite') });
    try {
      const { rows } = await handle.pglite!.query<{ n: number }>(`select count(*)::int as n from diamonds where supplier = 'RapNet'`);
      expect(rows[0].n).toBe(8);
    } finally {
      await handle.close();
    }
  }, 300_000); // several starts of the command: 121 s seen on a machine loaded beyond the journeys
});
