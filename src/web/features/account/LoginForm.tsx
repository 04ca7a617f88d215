import { Link, useNavigate } from 'react-router';
import { loginRequestSchema } from '../../../domain/contract/accounts';
import { EarlyForm, SendButton, useEarlyForm } from '../../components/EarlyForm';
import { errorNotice, NoticeArea, useNotice } from '../../components/Notice';
import { TextField } from '../../components/FormField';
import { buttonClass, textLinkClass } from '../../components/ui';
import { shopApi } from '../../lib/api-client';
import { browserSession } from '../../lib/session-store';
import { t } from '../../../domain/words/catalogue';

/** 'Customer Login': e-mail and password; on success back to the remembered page, else My Profile (account §4). */
export function LoginForm() {
  const navigate = useNavigate();
  const { notice, show, dismiss } = useNotice();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useEarlyForm(loginRequestSchema);

  const onSubmit = handleSubmit(async (credentials) => {
    dismiss();
    const answer = await shopApi.login(credentials);
    if (answer.jwt) navigate(browserSession.takeReturnPath());
    else show(errorNotice(answer.message));
  });

  return (
    <EarlyForm onSubmit={onSubmit} aria-labelledby="login-heading" className="flex flex-col gap-6">
      <NoticeArea notice={notice} onDismiss={dismiss} />
      <TextField label={t('account.loginForm.email')} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField label={t('account.loginForm.password')} type="password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <SendButton className={buttonClass} busy={isSubmitting} busyLabel={t('account.loginForm.loggingIn')}>
          {t('account.loginForm.login')}
        </SendButton>
        <Link to="/forgot-password" className={`text-sm text-stone ${textLinkClass}`}>
          {t('account.loginForm.forgotPassword')}
        </Link>
      </div>
    </EarlyForm>
  );
}
