import {
  BRAND_NAME,
  BRAND_SLUG,
  CONTENT_BLOCK_KEYS,
  REVIEW_STARS,
  TOKEN_STORAGE_KEY,
  WEB_CHANNEL,
  homeContentSchema,
  shopSettingsSchema,
  type Banner,
  type Bride,
  type Bridal,
  type CategorySlider,
  type GiftTile,
  type HomeContent,
  type PromoBanner,
  type Review,
  type ShapeTile,
  type ShopSettings,
} from '../../../domain/contract/content.ts';
import { SITE_IMAGES } from '../../../domain/catalog/image-names.ts';
import type { Database } from '../client.ts';
import { contentBlocks, shopSettings } from '../schema/index.ts';
import { CATEGORIES, CATEGORY, SUBCATEGORIES, type CategoryId } from './catalog-data/categories.ts';

// The home page content and the shop settings of the demo shop (storefront §2 Home, account §2 Contact Us).

const HOME_PATH = '/';

/** /products/{category slug}[/{sub-category slug}], from the seeded catalogue so every link resolves. */
function productsPath(categoryId: CategoryId, subSlug?: string): string {
  const category = CATEGORIES.find((c) => c.id === categoryId);
  if (!category) throw new Error(`no category ${categoryId}`);
  if (subSlug === undefined) return `/products/${category.slug}`;
  if (!SUBCATEGORIES.some((s) => s.categoryId === categoryId && s.slug === subSlug)) {
    throw new Error(`no sub-category ${subSlug} in ${category.slug}`);
  }
  return `/products/${category.slug}/${subSlug}`;
}

function picture(list: readonly { name: string; url: string }[], name: string): string {
  const found = list.find((p) => p.name === name);
  if (!found) throw new Error(`no site picture ${name}`);
  return found.url;
}

/** The shop's public map listing, opened on its reviews ('See More Review' and each review card). */
const MAP_LISTING_REVIEWS_URL =
  'https://www.google.com/maps/place/Kilau+Jewellery+Bangsar/@3.1305,101.671,17z/data=!4m7!3m6!1s0x31cc49d2b7b2f7a1:0x6d1e3b2a9f0c4e51!8m2!3d3.1305!4d101.671!9m1!1b1';

const BANNER_SUBTITLES: Record<string, string> = {
  'bridal-season': 'Engagement settings and wedding bands, hand-finished in Kuala Lumpur.',
  valentine: 'Say it with a diamond chosen by you and set while you wait.',
  festive: 'Celebrate the season with fine jewellery made to be kept for a lifetime.',
};

const BANNERS: Banner[] = SITE_IMAGES.banners.map((b) => ({
  title: b.title,
  subtitle: BANNER_SUBTITLES[b.name] ?? '',
  actions: [
    { label: 'Shop Engagement Rings', url: productsPath(CATEGORY.engagementRing) },
    { label: 'Shop Wedding Rings', url: productsPath(CATEGORY.weddingRing) },
  ],
  desktopimg: b.desktop.url,
  mobileimg: b.mobile.url,
}));

const REVIEW_COMMENTS: Record<string, string> = {
  'Nurul Aisyah':
    'We chose the Seri Halo with an oval diamond and they set the stone on the spot. It was ready in 30 minutes to an hour, just enough time for teh tarik downstairs. The ring fits perfectly and sparkles so much!',
  'Jason Lim':
    'Compared a few shops around KL before buying our wedding bands here. Prices were clear, no hard selling, and they engraved our date inside for free. Very happy with the brushed finish on mine.',
  'Priya Devi':
    'Ordered online from Penang and it arrived in three days, insured and beautifully packed. When I needed one size up they resized it free of charge. Excellent after-sales service.',
  'Daniel Wong':
    'Proposed with a lab-grown diamond from Kilau. The curator showed me natural and lab stones side by side so I could see the difference for myself. She said yes and she loves it!',
  'Siti Khadijah':
    'Beautiful craftsmanship and very friendly staff. My rose gold eternity band still looks brand new after a year, and they clean it for free every time I drop by.',
};

const REVIEWS: Review[] = SITE_IMAGES.reviewers.map((r) => {
  const comment = REVIEW_COMMENTS[r.name];
  if (!comment) throw new Error(`no review comment for ${r.name}`);
  return { url: MAP_LISTING_REVIEWS_URL, img: r.url, name: r.name, rate: REVIEW_STARS, comment };
});

const SHAPE_TILES: ShapeTile[] = SITE_IMAGES.shapes.map((s) => ({ label: s.label, img: s.url }));

const SHOP_NOW = 'Shop Now';

const CATEGORY_SLIDERS: CategorySlider[] = [
  { name: 'engagement-rings', label: 'Engagement Rings', url: productsPath(CATEGORY.engagementRing) },
  { name: 'wedding-rings', label: 'Wedding Rings', url: productsPath(CATEGORY.weddingRing) },
  { name: 'womens-rings', label: "Women's Rings", url: productsPath(CATEGORY.rings, 'women') },
  { name: 'mens-rings', label: "Men's Rings", url: productsPath(CATEGORY.rings, 'men') },
  { name: 'gemstone-rings', label: 'Gemstone Rings', url: productsPath(CATEGORY.rings, 'gemstone') },
  { name: 'necklaces-pendants', label: 'Necklaces & Pendants', url: productsPath(CATEGORY.necklacesPendants) },
].map(({ name, label, url }) => ({ url, img: picture(SITE_IMAGES.categories, name), label, linklabel: SHOP_NOW }));

