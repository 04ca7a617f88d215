import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '../../domain/contract/accounts';
import { TextField } from '../components/FormField';
import { errorNotice, NoticeArea, noticeOfAnswer, useNotice } from '../components/Notice';
import { buttonClass, eyebrowClass, textLinkClass } from '../components/ui';
import { accountPageMeta } from '../features/account/meta';
import { shopApi } from '../lib/api-client';
import type { Route } from './+types/forgot-password';
import { useHydrated } from '../lib/use-hydrated';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, {
    title: 'Forgot Password',
    description: 'Ask for a link to choose a new password for your account.',
    path: '/forgot-password',
  });
}

/** Asks for a password reset link; always shows the shop's answer (the same whether or not the account exists). */
export default function ForgotPassword() {
  const { notice, show, dismiss } = useNotice();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    dismiss();
    const answer = await shopApi.post('/api/password/forgot', values, { auth: false });
    show(answer ? noticeOfAnswer(answer) : errorNotice(''));
  });

  return (
    <main className="mx-auto max-w-xl px-5 pt-12 pb-8 sm:px-6 md:pt-20">
      <p className={eyebrowClass}>My Account</p>
      <h1 className="mt-3 text-4xl md:text-5xl">Forgot your password?</h1>
      <p className="mt-4 text-stone">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <form onSubmit={onSubmit} aria-label="Forgot password" className="mt-10 flex flex-col gap-6">
        <NoticeArea notice={notice} onDismiss={dismiss} />
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <button type="submit" className={buttonClass} disabled={isSubmitting || !hydrated}>
            {isSubmitting ? 'Sending…' : 'Send reset link'}
          </button>
          <Link to="/login" className={`text-sm text-stone ${textLinkClass}`}>
            Back to login
          </Link>
        </div>
      </form>
    </main>
  );
}
