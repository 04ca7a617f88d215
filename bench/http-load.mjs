/**
 * The load generator of npm run bench:diamonds, in its own process: node bench/http-load.mjs BASE REQUESTS.json SECONDS.
 * 50 connections cycle through the given requests; prints requests/s and latency as JSON.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [base, file, seconds] = process.argv.slice(2);
const requests = JSON.parse(readFileSync(file, 'utf8'));
const result = await autocannon({ url: base, connections: 50, duration: Number(seconds), requests });
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }),
);
