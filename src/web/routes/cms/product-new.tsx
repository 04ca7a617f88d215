import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorNotice, NoticeArea, useNotice } from '../../components/Notice';
import { ShapeToggle } from '../../components/ShapeToggle';
import { buttonClass, inputBoxClass, inputClass, labelClass, textLinkClass } from '../../components/ui';
import { SITE_IMAGES } from '../../../domain/image-names';
import type { ShapeCode } from '../../../domain/shapes';
import { slugify } from '../../../domain/slug';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { DesignFields, designBody, newDesign } from '../../features/cms/DesignFields';
import { amountOf, MetalEditor, metalBody, newMetal } from '../../features/cms/MetalsEditor';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { shopApi } from '../../lib/api-client';
import type { Route } from './+types/product-new';
import { OptionList } from '../../components/OptionList';
import type { CmsCategory as StaffCategory } from '../../../domain/contract/cms-settings';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.productNew.newProductBackOffice'), description: t('cms.productNew.addAProductTo'), path: '/cms/products/new' });
}


const sectionClass = 'grid content-start gap-5 border border-pearl bg-white p-6';
const headingClass = 'font-serif text-2xl';

/** A new product (issue 14): what it is, where it is listed, its shapes and design, its metals with colour prices and its ring-size prices. */
export default function CmsProductNew() {
  const { answer } = useCmsAnswer<{ categories: StaffCategory[] }>('/api/cms/categories');
  return (
    <StaffShell title={t('cms.productNew.newProduct')}>
      <CmsResults answer={answer} loading={t('cms.productNew.loadingTheCategories')} isEmpty={(a) => a.categories.length === 0} empty={t('cms.productNew.thereAreNoCategories')}>
        {({ categories }) => <NewProductForm categories={categories} />}
      </CmsResults>
    </StaffShell>
  );
}

