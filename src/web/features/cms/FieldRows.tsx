import { inputClass, labelClass } from '../../components/ui';

/** The lines of a multi-line box, each trimmed, the empty ones left out. */
export const linesOf = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

/** One labelled box of a back-office form of texts: a line, or a few (an address, opening hours). */
export function FieldRow({ label, value, onChange, multiline = false }: { label: string; value: string; onChange(value: string): void; multiline?: boolean }) {
  return (
    <label className="block">
      <span className={labelClass}>{label}</span>
      {multiline ? (
        <textarea value={value} onChange={(e) => onChange(e.target.value)} rows={3} className={`${inputClass} mt-2`} />
      ) : (
        <input value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} mt-2`} />
      )}
    </label>
  );
}

/** The rows of a form whose state is one object of texts: `field(key, label, multiline?)` is the row of that text. */
export function fieldRowsOf<F extends Record<string, string>>(form: F, setForm: (form: F) => void) {
  return (key: keyof F & string, label: string, multiline = false) => <FieldRow label={label} value={form[key]} multiline={multiline} onChange={(value) => setForm({ ...form, [key]: value })} />;
}
