import { Link } from 'react-router';
import type { ShapeTile } from '../../../domain/contract/content';
import { Carousel } from '../../components/Carousel';
import { Picture } from '../../components/Picture';
import { setWizardStep } from '../../lib/shop-session';
import { HOME_SLIDES_PER_VIEW, containerClass, sectionSpaceClass } from './layout';
import { SectionHeading } from './SectionHeading';
import { t } from '../../../domain/words/catalogue';

/** /choose-diamond/shape/{shape label lower-cased} (storefront §2 Home, section 3). */
export const shapeTileHref = (label: string): string => `/choose-diamond/shape/${label.toLowerCase()}`;

/** Section 3: 'Shop Diamonds by Shape'; a tile opens the diamond search on that shape, at the wizard's diamond step. */
export function ShapesSection({ shapes }: { shapes: ShapeTile[] }) {
  return (
    <section data-home-section="shapes" aria-labelledby="shapes-heading" className={sectionSpaceClass}>
      <div className={containerClass}>
        <SectionHeading id="shapes-heading" eyebrow={t('home.shapesSection.naturalLabGrown')} title={t('home.shapesSection.shopDiamondsByShape')} />
        <Carousel
          label={t('home.shapesSection.diamondShapes')}
          slidesPerView={HOME_SLIDES_PER_VIEW.shapes}
          gap="0.75rem"
          slides={shapes.map((shape) => (
            <Link
              key={shape.label}
              to={shapeTileHref(shape.label)}
              onClick={() => setWizardStep('diamond')}
              className="group flex flex-col items-center text-center"
            >
              <span className="block w-full overflow-hidden rounded-full bg-ivory">
                <Picture
                  src={shape.img}
                  alt=""
                  width={480}
                  height={480}
                  sizes="(width < 480px) 40vw, (width < 767px) 20vw, (width < 991px) 12vw, 120px"
                  className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </span>
              <span className="mt-3 text-[0.72rem] tracking-[0.22em] uppercase transition-colors group-hover:text-gold-deep">
                {shape.label}
              </span>
            </Link>
          ))}
        />
      </div>
    </section>
  );
}
