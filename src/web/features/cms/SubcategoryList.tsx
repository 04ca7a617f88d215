import { useState } from 'react';
import { SUBCATEGORIES_PER_CATEGORY_MAX, SUBCATEGORY_PICTURES } from '../../../domain/shop/home-content';
import { slugify } from '../../../domain/catalog/slug';
import { NoticeArea } from '../../components/Notice';
import { inputBoxClass, inputClass, labelClass, quietButtonClass, textLinkClass } from '../../components/ui';
import { ChoicePicture } from './content/PictureChooser';
import { useCmsAnswer } from './use-cms';
import { useCmsSave } from './use-cms-save';
import type { CmsSubcategory as StaffSubcategory } from '../../../domain/contract/cms-content';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';


const stylePicture = (name: string) => `/images/styles/${name}.webp`;
const smallButtonClass = 'px-2 py-1 text-xs tracking-[0.2em] text-stone uppercase hover:text-ink disabled:opacity-30 disabled:hover:text-stone';

function PictureSelect({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={t('cms.subcategoryList.picture')} className={`${inputBoxClass} w-full`}>
      {SUBCATEGORY_PICTURES.map((p) => (
        <option key={p} value={p}>
          {p.replaceAll('-', ' ')}
        </option>
      ))}
    </select>
  );
}

/**
 * A category's sub-categories (issue 14): their order in the menus and the 'Shop by Styles' carousel, names and
 * pictures; a new one; delete one that has no products. The slug is fixed once made, since links point to it.
 */
export function SubcategoryList({ categoryId, categorySlug, onChanged }: { categoryId: number; categorySlug: string; onChanged: () => Promise<void> }) {
  const path = `/api/cms/categories/${categoryId}/subcategories`;
  const { answer, reload } = useCmsAnswer<{ subcategories: StaffSubcategory[] }>(path);
  const { save, busy, notice, dismiss } = useCmsSave(async () => {
    await reload();
    await onChanged();
  });
  const [draft, setDraft] = useState({ name: '', slug: '', image_name: SUBCATEGORY_PICTURES[0] as string });
  if (!answer) return <p className="text-sm text-stone">{t('cms.subcategoryList.loadingTheSubCategories')}</p>;
  if (answer.code !== '200') return <p className="text-sm text-ruby">{answer.message}</p>;
  const subs = answer.subcategories;

  const reorder = (from: number, to: number) => {
    const ids = subs.map((s) => s.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id);
    void save('put', `${path}/order`, { ids });
  };
  async function remove(sub: StaffSubcategory) {
    if (!window.confirm(t('cms.subcategoryList.deleteTheSubCategory', { name: sub.name }))) return;
    await save('delete', `/api/cms/subcategories/${sub.id}`);
  }
  async function add() {
    const ok = await save('post', path, { name: draft.name, image_name: draft.image_name, ...(draft.slug ? { slug: draft.slug } : {}) });
    if (ok) setDraft({ ...draft, name: '', slug: '' });
  }

  return (
    <div className="grid gap-4">
      {subs.length === 0 && <p className="text-sm text-stone">{t('cms.subcategoryList.noSubCategoriesYet')}</p>}
      <ol className="grid gap-2">
        {subs.map((s, i) => (
          <SubcategoryRow key={`${s.id}:${s.name}:${s.image_name}`} sub={s} categorySlug={categorySlug} first={i === 0} last={i === subs.length - 1} busy={busy} onMove={(d) => reorder(i, i + d)} onSave={(body) => save('put', `/api/cms/subcategories/${s.id}`, body)} onRemove={() => void remove(s)} />
        ))}
      </ol>
      {subs.length < SUBCATEGORIES_PER_CATEGORY_MAX && (
        <div className="grid items-end gap-3 border-t border-pearl pt-4 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,2fr)_auto]">
          <label className="block">
            <span className={labelClass}>{t('cms.subcategoryList.newSubCategory')}</span>
            <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} placeholder={t('cms.subcategoryList.eGToiEt')} className={inputClass} />
          </label>
          <label className="block">
            <span className={labelClass}>{t('cms.subcategoryList.slugProducts', { categorySlug })}</span>
            <input value={draft.slug} onChange={(e) => setDraft({ ...draft, slug: e.target.value })} placeholder={slugify(draft.name) || t('cms.subcategoryList.madeFromTheName')} spellCheck={false} className={`${inputClass} font-mono text-sm`} />
          </label>
          <label className="block">
            <span className={labelClass}>{t('cms.subcategoryList.picture')}</span>
            <PictureSelect value={draft.image_name} onChange={(image_name) => setDraft({ ...draft, image_name })} />
          </label>
          <button type="button" onClick={() => void add()} disabled={busy || !draft.name.trim()} className={quietButtonClass}>
            {t('cms.subcategoryList.add')}
          </button>
        </div>
      )}
      <NoticeArea notice={notice} onDismiss={dismiss} />
    </div>
  );
}

function SubcategoryRow({ sub, categorySlug, first, last, busy, onMove, onSave, onRemove }: { sub: StaffSubcategory; categorySlug: string; first: boolean; last: boolean; busy: boolean; onMove: (by: number) => void; onSave: (body: object) => Promise<boolean>; onRemove: () => void }) {
  const [name, setName] = useState(sub.name);
  const [picture, setPicture] = useState(sub.image_name);
  const changed = name !== sub.name || picture !== sub.image_name;
  return (
    <li className="grid items-center gap-4 border border-pearl bg-ivory/40 px-4 py-3 md:grid-cols-[3.5rem_minmax(0,2fr)_minmax(0,2fr)_auto]">
      <ChoicePicture url={stylePicture(picture)} label="" className="size-14" />
      <div>
        <input value={name} onChange={(e) => setName(e.target.value)} aria-label={t('cms.subcategoryList.nameOf', { name: sub.name })} className={`${inputBoxClass} mt-0 w-full py-2`} />
        <p className="mt-1 text-xs text-stone">
          <a href={`/products/${categorySlug}/${sub.slug}`} target="_blank" rel="noopener" className={textLinkClass}>
            {t('cms.subcategoryList.products', { categorySlug, slug: sub.slug })}
          </a>{' '}
          {t('cms.subcategoryList.product', { products: sub.products })}{sub.products === 1 ? '' : 's'}
        </p>
      </div>
      <PictureSelect value={picture} onChange={setPicture} />
      <div className="flex flex-wrap items-center gap-1">
        <button type="button" className={smallButtonClass} disabled={first || busy} onClick={() => onMove(-1)} aria-label={t('cms.subcategoryList.moveUp', { name: sub.name })}>
          ↑
        </button>
        <button type="button" className={smallButtonClass} disabled={last || busy} onClick={() => onMove(1)} aria-label={t('cms.subcategoryList.moveDown', { name: sub.name })}>
          ↓
        </button>
        <button type="button" className={`${smallButtonClass} text-ink`} disabled={!changed || busy} onClick={() => void onSave({ name, image_name: picture })}>
          {t('cms.subcategoryList.save')}
        </button>
        <button type="button" className={`${smallButtonClass} hover:text-ruby`} disabled={sub.products > 0 || busy} title={sub.products > 0 ? t('cms.subcategoryList.moveItsProductsTo') : undefined} onClick={onRemove}>
          {t('cms.subcategoryList.delete')}
        </button>
      </div>
    </li>
  );
}
