import { Link } from 'react-router';
import type { LovCategory } from '../../../domain/contract/catalog';
import { styleImageName } from '../../../domain/catalog/image-names';
import { Carousel, type SlidesPerView } from '../../components/Carousel';
import { subcategoryPath, type LovSubcategory } from './place';
import { t } from '../../../domain/words/catalogue';

/** Width of one style tile where there is room, so a category with few styles is a centred row, not a stretched one. */
const TILE_REM = 11;

/** Up to 6 styles side by side, 5 under 991 px, 4 under 767 px, 3.3 under 480 px (a part of the next one shows there is more). */
function slidesPerViewOf(count: number): SlidesPerView {
  const fit = (n: number) => Math.max(1, Math.min(count, n));
  return { full: fit(6), under: { 991: fit(5), 767: fit(4), 480: count > 3 ? 3.3 : fit(3) } };
}

/** The style picture of a sub-category (/images/styles/{name}.webp), from its image_name. */
export const styleImageUrl = (sub: Pick<LovSubcategory, 'image_name' | 'slug'>): string =>
  `/images/styles/${styleImageName(sub.image_name) ?? styleImageName(sub.slug) ?? sub.image_name}.webp`;

interface ShopByStylesProps {
  category: LovCategory;
  current: LovSubcategory | null;
  /** Runs before the link is followed: the list saves its shape and price filters (storefront §2). */
  onChoose: () => void;
}

/** 'Shop by Styles' (storefront §2): the category's sub-categories, the current one highlighted. */
export function ShopByStyles({ category, current, onChoose }: ShopByStylesProps) {
  const styles = category.sub;
  if (styles.length === 0) return null;
  const slides = styles.map((sub) => {
    const active = sub.id === current?.id;
    return (
      <Link
        key={sub.id}
        to={subcategoryPath(category, sub)}
        onClick={onChoose}
        aria-current={active ? 'page' : undefined}
        preventScrollReset
        className="group flex flex-col items-center text-center"
      >
        <span
          className={`block aspect-square w-full overflow-hidden rounded-full border bg-ivory transition-colors ${
            active ? 'border-gold ring-1 ring-gold ring-offset-4' : 'border-pearl group-hover:border-gold/60'
          }`}
        >
          <img
            src={`${styleImageUrl(sub)}?w=320`}
            srcSet={`${styleImageUrl(sub)}?w=160 160w, ${styleImageUrl(sub)}?w=320 320w`}
            sizes="(min-width: 992px) 176px, 30vw"
            alt=""
            width={480}
            height={480}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        </span>
        <span
          className={`mt-3 text-[0.68rem] tracking-[0.2em] uppercase sm:mt-4 sm:text-[0.72rem] sm:tracking-[0.22em] transition-colors ${
            active ? 'text-ink underline decoration-gold underline-offset-8' : 'text-stone group-hover:text-ink'
          }`}
        >
          {sub.name}
        </span>
      </Link>
    );
  });
  return (
    <section aria-labelledby="styles-heading" className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 sm:pt-10">
      <h2 id="styles-heading" className="flex items-center justify-center gap-4 font-sans text-[0.7rem] font-normal tracking-[0.3em] text-stone uppercase">
        <span aria-hidden="true" className="h-px w-8 bg-gold/50" />
        {t('productList.shopByStyles.shopByStyles')}
        <span aria-hidden="true" className="h-px w-8 bg-gold/50" />
      </h2>
      <div className="mx-auto mt-6" style={{ maxWidth: `min(100%, ${styles.length * TILE_REM}rem)` }}>
        <Carousel
          slides={slides}
          slidesPerView={slidesPerViewOf(styles.length)}
          label={t('productList.shopByStyles.styles', { name: category.name })}
          autoplay={false}
          loop={false}
          arrows="below"
          gap="1.25rem"
          slideClassName="px-2 pt-2 pb-1"
        />
      </div>
    </section>
  );
}
