import { z } from 'zod';
import { MALAYSIAN_STATES, ADDRESS_MESSAGES, POSTCODE_PATTERN, malaysianPhoneDigits } from '../addresses.ts';
import { ROLES } from '../session.ts';
import { says, databaseIdText, safeText } from './fields.ts';
import { t, wordsOf } from '../../domain/words/catalogue.ts';

/**
 * The account calls' payloads and answers (account spec §3, §7; storefront §7), with the spec's field names.
 * Server routes validate with these schemas; the web forms use the same rules and messages.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** What shoppers read; the spec's exact texts where it gives them (account §5, §8). */
export const ACCOUNT_MESSAGES = wordsOf('messages.account', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }, {
  emailChangeSent: (email: string) => t('messages.account.emailChangeSent', { email }),
  tooManyAttempts: (minutes: number) => t('messages.account.tooManyAttempts', { count: minutes }),
});

const email = safeText({ required: ACCOUNT_MESSAGES.emailRequired })
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(254, ACCOUNT_MESSAGES.emailInvalid)
  .toLowerCase()
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid));

/** A new password: the shop's minimum rule. */
export const newPasswordSchema = z
  .string(ACCOUNT_MESSAGES.newPasswordRequired)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

/** E-mails are compared trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const apiMessageSchema = z.object({ code: z.string(), message: z.string() });

export const loginRequestSchema = z.object({
  email,
  password: z.string(ACCOUNT_MESSAGES.passwordRequired).min(1, ACCOUNT_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.loginFailed),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({ email, password: newPasswordSchema });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The session object kept in the browser under `_{brand}token`. */
export const sessionTokensSchema = z.object({ jwt: z.string(), refresh_token: z.string() });
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

export const loginAnswerSchema = apiMessageSchema.extend(sessionTokensSchema.shape);

export const userSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string(), role: z.enum(ROLES) });
export type User = z.infer<typeof userSchema>;

/** PUT /user/update/{id}: only non-empty fields change; a new password needs the current one. */
export const userUpdateSchema = z.object({
  type: z.literal('WEB').optional(),
  name: safeText().max(120).optional(),
  email: safeText().max(254).optional(),
  phone: safeText()
    .max(20)
    .regex(/^[+\d\s\-()]*$/, says('validation.accounts.pleaseEnterAPhone'))
    .optional(),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  password: z.string().max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong).optional(),
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const forgotPasswordSchema = z.object({ email });
/** The token of an e-mailed link (password reset, e-mail change). */
const linkToken = z.string().min(20).max(200);
export const confirmEmailSchema = z.object({ token: linkToken });
export const resetPasswordSchema = z.object({ token: linkToken, password: newPasswordSchema });

/** An address as typed in the form; the phone is the part after +60. */
export const addressInputSchema = z.object({
  name: safeText().min(1, says('validation.accounts.pleaseEnterTheName')).max(120),
  phone: safeText()
    .min(1, says('validation.accounts.pleaseEnterThePhone'))
    .max(24)
    .transform((value, ctx) => {
      const digits = malaysianPhoneDigits(value);
      if (!digits) {
        ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.phone });
        return z.NEVER;
      }
      return digits;
    }),
  /** A textarea: the lines of the address. */
  address: safeText({ multiline: true }).min(1, says('validation.accounts.pleaseEnterTheAddress')).max(300),
  postal: safeText().regex(POSTCODE_PATTERN, ADDRESS_MESSAGES.postal),
  city: safeText().min(1, says('validation.accounts.pleaseEnterTheCity')).max(80),
  state: z.enum(MALAYSIAN_STATES, ADDRESS_MESSAGES.state),
  /** 1 or true means default; sent as false when unset. */
  is_default: z.union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')]).optional().transform((v) => v === true || v === 1 || v === '1'),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressFields = z.output<typeof addressInputSchema>;

export const addressUpdateSchema = addressInputSchema.extend({ id: databaseIdText() });

export const addressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  postal: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
