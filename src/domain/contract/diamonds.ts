import { z } from 'zod';
import { t } from '../words/catalogue.ts';
import { CLARITIES, COLOURS, CUTS, DIAMOND_CARAT_RANGE, DIAMOND_PRICE_RANGE, DIAMOND_TYPES, FINISHES, FLUORESCENCES, LABS } from '../diamonds/grades.ts';
import { SHAPE_CODES } from '../diamonds/shapes.ts';
import { says, safeText } from './fields.ts';

/**
 * The diamond search calls (storefront §3, §7): POST /api/diamond/list/{diamondtype}?page={n} and
 * GET /api/diamond/{CERTIFICATE_NO}, with the spec's field names. Beyond the spec: `sort` and `limit` in the
 * query string, facet counts and a price comparison with similar stones in the answer.
 */

export const DIAMOND_TYPE_VALUES = DIAMOND_TYPES.map((t) => t.value) as unknown as readonly ['naturaldiamond', 'labgrowndiamond'];
export type DiamondTypeValue = (typeof DIAMOND_TYPE_VALUES)[number];

/** Results per page: 20 unless asked, at most 60. */
export const DIAMOND_PAGE_SIZE = { default: 20, max: 60 } as const;

/**
 * Sorts: recommended (the default: src/domain/catalog/recommended-order.ts, each group by price, cheapest first), price,
 * carat, colour, clarity, cut. For the grades 'asc' is the scale's own order, best first (D before E, FL before IF,
 * Ideal before Excellent). Ties are broken by price, cheapest first.
 */
export const DIAMOND_SORTS = [
  'recommended',
  'price-asc',
  'price-desc',
  'carat-asc',
  'carat-desc',
  'color-asc',
  'color-desc',
  'clarity-asc',
  'clarity-desc',
  'cut-asc',
  'cut-desc',
] as const;
export type DiamondSort = (typeof DIAMOND_SORTS)[number];
export const DEFAULT_DIAMOND_SORT: DiamondSort = 'recommended';

/** The filter lists, each a list of codes; an empty list means "any". */
export const DIAMOND_FILTER_CODES = {
  shape: SHAPE_CODES as readonly string[],
  color: COLOURS.map((c) => c.code) as readonly string[],
  clarity: CLARITIES.map((c) => c.code) as readonly string[],
  cut: CUTS.map((c) => c.code) as readonly string[],
  polish: FINISHES.map((c) => c.code) as readonly string[],
  symmetry: FINISHES.map((c) => c.code) as readonly string[],
  fluorescence: FLUORESCENCES.map((c) => c.code) as readonly string[],
  lab: LABS.map((c) => c.code) as readonly string[],
} as const;
export type DiamondListFilter = keyof typeof DIAMOND_FILTER_CODES;
export const DIAMOND_LIST_FILTERS = Object.keys(DIAMOND_FILTER_CODES) as DiamondListFilter[];

/** The filters that get live counts (how many stones match each value under the other filters). */
export const DIAMOND_FACETS = ['shape', 'color', 'clarity', 'cut', 'lab'] as const satisfies readonly DiamondListFilter[];
export type DiamondFacet = (typeof DIAMOND_FACETS)[number];

/** A comma-joined list of codes ('ROUND,OVAL'); also accepted as an array. Unknown codes are refused by name. */
function codeList(filter: DiamondListFilter) {
  const allowed = new Set(DIAMOND_FILTER_CODES[filter]);
  const code = safeText({ message: t('validation.diamonds.theCodesMustNot', { filter }) });
  return z
    .union([code.max(400), z.array(code.max(20)).max(40)])
    .optional()
    .transform((value) => (Array.isArray(value) ? value : (value ?? '').split(',')).map((s) => s.trim().toUpperCase()).filter(Boolean))
    .superRefine((codes, ctx) => {
      const unknown = codes.filter((c) => !allowed.has(c));
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: t('validation.diamonds.unknownCode', { filter, count: unknown.length, unknown: unknown.join(', ') }) });
    })
    .transform((codes) => [...new Set(codes)]);
}

/** A number that may come as a string with thousands separators ('12,500.00'), made positive (storefront §5). */
const amount = z.union([z.number(), z.string().max(30)]).transform((value, ctx) => {
  const n = typeof value === 'number' ? value : Number(value.replaceAll(',', '').trim());
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: t('validation.diamonds.pleaseGiveNumbersFor') });
    return z.NEVER;
  }
  return Math.abs(n);
});

