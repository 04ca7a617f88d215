import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '../../../domain/contract/accounts';
import { TextField } from '../../components/FormField';
import { errorNotice, NoticeArea, noticeOfAnswer, useNotice } from '../../components/Notice';
import { quietButtonClass } from '../../components/ui';
import { shopApi } from '../../lib/api-client';
import { passwordChangeOf } from './profile-rules';
import { t } from '../../../domain/words/catalogue';

interface PasswordFields {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}
const empty: PasswordFields = { currentPassword: '', password: '', confirmPassword: '' };

/** The separate 'Change Password' form: it checks only that the new password and its confirmation match. */
export function ChangePasswordForm({ userId }: { userId: number }) {
  const { notice, show, dismiss } = useNotice();
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<PasswordFields>({ defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    dismiss();
    const change = passwordChangeOf(values);
    if ('error' in change) {
      show(errorNotice(change.error));
      return;
    }
    const answer = await shopApi.put(`/api/user/update/${userId}`, change.payload);
    if (!answer) return;
    show(noticeOfAnswer(answer));
    if (answer.code === '200') reset(empty);
  });

  return (
    <form onSubmit={onSubmit} aria-labelledby="change-password-heading" className="flex flex-col gap-6">
      <h2 id="change-password-heading" className="text-3xl">
        {t('account.changePasswordForm.changePassword')}
      </h2>
      <NoticeArea notice={notice} onDismiss={dismiss} />
      <TextField label={t('account.changePasswordForm.currentPassword')} type="password" autoComplete="current-password" required {...register('currentPassword')} />
      <TextField label={t('account.changePasswordForm.newPassword')} type="password" autoComplete="new-password" required hint={t('account.changePasswordForm.atLeastCharacters', { PASSWORDMINLENGTH: PASSWORD_MIN_LENGTH })} {...register('password')} />
      <TextField label={t('account.changePasswordForm.confirmPassword')} type="password" autoComplete="new-password" required {...register('confirmPassword')} />
      <div>
        <button type="submit" className={quietButtonClass} disabled={isSubmitting}>
          {isSubmitting ? t('account.changePasswordForm.saving') : t('account.changePasswordForm.changePassword')}
        </button>
      </div>
    </form>
  );
}
