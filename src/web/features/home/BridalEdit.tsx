import type { Bridal } from '../../../domain/contract/content';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import { containerClass, sectionSpaceClass } from './layout';
import { SectionHeading } from './SectionHeading';
import { Tile } from './Tile';
import { t } from '../../../domain/words/catalogue';

const PICTURE = SITE_IMAGES.bridal[0];

/** Section 5: 'The Bridal Edit', a two-column grid of the women's wedding-ring styles. */
export function BridalEdit({ tiles }: { tiles: Bridal[] }) {
  return (
    <section data-home-section="bridal-edit" aria-labelledby="bridal-edit-heading" className={`bg-ivory ${sectionSpaceClass}`}>
      <div className={containerClass}>
        <SectionHeading
          id="bridal-edit-heading"
          eyebrow={t('home.bridalEdit.womenSWeddingRings')}
          title={t('home.bridalEdit.theBridalEdit')}
          intro={t('home.bridalEdit.intro')}
        />
        <ul className="mx-auto grid max-w-5xl grid-cols-2 gap-x-4 gap-y-10 md:gap-x-8 md:gap-y-14">
          {tiles.map((tile) => (
            <li key={tile.url}>
              <Tile
                to={tile.url}
                img={tile.img}
                width={PICTURE.width}
                height={PICTURE.height}
                aspectClass="aspect-[4/3]"
                sizes="(width < 1024px) 50vw, 500px"
                title={tile.title}
                linkLabel={tile.linklabel}
                titleClass="text-xl md:text-3xl"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
