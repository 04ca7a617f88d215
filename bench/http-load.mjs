/**
 * The load generator of the HTTP benchmarks (npm run bench:diamonds, npm run bench:http), in its own process:
 *   node bench/http-load.mjs BASE REQUESTS.json SECONDS
 * REQUESTS.json is either a list of autocannon requests, which 50 connections cycle through (what bench:diamonds
 * writes), or { requests, connections?, headers?, warmupSeconds? }: the same with that many connections, headers
 * added to every request, and first an unmeasured warm-up run of that many seconds with the same requests.
 * A request with `fresh` is made new each time it is sent: `fresh: 'utm_source'` (any parameter name) adds that
 * parameter with a value never sent before; `fresh: 'diamond-search'` sends a diamond search nobody made before (a
 * shape, a carat range and a price range drawn at random); `fresh: 'picture'` asks for the next of the spec's
 * `pictures` (paths, in turn across all connections, so no two requests ask for the same one in a cycle).
 * The spec may also cap the requests per second of all connections together (`overallRate`), and name requests'
 * `kind`s: the answers' status codes are then counted by kind (`kinds` in the result).
 * Prints one line of JSON: requests/s and latency in ms (p50, p99 …), errors (connection errors and timeouts
 * together), each of them apart, and the non-2xx answers with their status codes.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [base, file, seconds] = process.argv.slice(2);
const spec = JSON.parse(readFileSync(file, 'utf8'));
const { requests, connections = 50, headers = {}, warmupSeconds = 0, overallRate, pictures = [] } = Array.isArray(spec) ? { requests: spec } : spec;

const SHAPES = ['ROUND', 'OVAL', 'CUSHION', 'PRINCESS', 'EMERALD', 'PEAR', 'RADIANT', 'MARQUISE', 'HEART', 'ASSCHER'];
let sent = 0;
let picturesSent = 0;
/** Status codes by kind of request, for requests that name theirs. */
const kinds = {};
function counted(kind) {
  return (status) => {
    kinds[kind] ??= {};
    kinds[kind][status] = (kinds[kind][status] ?? 0) + 1;
  };
}
/** Makes a request with `fresh` new each time it is sent (see above); others go as they are. */
function withFresh(request) {
  const { fresh, kind, ...plain } = request;
  if (kind) plain.onResponse = counted(kind);
  if (!fresh) return plain;
  return {
    ...plain,
    setupRequest(req) {
      sent += 1;
      if (fresh === 'picture') return { ...req, path: pictures[picturesSent++ % pictures.length] };
      if (fresh === 'diamond-search') {
        const low = Math.round(Math.random() * 30_000);
        const carat = 0.2 + Math.round(Math.random() * 150) / 100;
        const body = { shape: SHAPES[sent % SHAPES.length], carat: [carat, Math.round((carat + 0.3 + Math.random()) * 100) / 100], totalprice_min: low, totalprice_max: low + 3_000 + Math.round(Math.random() * 60_000) + (sent % 997) };
        return { ...req, body: JSON.stringify(body) };
      }
      return { ...req, path: `${plain.path}${plain.path.includes('?') ? '&' : '?'}${fresh}=b${process.pid}-${sent}` };
    },
  };
}

const run = (duration) => autocannon({ url: base, connections, duration, headers, ...(overallRate ? { overallRate } : {}), requests: JSON.parse(JSON.stringify(requests)).map(withFresh) });

let warmup;
if (warmupSeconds > 0) {
  const w = await run(warmupSeconds);
  warmup = { requests: w.requests.total, errors: w.errors, timeouts: w.timeouts, non2xx: w.non2xx };
}
const result = await run(Number(seconds));
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors, // autocannon counts timeouts among its errors
    non2xx: result.non2xx,
    p90: result.latency.p90,
    max: result.latency.max,
    requests: result.requests.total,
    seconds: result.duration,
    connectionErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    resets: result.resets,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
    bytesPerSecond: result.throughput.average,
    warmup,
    ...(Object.keys(kinds).length ? { kinds } : {}),
  }),
);
