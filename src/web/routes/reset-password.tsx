import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, newPasswordSchema, PASSWORD_MIN_LENGTH } from '../../domain/contract/accounts';
import { EarlyForm, SendButton, useEarlyForm } from '../components/EarlyForm';
import { TextField } from '../components/FormField';
import { errorNotice, NoticeArea, noticeOfAnswer, useNotice } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { buttonClass, eyebrowClass, textLinkClass } from '../components/ui';
import { accountPageMeta } from '../features/account/meta';
import { shopApi } from '../lib/api-client';
import type { Route } from './+types/reset-password';
import { t } from '../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('pages.resetPassword.chooseANewPassword2'), description: t('pages.resetPassword.chooseANewPassword3'), path: '/reset-password' });
}

const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: ACCOUNT_MESSAGES.passwordsNotMatched });

/** The token of a reset link travels in the fragment (#token=…), which browsers never send to a server. */
function tokenInFragment(): string | null {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
}

/** The page of the e-mailed reset link: a new password twice, then a way to log in. */
export default function ResetPassword() {
  // undefined until the browser has read the link; the server cannot see the fragment.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [done, setDone] = useState(false);
  const { notice, show, dismiss } = useNotice();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useEarlyForm(newPasswordFormSchema);

  useEffect(() => {
    const read = () => setToken(tokenInFragment());
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const onSubmit = handleSubmit(async ({ password }) => {
    dismiss();
    const answer = await shopApi.post('/api/password/reset', { token, password }, { auth: false });
    if (!answer) return;
    show(noticeOfAnswer(answer));
    if (answer.code === '200') setDone(true);
  });

  return (
    <main className="mx-auto max-w-xl px-5 pt-12 pb-8 sm:px-6 md:pt-20">
      <p className={eyebrowClass}>{t('pages.resetPassword.myAccount')}</p>
      <h1 className="mt-3 text-4xl md:text-5xl">{t('pages.resetPassword.chooseANewPassword')}</h1>
      {token === undefined ? (
        <Spinner />
      ) : token === null ? (
        <div className="mt-10 flex flex-col gap-6">
          <NoticeArea notice={errorNotice(ACCOUNT_MESSAGES.resetLinkInvalid)} />
          <p>
            <Link to="/forgot-password" className={textLinkClass}>
              {t('pages.resetPassword.askForANew')}
            </Link>
          </p>
        </div>
      ) : done ? (
        <div className="mt-10 flex flex-col gap-8">
          <NoticeArea notice={notice} onDismiss={dismiss} />
          <div>
            <Link to="/login" className={buttonClass}>
              {t('pages.resetPassword.goToLogin')}
            </Link>
          </div>
        </div>
      ) : (
        <EarlyForm onSubmit={onSubmit} aria-label={t('pages.resetPassword.chooseANewPassword')} className="mt-10 flex flex-col gap-6">
          <p className="text-stone">{t('pages.resetPassword.pleaseChooseANew', { PASSWORDMINLENGTH: PASSWORD_MIN_LENGTH })}</p>
          <NoticeArea notice={notice} onDismiss={dismiss} />
          {notice?.text === ACCOUNT_MESSAGES.resetLinkInvalid && (
            <p>
              <Link to="/forgot-password" className={textLinkClass}>
                {t('pages.resetPassword.askForANew')}
              </Link>
            </p>
          )}
          <TextField label={t('pages.resetPassword.newPassword')} type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} error={errors.password?.message} {...register('password')} />
          <TextField label={t('pages.resetPassword.confirmPassword')} type="password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...register('confirmPassword')} />
          <div>
            <SendButton className={buttonClass} busy={isSubmitting} busyLabel={t('pages.resetPassword.saving')}>
              {t('pages.resetPassword.saveNewPassword')}
            </SendButton>
          </div>
        </EarlyForm>
      )}
    </main>
  );
}
