import type { Review } from '../../../domain/contract/content';
import { REVIEW_STARS } from '../../../domain/shop/brand';
import { Carousel } from '../../components/Carousel';
import { Picture } from '../../components/Picture';
import { quietButtonClass } from '../../components/ui';
import { HOME_SLIDES_PER_VIEW, containerClass, sectionSpaceClass } from './layout';
import { SectionHeading } from './SectionHeading';
import { t } from '../../../domain/words/catalogue';

const STAR_PATH = 'M10 1.5l2.6 5.5 6 .7-4.4 4.1 1.2 5.9L10 14.8 4.6 17.7l1.2-5.9L1.4 7.7l6-.7z';

function Stars({ rate }: { rate: number }) {
  return (
    <span role="img" aria-label={t('home.reviewsSection.ratedOutOf', { rate, REVIEWSTARS: REVIEW_STARS })} className="flex gap-0.5 text-gold">
      {Array.from({ length: REVIEW_STARS }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`size-3.5 ${i < rate ? 'fill-current' : 'fill-none stroke-current'}`}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <a
      href={review.url}
      target="_blank"
      rel="noopener noreferrer"
      className="group flex h-full flex-col border border-pearl bg-white p-6 transition-shadow md:p-5 lg:p-7 hover:shadow-[0_12px_30px_-18px_rgba(29,27,25,0.35)]"
    >
      <Stars rate={review.rate} />
      <blockquote className="mt-5 flex-1 font-serif text-lg leading-snug md:text-base lg:text-lg text-ink/90 italic">
        <p>“{review.comment}”</p>
      </blockquote>
      <div className="mt-6 flex items-center gap-3 border-t border-pearl pt-5">
        <Picture
          src={review.img}
          alt=""
          width={160}
          height={160}
          sizes="44px"
          className="size-11 shrink-0 rounded-full object-cover md:hidden lg:block"
        />
        <div className="min-w-0">
          <p className="text-sm font-medium tracking-wide">{review.name}</p>
          <p className="text-[0.68rem] tracking-[0.2em] whitespace-nowrap text-stone uppercase md:tracking-[0.1em] lg:tracking-[0.2em]">
            {t('home.reviewsSection.googleReview')} <span aria-hidden="true">↗</span>
            <span className="sr-only">{t('home.reviewsSection.opensInANew')}</span>
          </p>
        </div>
      </div>
    </a>
  );
}

/** Section 2: 'Our Customer Reviews', each card opening its review in a new tab, and 'See More Review'. */
export function ReviewsSection({ reviews, moreUrl }: { reviews: Review[]; moreUrl: string }) {
  return (
    <section data-home-section="reviews" aria-labelledby="reviews-heading" className={`bg-ivory ${sectionSpaceClass}`}>
      <div className={containerClass}>
        <SectionHeading id="reviews-heading" eyebrow={t('home.reviewsSection.kindWords')} title={t('home.reviewsSection.ourCustomerReviews')} />
        <Carousel
          label={t('home.reviewsSection.customerReviews')}
          gap="1rem"
          slidesPerView={HOME_SLIDES_PER_VIEW.reviews}
          slides={reviews.map((review) => (
            <ReviewCard key={review.name} review={review} />
          ))}
        />
        <div className="mt-8 text-center">
          <a href={moreUrl} target="_blank" rel="noopener noreferrer" className={quietButtonClass}>
            {t('home.reviewsSection.seeMoreReview')}
            <span className="sr-only"> {t('home.reviewsSection.opensInANew')}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
