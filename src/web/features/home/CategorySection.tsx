import type { CategorySlider } from '../../../domain/contract/content';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import { HOME_SLIDES_PER_VIEW } from './layout';
import { TileCarousel } from './TileCarousel';
import { t } from '../../../domain/words/catalogue';

/** Section 4: 'Shop by Category'. */
export function CategorySection({ tiles }: { tiles: CategorySlider[] }) {
  return (
    <TileCarousel
      section="categories"
      eyebrow={t('home.categorySection.fineJewellery')}
      title={t('home.categorySection.shopByCategory')}
      label={t('home.categorySection.categories')}
      slidesPerView={HOME_SLIDES_PER_VIEW.categories}
      picture={SITE_IMAGES.categories[0]}
      tiles={tiles.map((t) => ({ url: t.url, img: t.img, title: t.label, linklabel: t.linklabel }))}
    />
  );
}
