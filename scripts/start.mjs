// `npm start`: what a shop runs. Production mode (React's production builds), the shop built when its sources changed
// and the build tools are installed, then the server as the plain JavaScript module the build made.
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStorefrontIfStale, SERVER_ENTRY } from './build-storefront.mjs';

process.env.NODE_ENV ??= 'production';
// several shop processes (WEB_CONCURRENCY) run this file again each: the first has built the shop already
if (cluster.isPrimary) buildStorefrontIfStale();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await import(pathToFileURL(path.resolve(root, process.env.BUILD_DIR ?? 'build', SERVER_ENTRY)).href);
