import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorNotice, NoticeArea, useNotice } from '../../components/Notice';
import { buttonClass } from '../../components/ui';
import type { ShapeCode } from '../../../domain/diamonds/shapes';
import { slugify } from '../../../domain/catalog/slug';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { designBody, newDesign } from '../../features/cms/DesignFields';
import { amountOf, metalBody, newMetal } from '../../features/cms/MetalsEditor';
import { ListingSection, MetalsSection, newPiece, PieceSection, RingSizesSection, ShapesSection, type RingSizeDraft } from '../../features/cms/NewProductSections';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { shopApi } from '../../lib/api-client';
import type { Route } from './+types/product-new';
import type { CmsCategory as StaffCategory } from '../../../domain/contract/cms-settings';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.productNew.newProductBackOffice'), description: t('cms.productNew.addAProductTo'), path: '/cms/products/new' });
}

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
  const [piece, setPiece] = useState(newPiece);
  const [categoryId, setCategoryId] = useState(categories[0].id);
  const [subcategoryId, setSubcategoryId] = useState('');
  const [shapes, setShapes] = useState<ShapeCode[]>(['ROUND']);
  const [design, setDesign] = useState(newDesign);
  const [metals, setMetals] = useState(() => [newMetal()]);
  const [sizes, setSizes] = useState<RingSizeDraft[]>([{ min: '5', max: '30', price: '0' }]);
  const [busy, setBusy] = useState(false);
  const { notice, show, dismiss } = useNotice();

  async function create() {
    dismiss();
    setBusy(true);
    try {
      const answer = await shopApi.post<{ product: { id: number } }>('/api/cms/products', {
        name: piece.name,
        slug: piece.slug ?? slugify(piece.name),
        sku: piece.sku,
        description: piece.description,
        category_id: categoryId,
        subcategory_id: subcategoryId ? Number(subcategoryId) : null,
        classification: piece.classification,
        is_active: piece.active,
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

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
      className="grid gap-8"
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PieceSection piece={piece} onChange={setPiece} />
        <ListingSection
          categories={categories}
          categoryId={categoryId}
          subcategoryId={subcategoryId}
          onCategory={(id) => {
            setCategoryId(id);
            setSubcategoryId('');
          }}
          onSubcategory={setSubcategoryId}
          design={design}
          onDesign={setDesign}
        />
      </div>
      <ShapesSection shapes={shapes} onChange={setShapes} />
      <MetalsSection metals={metals} onChange={setMetals} />
      <RingSizesSection sizes={sizes} onChange={setSizes} />

      <NoticeArea notice={notice} onDismiss={dismiss} />
      <button type="submit" disabled={busy} className={`${buttonClass} justify-self-start`}>
        {busy ? t('cms.productNew.creating') : t('cms.productNew.createTheProduct')}
      </button>
    </form>
  );
}
