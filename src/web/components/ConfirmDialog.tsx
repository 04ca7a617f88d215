import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '../../domain/words/catalogue';
import { buttonClass, quietButtonClass } from './ui';

/**
 * A question asked before something that cannot be undone, in the shop's style: the browser's modal dialog (focus
 * kept inside, Escape closes it, the page behind inert), a serif heading, the consequence in words, and two buttons —
 * the safe one first.
 */
export function ConfirmDialog(props: { open: boolean; title: string; children: ReactNode; confirmLabel: string; cancelLabel: string; busy?: boolean; onConfirm(): void; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="confirm-dialog-title"
      onClose={props.onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] border border-pearl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/40 backdrop:backdrop-blur-[2px]"
    >
      <div className="flex flex-col gap-5 p-6 sm:p-9">
        <h2 id="confirm-dialog-title" className="font-serif text-3xl">
          {props.title}
        </h2>
        <div className="text-sm leading-relaxed text-stone">{props.children}</div>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={quietButtonClass} onClick={props.onClose} disabled={props.busy}>
            {props.cancelLabel}
          </button>
          <button type="button" className={buttonClass} onClick={props.onConfirm} disabled={props.busy}>
            {props.busy ? t('components.confirmDialog.oneMoment') : props.confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
