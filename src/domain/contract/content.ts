import { z } from 'zod';
import { t } from '../words/catalogue.ts';
import { taxIdentitySchema } from './e-invoices.ts';
import { REVIEW_STARS, tokenStorageKeyFor, webChannelFor } from '../shop/brand.ts';
import { BANNER_ACTIONS_MAX, HOME_BLOCK_LIMITS as LIMITS, HOME_TEXT_MAX } from '../shop/home-content.ts';
import { everyTextPlain, says, safeText } from './fields.ts';

/**
 * Home page content blocks and the shop settings object, with the spec's field names
 * (storefront §3 "Home content", account §2 Contact Us). The server stores each block as
 * one `content_blocks` row (key → data) and each setting as one `shop_settings` row (key → value).
 */

/** A path inside the shop, e.g. /products/engagementring (never `//host`, which would leave the shop). */
const sitePath = z.string().regex(/^\/(?![/\\])[^\s\\]*$/, says('validation.content.aPathInsideThe'));
/** Where a link may go: a path inside the shop, or an http(s) address (never javascript:, data: and the like). */
const shopLink = z.union([sitePath, z.url({ protocol: /^https?$/, hostname: z.regexes.domain })], {
  error: () => t('validation.content.aLinkIsA'),
});
/** Text shown as it is written: no HTML tags or entities, no control characters. */
export const PLAIN_TEXT_MESSAGE = t('validation.content.pleaseWritePlainText');
const looksLikeHtml = (text: string): boolean => /<[a-z!/?]/i.test(text) || /&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text);
const plainText = (max: number) => safeText().max(max).refine((t) => !looksLikeHtml(t), PLAIN_TEXT_MESSAGE);
const words = (max: number) => plainText(max).min(1);
/** A picture served by the shop, e.g. /images/banners/home-1-desktop.webp. */
const sitePicture = z.string().regex(/^\/images\/[^\s]+$/, says('validation.content.aPictureUnderImages'));
const externalUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: () => t('validation.content.pleaseGiveAnHttps') });

/** Keys of the home content blocks. */
export const CONTENT_BLOCK_KEYS = {
  banners: 'banners',
  reviews: 'reviews',
  googleReviewUrl: 'google_review_url',
  shapes: 'shapes',
  categoriesSliders: 'categoriessliders',
  bridals: 'bridals',
  proposeNowChooseLater: 'propose_now_choose_later',
  brides: 'brides',
  gifts: 'gifts',
} as const;
export type ContentBlockKey = (typeof CONTENT_BLOCK_KEYS)[keyof typeof CONTENT_BLOCK_KEYS];

export { HOME_REVIEW_COUNT, REVIEW_STARS } from '../shop/brand.ts';

/** Each item of a block staff edit at least two of must differ in `field` (the page keys its slides by it). */
const distinct =
  <T>(field: keyof T & string, what: () => string) =>
  (items: readonly T[], ctx: z.core.$RefinementCtx<T[]>) => {
    const seen = new Set<unknown>();
    items.forEach((item, i) => {
      if (seen.has(item[field])) ctx.addIssue({ code: 'custom', path: [i, field], message: t('validation.content.twoAreTheSame', { what: what() }) });
      seen.add(item[field]);
    });
  };

export const callToActionSchema = z.strictObject({ label: words(HOME_TEXT_MAX.label), url: shopLink });
export type CallToAction = z.infer<typeof callToActionSchema>;

