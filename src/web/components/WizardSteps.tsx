import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, wizardChoices, wizardOrderOf, type WizardOrder, type WizardStep } from '../lib/shop-session';
import { t } from '../../domain/words/catalogue';

/** The ring wizard's steps (storefront §4): 'Choose Ring', 'Choose Diamond', 'Completed'. */
export const WIZARD_STEP_LABELS = { ring: t('components.wizardSteps.chooseRing'), diamond: t('components.wizardSteps.chooseDiamond'), completed: t('components.wizardSteps.completed') } as const;
export type WizardPlace = WizardStep | 'completed';

/** Storefront §4: changing the ring clears the stored ring and goes to /products; changing the diamond clears the stored diamond and goes to /choose-diamond. */
export const CHANGE_PATHS: Record<WizardStep, string> = { ring: '/products', diamond: '/choose-diamond' };

/** The steps in the session's order: ring then diamond, or diamond then ring when the flow started with a diamond. */
export function wizardStepsOf(order: WizardOrder): WizardPlace[] {
  return order === 'ring-first' ? ['ring', 'diamond', 'completed'] : ['diamond', 'ring', 'completed'];
}

const subscribeNever = () => () => {};
/**
 * The order this tab's choices give. The server (and the browser while hydrating) cannot read them and draws the
 * order of a shopper who has chosen nothing yet, the most common case, so that page arrives without a layout shift.
 */
function useWizardOrder(at: WizardPlace): WizardOrder {
  return useSyncExternalStore(
    subscribeNever,
    () => {
      const chosen = wizardChoices();
      return wizardOrderOf(at, { ring: chosen.ring, diamond: at === 'diamond' ? false : chosen.diamond });
    },
    () => wizardOrderOf(at, { ring: false, diamond: false }),
  );
}

/**
 * The step indicator (storefront §4 "Ring wizard"): a step is active when the current step is at or past it. On the
 * diamond step the chosen diamond is being replaced, so only the setting decides the order there.
 */
export function WizardSteps({ at, className = '' }: { at: WizardPlace; className?: string }) {
  const steps = wizardStepsOf(useWizardOrder(at));
  const current = steps.indexOf(at) + 1;
  const navigate = useNavigate();
  const change = (place: WizardStep) => {
    clearSession(place);
    void navigate(CHANGE_PATHS[place]);
  };
  return (
    <nav aria-label={t('components.wizardSteps.ringBuilderSteps')} className={className}>
      <ol className="grid grid-cols-3 border border-pearl">
        {steps.map((place, i) => {
          const step = i + 1;
          const label = WIZARD_STEP_LABELS[place];
          const active = current >= step;
          return (
            <li
              key={place}
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
              {/* on a phone a label may take two lines: each is given two, so the steps' Change links line up */}
              <span className={`flex min-h-[2.75em] items-center justify-center text-[0.65rem] leading-snug tracking-[0.2em] uppercase sm:block sm:min-h-0 sm:text-xs ${active ? 'text-ink' : 'text-stone'}`}>
                <span className="sr-only">{t('components.wizardSteps.step', { step })} </span>
                {label}
              </span>
              {step < current && place !== 'completed' && (
                <button type="button" onClick={() => change(place)} className="text-[0.62rem] tracking-[0.15em] text-gold-deep uppercase underline decoration-gold/50 underline-offset-4 hover:text-ink">
                  {t('components.wizardSteps.change')}<span className="sr-only"> {place === 'ring' ? t('components.wizardSteps.theRing') : t('components.wizardSteps.theDiamond')}</span>
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
