import { senFromRinggit } from '../../../domain/money/money';
import { Converted } from '../abroad/Converted';
import { Link } from 'react-router';
import type { ProductCard } from '../../../domain/contract/catalog';
import { PRODUCT_IMAGE_DIR } from '../../../domain/catalog/image-names';
import { Picture } from '../../components/Picture';
import { formatRinggit } from '../../lib/format';
import { usePageLoaded } from '../../lib/use-page-loaded';
import { cardColours, cardLink, cardPictures, METAL_DOTS } from './card';
import { t } from '../../../domain/words/catalogue';

/** The grid's columns: 1 on phones, 2 from sm, 3 from md, 4 from lg. */
/** How wide a tile is drawn at each screen width (a layout value, the same in every language). */
const TILE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';
const PICTURE_SIZE = 1280;

/** A product card (storefront §3): top view (side view on hover), name, price from, metal colours; links to the product. */
export function ProductTile({ product, priority = false }: { product: ProductCard; priority?: boolean }) {
  const { top, side } = cardPictures(product);
  const pageLoaded = usePageLoaded();
  const colours = cardColours(product.colours);
  const url = (image: { url: string; image_name: string }) => image.url || `${PRODUCT_IMAGE_DIR}${image.image_name}`;
  return (
    <article className="group relative flex h-full flex-col" data-product-card="">
      <div className="relative aspect-square overflow-hidden bg-ivory">
        {top && (
          <Picture
            src={url(top)}
            alt={product.name}
            width={PICTURE_SIZE}
            height={PICTURE_SIZE}
            sizes={TILE_SIZES}
            priority={priority}
            className="absolute inset-0 size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
          />
        )}
        {/* the side view shows on hover: asked for once the page has loaded, not with the first screen, where on a phone
            the first cards' side views took bandwidth from their top views (the page's largest paint) and its fonts */}
        {side && pageLoaded && (
          <Picture
            src={url(side)}
            alt=""
            width={PICTURE_SIZE}
            height={PICTURE_SIZE}
            sizes={TILE_SIZES}
            className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-500 group-focus-within:opacity-100 group-hover:opacity-100"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col items-center px-2 pt-5 text-center">
        {product.classification.name && <p className="text-[0.65rem] tracking-[0.25em] text-stone uppercase">{product.classification.name}</p>}
        <h3 className="mt-1.5 font-serif text-xl leading-snug text-ink">
          <Link to={cardLink(product)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </h3>
        <p className="mt-2 text-sm tracking-wide text-stone tabular-nums" data-price={product.price}>
          {formatRinggit(product.price)}
          <Converted sen={senFromRinggit(product.price)} />
        </p>
        {colours.length > 0 && (
          <ul className="mt-3 flex items-center gap-1.5" aria-label={t('productList.productTile.metalColours')}>
            {colours.map((c) => (
              <li key={c} title={METAL_DOTS[c].label}>
                <span aria-hidden="true" className="block size-3 rounded-full ring-1 ring-ink/15 ring-offset-1" style={{ background: METAL_DOTS[c].swatch }} />
                <span className="sr-only">{METAL_DOTS[c].label}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <span aria-hidden="true" className="pointer-events-none absolute inset-0 outline-gold group-has-[:focus-visible]:outline-2 group-has-[:focus-visible]:outline-offset-4" />
    </article>
  );
}
