import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { diamondListPath, listBodyOf } from '../../domain/diamonds/filters';
import { Breadcrumb } from '../components/Breadcrumb';
import { diamondPath, fetchDiamondPage, listResultOf, stoneResultOf, type ListResult, type StoneResult } from '../features/diamonds/api';
import { DiamondSearchScreen } from '../features/diamonds/DiamondSearchScreen';
import { placeDescription, placeTitle, placeTrail } from '../features/diamonds/place-text';
import { placeOf, placePath, sameSearch, searchOf, type DiamondPlace, type DiamondSearch } from '../features/diamonds/search-url';
import type { ShopLoadContext } from '../lib/load-context';
import { pageMeta } from '../lib/seo';
import { rootDataOf } from '../lib/shop';
import type { Route } from './+types/choose-diamond';
import { t } from '../../domain/words/catalogue';

/**
 * /choose-diamond, /choose-diamond/{natural-diamond | lab-grown-diamond}, /choose-diamond/shape/{shape | all-shapes}
 * (storefront §2 "Choose diamond"): one module, three route ids. The address holds the search; the server renders
 * page 1 of it (and the stone named by ?stone=), the browser searches itself on later changes.
 */

function placeOrNotFound(params: { type?: string; shape?: string }): DiamondPlace {
  const place = placeOf(params);
  if (!place) throw data(t('pages.notFound.notFound'), { status: 404 });
  return place;
}

async function serverFirstPage(context: ShopLoadContext, { filters, sort }: DiamondSearch): Promise<ListResult | null> {
  const answer = await context.callApi(diamondListPath(filters.diamondtype, 1, sort), { method: 'POST', body: listBodyOf(filters) });
  return listResultOf(answer.body);
}

async function serverStone(context: ShopLoadContext, certificate: string | null): Promise<StoneResult | null> {
  if (!certificate) return null;
  const answer = await context.callApi(diamondPath(certificate));
  return stoneResultOf(answer.body, answer.status);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const place = placeOrNotFound(params);
  const query = new URL(request.url).searchParams;
  const search = searchOf(place, query);
  const [first, stone] = await Promise.all([serverFirstPage(context, search), serverStone(context, query.get('stone'))]);
  return { place, search, first, stone };
}

/** Later searches are made by the browser itself, straight to the API. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const place = placeOrNotFound(params);
  const search = searchOf(place, new URL(request.url).searchParams);
  const first = await fetchDiamondPage(search.filters, search.sort, 1);
  return { place, search, first, stone: null as StoneResult | null };
}

/** Opening a stone or switching between cards and table does not search again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (sameSearch(currentUrl, nextUrl) && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = rootDataOf(matches);
  const { place } = loaderData;
  return pageMeta({
    title: placeTitle(place),
    description: placeDescription(place),
    keywords: 'certified diamonds, GIA diamond, lab-grown diamond, loose diamond Malaysia, engagement ring diamond Kuala Lumpur',
    path: placePath(place),
    origin: root?.origin ?? '',
    brandName: root?.settings.brandName ?? '',
  });
}

export default function ChooseDiamond({ loaderData }: Route.ComponentProps) {
  const { place, search, first, stone } = loaderData;
  return (
    <>
      <Breadcrumb trail={placeTrail(place)} />
      <DiamondSearchScreen loaded={{ place, search, first }} stone={stone} />
    </>
  );
}
