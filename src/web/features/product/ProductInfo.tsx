import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import { Picture } from '../../components/Picture';
import { quietButtonClass } from '../../components/ui';
import { readableEyebrowClass } from './ui';
import { descriptionParagraphs } from './description';
import { t } from '../../../domain/words/catalogue';

/** The description as text paragraphs; phones show the first one with 'See More' / 'See Less' (storefront §2). */
export function ProductDescription({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const paragraphs = descriptionParagraphs(html);
  if (paragraphs.length === 0) return null;
  return (
    <div>
      <div id={id} className="grid gap-4 leading-relaxed text-stone">
        {paragraphs.map((p, i) => (
          <p key={i} className={i > 0 && !expanded ? 'max-md:hidden' : undefined}>
            {p}
          </p>
        ))}
      </div>
      {paragraphs.length > 1 && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
          className="mt-3 text-[0.7rem] tracking-[0.25em] text-ink uppercase underline decoration-gold/60 underline-offset-4 md:hidden"
        >
          {expanded ? t('product.productInfo.seeLess') : t('product.productInfo.seeMore')}
        </button>
      )}
    </div>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" strokeLinejoin="round" className="shrink-0 text-gold">
      <path d={path} />
    </svg>
  );
}

/** 'Free Shipping', 'Free 30 Day Returns' and the date the order ships by (storefront §2, §9). */
export function ShippingNotes({ shipsBy }: { shipsBy: string }) {
  return (
    <ul className="grid gap-3 border-y border-pearl py-5 text-sm">
      <li className="flex items-center gap-3">
        <Icon path="M2.5 7h11v9h-11zM13.5 10h4l3 3v3h-7M6 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01" />
        {t('product.productInfo.freeShipping')}
      </li>
      <li className="flex items-center gap-3">
        <Icon path="M4 12a8 8 0 1 0 2.3-5.6M4 4v3.5h3.5" />
        {t('product.productInfo.free30DayReturns')}
      </li>
      <li className="flex items-center gap-3">
        <Icon path="M4 6.5h16v13H4zM4 10h16M8 4v4M16 4v4" />
        <span>
          {t('product.productInfo.orderNowAndIt')} <strong className="font-medium text-ink">{shipsBy}</strong>
        </span>
      </li>
    </ul>
  );
}

/** The one-to-one consultation with a curator in the Kuala Lumpur store (storefront §2). */
export function ConsultationPromo() {
  const picture = SITE_IMAGES.consultation;
  return (
    <section aria-labelledby="consultation-heading" className="below-fold mx-auto mt-20 grid max-w-7xl items-center gap-8 px-4 sm:px-6 md:grid-cols-2 md:gap-14">
      <Picture src={picture.url} alt={picture.alt} width={picture.width} height={picture.height} sizes="(min-width: 768px) 50vw, 100vw" className="aspect-[4/3] w-full bg-ivory object-cover" />
      <div>
        <p className={readableEyebrowClass}>{t('product.productInfo.inOurKualaLumpur')}</p>
        <h2 id="consultation-heading" className="mt-3 text-4xl leading-tight">
          {t('product.productInfo.bookAOneTo')}
        </h2>
        <p className="mt-4 leading-relaxed text-stone">
          {t('product.productInfo.sitDownWithOne')}
        </p>
        <Link to="/contact-us" className={`${quietButtonClass} mt-8`}>
          {t('product.productInfo.bookAConsultation')}
        </Link>
      </div>
    </section>
  );
}
