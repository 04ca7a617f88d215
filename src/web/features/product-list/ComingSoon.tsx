import { Link } from 'react-router';
import { SITE_IMAGES } from '../../../domain/image-names';
import { Picture } from '../../components/Picture';
import { buttonClass, eyebrowClass, quietButtonClass } from '../../components/ui';

/** A list with no products (storefront §2, §8): the 'Coming soon' picture; after a search, a way back to every design. */
export function ComingSoon({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const image = SITE_IMAGES.comingSoon;
  return (
    <section aria-labelledby="coming-soon-heading" className="mx-auto flex max-w-2xl flex-col items-center text-center">
      {/* The picture says 'Coming Soon'; the heading is for screen readers and search engines. */}
      <h2 id="coming-soon-heading" className="sr-only">
        Coming soon
      </h2>
      <Picture src={image.url} alt={image.alt} width={image.width} height={image.height} sizes="(min-width: 704px) 672px, 100vw" className="aspect-[4/3] w-full border border-pearl object-cover" />
      <p className={`${eyebrowClass} mt-10`}>{filtered ? 'No designs match yet' : 'New designs'}</p>
      <p className="mt-4 max-w-lg leading-relaxed text-stone">
        {filtered
          ? 'Nothing in this collection matches those shapes and prices just now. Widen the search, or let our curators design one for you.'
          : 'Our artisans are finishing the pieces for this collection. In the meantime, explore our designs, or visit us in Kuala Lumpur for a one-to-one consultation.'}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {filtered ? (
          <button type="button" onClick={onClearFilters} className={buttonClass}>
            Clear filters
          </button>
        ) : (
          <Link to="/products" className={buttonClass}>
            View all products
          </Link>
        )}
        <Link to="/contact-us" className={quietButtonClass}>
          Contact us
        </Link>
      </div>
    </section>
  );
}
