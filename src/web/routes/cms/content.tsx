import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LovCategory } from '../../../domain/contract/catalog';
import { EDITABLE_HOME_BLOCKS, type EditableHomeBlock, type PictureChoice } from '../../../domain/shop/home-content';
import { textLinkClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { ShopPaths } from '../../features/cms/content/fields';
import { BannersEditor, BridalTilesEditor, BrideTilesEditor, CategoryTilesEditor, ReviewsEditor, type HomeBlocks } from '../../features/cms/content/HomeBlocks';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { shopApi } from '../../lib/api-client';
import type { Route } from './+types/content';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.content.homePageBackOffice'), description: t('cms.content.theHomePageS'), path: '/cms/content' });
}

const TABS: Record<EditableHomeBlock, string> = {
  banners: t('cms.content.heroBanner'),
  reviews: t('cms.content.reviews'),
  categoriessliders: t('cms.content.shopByCategory'),
  bridals: t('cms.content.theBridalEdit'),
  brides: t('cms.content.theBrideEdit'),
};

/** The shop's own listing pages, offered while typing a link. */
function useShopPaths(): string[] {
  const [paths, setPaths] = useState<string[]>([]);
  useEffect(() => {
    void shopApi.get<{ lov: LovCategory[] }>('/api/lov/PRODUCT_CATEGORY').then((answer) => {
      if (answer?.code === '200' && answer.lov) setPaths(answer.lov.flatMap((c) => [`/products/${c.slug}`, ...c.sub.map((s) => `/products/${c.slug}/${s.slug}`)]));
    });
  }, []);
  return paths;
}

/** The home page's content (issue 14): hero banner slides, reviews and the tiles of three sections, block by block. */
export default function CmsContent() {
  const { answer, reload } = useCmsAnswer<{ blocks: HomeBlocks; pictures: Record<EditableHomeBlock, PictureChoice[]> }>('/api/cms/content');
  const [params, setParams] = useSearchParams();
  const wanted = params.get('block');
  const tab: EditableHomeBlock = (EDITABLE_HOME_BLOCKS as readonly string[]).includes(wanted ?? '') ? (wanted as EditableHomeBlock) : 'banners';
  const paths = useShopPaths();
  return (
    <StaffShell title={t('cms.content.homePage')}>
      <div className="-mt-4 mb-8 flex flex-wrap items-baseline justify-between gap-4 border-b border-pearl">
        <nav aria-label={t('cms.content.homePageBlocks')} className="-mb-px flex flex-wrap gap-x-8">
          {EDITABLE_HOME_BLOCKS.map((block) => (
            <button
              key={block}
              type="button"
              aria-current={block === tab ? 'page' : undefined}
              onClick={() => setParams({ block }, { replace: true })}
              className={`border-b-2 py-3 font-serif text-lg ${block === tab ? 'border-gold text-ink' : 'border-transparent text-stone hover:text-ink'}`}
            >
              {TABS[block]}
            </button>
          ))}
        </nav>
        <a href="/" target="_blank" rel="noopener" className={`py-3 text-sm ${textLinkClass}`}>
          {t('cms.content.previewTheHomePage')} <span aria-hidden="true">↗</span>
        </a>
      </div>
      <ShopPaths paths={paths} />
      <CmsResults answer={answer} loading={t('cms.content.loadingTheContent')} isEmpty={() => false} empty="">
        {({ blocks, pictures }) => {
          // the editor keeps what was saved (and its notice); another tab starts from what the shop stored
          const props = { key: tab, pictures, onSaved: reload };
          if (tab === 'banners') return <BannersEditor {...props} items={blocks.banners} />;
          if (tab === 'reviews') return <ReviewsEditor {...props} items={blocks.reviews} />;
          if (tab === 'categoriessliders') return <CategoryTilesEditor {...props} items={blocks.categoriessliders} />;
          if (tab === 'bridals') return <BridalTilesEditor {...props} items={blocks.bridals} />;
          return <BrideTilesEditor {...props} items={blocks.brides} />;
        }}
      </CmsResults>
    </StaffShell>
  );
}
