import { useForm } from 'react-hook-form';
import type { User } from '../../../domain/contract/accounts';
import { TextField } from '../../components/FormField';
import { errorNotice, NoticeArea, noticeOfAnswer, useNotice } from '../../components/Notice';
import { buttonClass, labelClass } from '../../components/ui';
import { shopApi } from '../../lib/api-client';
import { profileUpdateOf, type ProfileFormValues } from './profile-rules';
import { t } from '../../../domain/words/catalogue';

const noPasswords = { currentPassword: '', password: '', confirmPassword: '' };

/** 'My Profile': name, e-mail and phone, and the password fields (account §5 "Profile update"). */
export function ProfileForm({ user }: { user: User }) {
  const { notice, show, dismiss } = useNotice();
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ProfileFormValues>({ defaultValues: { name: user.name, email: user.email, phone: user.phone, ...noPasswords } });

  const onSubmit = handleSubmit(async (values) => {
    dismiss();
    const update = profileUpdateOf(values, user.email);
    if ('error' in update) {
      show(errorNotice(update.error));
      return;
    }
    const answer = await shopApi.put(`/api/user/update/${user.id}`, update.payload);
    if (!answer) return;
    show(noticeOfAnswer(answer));
    // a new e-mail waits for its confirmation link: the form shows the login as it still is
    if (answer.code === '200') reset({ ...values, email: user.email, ...noPasswords });
  });

  return (
    <form onSubmit={onSubmit} aria-label={t('account.profileForm.myProfile')} className="flex flex-col gap-8">
      <NoticeArea notice={notice} onDismiss={dismiss} />
      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className={`${labelClass} mb-6 text-ink`}>{t('account.profileForm.personalDetails')}</legend>
        <TextField label={t('account.profileForm.name')} autoComplete="name" {...register('name')} />
        <TextField label={t('account.profileForm.phone')} type="tel" autoComplete="tel" {...register('phone')} />
        <div className="sm:col-span-2">
          <TextField label={t('account.profileForm.email')} type="email" autoComplete="email" {...register('email')} />
          <p className="mt-2 text-sm text-stone">{t('account.profileForm.toChangeYourE')}</p>
        </div>
      </fieldset>
      <fieldset className="grid gap-6 border-t border-pearl pt-8 sm:grid-cols-2">
        <legend className={`${labelClass} mb-2 text-ink`}>{t('account.profileForm.password')}</legend>
        <p className="-mt-2 text-sm text-stone sm:col-span-2">{t('account.profileForm.leaveTheseBlankTo')}</p>
        <TextField label={t('account.profileForm.currentPassword')} type="password" autoComplete="current-password" className="sm:col-span-2" {...register('currentPassword')} />
        <TextField label={t('account.profileForm.newPassword')} type="password" autoComplete="new-password" {...register('password')} />
        <TextField label={t('account.profileForm.confirmPassword')} type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </fieldset>
      <div>
        <button type="submit" className={buttonClass} disabled={isSubmitting}>
          {isSubmitting ? t('account.profileForm.saving') : t('account.profileForm.updateProfile')}
        </button>
      </div>
    </form>
  );
}
