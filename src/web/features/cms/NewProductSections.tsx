/**
 * The parts of the new-product form (issue 14), each a section of it: the piece, where it is listed and its design, its
 * shapes, its metals with colour prices and its ring sizes.
 */
import { OptionList } from '../../components/OptionList';
import { ShapeToggle } from '../../components/ShapeToggle';
import { inputBoxClass, inputClass, labelClass, textLinkClass } from '../../components/ui';
import type { CmsCategory as StaffCategory } from '../../../domain/contract/cms-settings';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import type { ShapeCode } from '../../../domain/diamonds/shapes';
import { slugify } from '../../../domain/catalog/slug';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { DesignFields, type DesignDraft } from './DesignFields';
import { MetalEditor, newMetal, type MetalDraft } from './MetalsEditor';

const sectionClass = 'grid content-start gap-5 border border-pearl bg-white p-6';
const headingClass = 'font-serif text-2xl';

/** What the piece is: its name, address (from the name unless changed), SKU, classification, description, sold or not. */
export interface PieceDraft {
  name: string;
  slug: string | null;
  sku: string;
  classification: string;
  description: string;
  active: boolean;
}
export const newPiece = (): PieceDraft => ({ name: '', slug: null, sku: '', classification: '', description: '', active: true });

export function PieceSection({ piece, onChange }: { piece: PieceDraft; onChange: (piece: PieceDraft) => void }) {
  const set = (next: Partial<PieceDraft>) => onChange({ ...piece, ...next });
  return (
    <section className={sectionClass}>
      <h2 className={headingClass}>{t('cms.productNew.thePiece')}</h2>
      <label className="block">
        <span className={labelClass}>{t('cms.productNew.name')}</span>
        <input required value={piece.name} onChange={(e) => set({ name: e.target.value })} className={inputClass} />
      </label>
      <div className="grid grid-cols-2 gap-5">
        <label className="block">
          <span className={labelClass}>{t('cms.productNew.slugItsAddress')}</span>
          <input value={piece.slug ?? slugify(piece.name)} onChange={(e) => set({ slug: e.target.value })} className={inputClass} />
        </label>
        <label className="block">
          <span className={labelClass}>{t('cms.productNew.sku')}</span>
          <input required value={piece.sku} onChange={(e) => set({ sku: e.target.value.toUpperCase() })} placeholder={t('cms.productNew.klEr0101')} className={inputClass} />
        </label>
      </div>
      <label className="block">
        <span className={labelClass}>{t('cms.productNew.classification')}</span>
        <input required value={piece.classification} onChange={(e) => set({ classification: e.target.value })} placeholder={t('cms.productNew.engagementRing')} className={inputClass} />
      </label>
      <label className="block">
        <span className={labelClass}>{t('cms.productNew.descriptionHtmlParagraphsEmphasis')}</span>
        <textarea value={piece.description} onChange={(e) => set({ description: e.target.value })} rows={6} className={`${inputClass} font-mono text-xs`} />
      </label>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" checked={piece.active} onChange={(e) => set({ active: e.target.checked })} className="accent-ink" />
        {t('cms.productNew.soldInTheShop')}
      </label>
    </section>
  );
}

/** Where the piece is listed (category and sub-category) and its design, what the shop's pictures draw it as. */
export function ListingSection({ categories, categoryId, subcategoryId, onCategory, onSubcategory, design, onDesign }: { categories: StaffCategory[]; categoryId: number; subcategoryId: string; onCategory: (id: number) => void; onSubcategory: (id: string) => void; design: DesignDraft; onDesign: (design: DesignDraft) => void }) {
  const category = categories.find((c) => c.id === categoryId) ?? categories[0];
  return (
    <section className={sectionClass}>
      <h2 className={headingClass}>{t('cms.productNew.whereItIsListed')}</h2>
      <label className="block">
        <span className={labelClass}>{t('cms.productNew.category')}</span>
        <select value={categoryId} onChange={(e) => onCategory(Number(e.target.value))} className={inputClass}>
          <OptionList options={categories.map((c) => ({ value: c.id, label: c.name }))} />
        </select>
      </label>
      <label className="block">
        <span className={labelClass}>{t('cms.productNew.subCategory')}</span>
        <select value={subcategoryId} onChange={(e) => onSubcategory(e.target.value)} className={inputClass}>
          <option value="">{t('cms.productNew.none')}</option>
          <OptionList options={category.sub.map((s) => ({ value: s.id, label: s.name }))} />
        </select>
      </label>
      <h2 className={`${headingClass} mt-2`}>{t('cms.productNew.design')}</h2>
      <p className="-mt-3 text-sm text-stone">{t('cms.productNew.whatTheShopS')}</p>
      <DesignFields design={design} onChange={onDesign} />
    </section>
  );
}

