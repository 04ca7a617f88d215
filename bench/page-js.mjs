// The browser JavaScript each page loads, from a storefront build: the entry, the root route and the page's route,
// with every chunk they import, each counted once, in bytes as built and gzip -9 (what a shopper downloads).
//   node bench/page-js.mjs [buildDir] — prints one line per route; the catalogue's chunks are named apart.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const client = path.resolve(process.argv[2] ?? 'build', 'client');
const manifestFile = readdirSync(path.join(client, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
const manifest = JSON.parse(readFileSync(path.join(client, 'assets', manifestFile), 'utf8').replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''));
const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(client, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}
const chunksOf = (...parts) => [...new Set(parts.flatMap((p) => (p ? [p.module, ...(p.imports ?? [])] : [])))];
const kB = (n) => (n / 1000).toFixed(1);
const rows = [];
for (const route of Object.values(manifest.routes)) {
  if (route.id === 'root') continue;
  const parents = [];
  for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) parents.push(r);
  const files = chunksOf(manifest.entry, ...parents);
  const total = files.reduce((sum, f) => ({ raw: sum.raw + size(f).raw, gzip: sum.gzip + size(f).gzip }), { raw: 0, gzip: 0 });
  // the chunks that hold the catalogue's words (its English text)
  const words = files.filter((f) => /Something went wrong on our side|Please enter your email|Our Atelier|Back-office/.test(readFileSync(path.join(client, f), 'utf8')));
  const wordsGzip = words.reduce((s, f) => s + size(f).gzip, 0);
  rows.push({ path: `/${route.path ?? ''}`, id: route.id, raw: total.raw, gzip: total.gzip, wordsGzip, chunks: files.length });
}
rows.sort((a, b) => a.id.localeCompare(b.id));
console.log('route | chunks | JS kB | JS kB gzip | of which chunks with catalogue words, kB gzip');
for (const r of rows) console.log(`${r.id} (${r.path}) | ${r.chunks} | ${kB(r.raw)} | ${kB(r.gzip)} | ${kB(r.wordsGzip)}`);
