import type { RateRule } from '../../http/rate-limit.ts';

/**
 * How often login, registration and password resets may be tried, per IP address and per e-mail.
 * Generous for a shopper who mistypes; tight enough that guessing passwords is hopeless.
 */
export const ACCOUNT_RATE_RULES = {
  loginPerIp: { name: 'login-ip', limit: 50, windowSeconds: 15 * 60 },
  loginPerEmail: { name: 'login-email', limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { name: 'register-ip', limit: 20, windowSeconds: 60 * 60 },
  registerPerEmail: { name: 'register-email', limit: 5, windowSeconds: 60 * 60 },
  resetPerIp: { name: 'reset-ip', limit: 20, windowSeconds: 60 * 60 },
  resetPerEmail: { name: 'reset-email', limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/** A reset link works once, within this time. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
