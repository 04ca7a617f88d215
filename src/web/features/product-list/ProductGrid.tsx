import type { ProductCard } from '../../../domain/contract/catalog';
import { quietButtonClass } from '../../components/ui';
import { Spinner } from '../../components/Spinner';
import { ProductTile } from './ProductTile';
import { t } from '../../../domain/words/catalogue';

/** How many cards load their picture at once (the first row on most screens); the rest are lazy. */
const EAGER_CARDS = 2;

interface ProductGridProps {
  products: ProductCard[];
  /** More pages exist: 'Load More' shows. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The cards, 1 column on phones, 2 from sm, 3 from md, 4 from lg (storefront §2), and Load More. */
export function ProductGrid({ products, hasMore, loadingMore, onLoadMore }: ProductGridProps) {
  return (
    <>
      <ul className="grid grid-cols-1 gap-x-6 gap-y-14 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8" data-product-grid="">
        {products.map((product, i) => (
          <li key={product.slugId}>
            <ProductTile product={product} priority={i < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      {loadingMore ? (
        <Spinner label={t('productList.productGrid.loadingMoreDesigns')} className="py-14!" />
      ) : (
        hasMore && (
          <div className="mt-16 flex justify-center">
            <button type="button" onClick={onLoadMore} className={`${quietButtonClass} min-w-56`}>
              {t('productList.productGrid.loadMore')}
            </button>
          </div>
        )
      )}
    </>
  );
}
