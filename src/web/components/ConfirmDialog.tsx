import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { t } from '../../domain/words/catalogue';
import { buttonClass, quietButtonClass } from './ui';

/**
 * A question asked before something that cannot be undone, in the shop's style (Radix Dialog, as the architecture
 * names it; never the browser's own `confirm` box): focus kept inside, Escape or a tap outside answers no, the page
 * behind inert; a serif heading, the consequence in words, and two buttons — the safe one first.
 */
export function ConfirmDialog(props: { open: boolean; title: string; children: ReactNode; confirmLabel: string; cancelLabel: string; busy?: boolean; onConfirm(): void; onClose(): void }) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(next) => !next && !props.busy && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          role="alertdialog"
          className="fixed inset-x-0 bottom-0 z-50 border-t border-pearl bg-white text-ink shadow-2xl transition-[translate,opacity] duration-300 ease-out starting:translate-y-6 starting:opacity-0 motion-reduce:transition-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:border"
        >
          <div className="flex flex-col gap-5 p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:p-9">
            <Dialog.Title className="font-serif text-3xl leading-tight">{props.title}</Dialog.Title>
            <Dialog.Description asChild>
              <div className="text-sm leading-relaxed text-stone">{props.children}</div>
            </Dialog.Description>
            <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className={quietButtonClass} disabled={props.busy}>
                  {props.cancelLabel}
                </button>
              </Dialog.Close>
              <button type="button" className={buttonClass} onClick={props.onConfirm} disabled={props.busy}>
                {props.busy ? t('components.confirmDialog.oneMoment') : props.confirmLabel}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
