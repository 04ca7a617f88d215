import type { CategorySlider } from '../../../domain/contract/content';
import { SITE_IMAGES } from '../../../domain/image-names';
import { Carousel } from '../../components/Carousel';
import { HOME_SLIDES_PER_VIEW, containerClass, sectionSpaceClass } from './layout';
import { SectionHeading } from './SectionHeading';
import { Tile } from './Tile';

const PICTURE = SITE_IMAGES.categories[0];

/** Section 4: 'Shop by Category'. */
export function CategorySection({ tiles }: { tiles: CategorySlider[] }) {
  return (
    <section data-home-section="categories" aria-labelledby="categories-heading" className={`border-t border-pearl ${sectionSpaceClass}`}>
      <div className={containerClass}>
        <SectionHeading id="categories-heading" eyebrow="Fine Jewellery" title="Shop by Category" />
        <Carousel
          label="Categories"
          slidesPerView={HOME_SLIDES_PER_VIEW.categories}
          slides={tiles.map((tile) => (
            <Tile
              key={tile.url}
              to={tile.url}
              img={tile.img}
              width={PICTURE.width}
              height={PICTURE.height}
              aspectClass="aspect-[4/5]"
              sizes="(width < 480px) 66vw, (width < 767px) 50vw, 320px"
              title={tile.label}
              linkLabel={tile.linklabel}
            />
          ))}
        />
      </div>
    </section>
  );
}
