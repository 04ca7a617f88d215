// `npm start`: what a shop runs. Production mode (React's production builds), the storefront built when its sources
// changed and the build tools are installed, then the shop's server (TypeScript through tsx).
import { register } from 'tsx/esm/api';
import { buildStorefrontIfStale } from './build-storefront.mjs';

process.env.NODE_ENV ??= 'production';
buildStorefrontIfStale();
register();
await import('../src/server/main.ts');
