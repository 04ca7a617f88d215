import { t } from '../../domain/words/catalogue';
/** The shop's calm loading state: a thin turning ring and a quiet label, announced politely to screen readers. */
export function Spinner({ label = t('components.spinner.loading'), className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`flex flex-col items-center justify-center gap-5 py-24 ${className}`}>
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border border-pearl border-t-gold motion-reduce:animate-[spin_3s_linear_infinite]" />
      <span className="text-[0.7rem] tracking-[0.3em] text-stone uppercase">{label}</span>
    </div>
  );
}
