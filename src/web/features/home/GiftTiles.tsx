import { Link } from 'react-router';
import type { GiftTile } from '../../../domain/contract/content';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import { Picture } from '../../components/Picture';
import { containerClass, sectionSpaceClass, tileLinkClass } from './layout';
import { SectionHeading } from './SectionHeading';
import { t } from '../../../domain/words/catalogue';

const PICTURE = SITE_IMAGES.gifts[0];

/** Section 8: the gift tiles. */
export function GiftTiles({ tiles }: { tiles: GiftTile[] }) {
  return (
    <section data-home-section="gifts" aria-labelledby="gifts-heading" className={`bg-ivory ${sectionSpaceClass}`}>
      <div className={containerClass}>
        <SectionHeading id="gifts-heading" eyebrow={t('home.giftTiles.theGiftGuide')} title={t('home.giftTiles.giftsToTreasure')} />
        <ul className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-4 md:gap-x-6">
          {tiles.map((tile) => (
            <li key={tile.label}>
              <Link to={tile.url} className="group block text-center">
                <span className="block overflow-hidden bg-pearl">
                  <Picture
                    src={tile.img}
                    alt=""
                    width={PICTURE.width}
                    height={PICTURE.height}
                    sizes="(width < 768px) 50vw, 300px"
                    className="aspect-square w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
                  />
                </span>
                <span className="mt-4 block font-serif text-lg lining-nums leading-tight md:text-2xl">{tile.label}</span>
                <span className={tileLinkClass}>{t('home.giftTiles.shopGifts')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
