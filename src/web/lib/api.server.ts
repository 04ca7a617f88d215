import { data } from 'react-router';
import type { ShopLoadContext } from './load-context';
import { t } from '../../domain/words/catalogue';

/** Reads an API answer in a loader; a 404 becomes the page's 404, any other failure an error page. */
export async function loadFromApi<T>(context: ShopLoadContext, path: string): Promise<T> {
  const answer = await context.callApi(path);
  if (answer.status === 404) throw data(t('pages.notFound.notFound'), { status: 404 });
  if (answer.status >= 400) throw data(t('pages.product.theShopCouldNot'), { status: answer.status >= 500 ? 503 : answer.status });
  return answer.body as T;
}
