/**
 * The machine's limit for the HTTP benchmark (bench:http): a bare Node server that answers every request with the
 * same fixed bytes, as many as the shop's kept answer of a kind carries (headers included), so a kept page or
 * answer can be read as a ratio to what Node itself does on this machine in the same run.
 *   node bench/bare-server.mjs PORT BYTES
 */
import { Buffer } from 'node:buffer';
import http from 'node:http';

const [port, bytes] = process.argv.slice(2).map(Number);
const headers = { 'content-type': 'application/octet-stream', 'content-encoding': 'br', 'cache-control': 'no-cache', vary: 'accept-encoding' };
// the status line and headers Node writes (date, connection, keep-alive, content-length included), about 230 bytes
const HEAD_BYTES = 230;
const body = Buffer.alloc(Math.max(0, bytes - HEAD_BYTES), 0x61);
http
  .createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { ...headers, 'content-length': body.length }).end(body));
  })
  .listen(port, '127.0.0.1', () => console.log('listening'));
