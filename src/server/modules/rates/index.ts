/** The rates module's face: what the shop and other modules may use of it (eslint.config.js refuses an import of its other files). */
export { overrideRate } from './overrides.ts';
export { refreshRates } from './refresh.ts';
export { storedRateOf, storedRates } from './stored.ts';

// what other modules use of this one
export { startRatesJob } from './refresh.ts';
export { rateRoutes } from './routes.ts';
