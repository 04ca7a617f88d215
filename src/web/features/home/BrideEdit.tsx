import type { Bride } from '../../../domain/contract/content';
import { SITE_IMAGES } from '../../../domain/image-names';
import { Carousel } from '../../components/Carousel';
import { HOME_SLIDES_PER_VIEW, containerClass, sectionSpaceClass } from './layout';
import { SectionHeading } from './SectionHeading';
import { Tile } from './Tile';

const PICTURE = SITE_IMAGES.men[0];

/** Section 7: 'The Bride Edit', a carousel of the men's wedding-ring styles. */
export function BrideEdit({ tiles }: { tiles: Bride[] }) {
  return (
    <section data-home-section="bride-edit" aria-labelledby="bride-edit-heading" className={`border-t border-pearl ${sectionSpaceClass}`}>
      <div className={containerClass}>
        <SectionHeading id="bride-edit-heading" eyebrow="Men's Wedding Rings" title="The Bride Edit" />
        <Carousel
          label="Men's wedding rings"
          slidesPerView={HOME_SLIDES_PER_VIEW.brides}
          slides={tiles.map((tile) => (
            <Tile
              key={tile.url}
              to={tile.url}
              img={tile.img}
              width={PICTURE.width}
              height={PICTURE.height}
              aspectClass="aspect-[4/5]"
              sizes="(width < 480px) 66vw, (width < 767px) 50vw, 320px"
              eyebrow={tile.label}
              title={tile.title}
              linkLabel={tile.linklabel}
            />
          ))}
        />
      </div>
    </section>
  );
}
