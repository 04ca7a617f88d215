/** The ring wizard's steps (storefront §4): a step is active when the current step is at or past it. */
export const WIZARD_STEPS = ['Choose Ring', 'Choose Diamond', 'Completed'] as const;

export function WizardSteps({ current, className = '' }: { current: 1 | 2 | 3; className?: string }) {
  return (
    <nav aria-label="Ring builder steps" className={className}>
      <ol className="grid grid-cols-3 border border-pearl">
        {WIZARD_STEPS.map((label, i) => {
          const step = i + 1;
          const active = current >= step;
          return (
            <li
              key={label}
              aria-current={current === step ? 'step' : undefined}
              data-active={active ? 'true' : 'false'}
              className={`flex min-w-0 flex-col items-center gap-1 px-2 py-3 text-center sm:flex-row sm:justify-center sm:gap-3 sm:py-4 ${
                i > 0 ? 'border-l border-pearl' : ''
              } ${current === step ? 'bg-ivory' : ''}`}
            >
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full border text-xs ${active ? 'border-gold bg-gold text-white' : 'border-stone/40 text-stone'}`}
              >
                {step}
              </span>
              <span className={`text-[0.65rem] tracking-[0.2em] uppercase sm:text-xs ${active ? 'text-ink' : 'text-stone'}`}>
                <span className="sr-only">Step {step}: </span>
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