function NewProductForm({ categories }: { categories: StaffCategory[] }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState<string | null>(null);
  const [sku, setSku] = useState('');
  const [categoryId, setCategoryId] = useState(categories[0].id);
  const [subcategoryId, setSubcategoryId] = useState('');
  const [classification, setClassification] = useState('');
  const [active, setActive] = useState(true);
  const [description, setDescription] = useState('');
  const [shapes, setShapes] = useState<ShapeCode[]>(['ROUND']);
  const [design, setDesign] = useState(newDesign);
  const [metals, setMetals] = useState(() => [newMetal()]);
  const [sizes, setSizes] = useState<{ min: string; max: string; price: string }[]>([{ min: '5', max: '30', price: '0' }]);
  const [busy, setBusy] = useState(false);
  const { notice, show, dismiss } = useNotice();
  const category = categories.find((c) => c.id === categoryId) ?? categories[0];

  async function create() {
    dismiss();
    setBusy(true);
    try {
      const answer = await shopApi.post<{ product: { id: number } }>('/api/cms/products', {
        name,
        slug: slug ?? slugify(name),
        sku,
        description,
        category_id: categoryId,
        subcategory_id: subcategoryId ? Number(subcategoryId) : null,
        classification,
        is_active: active,
        shapes: shapes.map((s) => s.toLowerCase()),
        design: designBody(design),
        variants: metals.map(metalBody),
        ring_sizes: sizes.map((r) => ({ min_size: amountOf(r.min), max_size: amountOf(r.max), price_myr: amountOf(r.price) })),
      });
      if (!answer) return;
      if (answer.code === '200' && answer.product) await navigate(`/cms/products/${answer.product.id}?created=1`);
      else show(errorNotice(answer.message));
    } finally {
      setBusy(false);
    }
  }

  const toggleShape = (code: ShapeCode) => setShapes(shapes.includes(code) ? shapes.filter((s) => s !== code) : [...shapes, code]);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
      className="grid gap-8"
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className={sectionClass}>
          <h2 className={headingClass}>{t('cms.productNew.thePiece')}</h2>
          <label className="block">
            <span className={labelClass}>{t('cms.productNew.name')}</span>
            <input required value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />
          </label>
          <div className="grid grid-cols-2 gap-5">
            <label className="block">
              <span className={labelClass}>{t('cms.productNew.slugItsAddress')}</span>
              <input value={slug ?? slugify(name)} onChange={(e) => setSlug(e.target.value)} className={inputClass} />
            </label>
            <label className="block">
              <span className={labelClass}>{t('cms.productNew.sku')}</span>
              <input required value={sku} onChange={(e) => setSku(e.target.value.toUpperCase())} placeholder={t('cms.productNew.klEr0101')} className={inputClass} />
            </label>
          </div>
          <label className="block">
            <span className={labelClass}>{t('cms.productNew.classification')}</span>
            <input required value={classification} onChange={(e) => setClassification(e.target.value)} placeholder={t('cms.productNew.engagementRing')} className={inputClass} />
          </label>
          <label className="block">
            <span className={labelClass}>{t('cms.productNew.descriptionHtmlParagraphsEmphasis')}</span>
            <textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={6} className={`${inputClass} font-mono text-xs`} />
          </label>
          <label className="flex items-center gap-3 text-sm">
            <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} className="accent-ink" />
            {t('cms.productNew.soldInTheShop')}
          </label>
        </section>
        <section className={sectionClass}>
          <h2 className={headingClass}>{t('cms.productNew.whereItIsListed')}</h2>
          <label className="block">
            <span className={labelClass}>{t('cms.productNew.category')}</span>
            <select
              value={categoryId}
              onChange={(e) => {
                setCategoryId(Number(e.target.value));
                setSubcategoryId('');
              }}
              className={inputClass}
            >
              <OptionList options={categories.map((c) => ({ value: c.id, label: c.name }))} />
            </select>
          </label>
          <label className="block">
            <span className={labelClass}>{t('cms.productNew.subCategory')}</span>
            <select value={subcategoryId} onChange={(e) => setSubcategoryId(e.target.value)} className={inputClass}>
              <option value="">{t('cms.productNew.none')}</option>
              <OptionList options={category.sub.map((s) => ({ value: s.id, label: s.name }))} />
            </select>
          </label>
          <h2 className={`${headingClass} mt-2`}>{t('cms.productNew.design')}</h2>
          <p className="-mt-3 text-sm text-stone">{t('cms.productNew.whatTheShopS')}</p>
          <DesignFields design={design} onChange={setDesign} />
        </section>
      </div>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t('cms.productNew.shapesOffered')}</h2>
        <p className="-mt-3 text-sm text-stone">{t('cms.productNew.theFirstOneChosen')}{shapes.length > 0 ? `: ${shapes[0].charAt(0)}${shapes[0].slice(1).toLowerCase()}` : ''}.</p>
        <div className="grid grid-cols-10 gap-2">
          {SITE_IMAGES.shapes.map((shape) => (
            <ShapeToggle key={shape.shape} shape={shape} on={shapes.includes(shape.shape)} onToggle={toggleShape} />
          ))}
        </div>
      </section>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t('cms.productNew.metalsAndColourPrices')}</h2>
        <div className="grid gap-5 xl:grid-cols-2">
          {metals.map((metal, i) => (
            <MetalEditor key={i} index={i} metal={metal} onChange={(m) => setMetals(metals.map((o, j) => (j === i ? m : o)))} onRemove={metals.length > 1 ? () => setMetals(metals.filter((_, j) => j !== i)) : undefined} />
          ))}
        </div>
        <button type="button" onClick={() => setMetals([...metals, newMetal()])} className={`${textLinkClass} justify-self-start text-sm`}>
          {t('cms.productNew.addAMetal')}
        </button>
      </section>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t('cms.productNew.ringSizes')}</h2>
        <p className="-mt-3 text-sm text-stone">{t('cms.productNew.thePriceEachRange')}</p>
        <ul className="grid gap-3">
          {sizes.map((r, i) => {
            const set = (next: Partial<typeof r>) => setSizes(sizes.map((o, j) => (j === i ? { ...o, ...next } : o)));
            return (
              <li key={i} className="flex items-end gap-4 text-sm">
                <label>
                  <span className={labelClass}>{t('cms.productNew.fromSize')}</span>
                  <input value={r.min} onChange={(e) => set({ min: e.target.value })} inputMode="numeric" className={`${inputBoxClass} w-24 text-right`} />
                </label>
                <label>
                  <span className={labelClass}>{t('cms.productNew.toSize')}</span>
                  <input value={r.max} onChange={(e) => set({ max: e.target.value })} inputMode="numeric" className={`${inputBoxClass} w-24 text-right`} />
                </label>
                <label>
                  <span className={labelClass}>{t('cms.productNew.addsRm')}</span>
                  <input value={r.price} onChange={(e) => set({ price: e.target.value })} inputMode="decimal" className={`${inputBoxClass} w-36 text-right`} />
                </label>
                <button type="button" onClick={() => setSizes(sizes.filter((_, j) => j !== i))} className={`${textLinkClass} pb-3 text-stone`}>
                  {t('cms.productNew.remove')}
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" onClick={() => setSizes([...sizes, { min: '', max: '', price: '' }])} className={`${textLinkClass} justify-self-start text-sm`}>
          {t('cms.productNew.addARingSize')}
        </button>
      </section>

      <NoticeArea notice={notice} onDismiss={dismiss} />
      <button type="submit" disabled={busy} className={`${buttonClass} justify-self-start`}>
        {busy ? t('cms.productNew.creating') : t('cms.productNew.createTheProduct')}
      </button>
    </form>
  );
}