/** The body of POST /api/diamond/list/{diamondtype}. Ranges are clamped to the search's bounds and swapped if crossed. */
export const diamondListBodySchema = z
  .object({
    shape: codeList('shape'),
    color: codeList('color'),
    clarity: codeList('clarity'),
    cut: codeList('cut'),
    polish: codeList('polish'),
    symmetry: codeList('symmetry'),
    fluorescence: codeList('fluorescence'),
    lab: codeList('lab'),
    carat: z.tuple([amount, amount]).optional(),
    totalprice_min: amount.optional(),
    totalprice_max: amount.optional(),
  })
  .transform(({ carat, totalprice_min, totalprice_max, ...codes }) => {
    const clamp = (n: number, range: { min: number; max: number }) => Math.min(range.max, Math.max(range.min, n));
    const [c1, c2] = (carat ?? [DIAMOND_CARAT_RANGE.min, DIAMOND_CARAT_RANGE.max]).map((n) => clamp(n, DIAMOND_CARAT_RANGE));
    const p1 = clamp(totalprice_min ?? DIAMOND_PRICE_RANGE.min, DIAMOND_PRICE_RANGE);
    const p2 = clamp(totalprice_max ?? DIAMOND_PRICE_RANGE.max, DIAMOND_PRICE_RANGE);
    return {
      ...codes,
      carat: [Math.min(c1!, c2!), Math.max(c1!, c2!)] as [number, number],
      priceMin: Math.min(p1, p2),
      priceMax: Math.max(p1, p2),
    };
  });
export type DiamondListBody = z.input<typeof diamondListBodySchema>;
export type DiamondQueryFilters = z.output<typeof diamondListBodySchema>;

/** The query string of POST /api/diamond/list/{diamondtype}: page (from 1), limit, sort. */
export const diamondListQuerySchema = z.object({
  page: z.coerce.number({ error: () => t('validation.diamonds.thePageMustBe') }).int(says('validation.diamonds.thePageMustBe')).min(1, says('validation.diamonds.thePageMustBe')).max(100_000).default(1),
  limit: z.coerce
    .number({ error: () => t('validation.diamonds.thePageSizeMust', { max: DIAMOND_PAGE_SIZE.max }) })
    .int(says('validation.diamonds.thePageSizeMust', { max: DIAMOND_PAGE_SIZE.max }))
    .min(1, says('validation.diamonds.thePageSizeMust', { max: DIAMOND_PAGE_SIZE.max }))
    .max(DIAMOND_PAGE_SIZE.max, says('validation.diamonds.thePageSizeMust', { max: DIAMOND_PAGE_SIZE.max }))
    .default(DIAMOND_PAGE_SIZE.default),
  sort: z.enum(DIAMOND_SORTS, { error: () => t('validation.diamonds.theSortMustBe', { sorts: DIAMOND_SORTS.join(', ') }) }).default(DEFAULT_DIAMOND_SORT),
});

/** How a stone's price compares with available stones of the same type, shape, colour, clarity and carat band. */
export const priceComparisonSchema = z.object({
  /** Signed whole percent against the median price per carat of the similar stones: -12 is "12% below". */
  percent: z.number().int(),
  /** How many similar stones the comparison rests on (at least 5, else no comparison is given). */
  similar: z.number().int(),
});
export type PriceComparison = z.infer<typeof priceComparisonSchema>;

/** A diamond as the search and the detail call answer it (storefront §3, plus the finish and measurements). */
export const diamondSchema = z.object({
  STOCK_ID: z.string(),
  CERTIFICATE_NO: z.string(),
  CERTIFICATE_LINK: z.string(),
  TYPE: z.enum(DIAMOND_TYPE_VALUES),
  LAB: z.string(),
  SHAPE: z.string(),
  CARAT: z.number(),
  COLOR: z.string(),
  /** Null for a fancy shape its lab gave no cut grade (GIA grades the cut of round brilliants only). */
  CUT: z.string().nullable(),
  CLARITY: z.string(),
  POLISH: z.string(),
  SYMMETRY: z.string(),
  FLUORESCENCE: z.string(),
  DEPTH_PCT: z.number(),
  TABLE_PCT: z.number(),
  /** Length × width × height in mm. */
  MEASUREMENTS: z.tuple([z.number(), z.number(), z.number()]),
  MYR_PRICE: z.number(),
  IMAGE: z.string(),
  VIDEO: z.string(),
  PRICE_COMPARISON: priceComparisonSchema.nullable(),
});
export type Diamond = z.infer<typeof diamondSchema>;

export const diamondFacetsSchema = z.object(
  Object.fromEntries(DIAMOND_FACETS.map((f) => [f, z.record(z.string(), z.number().int())])) as Record<DiamondFacet, z.ZodRecord<z.ZodString, z.ZodNumber>>,
);
export type DiamondFacets = Record<DiamondFacet, Record<string, number>>;

/** The answer of POST /api/diamond/list/{diamondtype}. On a refused request: success false, a message, status 400. */
export const diamondListAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.array(diamondSchema),
  /** Every matching stone, exactly. */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  sort: z.enum(DIAMOND_SORTS),
  facets: diamondFacetsSchema,
});
export type DiamondListAnswer = z.infer<typeof diamondListAnswerSchema>;

/** The answer of GET /api/diamond/{CERTIFICATE_NO}; unknown or no longer offered: success false, 404. */
export const diamondAnswerSchema = z.object({ success: z.boolean(), message: z.string(), data: diamondSchema.nullable() });
export type DiamondAnswer = z.infer<typeof diamondAnswerSchema>;
