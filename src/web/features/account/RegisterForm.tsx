import { Link, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH, registerRequestSchema } from '../../../domain/contract/accounts';
import { EarlyForm, SendButton, useEarlyForm } from '../../components/EarlyForm';
import { errorNotice, NoticeArea, successNotice, useNotice } from '../../components/Notice';
import { TextField } from '../../components/FormField';
import { quietButtonClass, textLinkClass } from '../../components/ui';
import { shopApi } from '../../lib/api-client';
import { browserSession } from '../../lib/session-store';
import { t } from '../../../domain/words/catalogue';

/** How long the welcome message stays before the new shopper is taken on. */
const WELCOME_PAUSE_MS = 1200;

/**
 * 'Register Now': e-mail and password. Code "200" shows the message + ', please proceed to login.', then logs in
 * with the same details and goes on like a login; code "500" shows the message in red (account §4, §8).
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const { notice, show, dismiss } = useNotice();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useEarlyForm(registerRequestSchema);

  const onSubmit = handleSubmit(async (credentials) => {
    dismiss();
    const answer = await shopApi.post('/api/register', credentials, { auth: false });
    if (answer?.code !== '200') {
      show(errorNotice(answer?.message ?? ''));
      return;
    }
    show(successNotice(`${answer.message}${ACCOUNT_MESSAGES.registeredSuffix}`));
    const [login] = await Promise.all([shopApi.login(credentials), new Promise((resolve) => setTimeout(resolve, WELCOME_PAUSE_MS))]);
    if (login.jwt) navigate(browserSession.takeReturnPath());
    else show(errorNotice(login.message));
  });

  return (
    <EarlyForm onSubmit={onSubmit} aria-labelledby="register-heading" className="flex flex-col gap-6">
      <NoticeArea notice={notice} onDismiss={dismiss} />
      <TextField label={t('account.registerForm.email')} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField
        label={t('account.registerForm.password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={t('account.registerForm.atLeastCharacters', { PASSWORDMINLENGTH: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="text-sm leading-relaxed text-stone">
        {t('account.registerForm.byRegisteringYouAgree')}{' '}
        <Link to="/privacy-policy" className={textLinkClass}>
          {t('account.registerForm.privacyPolicy')}
        </Link>
        {t('account.registerForm.whichExplainsHowWe')}
      </p>
      <div>
        <SendButton className={quietButtonClass} busy={isSubmitting} busyLabel={t('account.registerForm.registering')}>
          {t('account.registerForm.register')}
        </SendButton>
      </div>
    </EarlyForm>
  );
}
