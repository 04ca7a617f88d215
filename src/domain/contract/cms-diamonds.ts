import { z } from 'zod';
import { cmsAnswer, component, isoTime } from './components.ts';
import { DIAMOND_SORTS, diamondFacetsSchema } from './diamonds.ts';

/** The back-office's diamonds: one stone, the inventory search, supplier feeds and pricing rules (/api/cms/diamonds…, /diamond-search…, /feeds…, /pricing…). */

export const cmsDiamondSchema = component(
  'CmsDiamond',
  z.object({
    id: z.number().int(),
    stock_id: z.string(),
    certificate_no: z.string(),
    certificate_link: z.string(),
    lab: z.string(),
    type: z.enum(['natural', 'lab']),
    shape: z.string(),
    carat: z.number(),
    color: z.string(),
    clarity: z.string(),
    /** Null for a fancy shape without a cut grade. */
    cut: z.string().nullable(),
    price: z.number(),
    cost_usd: z.number(),
    supplier: z.string(),
    is_available: z.boolean(),
    /** The tracking id of the order holding it, if one does. */
    held_by_order: z.string().nullable(),
  }),
);
export type CmsDiamond = z.output<typeof cmsDiamondSchema>;
export const cmsDiamondAnswerSchema = component('CmsDiamondAnswer', cmsAnswer({ diamond: cmsDiamondSchema }));

/** A stone's state for staff: offered to shoppers, held by an order, hidden by staff, or gone from the inventory. */
export const CMS_STONE_STATES = ['offered', 'held', 'hidden', 'gone'] as const;

export const cmsStoneSchema = component(
  'CmsStone',
  z.object({
    certificate_no: z.string(),
    stock_id: z.string(),
    lab: z.string(),
    shape: z.string(),
    carat: z.number(),
    color: z.string(),
    clarity: z.string(),
    /** Null for a fancy shape without a cut grade. */
    cut: z.string().nullable(),
    price: z.number(),
    cost_usd: z.number().nullable(),
    supplier: z.string(),
    state: z.enum(CMS_STONE_STATES),
    held_by_order: z.string().nullable(),
  }),
);
export type CmsStone = z.output<typeof cmsStoneSchema>;

export const cmsDiamondSearchAnswerSchema = component(
  'CmsDiamondSearchAnswer',
  cmsAnswer({ stones: z.array(cmsStoneSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int(), sort: z.enum(DIAMOND_SORTS), facets: diamondFacetsSchema, note: z.string() }),
);
export type CmsDiamondSearchAnswer = z.output<typeof cmsDiamondSearchAnswerSchema>;

export const feedImportSchema = component(
  'FeedImport',
  z.object({
    id: z.number().int(),
    file_name: z.string(),
    format: z.string(),
    type: z.enum(['natural', 'lab']),
    full: z.boolean(),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    size_bytes: z.number().int(),
    bytes_read: z.number().int(),
    rows_read: z.number().int(),
    inserted: z.number().int().nullable(),
    updated: z.number().int().nullable(),
    unchanged: z.number().int().nullable(),
    rejected: z.number().int().nullable(),
    marked_unavailable: z.number().int().nullable(),
    error: z.string().nullable(),
    uploaded_by: z.string(),
    created_at: isoTime,
    started_at: isoTime.nullable(),
    finished_at: isoTime.nullable(),
  }),
);
export type FeedImport = z.output<typeof feedImportSchema>;
/** One import with its report (every rejected row with its line and reason), once it has ended. */
export const feedImportDetailSchema = component('FeedImportDetail', feedImportSchema.extend({ report: z.string().nullable() }));
export type FeedImportDetail = z.output<typeof feedImportDetailSchema>;

export const cmsFeedListAnswerSchema = component('CmsFeedListAnswer', cmsAnswer({ feeds: z.array(feedImportSchema) }));
export const cmsFeedAnswerSchema = component('CmsFeedAnswer', cmsAnswer({ feed: feedImportDetailSchema }));

const markupBand = z.object({ upToUsd: z.number().optional(), factor: z.number() });
/** The pricing rules as the `--rules` file writes them; the last band of a type has no upToUsd (open-ended). */
export const pricingRulesSchema = component(
  'PricingRules',
  z.object({ usdToMyr: z.number(), rounding: z.enum(['ringgit', 'nice']), markup: z.object({ natural: z.array(markupBand), lab: z.array(markupBand) }) }),
);
export type PricingRulesAnswer = z.output<typeof pricingRulesSchema>;

export const cmsPricingAnswerSchema = component('CmsPricingAnswer', cmsAnswer({ rules: pricingRulesSchema, defaults: pricingRulesSchema, note: z.string() }));
export type CmsPricingAnswer = z.output<typeof cmsPricingAnswerSchema>;
export const cmsRepriceAnswerSchema = component('CmsRepriceAnswer', cmsAnswer({ repriced: z.number().int() }));
