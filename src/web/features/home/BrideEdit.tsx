import type { Bride } from '../../../domain/contract/content';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import { HOME_SLIDES_PER_VIEW } from './layout';
import { TileCarousel } from './TileCarousel';
import { t } from '../../../domain/words/catalogue';

/** Section 7: 'The Bride Edit', a carousel of the men's wedding-ring styles. */
export function BrideEdit({ tiles }: { tiles: Bride[] }) {
  return (
    <TileCarousel
      section="bride-edit"
      eyebrow={t('home.brideEdit.menSWeddingRings')}
      title={t('home.brideEdit.theBrideEdit')}
      label={t('home.brideEdit.menSWeddingRings2')}
      slidesPerView={HOME_SLIDES_PER_VIEW.brides}
      picture={SITE_IMAGES.men[0]}
      tiles={tiles.map((t) => ({ url: t.url, img: t.img, eyebrow: t.label, title: t.title, linklabel: t.linklabel }))}
    />
  );
}
