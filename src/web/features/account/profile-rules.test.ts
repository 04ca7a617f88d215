import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/contract/accounts';
import { passwordChangeOf, profileUpdateOf, type ProfileFormValues } from './profile-rules';

const blank: ProfileFormValues = { name: '', email: '', phone: '', currentPassword: '', password: '', confirmPassword: '' };

describe('My Profile update (account §5 "Profile update")', () => {
  it('sends only the non-empty name, e-mail and phone', () => {
    expect(profileUpdateOf({ ...blank, name: ' Aisyah ', phone: '' })).toEqual({ payload: { type: 'WEB', name: 'Aisyah' } });
    expect(profileUpdateOf({ ...blank, email: 'a@example.com', phone: '0123456789' })).toEqual({ payload: { type: 'WEB', email: 'a@example.com', phone: '0123456789' } });
  });

  it('with any password field filled: new and confirm must match', () => {
    expect(profileUpdateOf({ ...blank, currentPassword: 'old', password: 'new-one-1', confirmPassword: 'new-one-2' })).toEqual({ error: 'New Password and Confirm Password not matched.' });
    expect(profileUpdateOf({ ...blank, confirmPassword: 'x' })).toEqual({ error: 'New Password and Confirm Password not matched.' });
  });

  it('then the new password is required', () => {
    expect(profileUpdateOf({ ...blank, currentPassword: 'old-password' })).toEqual({ error: 'Please Enter New Password.' });
  });

  it('then the current password is required', () => {
    expect(profileUpdateOf({ ...blank, password: 'new-password', confirmPassword: 'new-password' })).toEqual({ error: 'Please Enter Current Password.' });
  });

  it('sends both passwords when complete', () => {
    expect(profileUpdateOf({ ...blank, name: 'Aisyah', currentPassword: 'old-password', password: 'new-password', confirmPassword: 'new-password' })).toEqual({
      payload: { type: 'WEB', name: 'Aisyah', currentPassword: 'old-password', password: 'new-password' },
    });
  });

  it('a new e-mail needs the current password on its own (issue 12: a stolen session cannot change the login)', () => {
    expect(profileUpdateOf({ ...blank, email: 'new@example.com' }, 'old@example.com')).toEqual({ error: ACCOUNT_MESSAGES.emailChangeNeedsPassword });
    expect(profileUpdateOf({ ...blank, email: 'new@example.com', currentPassword: 'old-password' }, 'old@example.com')).toEqual({
      payload: { type: 'WEB', email: 'new@example.com', currentPassword: 'old-password' },
    });
    // the same address in other letters is no change
    expect(profileUpdateOf({ ...blank, email: 'OLD@example.com' }, 'old@example.com')).toEqual({ payload: { type: 'WEB', email: 'OLD@example.com' } });
  });

  it('the Change Password form checks only that the two match', () => {
    expect(passwordChangeOf({ currentPassword: '', password: 'a', confirmPassword: 'b' })).toEqual({ error: 'New Password and Confirm Password not matched.' });
    expect(passwordChangeOf({ currentPassword: 'old', password: 'new-password', confirmPassword: 'new-password' })).toEqual({
      payload: { type: 'WEB', currentPassword: 'old', password: 'new-password' },
    });
  });
});
