/**
 * npx tsx scripts/arrows-into-readme.ts
 *
 * Writes the table of the arrows allowed between modules (src/server/module-arrows.json) into the README, between
 * its two markers, so that the README says what the code checks (src/server/module-arrows.test.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ARROWS_END, ARROWS_START, arrowsTable } from '../src/server/module-arrows.ts';

const readme = path.resolve(import.meta.dirname, '..', 'README.md');
const text = readFileSync(readme, 'utf8');
const start = text.indexOf(ARROWS_START);
const end = text.indexOf(ARROWS_END);
if (start < 0 || end < start) throw new Error(`README.md has no "${ARROWS_START}" … "${ARROWS_END}" block to fill in.`);
writeFileSync(readme, text.slice(0, start) + arrowsTable() + text.slice(end + ARROWS_END.length));
console.log('README.md: the module arrows written');