/** One slide of the rotating home banner: seasonal title, two calls to action, desktop and mobile pictures. */
export const bannerSchema = z.strictObject({
  title: words(HOME_TEXT_MAX.title),
  subtitle: plainText(HOME_TEXT_MAX.subtitle),
  actions: z.array(callToActionSchema).min(1).max(BANNER_ACTIONS_MAX),
  desktopimg: sitePicture,
  mobileimg: sitePicture,
  /** Kept in the back-office but not shown on the home page (the home content never serves it). */
  hidden: z.boolean().optional(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersSchema = z
  .array(bannerSchema)
  .min(1)
  .max(LIMITS.banners.max, says('validation.content.theHomeBannerHolds', { max: LIMITS.banners.max }))
  .refine((list) => list.some((b) => !b.hidden), says('validation.content.atLeastOneBanner'))
  .superRefine(distinct<Banner>('title', () => t('validation.content.bannerHeadlines')));

/** 'Our Customer Reviews' card: reviewer, stars, comment; the card opens `url` in a new tab. */
export const reviewSchema = z.strictObject({
  url: externalUrl,
  img: sitePicture,
  name: words(HOME_TEXT_MAX.name),
  rate: z.number().int().min(1).max(REVIEW_STARS),
  comment: words(HOME_TEXT_MAX.comment),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewsSchema = z
  .array(reviewSchema)
  .min(LIMITS.reviews.min, says('validation.content.keepAtLeastReviews', { min: LIMITS.reviews.min }))
  .max(LIMITS.reviews.max, says('validation.content.theHomePageShows', { max: LIMITS.reviews.max }));

/** 'See More Review': the public map-listing review page. */
export const googleReviewUrlSchema = externalUrl;

/** 'Shop Diamonds by Shape' tile; it links to /choose-diamond/shape/{label lower-cased}. */
export const shapeTileSchema = z.object({ label: z.string().min(1), img: sitePicture });
export type ShapeTile = z.infer<typeof shapeTileSchema>;
export const shapeTilesSchema = z.array(shapeTileSchema).min(1);

/** 'Shop by Category' tile. */
export const categorySliderSchema = z.strictObject({
  url: shopLink,
  img: sitePicture,
  label: words(HOME_TEXT_MAX.title),
  linklabel: words(HOME_TEXT_MAX.label),
});
export type CategorySlider = z.infer<typeof categorySliderSchema>;
const sliderTiles = <T extends z.ZodType>(tile: T) =>
  z
    .array(tile)
    .min(LIMITS.categoriessliders.min, says('validation.content.keepAtLeastTiles', { min: LIMITS.categoriessliders.min }))
    .max(LIMITS.categoriessliders.max, says('validation.content.thisRowHoldsAt', { max: LIMITS.categoriessliders.max }));
export const categoriesSlidersSchema = sliderTiles(categorySliderSchema).superRefine(distinct<CategorySlider>('url', () => t('validation.content.tileLinks')));

/** 'The Bridal Edit' tile (women's wedding rings). */
export const bridalSchema = z.strictObject({
  url: shopLink,
  img: sitePicture,
  title: words(HOME_TEXT_MAX.title),
  linklabel: words(HOME_TEXT_MAX.label),
});
export type Bridal = z.infer<typeof bridalSchema>;
export const bridalsSchema = z
  .array(bridalSchema)
  .min(LIMITS.bridals.min, says('validation.content.keepAtLeastTiles2', { min: LIMITS.bridals.min }))
  .max(LIMITS.bridals.max, says('validation.content.theBridalEditHolds', { max: LIMITS.bridals.max }))
  .refine((list) => list.length % 2 === 0, says('validation.content.theBridalEditHas'))
  .superRefine(distinct<Bridal>('url', () => t('validation.content.tileLinks')));

/** 'The Bride Edit' tile (men's wedding rings). */
export const brideSchema = z.strictObject({
  url: shopLink,
  img: sitePicture,
  label: words(HOME_TEXT_MAX.label),
  title: words(HOME_TEXT_MAX.title),
  linklabel: words(HOME_TEXT_MAX.label),
});
export type Bride = z.infer<typeof brideSchema>;
export const bridesSchema = sliderTiles(brideSchema).superRefine(distinct<Bride>('url', () => t('validation.content.tileLinks')));

/** The 'Propose Now Choose Later' banner. */
export const promoBannerSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string(),
  url: sitePath,
  linklabel: z.string().min(1),
  desktopimg: sitePicture,
  mobileimg: sitePicture,
});
export type PromoBanner = z.infer<typeof promoBannerSchema>;

/** A gift tile (Gifts Under RM500, Gifts for Her, ...). */
export const giftTileSchema = z.object({ label: z.string().min(1), url: sitePath, img: sitePicture });
export type GiftTile = z.infer<typeof giftTileSchema>;
export const giftTilesSchema = z.array(giftTileSchema).min(1);

/** The schema of each content block, by key. */
export const contentBlockSchemas = {
  [CONTENT_BLOCK_KEYS.banners]: bannersSchema,
  [CONTENT_BLOCK_KEYS.reviews]: reviewsSchema,
  [CONTENT_BLOCK_KEYS.googleReviewUrl]: googleReviewUrlSchema,
  [CONTENT_BLOCK_KEYS.shapes]: shapeTilesSchema,
  [CONTENT_BLOCK_KEYS.categoriesSliders]: categoriesSlidersSchema,
  [CONTENT_BLOCK_KEYS.bridals]: bridalsSchema,
  [CONTENT_BLOCK_KEYS.proposeNowChooseLater]: promoBannerSchema,
  [CONTENT_BLOCK_KEYS.brides]: bridesSchema,
  [CONTENT_BLOCK_KEYS.gifts]: giftTilesSchema,
} as const satisfies Record<ContentBlockKey, z.ZodType>;

/** The whole home content, as the home page reads it. */
export const homeContentSchema = z.object(contentBlockSchemas);
export type HomeContent = z.infer<typeof homeContentSchema>;

/** The home content the page shows, and the stored blocks that did not read (each shown by the fallback's block). */
export interface HomeContentReading {
  home: HomeContent;
  unreadable: { key: ContentBlockKey; message: string }[];
}

/**
 * Reads the home content from its stored blocks without letting one bad block stop the home page: a block that is
 * missing or does not read is taken from `fallback` (the last home content that read, or the shop's first) and named.
 */
export function readHomeContent(rows: readonly { key: string; data: unknown }[], fallback: HomeContent): HomeContentReading {
  const stored = new Map(rows.map((r) => [r.key, r.data]));
  const whole = homeContentSchema.safeParse(Object.fromEntries(stored));
  if (whole.success) return { home: whole.data, unreadable: [] };
  const unreadable: HomeContentReading['unreadable'] = [];
  const home: Record<string, unknown> = {};
  for (const key of Object.keys(contentBlockSchemas) as ContentBlockKey[]) {
    const read = (contentBlockSchemas[key] as z.ZodType).safeParse(stored.get(key));
    if (read.success) home[key] = read.data;
    else {
      unreadable.push({ key, message: stored.has(key) ? issueOf(read.error) : t('validation.content.nothingStored') });
      home[key] = fallback[key];
    }
  }
  return { home: home as HomeContent, unreadable };
}

// ---------------------------------------------------------------- shop settings

export { BRAND_NAME, BRAND_SLUG, TOKEN_STORAGE_KEY, WEB_CHANNEL, tokenStorageKeyFor, webChannelFor } from '../shop/brand.ts';

export const shopAddressSchema = z.object({
  lines: z.array(z.string().min(1)).min(1),
  postcode: z.string().regex(/^\d{5}$/),
  city: z.string().min(1),
  state: z.string().min(1),
  country: z.string().min(1),
});
export type ShopAddress = z.infer<typeof shopAddressSchema>;

export const openingHoursSchema = z.object({ days: z.string().min(1), hours: z.string().min(1) });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Where the showroom is on the map (WGS 84 degrees), for search engines' local results. */
export const shopGeoSchema = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
export type ShopGeo = z.infer<typeof shopGeoSchema>;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube', 'whatsapp'] as const;
export const socialLinkSchema = z.object({ network: z.enum(SOCIAL_NETWORKS), label: z.string().min(1), url: externalUrl });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** The store settings object (footer, Contact Us, request headers, token storage). */
export const shopSettingsSchema = z
  .object({
    brandName: z.string().min(1),
    brandSlug: z.string().regex(/^[a-z0-9-]+$/),
    companyName: z.string().min(1),
    companyRegistrationNo: z.string(),
    address: shopAddressSchema,
    telephone: z.string().min(1),
    fax: z.string(),
    email: z.email(),
    openingHours: z.array(openingHoursSchema).min(1),
    socialLinks: z.array(socialLinkSchema),
    mapEmbedUrl: externalUrl,
    /** Optional: a shop set up before it was a setting has none until staff give it. */
    geo: shopGeoSchema.optional(),
    /** The shop's tax identity for its e-invoices (TIN, BRN, SST, MSIC, address); none until staff give it. */
    taxIdentity: taxIdentitySchema.optional(),
    /** Where a bank transfer goes (issue 28); a shop set up before it was a setting has none until staff give it. */
    bankAccount: z.object({ bank: z.string().min(1), accountName: z.string().min(1), accountNo: z.string().min(1), swift: z.string().min(1) }).optional(),
    webChannel: z.string().min(1),
    tokenStorageKey: z.string().min(1),
  })
  .refine((s) => s.webChannel === webChannelFor(s.brandSlug), {
    path: ['webChannel'],
    error: () => t('validation.content.theChannelHeaderValue'),
  })
  .refine((s) => s.tokenStorageKey === tokenStorageKeyFor(s.brandSlug), {
    path: ['tokenStorageKey'],
    error: () => t('validation.content.theTokenStorageKey'),
  })
  .superRefine(everyTextPlain());
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type ShopSettingKey = keyof ShopSettings;

/** One `shop_settings` row per field of the settings object. */
export const SHOP_SETTING_KEYS = Object.keys(shopSettingsSchema.shape) as ShopSettingKey[];

/** Builds the settings object from its stored rows (key → value) and checks it. */
export function shopSettingsFromRows(rows: readonly { key: string; value: unknown }[]): ShopSettings {
  return shopSettingsSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

/** A stored setting that does not read as its schema says, and why (shown to staff, logged for the shop's owner). */
export interface UnreadableSetting {
  key: ShopSettingKey;
  message: string;
}

/** The settings the shop uses, and the stored ones it could not read (used in their place: the fallback's value). */
export interface ShopSettingsReading {
  settings: ShopSettings;
  unreadable: UnreadableSetting[];
}

/** A refusal's first issue, with the path inside the value it names. */
function issueOf(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return error.message;
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/**
 * Reads the settings from their stored rows without letting one bad row stop the shop: each setting is checked by
 * its own schema, and one that is missing or does not read (a value written before the rules were, a row changed by
 * hand) is taken from `fallback` — the last settings that read, or the shop's first ones — and named in `unreadable`.
 * When even the whole object made so does not read (its settings disagree), the fallback is used as it is.
 */
export function readShopSettings(rows: readonly { key: string; value: unknown }[], fallback: ShopSettings): ShopSettingsReading {
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const whole = shopSettingsSchema.safeParse(Object.fromEntries(stored));
  if (whole.success) return { settings: whole.data, unreadable: [] };
  const unreadable: UnreadableSetting[] = [];
  const merged: Record<string, unknown> = {};
  for (const key of SHOP_SETTING_KEYS) {
    const field = shopSettingsSchema.shape[key] as z.ZodType;
    if (!stored.has(key)) {
      if (field.safeParse(undefined).success) continue; // an optional setting not given yet
      unreadable.push({ key, message: t('validation.content.nothingStored') });
      merged[key] = fallback[key];
      continue;
    }
    const read = field.superRefine(everyTextPlain()).safeParse(stored.get(key));
    if (read.success) merged[key] = read.data;
    else {
      unreadable.push({ key, message: issueOf(read.error) });
      merged[key] = fallback[key];
    }
  }
  const again = shopSettingsSchema.safeParse(merged);
  if (again.success) return { settings: again.data, unreadable };
  // the settings disagree among themselves (a channel header of another brand): name each setting at fault
  for (const issue of again.error.issues) {
    const key = issue.path[0] as ShopSettingKey;
    if (!unreadable.some((u) => u.key === key)) unreadable.push({ key, message: issue.message });
  }
  return { settings: fallback, unreadable };
}
