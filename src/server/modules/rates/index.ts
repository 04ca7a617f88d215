/** The rates module's face: what other modules may use of it. */

// what other modules use of this one
export { overrideRate } from './overrides.ts';
export { refreshRates } from './refresh.ts';
export { storedRateOf, storedRates } from './stored.ts';
