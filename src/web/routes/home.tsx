import { useRouteLoaderData } from 'react-router';
import type { HomeContent } from '../../domain/contract/content';
import { BridalEdit } from '../features/home/BridalEdit';
import { BrideEdit } from '../features/home/BrideEdit';
import { CategorySection } from '../features/home/CategorySection';
import { GiftTiles } from '../features/home/GiftTiles';
import { HeroBanner } from '../features/home/HeroBanner';
import { ProposeBanner } from '../features/home/ProposeBanner';
import { ReviewsSection } from '../features/home/ReviewsSection';
import { ShapesSection } from '../features/home/ShapesSection';
import { storeJsonLd } from '../features/home/store-seo';
import { JsonLd } from '../components/JsonLd';
import { loadFromApi } from '../lib/api.server';
import { pageMeta } from '../lib/seo';
import { rootDataOf, type RootData } from '../lib/shop';
import type { Route } from './+types/home';
import { t } from '../../domain/words/catalogue';

export const HOME_TITLE = t('pages.home.bestJewelleryShopIn');

export async function loader({ context }: Route.LoaderArgs) {
  const { home } = await loadFromApi<{ home: HomeContent }>(context, '/api/content/home');
  return { home };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return pageMeta({
    title: HOME_TITLE,
    description:
      t('pages.home.engagementRingsWeddingRings'),
    keywords: 'engagement ring Malaysia, wedding ring Kuala Lumpur, lab grown diamond, GIA diamond, jewellery shop KL',
    path: '/',
    origin: root?.origin ?? '',
    brandName: root?.settings.brandName ?? '',
  });
}

/** The home page's eight sections in the spec's order (storefront §2 Home). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  return (
    <main className="overflow-x-clip">
      {root && <JsonLd data={storeJsonLd(root.settings, root.origin)} />}
      <HeroBanner banners={home.banners} />
      <ReviewsSection reviews={home.reviews} moreUrl={home.google_review_url} />
      <ShapesSection shapes={home.shapes} />
      <CategorySection tiles={home.categoriessliders} />
      <BridalEdit tiles={home.bridals} />
      <ProposeBanner banner={home.propose_now_choose_later} />
      <BrideEdit tiles={home.brides} />
      <GiftTiles tiles={home.gifts} />
    </main>
  );
}
