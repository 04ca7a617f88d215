import { z } from 'zod';
import { ABROAD_ADDRESS_MESSAGES, addressFormFacts, addressIssues, countryCodeOf, phoneDigitsIn } from '../abroad/address-countries.ts';
import { HOME_COUNTRY } from '../abroad/shipping-countries.ts';
import { ROLES } from '../shop/session.ts';
import { says, databaseIdText, safeText } from './fields.ts';
import { visible } from '../shop/visible-text.ts';
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
  name: visible(safeText().max(120), 'name').optional(),
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

/**
 * An address as typed in the form: its country (ISO code, Malaysia when none is given), the phone after the country's
 * fixed prefix (+60 in Malaysia), the state or region, the postcode — checked by the country's rules
 * (src/domain/abroad/address-countries.ts: Malaysia as the spec's form, the others by their own formats; never a P.O. Box).
 */
const addressFields = z.object({
  name: visible(safeText().min(1, says('validation.accounts.pleaseEnterTheName')).max(120), 'name'),
  phone: safeText().min(1, says('validation.accounts.pleaseEnterThePhone')).max(24),
  /** A textarea: the lines of the address. */
  address: visible(safeText({ multiline: true }).min(1, says('validation.accounts.pleaseEnterTheAddress')).max(300), 'address'),
  postal: visible(safeText().max(12), 'postcode').default(''),
  city: visible(safeText().min(1, says('validation.accounts.pleaseEnterTheCity')).max(80), 'city'),
  state: visible(safeText().max(80), 'state').default(''),
  /** The ISO code ('SG'), or the name an address read back carries ('Malaysia'). */
  country: safeText()
    .max(60)
    .transform((given, ctx) => {
      const code = countryCodeOf(given);
      if (code) return code;
      ctx.addIssue({ code: 'custom', message: ABROAD_ADDRESS_MESSAGES.chooseCountry });
      return z.NEVER;
    })
    .default(HOME_COUNTRY),
  /** 1 or true means default; sent as false when unset. */
  is_default: z.union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')]).optional().transform((v) => v === true || v === 1 || v === '1'),
});

/** The country's rules over the typed fields: issues by field, else the phone's digits and the postcode as kept. */
function checkedAddress<T extends z.output<typeof addressFields>>(value: T, ctx: z.core.$RefinementCtx<T>): T {
  const issues = addressIssues(value.country, value);
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  if (issues.length > 0) return z.NEVER;
  const hasPostcode = addressFormFacts(value.country).hasPostcode;
  return { ...value, phone: phoneDigitsIn(value.country, value.phone)!, postal: hasPostcode ? value.postal.trim().toUpperCase() : '', state: value.state.trim() };
}

export const addressInputSchema = addressFields.transform(checkedAddress);
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressFields = z.output<typeof addressInputSchema>;

export const addressUpdateSchema = addressFields.extend({ id: databaseIdText() }).transform(checkedAddress);

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
