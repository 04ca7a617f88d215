import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import { t } from '../../../domain/words/catalogue';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Read out when the dialog opens; hidden when the title says enough. */
  description: string;
  children: ReactNode;
  size?: 'media' | 'wide';
  /**
   * Off for a dialog named in the page's address (?stone=): rendered in place, so the server's page already shows it.
   * On (the default) for dialogs that only the browser opens.
   */
  portal?: boolean;
  testId?: string;
}

/** The shop's dialog: a sheet from the bottom on phones, a centred panel on wider screens, Escape and × close it. */
export function Modal({ open, onClose, title, description, children, size = 'media', portal = true, testId }: ModalProps) {
  const body = (
    <>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0" />
      <Dialog.Content
        data-testid={testId}
        className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col bg-white shadow-2xl transition-[translate,opacity] duration-300 ease-out starting:translate-y-8 starting:opacity-0 motion-reduce:transition-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[calc(100dvh-3rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 ${
          size === 'wide' ? 'sm:w-[min(calc(100vw-3rem),72rem)]' : 'sm:w-[min(calc(100vw-3rem),44rem)]'
        }`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-pearl px-5 py-4 sm:px-7">
          <Dialog.Title className="min-w-0 font-serif text-2xl leading-tight">{title}</Dialog.Title>
          <Dialog.Close aria-label={t('diamonds.modal.close')} className="-mr-2 flex size-10 shrink-0 items-center justify-center text-stone hover:text-ink">
            <CloseIcon />
          </Dialog.Close>
        </div>
        <Dialog.Description className="sr-only">{description}</Dialog.Description>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </Dialog.Content>
    </>
  );
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      {portal ? <Dialog.Portal>{body}</Dialog.Portal> : body}
    </Dialog.Root>
  );
}
