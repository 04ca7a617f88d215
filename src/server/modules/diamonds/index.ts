/** The diamonds module's face: what the shop and other modules may use of it (eslint.config.js refuses an import of its other files). */
export { FeedImportError } from './import/errors.ts';
export { queueFeed, queuedFeed, queuedFeeds } from './import/feed-queue.ts';
export { openFeed } from './import/feed.ts';
export { FEED_FORMATS, FEED_FORMAT_IDS } from './import/formats.ts';
export { mergePricingRules, pricingRulesFileSchema } from './import/rules.ts';
export type { PricingRulesFile } from './import/rules.ts';
export { PRICING_RULES_SETTING, rulesFileOf, storedPricingRules } from './import/stored-rules.ts';
export { OFFERED, offeredStone } from './offered.ts';
export type { StoneKey } from './offered.ts';
export { repriceEveryUnheldStone } from './repricing.ts';
export type { DiamondService } from './service.ts';
export { STONE_OFFER_MESSAGES, changeStoneOffer, stoneByKey } from './stone-offer.ts';
export { stones } from './stones.ts';
export { diamondImageUrl, diamondVideoUrl } from './stone-row.ts';

// what other modules use of this one
export { startFeedWorker } from './import/feed-worker.ts';
export { diamondRoutes } from './routes.ts';
export { THREADED_FROM_STONES } from './search/diamond-index.ts';
export { createLiveDiamondIndex } from './search/live-index.ts';
export type { LiveDiamondIndex } from './search/live-index.ts';
export { startSearchThreads } from './search/search-threads.ts';
export { createDiamondService } from './service.ts';
export { createStoneWatch } from './stone-watch.ts';
export type { StoneWatch } from './stone-watch.ts';
