import { Link } from 'react-router';
import { forgotPasswordSchema } from '../../domain/contract/accounts';
import { EarlyForm, SendButton, useEarlyForm } from '../components/EarlyForm';
import { TextField } from '../components/FormField';
import { errorNotice, NoticeArea, noticeOfAnswer, useNotice } from '../components/Notice';
import { buttonClass, eyebrowClass, textLinkClass } from '../components/ui';
import { accountPageMeta } from '../features/account/meta';
import { shopApi } from '../lib/api-client';
import type { Route } from './+types/forgot-password';
import { t } from '../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, {
    title: t('pages.forgotPassword.forgotPassword2'),
    description: t('pages.forgotPassword.askForALink'),
    path: '/forgot-password',
  });
}

/** Asks for a password reset link; always shows the shop's answer (the same whether or not the account exists). */
export default function ForgotPassword() {
  const { notice, show, dismiss } = useNotice();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useEarlyForm(forgotPasswordSchema);

  const onSubmit = handleSubmit(async (values) => {
    dismiss();
    const answer = await shopApi.post('/api/password/forgot', values, { auth: false });
    show(answer ? noticeOfAnswer(answer) : errorNotice(''));
  });

  return (
    <main className="mx-auto max-w-xl px-5 pt-12 pb-8 sm:px-6 md:pt-20">
      <p className={eyebrowClass}>{t('pages.forgotPassword.myAccount')}</p>
      <h1 className="mt-3 text-4xl md:text-5xl">{t('pages.forgotPassword.forgotYourPassword')}</h1>
      <p className="mt-4 text-stone">{t('pages.forgotPassword.enterTheEMail')}</p>
      <EarlyForm onSubmit={onSubmit} aria-label={t('pages.forgotPassword.forgotPassword')} className="mt-10 flex flex-col gap-6">
        <NoticeArea notice={notice} onDismiss={dismiss} />
        <TextField label={t('pages.forgotPassword.email')} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <SendButton className={buttonClass} busy={isSubmitting} busyLabel={t('pages.forgotPassword.sending')}>
            {t('pages.forgotPassword.sendResetLink')}
          </SendButton>
          <Link to="/login" className={`text-sm text-stone ${textLinkClass}`}>
            {t('pages.forgotPassword.backToLogin')}
          </Link>
        </div>
      </EarlyForm>
    </main>
  );
}
