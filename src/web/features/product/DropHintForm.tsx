import { hintRequestSchema, type HintRequest } from '../../../domain/contract/catalog';
import { EarlyForm, SendButton, useEarlyForm } from '../../components/EarlyForm';
import { TextAreaField, TextField } from '../../components/FormField';
import { errorNotice, NoticeArea, noticeOfAnswer, useNotice } from '../../components/Notice';
import { buttonClass } from '../../components/ui';
import { shopApi } from '../../lib/api-client';
import { t } from '../../../domain/words/catalogue';

const EMPTY: HintRequest = { recipient_email: '', recipient_phone: '', sender_email: '', sender_phone: '', note: '' };

/** The Drop a Hint form inside its dialog: validated with the hint contract, sent to POST /api/hint/create. */
export default function DropHintForm({ slug }: { slug: string }) {
  const { notice, show, dismiss } = useNotice();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useEarlyForm(hintRequestSchema);

  const onSubmit = handleSubmit(async (hint) => {
    dismiss();
    const answer = await shopApi.post('/api/hint/create', { ...hint, slug }, { auth: false });
    if (!answer) return show(errorNotice(t('product.dropHintForm.weCouldNotSend')));
    show(noticeOfAnswer(answer));
    if (answer.code === '200') reset(EMPTY);
  });

  return (
    <EarlyForm onSubmit={onSubmit} noValidate aria-label={t('product.dropHintForm.dropAHint')} className="mt-6 grid gap-5">
      <NoticeArea notice={notice} onDismiss={dismiss} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('product.dropHintForm.theirEMail')} type="email" autoComplete="off" required error={errors.recipient_email?.message} {...register('recipient_email')} />
        <TextField label={t('product.dropHintForm.theirPhone')} type="tel" autoComplete="off" error={errors.recipient_phone?.message} {...register('recipient_phone')} />
        <TextField label={t('product.dropHintForm.yourEMail')} type="email" autoComplete="email" required error={errors.sender_email?.message} {...register('sender_email')} />
        <TextField label={t('product.dropHintForm.yourPhone')} type="tel" autoComplete="tel" error={errors.sender_phone?.message} {...register('sender_phone')} />
      </div>
      <TextAreaField label={t('product.dropHintForm.note')} rows={3} maxLength={1000} placeholder={t('product.dropHintForm.justInCaseYou')} error={errors.note?.message} {...register('note')} />
      <div>
        <SendButton className={`${buttonClass} w-full sm:w-auto`} busy={isSubmitting} busyLabel={t('product.dropHintForm.sending')}>
          {t('product.dropHintForm.sendHint')}
        </SendButton>
      </div>
    </EarlyForm>
  );
}
