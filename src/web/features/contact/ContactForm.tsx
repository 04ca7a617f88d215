import { contactRequestSchema, type ContactRequest } from '../../../domain/contract/catalog';
import { EarlyForm, SendButton, useEarlyForm } from '../../components/EarlyForm';
import { TextAreaField, TextField } from '../../components/FormField';
import { errorNotice, NoticeArea, noticeOfAnswer, useNotice } from '../../components/Notice';
import { buttonClass } from '../../components/ui';
import { CONNECTION_LOST, shopApi } from '../../lib/api-client';
import { t } from '../../../domain/words/catalogue';

const EMPTY: ContactRequest = { name: '', email: '', phone: '', subject: '', message: '' };
export const CONTACT_PATH = '/api/contact/create';

/**
 * The enquiry form (account spec §2 "Contact Us", §3, §5, §8): name, e-mail, phone and subject are required, with the
 * spec's messages; the message is optional. POST /api/contact/create; the server's message is shown in a
 * dismissible alert, green for code '200' (and the form is cleared), red otherwise.
 */
export function ContactForm() {
  const { notice, show, dismiss } = useNotice();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useEarlyForm(contactRequestSchema);

  const onSubmit = handleSubmit(async (enquiry) => {
    dismiss();
    const answer = await shopApi.post(CONTACT_PATH, enquiry, { auth: false });
    if (!answer) return show(errorNotice(CONNECTION_LOST));
    show(noticeOfAnswer(answer));
    if (answer.code === '200') reset(EMPTY);
  });

  return (
    <EarlyForm onSubmit={onSubmit} noValidate aria-labelledby="enquiry-title" className="grid gap-6">
      <NoticeArea notice={notice} onDismiss={dismiss} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label={t('contact.contactForm.name')} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField label={t('contact.contactForm.email')} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <TextField label={t('contact.contactForm.phone')} type="tel" autoComplete="tel" required error={errors.phone?.message} {...register('phone')} />
        <TextField label={t('contact.contactForm.subject')} autoComplete="off" required error={errors.subject?.message} {...register('subject')} />
      </div>
      <TextAreaField
        label={t('contact.contactForm.messageOptional')}
        rows={6}
        maxLength={5000}
        placeholder={t('contact.contactForm.tellUsWhatYou')}
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SendButton className={`${buttonClass} w-full sm:w-auto`} busy={isSubmitting} busyLabel={t('contact.contactForm.sending')}>
          {t('contact.contactForm.sendEnquiry')}
        </SendButton>
        <p className="text-sm text-stone">{t('contact.contactForm.weReplyWithinOne')}</p>
      </div>
    </EarlyForm>
  );
}
