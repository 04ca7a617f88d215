import type { ProductDetail } from '../../../domain/contract/catalog';
import type { ShopLoadContext } from '../../lib/load-context';
import { diamondPath, stoneResultOf } from '../diamonds/api';
import { storedDiamondOf } from '../diamonds/use-choose-diamond';
import { finishRing, type FinishedRing } from './finished-ring';
import type { RingChoice } from './ring-address';

/**
 * The finished ring named in the confirmation's address, drawn by the server: the setting and the stone looked up
 * again and priced as the shop sells them now. Null when either is gone or cannot be read: the page then finds out in
 * the browser, as before, and says why.
 */
export async function drawnFinishedRing(context: ShopLoadContext, choice: RingChoice): Promise<FinishedRing | null> {
  const [productAnswer, stoneAnswer] = await Promise.all([context.callApi(`/api/product/${encodeURIComponent(choice.slug)}`), context.callApi(diamondPath(choice.certificate))]);
  const product = productAnswer.status === 200 ? (productAnswer.body as { product?: ProductDetail } | null)?.product : undefined;
  const stone = stoneResultOf(stoneAnswer.body, stoneAnswer.status);
  if (!product || !stone.ok) return null;
  const finished = finishRing(choice, storedDiamondOf(stone.stone), product, stone.stone);
  return finished === 'setting-gone' ? null : finished;
}
