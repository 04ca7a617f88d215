import { Form } from 'react-router';
import { buttonClass, inputClass, labelClass } from '../../components/ui';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

/** A back-office search of one box: the address holds it (?q=), so a search can be shared and reloaded. */
export function CmsSearch({ label, defaultValue, button = t('cms.cmsSearch.search') }: { label: string; defaultValue: string; button?: string }) {
  return (
    <Form method="get" className="flex items-end gap-4 border border-pearl bg-white p-5">
      <label className="block flex-1">
        <span className={labelClass}>{label}</span>
        <input name="q" defaultValue={defaultValue} className={`${inputClass} mt-2`} />
      </label>
      <button type="submit" className={buttonClass}>
        {button}
      </button>
    </Form>
  );
}