const BRIDALS: Bridal[] = [
  { name: 'modern', title: 'Modern', sub: 'modern' },
  { name: 'classic', title: 'Classic', sub: 'womenclassic' },
  { name: 'eternity', title: 'Eternity', sub: 'eternity' },
  { name: 'curved', title: 'Curved', sub: 'curved' },
].map(({ name, title, sub }) => ({
  url: productsPath(CATEGORY.womenWeddingRing, sub),
  img: picture(SITE_IMAGES.bridal, name),
  title,
  linklabel: `Shop ${title}`,
}));

const BRIDES: Bride[] = [
  { name: 'all', title: "All Men's Wedding Rings", sub: undefined },
  { name: 'classic', title: 'Classic', sub: 'menclassic' },
  { name: 'matte', title: 'Matte', sub: 'matte' },
  { name: 'mixed-metal', title: 'Mixed Metal', sub: 'mixedmetal' },
  { name: 'unique', title: 'Unique', sub: 'menunique' },
].map(({ name, title, sub }) => ({
  url: productsPath(CATEGORY.menWeddingRing, sub),
  img: picture(SITE_IMAGES.men, name),
  label: 'For Him',
  title,
  linklabel: SHOP_NOW,
}));

const PROPOSE_NOW_CHOOSE_LATER: PromoBanner = {
  title: 'Propose Now Choose Later',
  subtitle: 'Propose with our complimentary proposal ring, then come back together to choose the diamond and setting she loves.',
  url: HOME_PATH,
  linklabel: 'Find Out More',
  desktopimg: SITE_IMAGES.proposeNow.desktop.url,
  mobileimg: SITE_IMAGES.proposeNow.mobile.url,
};

/** The spec's gift tiles, with its spelling of 'Heart Shaped Jewlery'; all link home. */
const GIFTS: GiftTile[] = [
  { name: 'under-rm500', label: 'Gifts Under RM500' },
  { name: 'for-her', label: 'Gifts for Her' },
  { name: 'for-him', label: 'Gifts for Him' },
  { name: 'heart-shaped', label: 'Heart Shaped Jewlery' },
].map(({ name, label }) => ({ label, url: HOME_PATH, img: picture(SITE_IMAGES.gifts, name) }));

const SHOP_ADDRESS: ShopSettings['address'] = {
  lines: ['38, Jalan Telawi 3', 'Bangsar Baru'],
  postcode: '59100',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  country: 'Malaysia',
};

export const SHOP_SETTINGS: ShopSettings = {
  brandName: BRAND_NAME,
  brandSlug: BRAND_SLUG,
  companyName: 'Kilau Jewellery Sdn. Bhd.',
  companyRegistrationNo: '202301012345 (1504321-K)',
  address: SHOP_ADDRESS,
  telephone: '+60 3-2201 8838',
  fax: '+60 3-2201 8839',
  email: 'hello@kilau.com.my',
  openingHours: [
    { days: 'Monday to Saturday', hours: '10:15am-6:30pm' },
    { days: 'Sunday', hours: '10:30am-6pm' },
  ],
  socialLinks: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/kilaujewellery' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/kilaujewellery' },
    { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@kilaujewellery' },
    { network: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/60322018838' },
  ],
  mapEmbedUrl: `https://www.google.com/maps?output=embed&q=${encodeURIComponent(
    [`${BRAND_NAME} Jewellery`, ...SHOP_ADDRESS.lines, `${SHOP_ADDRESS.postcode} ${SHOP_ADDRESS.city}`].join(', '),
  )}`,
  geo: { latitude: 3.1318, longitude: 101.6711 },
  // the demo shop's tax identity (made up; MSIC 47733 is 'Retail sale of jewellery' in LHDN's code list)
  taxIdentity: { tin: 'C20880050010', brn: '202301012345', sst: 'NA', msicCode: '47733', msicDescription: 'Retail sale of jewellery', salesTaxPercent: 0, address: { ...SHOP_ADDRESS } },
  bankAccount: { bank: 'Maybank', accountName: 'Kilau Jewellery Sdn. Bhd.', accountNo: '5140 1234 5678', swift: 'MBBEMYKL' },
  webChannel: WEB_CHANNEL,
  tokenStorageKey: TOKEN_STORAGE_KEY,
};

/** The demo shop's home content, block by block. */
export const HOME_CONTENT: HomeContent = {
  [CONTENT_BLOCK_KEYS.banners]: BANNERS,
  [CONTENT_BLOCK_KEYS.reviews]: REVIEWS,
  [CONTENT_BLOCK_KEYS.googleReviewUrl]: MAP_LISTING_REVIEWS_URL,
  [CONTENT_BLOCK_KEYS.shapes]: SHAPE_TILES,
  [CONTENT_BLOCK_KEYS.categoriesSliders]: CATEGORY_SLIDERS,
  [CONTENT_BLOCK_KEYS.bridals]: BRIDALS,
  [CONTENT_BLOCK_KEYS.proposeNowChooseLater]: PROPOSE_NOW_CHOOSE_LATER,
  [CONTENT_BLOCK_KEYS.brides]: BRIDES,
  [CONTENT_BLOCK_KEYS.gifts]: GIFTS,
};

/** Loads the home content blocks and the shop settings (one row per setting) into an empty database. */
export async function seedContent(db: Database): Promise<void> {
  const home = homeContentSchema.parse(HOME_CONTENT);
  await db.insert(contentBlocks).values(Object.entries(home).map(([key, data]) => ({ key, data })));
  const settings = shopSettingsSchema.parse(SHOP_SETTINGS);
  await db.insert(shopSettings).values(Object.entries(settings).map(([key, value]) => ({ key, value })));
}
