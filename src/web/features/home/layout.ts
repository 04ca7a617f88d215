import type { SlidesPerView } from '../../components/Carousel';

/** Slides side by side in each home carousel (storefront §2 Home). */
export const HOME_SLIDES_PER_VIEW = {
  banner: { full: 1 },
  /** 'Our Customer Reviews': 4 at full width, 2 under 767px, 1 under 480px. */
  reviews: { full: 4, under: { 767: 2, 480: 1 } },
  /** 'Shop Diamonds by Shape': 10, 8 under 991px, 5 under 767px, 2.5 under 480px. */
  shapes: { full: 10, under: { 991: 8, 767: 5, 480: 2.5 } },
  /** 'Shop by Category' (the spec gives no counts): 4, 2 under 767px, 1.5 under 480px so the next tile peeks in. */
  categories: { full: 4, under: { 767: 2, 480: 1.5 } },
  /** 'The Bride Edit' (no counts given): as the categories. */
  brides: { full: 4, under: { 767: 2, 480: 1.5 } },
} as const satisfies Record<string, SlidesPerView>;

/** The home sections in the spec's order; each section carries its name in `data-home-section`. */
export const HOME_SECTIONS = ['banner', 'reviews', 'shapes', 'categories', 'bridal-edit', 'propose-now', 'bride-edit', 'gifts'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** The page's column and the rhythm between sections, the same for every section. */
export const containerClass = 'mx-auto w-full max-w-7xl px-5 sm:px-8';
export const sectionSpaceClass = 'below-fold py-16 md:py-24';
/** Tracked small capitals under a tile, with a gold rule that grows on hover. */
export const tileLinkClass =
  'mt-2 inline-block border-b border-gold/50 pb-0.5 text-[0.68rem] tracking-[0.25em] text-ink uppercase transition-colors group-hover:border-gold group-hover:text-gold-deep';
