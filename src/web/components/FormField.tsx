import { useId, type ComponentProps, type ReactNode } from 'react';
import { inputClass, labelClass } from './ui';

interface FieldProps {
  label: string;
  /** The field's error message, shown under it and tied to it for screen readers. */
  error?: string;
  hint?: ReactNode;
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({ hintId, errorId, hint, error }: { hintId: string; errorId: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-2 text-xs text-stone">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm text-ruby">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled text input (name, e-mail, phone, password …), with its hint and error. */
export function TextField({ label, error, hint, id, className = '', ...input }: FieldProps & ComponentProps<'input'>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
      </label>
      <input id={fieldId} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy(`${fieldId}-hint`, `${fieldId}-error`, hint, error)} {...input} />
      <FieldMessages hintId={`${fieldId}-hint`} errorId={`${fieldId}-error`} hint={hint} error={error} />
    </div>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({ label, error, hint, id, className = '', ...input }: FieldProps & ComponentProps<'textarea'>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
      </label>
      <textarea id={fieldId} className={`${inputClass} resize-y`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(`${fieldId}-hint`, `${fieldId}-error`, hint, error)} {...input} />
      <FieldMessages hintId={`${fieldId}-hint`} errorId={`${fieldId}-error`} hint={hint} error={error} />
    </div>
  );
}

/** A labelled drop-down list. */
export function SelectField({ label, error, hint, id, className = '', children, ...select }: FieldProps & ComponentProps<'select'>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
      </label>
      <select
        id={fieldId}
        className={`${inputClass} appearance-none bg-[length:12px] bg-[right_1rem_center] bg-no-repeat pr-10`}
        style={{ backgroundImage: CHEVRON }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${fieldId}-hint`, `${fieldId}-error`, hint, error)}
        {...select}
      >
        {children}
      </select>
      <FieldMessages hintId={`${fieldId}-hint`} errorId={`${fieldId}-error`} hint={hint} error={error} />
    </div>
  );
}

const CHEVRON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%231d1b19' stroke-width='1.2'/%3E%3C/svg%3E")`;
