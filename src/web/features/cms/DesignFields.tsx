import { DESIGN_FIELDS } from '../../../domain/catalog/design-fields';
import { inputClass, labelClass } from '../../components/ui';
import { OptionList } from '../../components/OptionList';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

/** The design as staff choose it: one value per field of DESIGN_FIELDS ('' for an optional field left unset). */
export type DesignDraft = Record<string, string>;

export const newDesign = (): DesignDraft => Object.fromEntries(DESIGN_FIELDS.map((f) => [f.key, f.optional ? '' : (f.options[0]?.value ?? '')]));

/** The request body of a design: the fields chosen, the unset optional ones left out. */
export function designBody(design: DesignDraft): Record<string, string> {
  return Object.fromEntries(DESIGN_FIELDS.flatMap((f) => (design[f.key] ? [[f.key, design[f.key]]] : [])));
}

/** What the piece is drawn as, one choice per design field, whatever fields the shop's design vocabulary has. */
export function DesignFields({ design, onChange }: { design: DesignDraft; onChange: (design: DesignDraft) => void }) {
  return (
    <div className="grid grid-cols-2 gap-5">
      {DESIGN_FIELDS.map((field) => (
        <label key={field.key} className="block">
          <span className={labelClass}>{field.label}</span>
          <select value={design[field.key] ?? ''} onChange={(e) => onChange({ ...design, [field.key]: e.target.value })} className={inputClass}>
            {field.optional && <option value="">{t('cms.designFields.default')}</option>}
            <OptionList options={field.options} />
          </select>
        </label>
      ))}
    </div>
  );
}