/** The shapes the piece is offered in, the first one chosen shown first. */
export function ShapesSection({ shapes, onChange }: { shapes: ShapeCode[]; onChange: (shapes: ShapeCode[]) => void }) {
  const toggleShape = (code: ShapeCode) => onChange(shapes.includes(code) ? shapes.filter((s) => s !== code) : [...shapes, code]);
  return (
    <section className={sectionClass}>
      <h2 className={headingClass}>{t('cms.productNew.shapesOffered')}</h2>
      <p className="-mt-3 text-sm text-stone">{t('cms.productNew.theFirstOneChosen')}{shapes.length > 0 ? `: ${shapes[0].charAt(0)}${shapes[0].slice(1).toLowerCase()}` : ''}.</p>
      <div className="grid grid-cols-10 gap-2">
        {SITE_IMAGES.shapes.map((shape) => (
          <ShapeToggle key={shape.shape} shape={shape} on={shapes.includes(shape.shape)} onToggle={toggleShape} />
        ))}
      </div>
    </section>
  );
}

/** The piece's metals, each with its colours and their prices; at least one. */
export function MetalsSection({ metals, onChange }: { metals: MetalDraft[]; onChange: (metals: MetalDraft[]) => void }) {
  return (
    <section className={sectionClass}>
      <h2 className={headingClass}>{t('cms.productNew.metalsAndColourPrices')}</h2>
      <div className="grid gap-5 xl:grid-cols-2">
        {metals.map((metal, i) => (
          <MetalEditor key={i} index={i} metal={metal} onChange={(m) => onChange(metals.map((o, j) => (j === i ? m : o)))} onRemove={metals.length > 1 ? () => onChange(metals.filter((_, j) => j !== i)) : undefined} />
        ))}
      </div>
      <button type="button" onClick={() => onChange([...metals, newMetal()])} className={`${textLinkClass} justify-self-start text-sm`}>
        {t('cms.productNew.addAMetal')}
      </button>
    </section>
  );
}

/** A range of ring sizes and what it adds to the price, as typed. */
export interface RingSizeDraft {
  min: string;
  max: string;
  price: string;
}

/** The ring sizes the piece is made in, each range with what it adds to the price. */
export function RingSizesSection({ sizes, onChange }: { sizes: RingSizeDraft[]; onChange: (sizes: RingSizeDraft[]) => void }) {
  return (
    <section className={sectionClass}>
      <h2 className={headingClass}>{t('cms.productNew.ringSizes')}</h2>
      <p className="-mt-3 text-sm text-stone">{t('cms.productNew.thePriceEachRange')}</p>
      <ul className="grid gap-3">
        {sizes.map((r, i) => {
          const set = (next: Partial<typeof r>) => onChange(sizes.map((o, j) => (j === i ? { ...o, ...next } : o)));
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
              <button type="button" onClick={() => onChange(sizes.filter((_, j) => j !== i))} className={`${textLinkClass} pb-3 text-stone`}>
                {t('cms.productNew.remove')}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={() => onChange([...sizes, { min: '', max: '', price: '' }])} className={`${textLinkClass} justify-self-start text-sm`}>
        {t('cms.productNew.addARingSize')}
      </button>
    </section>
  );
}
