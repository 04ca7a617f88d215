import { useState } from 'react';
import { NoticeArea } from '../../components/Notice';
import { inputClass, labelClass, quietButtonClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { StaffShell } from '../../features/cms/StaffShell';
import { SubcategoryList } from '../../features/cms/SubcategoryList';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { useCmsSave } from '../../features/cms/use-cms-save';
import type { Route } from './+types/categories';
import type { CmsCategory as StaffCategory } from '../../../domain/contract/cms-settings';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.categories.categoriesBackOffice'), description: t('cms.categories.theShopSCategories'), path: '/cms/categories' });
}


/** Categories (issue 14): name, description, shown in the navigation, needs a diamond step. */
export default function CmsCategories() {
  const { answer, reload } = useCmsAnswer<{ categories: StaffCategory[] }>('/api/cms/categories');
  return (
    <StaffShell title={t('cms.categories.categories')}>
      <CmsResults answer={answer} loading={t('cms.categories.loadingCategories')} isEmpty={(a) => a.categories.length === 0} empty={t('cms.categories.noCategories')}>
        {({ categories }) => (
          <ul className="grid gap-5">
            {categories.map((c) => (
              <li key={`${c.id}:${c.name}:${c.description}:${c.in_navigation}:${c.requires_diamond}`}>
                <CategoryForm category={c} onSaved={reload} />
              </li>
            ))}
          </ul>
        )}
      </CmsResults>
    </StaffShell>
  );
}

function CategoryForm({ category, onSaved }: { category: StaffCategory; onSaved: () => Promise<void> }) {
  const [name, setName] = useState(category.name);
  const [description, setDescription] = useState(category.description);
  const [inNavigation, setInNavigation] = useState(category.in_navigation);
  const [requiresDiamond, setRequiresDiamond] = useState(category.requires_diamond);
  const [subsOpen, setSubsOpen] = useState(false);
  const { save: send, notice, dismiss } = useCmsSave(onSaved);
  const save = () => send('put', `/api/cms/categories/${category.id}`, { name, description, in_navigation: inNavigation, requires_diamond: requiresDiamond });
  return (
    <section aria-label={category.name} className="grid gap-4 border border-pearl bg-white p-6 md:grid-cols-[1fr_2fr_auto]">
      <label className="block">
        <span className={labelClass}>{t('cms.categories.nameProducts', { slug: category.slug })}</span>
        <input value={name} onChange={(e) => setName(e.target.value)} className={`${inputClass} mt-2`} />
      </label>
      <label className="block">
        <span className={labelClass}>{t('cms.categories.description')}</span>
        <input value={description} onChange={(e) => setDescription(e.target.value)} className={`${inputClass} mt-2`} />
      </label>
      <div className="grid content-end gap-2 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={inNavigation} onChange={(e) => setInNavigation(e.target.checked)} className="accent-ink" /> {t('cms.categories.shownInNavigation')}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={requiresDiamond} onChange={(e) => setRequiresDiamond(e.target.checked)} className="accent-ink" /> {t('cms.categories.needsADiamondStep')}
        </label>
      </div>
      <details className="group self-start md:col-span-2" onToggle={(e) => setSubsOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-[0.7rem] tracking-[0.2em] text-stone uppercase hover:text-ink">
          {t('cms.categories.subCategories', { length: category.sub.length })}{category.sub.length ? ` · ${category.sub.map((s) => s.name).join(', ')}` : ''}
        </summary>
        <div className="mt-4">
          {subsOpen && <SubcategoryList categoryId={category.id} categorySlug={category.slug} onChanged={onSaved} />}
        </div>
      </details>
      <div className="flex items-center gap-4 self-start md:justify-end">
        <NoticeArea notice={notice} onDismiss={dismiss} />
        <button type="button" onClick={() => void save()} className={quietButtonClass}>
          {t('cms.categories.save')}
        </button>
      </div>
    </section>
  );
}
