import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { hintRequestSchema, type HintRequest } from '../../../domain/contract/catalog';
import { TextAreaField, TextField } from '../../components/FormField';
import { errorNotice, NoticeArea, noticeOfAnswer, useNotice } from '../../components/Notice';
import { buttonClass } from '../../components/ui';
import { readableEyebrowClass } from './ui';
import { shopApi } from '../../lib/api-client';
import { useHydrated } from '../../lib/use-hydrated';

type HintFields = z.output<typeof hintRequestSchema>;
const EMPTY: HintRequest = { recipient_email: '', recipient_phone: '', sender_email: '', sender_phone: '', note: '' };

/**
 * 'Drop a Hint' (storefront §2, §3 Hint, §7, §8): the recipient's and the sender's e-mail and phone and a note go to
 * POST /api/hint/create; code '200' shows a success banner and clears the form, anything else the message in red.
 */
export function DropHint({ slug, productName, triggerClassName }: { slug: string; productName: string; triggerClassName: string }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const { notice, show, dismiss } = useNotice();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<HintRequest, unknown, HintFields>({ resolver: zodResolver(hintRequestSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (hint) => {
    dismiss();
    const answer = await shopApi.post('/api/hint/create', { ...hint, slug }, { auth: false });
    if (!answer) return show(errorNotice('We could not send your hint. Please try again.'));
    show(noticeOfAnswer(answer));
    if (answer.code === '200') reset(EMPTY);
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) dismiss();
      }}
    >
      <Dialog.Trigger className={triggerClassName}>Drop a Hint</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto bg-white p-6 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(36rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:p-10">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className={readableEyebrowClass}>A little nudge</p>
              <Dialog.Title className="mt-2 font-serif text-3xl">Drop a Hint</Dialog.Title>
            </div>
            <Dialog.Close aria-label="Close" className="-mt-1 -mr-2 flex size-11 items-center justify-center text-2xl leading-none text-stone hover:text-ink">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-3 text-sm leading-relaxed text-stone">
            Let someone special know you have your eye on the {productName}. We will send them a note with a link to it.
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate aria-label="Drop a Hint" className="mt-6 grid gap-5">
            <NoticeArea notice={notice} onDismiss={dismiss} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Their e-mail" type="email" autoComplete="off" required error={errors.recipient_email?.message} {...register('recipient_email')} />
              <TextField label="Their phone" type="tel" autoComplete="off" error={errors.recipient_phone?.message} {...register('recipient_phone')} />
              <TextField label="Your e-mail" type="email" autoComplete="email" required error={errors.sender_email?.message} {...register('sender_email')} />
              <TextField label="Your phone" type="tel" autoComplete="tel" error={errors.sender_phone?.message} {...register('sender_phone')} />
            </div>
            <TextAreaField label="Note" rows={3} maxLength={1000} placeholder="Just in case you were wondering what I'd love…" error={errors.note?.message} {...register('note')} />
            <div>
              <button type="submit" className={`${buttonClass} w-full sm:w-auto`} disabled={isSubmitting || !hydrated}>
                {isSubmitting ? 'Sending…' : 'Send Hint'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
