import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NoticeArea } from '../../components/Notice';
import { buttonClass, inputBoxClass, inputClass, labelClass, textLinkClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { designBody, DesignFields, type DesignDraft } from '../../features/cms/DesignFields';
import { ProductMetals } from '../../features/cms/ProductMetals';
import { ProductPictures } from '../../features/cms/ProductPictures';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { useCmsSave } from '../../features/cms/use-cms-save';
import type { Route } from './+types/product';
import type { CmsProduct as StaffProduct } from '../../../domain/contract/cms-products';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches, params }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.product.productBackOffice', { id: params.id }), description: t('cms.product.changeAProduct'), path: `/cms/products/${params.id}` });
}


/**
 * One product (issue 14): name, classification, sold or not, description (safe HTML), its design (what the shop's
 * pictures draw it as) and its prices; a preview link;
 * a colour or a metal added; its photographs uploaded and removed.
 */
export default function CmsProduct() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const created = params.get('created') === '1';
  const { answer, reload } = useCmsAnswer<{ product: StaffProduct }>(`/api/cms/products/${encodeURIComponent(id)}`);
  return (
    <StaffShell title={answer?.code === '200' ? answer.product.name : t('cms.product.product')}>
      <CmsResults answer={answer} loading={t('cms.product.loadingTheProduct')} isEmpty={() => false} empty="">
        {({ product }) => (
          <div className="grid gap-8">
            {created && <p className="border border-gold/40 bg-ivory px-6 py-4 text-sm">{t('cms.product.theProductHasBeen')}</p>}
            <ProductForm key={JSON.stringify(product)} product={product} onSaved={reload} />
            <ProductMetals key={`metals-${product.id}`} productId={product.id} metals={product.metals} colours={product.colours} onChanged={reload} />
            <ProductPictures key={`pictures-${product.id}`} productId={product.id} pictures={product.pictures} colours={product.colours.map((c) => c.colour)} shapes={product.shapes} caratViews={product.carat_views} onChanged={reload} />
          </div>
        )}
      </CmsResults>
    </StaffShell>
  );
}

const amount = (text: string) => Number(text.replaceAll(',', ''));

function ProductForm({ product, onSaved }: { product: StaffProduct; onSaved: () => Promise<void> }) {
  const [name, setName] = useState(product.name);
  const [classification, setClassification] = useState(product.classification);
  const [active, setActive] = useState(product.is_active);
  const [description, setDescription] = useState(product.description);
  const [design, setDesign] = useState<DesignDraft>(() => Object.fromEntries(Object.entries(product.design).map(([k, v]) => [k, String(v ?? '')])));
  const [colours, setColours] = useState(() => Object.fromEntries(product.colours.map((c) => [c.id, c.price.toFixed(2)])));
  const [sizes, setSizes] = useState(() => Object.fromEntries(product.ring_sizes.map((r) => [r.id, r.price.toFixed(2)])));
  const { save: send, busy, notice, dismiss } = useCmsSave(onSaved);

  async function save() {
    await send('put', `/api/cms/products/${product.id}`, {
        name,
        classification,
        is_active: active,
        description,
        design: designBody(design),
        colour_prices: Object.entries(colours).map(([id, price]) => ({ id: Number(id), price_myr: amount(price) })),
        ring_size_prices: Object.entries(sizes).map(([id, price]) => ({ id: Number(id), price_myr: amount(price) })),
    });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section className="grid content-start gap-5 border border-pearl bg-white p-6">
        <label className="block">
          <span className={labelClass}>{t('cms.product.name')}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} className={`${inputClass} mt-2`} />
        </label>
        <label className="block">
          <span className={labelClass}>{t('cms.product.classification')}</span>
          <input value={classification} onChange={(e) => setClassification(e.target.value)} className={`${inputClass} mt-2`} />
        </label>
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} className="accent-ink" />
          {t('cms.product.soldInTheShop')}
        </label>
        <label className="block">
          <span className={labelClass}>{t('cms.product.descriptionHtmlParagraphsEmphasis')}</span>
          <textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={8} className={`${inputClass} mt-2 font-mono text-xs`} />
        </label>
        <h2 className="mt-2 text-2xl">{t('cms.product.design')}</h2>
        <p className="-mt-3 text-sm text-stone">{t('cms.product.whatTheShopS')}</p>
        <DesignFields design={design} onChange={setDesign} />
        <NoticeArea notice={notice} onDismiss={dismiss} />
        <button type="button" onClick={() => void save()} disabled={busy} className={`${buttonClass} justify-self-start`}>
          {busy ? t('cms.product.saving') : t('cms.product.save')}
        </button>
      </section>
      <ProductPrices product={product} colours={colours} onColours={setColours} sizes={sizes} onSizes={setSizes} />
    </div>
  );
}

/** The product's SKU, category and preview link, and its prices: each metal colour's, each ring-size range's supplement. */
function ProductPrices({ product, colours, onColours, sizes, onSizes }: { product: StaffProduct; colours: Record<string, string>; onColours: (colours: Record<string, string>) => void; sizes: Record<string, string>; onSizes: (sizes: Record<string, string>) => void }) {
  return (
    <section className="grid content-start gap-5 border border-pearl bg-white p-6 text-sm">
      <p className="text-stone">
        {product.sku} · {product.category} ·{' '}
        <a href={`/product/${product.slug}`} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
          {t('cms.product.previewInTheShop')}
        </a>
      </p>
      <h2 className="text-2xl">{t('cms.product.metalPricesRm')}</h2>
      {product.colours.map((c) => (
        <label key={c.id} className="flex items-center justify-between gap-4">
          <span>
            {c.metal}, {c.colour}
          </span>
          <input value={colours[c.id]} onChange={(e) => onColours({ ...colours, [c.id]: e.target.value })} inputMode="decimal" className={`${inputBoxClass} w-32 shrink-0 text-right`} />
        </label>
      ))}
      {product.ring_sizes.length > 0 && (
        <>
          <h2 className="mt-3 text-2xl">{t('cms.product.ringSizeSupplementsRm')}</h2>
          {product.ring_sizes.map((r) => (
            <label key={r.id} className="flex items-center justify-between gap-4">
              <span>
                {t('cms.product.sizes', { minsize: r.min_size, maxsize: r.max_size })}
              </span>
              <input value={sizes[r.id]} onChange={(e) => onSizes({ ...sizes, [r.id]: e.target.value })} inputMode="decimal" className={`${inputBoxClass} w-32 shrink-0 text-right`} />
            </label>
          ))}
        </>
      )}
    </section>
  );
}
