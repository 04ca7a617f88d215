import type { RateRule } from '../../http/rate-limit.ts';

/**
 * How often the account doors may be tried. The rule: nobody elsewhere can lock a shopper out.
 *
 * - Logging in is limited per IP address (every try counts: 50 per 15 minutes across all accounts) and per
 *   (IP address, account) pair, where only *failed* tries count and the wait grows with them: 5 failures within
 *   5 minutes wait out those 5 minutes, 10 within an hour wait out the hour, 20 within a day wait out the day.
 *   A successful login from that address clears the pair's failures. There is no limit per account alone, so
 *   failures from an attacker's addresses never stop the owner logging in from their own.
 * - Password-reset requests are limited per IP address (20 an hour) and per (IP address, e-mail) pair (3 an
 *   hour). Per account, at most one reset e-mail leaves every RESET_EMAIL_GAP_MINUTES whoever asks (further
 *   requests get the same answer and send nothing), so the owner can always have one a few minutes later and
 *   nobody can flood their inbox.
 * - Registration: 20 an hour per IP address, 5 an hour per e-mail.
 * - An e-mail change: 5 an hour per account (it needs the current password, so this also bounds guessing it
 *   with a stolen session).
 */
export const ACCOUNT_RATE_RULES = {
  loginPerIp: { name: 'login-ip', limit: 50, windowSeconds: 15 * 60 },
  registerPerIp: { name: 'register-ip', limit: 20, windowSeconds: 60 * 60 },
  registerPerEmail: { name: 'register-email', limit: 5, windowSeconds: 60 * 60 },
  resetPerIp: { name: 'reset-ip', limit: 20, windowSeconds: 60 * 60 },
  resetPerIpAndEmail: { name: 'reset-ip-email', limit: 3, windowSeconds: 60 * 60 },
  emailChangePerAccount: { name: 'email-change', limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/** Failed logins per (IP address, account) pair: each step waits longer than the one before. */
export const LOGIN_FAILURE_STEPS: readonly RateRule[] = [
  { name: 'login-fail-5m', limit: 5, windowSeconds: 5 * 60 },
  { name: 'login-fail-1h', limit: 10, windowSeconds: 60 * 60 },
  { name: 'login-fail-1d', limit: 20, windowSeconds: 24 * 60 * 60 },
];

/** At most one password-reset e-mail per account in this many minutes, whoever asks. */
export const RESET_EMAIL_GAP_MINUTES = 5;

/** A link confirming a new e-mail address works once, within this time. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** A reset link works once, within this time. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
