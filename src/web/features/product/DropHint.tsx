import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { readableEyebrowClass } from './ui';
import { t } from '../../../domain/words/catalogue';

/** The form and its validation load when the dialog first opens, so the product page itself carries no validator. */
const DropHintForm = lazy(() => import('./DropHintForm'));

/**
 * 'Drop a Hint' (storefront §2, §3 Hint, §7, §8): the recipient's and the sender's e-mail and phone and a note go to
 * POST /api/hint/create; code '200' shows a success banner and clears the form, anything else the message in red.
 */
export function DropHint({ slug, productName, triggerClassName }: { slug: string; productName: string; triggerClassName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName}>{t('product.dropHint.dropAHint')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto bg-white p-6 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(36rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:p-10">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className={readableEyebrowClass}>{t('product.dropHint.aLittleNudge')}</p>
              <Dialog.Title className="mt-2 font-serif text-3xl">{t('product.dropHint.dropAHint')}</Dialog.Title>
            </div>
            <Dialog.Close aria-label={t('product.dropHint.close')} className="-mt-1 -mr-2 flex size-11 items-center justify-center text-2xl leading-none text-stone hover:text-ink">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-3 text-sm leading-relaxed text-stone">
            {t('product.dropHint.letSomeoneSpecialKnow', { productName })}
          </Dialog.Description>
          <Suspense fallback={<Spinner />}>
            <DropHintForm slug={slug} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
