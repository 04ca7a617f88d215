import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { loginRequestSchema, type LoginRequest } from '../../../domain/contract/accounts';
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
  } = useForm<LoginRequest, unknown, { email: string; password: string }>({ resolver: zodResolver(loginRequestSchema) });
  // no default values: what was typed before the page's scripts ran is read from the fields as they register

  const onSubmit = handleSubmit(async (credentials) => {
    dismiss();
    const answer = await shopApi.login(credentials);
    if (answer.jwt) navigate(browserSession.takeReturnPath());
    else show(errorNotice(answer.message));
  });

  return (
    <form method="post" onSubmit={onSubmit} aria-labelledby="login-heading" className="flex flex-col gap-6">
      <NoticeArea notice={notice} onDismiss={dismiss} />
      <TextField label={t('account.loginForm.email')} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField label={t('account.loginForm.password')} type="password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <button type="submit" className={buttonClass} disabled={isSubmitting}>
          {isSubmitting ? t('account.loginForm.loggingIn') : t('account.loginForm.login')}
        </button>
        <Link to="/forgot-password" className={`text-sm text-stone ${textLinkClass}`}>
          {t('account.loginForm.forgotPassword')}
        </Link>
      </div>
    </form>
  );
}
