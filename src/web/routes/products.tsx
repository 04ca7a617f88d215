import { data, useLocation } from 'react-router';
import type { LovCategory, ProductListAnswer } from '../../domain/contract/catalog';
import { Breadcrumb } from '../components/Breadcrumb';
import { DEFAULT_LIST_FILTERS, keywordOf, productListPath } from '../features/product-list/filters';
import { placeDescription, placePath, placeTitle, placeTrail, resolvePlace } from '../features/product-list/place';
import { ProductListScreen } from '../features/product-list/ProductListScreen';
import { loadFromApi } from '../lib/api.server';
import { pageMeta } from '../lib/seo';
import { rootDataOf } from '../lib/shop';
import type { Route } from './+types/products';
import { t } from '../../domain/words/catalogue';

/**
 * /products (?keyword=), /products/{category} and /products/{category}/{sub} (storefront §2 "Product list"): one module,
 * three route ids. The first page of cards is loaded here so search engines get them in the HTML.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { lov } = await loadFromApi<{ lov: LovCategory[] }>(context, '/api/lov/PRODUCT_CATEGORY');
  const place = resolvePlace(lov, params.category, params.sub);
  if (!place) throw data(t('pages.notFound.notFound'), { status: 404 });
  const keyword = keywordOf(new URL(request.url).searchParams.get('keyword'));
  const answer = await loadFromApi<ProductListAnswer>(
    context,
    productListPath({ main: place.category?.id, sub: place.sub?.id, keyword }, DEFAULT_LIST_FILTERS),
  );
  return {
    category: place.category,
    sub: place.sub,
    keyword,
    first: { products: answer.products, next: answer.next, total: answer.total },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = rootDataOf(matches);
  const place = { category: loaderData.category, sub: loaderData.sub };
  const title = placeTitle(place, loaderData.keyword);
  const tags = pageMeta({
    title,
    description: placeDescription(place, loaderData.keyword),
    keywords: [title, place.category?.name, 'jewellery Kuala Lumpur', 'diamond ring Malaysia'].filter(Boolean).join(', '),
    path: placePath(place, loaderData.keyword),
    origin: root?.origin ?? '',
    brandName: root?.settings.brandName ?? '',
  });
  // A search result page is for shoppers, not for search engines' index.
  return loaderData.keyword && !place.category ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const place = { category: loaderData.category, sub: loaderData.sub };
  return (
    <>
      <Breadcrumb trail={placeTrail(place, loaderData.keyword)} />
      <ProductListScreen key={`${pathname}${search}`} {...loaderData} />
    </>
  );
}
