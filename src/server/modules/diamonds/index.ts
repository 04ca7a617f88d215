/** The diamonds module's face: what other modules may use of it. */

// what other modules use of this one
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
