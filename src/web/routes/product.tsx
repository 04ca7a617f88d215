import { data, useRouteLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { productAnswerSchema } from '../../domain/contract/catalog';
import { instalmentPlansAnswerSchema } from '../../domain/contract/instalments';
import { plansOf } from '../features/instalments/plans';
import { JsonLd } from '../components/JsonLd';
import { ProductPage } from '../features/product/ProductPage';
import { productJsonLd, productMeta } from '../features/product/seo';
import { loadFromApi } from '../lib/api.server';
import { formatShopDate } from '../lib/format';
import { rootDataOf, type RootData } from '../lib/shop';
import type { Route } from './+types/product';
import { t } from '../../domain/words/catalogue';
import { shipsBy } from '../../domain/orders/delivery';

/** The shop's date 30 days from `now`, as shoppers read it ('23 December 2026'). Rendered by the server, so both renders agree. */
export const shipsByDate = (now: Date): string => formatShopDate(shipsBy(now).toISOString());

export async function loader({ context, params }: Route.LoaderArgs) {
  const answer = productAnswerSchema.safeParse(await loadFromApi<unknown>(context, `/api/product/${encodeURIComponent(params.slug)}`));
  if (!answer.success) throw data(t('pages.product.theShopCouldNot'), { status: 503 });
  // the instalment plans offered (the line under the price): one answer for every visitor, like the product's
  const plans = instalmentPlansAnswerSchema.safeParse((await context.callApi('/api/payment/instalment-plans')).body);
  return { product: answer.data.product, shipsBy: shipsByDate(new Date()), plans: plans.success ? plansOf(plans.data.plans) : [] };
}

/** Choosing options only changes the search params: the product is not loaded again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!loaderData) return [{ title: t('pages.product.thisPieceCouldNot', { value: root?.settings.brandName ?? '' }) }];
  return productMeta(loaderData.product, { origin: root?.origin ?? '', brandName: root?.settings.brandName ?? '' });
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { product, shipsBy, plans } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  const [params] = useSearchParams();
  return (
    <>
      <JsonLd data={productJsonLd(product, { origin: root?.origin ?? '', brandName: root?.settings.brandName ?? '' }, params)} />
      <ProductPage key={product.slugId} product={product} shipsBy={shipsBy} plans={plans} />
    </>
  );
}
