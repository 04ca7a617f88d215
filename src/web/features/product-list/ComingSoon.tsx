import { Link } from 'react-router';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import { Picture } from '../../components/Picture';
import { buttonClass, eyebrowClass, quietButtonClass } from '../../components/ui';
import { t } from '../../../domain/words/catalogue';

/** A list with no products (storefront §2, §8): the 'Coming soon' picture; after a search, a way back to every design. */
export function ComingSoon({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const image = SITE_IMAGES.comingSoon;
  return (
    <section aria-labelledby="coming-soon-heading" className="mx-auto flex max-w-2xl flex-col items-center text-center">
      {/* The picture says 'Coming Soon'; the heading is for screen readers and search engines. */}
      <h2 id="coming-soon-heading" className="sr-only">
        {t('productList.comingSoon.comingSoon')}
      </h2>
      <Picture src={image.url} alt={image.alt} width={image.width} height={image.height} sizes="(min-width: 704px) 672px, 100vw" className="aspect-[4/3] w-full border border-pearl object-cover" />
      <p className={`${eyebrowClass} mt-10`}>{filtered ? t('productList.comingSoon.noDesignsMatchYet') : t('productList.comingSoon.newDesigns')}</p>
      <p className="mt-4 max-w-lg leading-relaxed text-stone">
        {filtered
          ? t('productList.comingSoon.nothingInThisCollection')
          : t('productList.comingSoon.ourArtisansAreFinishing')}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {filtered ? (
          <button type="button" onClick={onClearFilters} className={buttonClass}>
            {t('productList.comingSoon.clearFilters')}
          </button>
        ) : (
          <Link to="/products" className={buttonClass}>
            {t('productList.comingSoon.viewAllProducts')}
          </Link>
        )}
        <Link to="/contact-us" className={quietButtonClass}>
          {t('productList.comingSoon.contactUs')}
        </Link>
      </div>
    </section>
  );
}
