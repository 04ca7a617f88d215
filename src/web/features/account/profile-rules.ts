import { ACCOUNT_MESSAGES, type UserUpdate } from '../../../domain/contract/accounts';

/** The My Profile form as typed. */
export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * The profile update of account §5: only non-empty name, e-mail and phone are sent; when any password field is
 * filled, new and confirm must match, the new password is required, then the current one. A new e-mail (one other
 * than `currentEmail`) needs the current password on its own.
 */
export function profileUpdateOf(values: ProfileFormValues, currentEmail?: string): { payload: UserUpdate } | { error: string } {
  const payload: UserUpdate = { type: 'WEB' };
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (name) payload.name = name;
  if (email) payload.email = email;
  if (phone) payload.phone = phone;
  const newEmail = currentEmail !== undefined && email !== '' && email.toLowerCase() !== currentEmail.toLowerCase();
  if (newEmail && !values.password && !values.confirmPassword) {
    if (!values.currentPassword) return { error: ACCOUNT_MESSAGES.emailChangeNeedsPassword };
    payload.currentPassword = values.currentPassword;
    return { payload };
  }
  if (values.currentPassword || values.password || values.confirmPassword) {
    if (values.password !== values.confirmPassword) return { error: ACCOUNT_MESSAGES.passwordsNotMatched };
    if (!values.password) return { error: ACCOUNT_MESSAGES.newPasswordRequired };
    if (!values.currentPassword) return { error: ACCOUNT_MESSAGES.currentPasswordRequired };
    payload.currentPassword = values.currentPassword;
    payload.password = values.password;
  }
  return { payload };
}

/** The Change Password form checks only that the new password and its confirmation match (account §5). */
export function passwordChangeOf(values: { currentPassword: string; password: string; confirmPassword: string }): { payload: UserUpdate } | { error: string } {
  if (values.password !== values.confirmPassword) return { error: ACCOUNT_MESSAGES.passwordsNotMatched };
  return { payload: { type: 'WEB', currentPassword: values.currentPassword, password: values.password } };
}
