import { inputClass, labelClass } from '../../../components/ui';
import { t } from '../../../../domain/words/catalogue';
import '../../../../domain/words/books/cms';

/** A labelled text box of a home block's card (plain text: the shop refuses HTML). */
export function TextField({ label, value, onChange, multiline = false, hint, max }: { label: string; value: string; onChange: (value: string) => void; multiline?: boolean; hint?: string; max?: number }) {
  return (
    <label className="block">
      <span className={labelClass}>{label}</span>
      {multiline ? (
        <textarea value={value} onChange={(e) => onChange(e.target.value)} rows={3} maxLength={max} className={`${inputClass} resize-y`} />
      ) : (
        <input value={value} onChange={(e) => onChange(e.target.value)} maxLength={max} className={inputClass} />
      )}
      {hint && <span className="mt-1.5 block text-xs text-stone">{hint}</span>}
    </label>
  );
}

/** The shop's own pages a link may go to (categories and their sub-categories), offered while typing a link. */
export const SHOP_PATHS_LIST = 'shop-paths';
export function ShopPaths({ paths }: { paths: readonly string[] }) {
  return (
    <datalist id={SHOP_PATHS_LIST}>
      {paths.map((p) => (
        <option key={p} value={p} />
      ))}
    </datalist>
  );
}

export const LINK_HINT = t('cms.fields.aPageOfThe');

export function LinkField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="block">
      <span className={labelClass}>{label}</span>
      <input value={value} onChange={(e) => onChange(e.target.value)} list={SHOP_PATHS_LIST} spellCheck={false} className={`${inputClass} font-mono text-sm`} />
      <span className="mt-1.5 block text-xs text-stone">{LINK_HINT}</span>
    </label>
  );
}
