import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { CmsSearch } from '../../features/cms/CmsSearch';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { formatRinggit } from '../../lib/format';
import type { Route } from './+types/products';
import type { CmsProductSummary as ProductRow } from '../../../domain/contract/cms-products';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.products.productsBackOffice'), description: t('cms.products.theCatalogueForStaff'), path: '/cms/products' });
}


/** Products (issue 14): find a product by name, SKU or slug and open it to change it. */
export default function CmsProducts() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const { answer } = useCmsAnswer<{ products: ProductRow[] }>(`/api/cms/products${q ? `?q=${encodeURIComponent(q)}` : ''}`);
  return (
    <StaffShell title={t('cms.products.products')}>
      <div className="grid gap-8">
        <div className="flex items-end justify-between gap-8">
          <div className="min-w-0 flex-1">
            <CmsSearch label={t('cms.products.nameSkuOrSlug')} defaultValue={q} />
          </div>
          <Link to="/cms/products/new" className={buttonClass}>
            {t('cms.products.newProduct')}
          </Link>
        </div>
        <CmsResults answer={answer} loading={t('cms.products.loadingProducts')} isEmpty={(a) => a.products.length === 0} empty={t('cms.products.noProductsMatchThis')}>
          {({ products }) => (
            <div className="overflow-x-auto border border-pearl bg-white">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-pearl text-[0.65rem] tracking-[0.2em] text-stone uppercase">
                  <tr>
                    <th className="px-5 py-3 font-normal">{t('cms.products.product')}</th>
                    <th className="px-5 py-3 font-normal">{t('cms.products.category')}</th>
                    <th className="px-5 py-3 font-normal">{t('cms.products.sold')}</th>
                    <th className="px-5 py-3 text-right font-normal">{t('cms.products.from')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-pearl">
                  {products.map((p) => (
                    <tr key={p.id}>
                      <td className="px-5 py-3">
                        <Link to={`/cms/products/${p.id}`} className="font-medium hover:text-gold-deep">
                          {p.name}
                        </Link>
                        <span className="block text-stone">
                          {p.sku} · {p.slug}
                        </span>
                      </td>
                      <td className="px-5 py-3 text-stone">{p.category}</td>
                      <td className="px-5 py-3">{p.is_active ? t('cms.products.yes') : t('cms.products.hidden')}</td>
                      <td className="px-5 py-3 text-right tabular-nums">{formatRinggit(p.price_from)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CmsResults>
      </div>
    </StaffShell>
  );
}
