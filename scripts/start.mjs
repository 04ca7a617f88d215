// `npm start`: build the storefront when needed, then run the shop's server (TypeScript through tsx).
import { register } from 'tsx/esm/api';
import { buildStorefrontIfStale } from './build-storefront.mjs';

buildStorefrontIfStale();
register();
await import('../src/server/main.ts');
