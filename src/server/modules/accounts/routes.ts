import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  apiMessageSchema as message,
  confirmEmailSchema,
  forgotPasswordSchema,
  loginAnswerSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordSchema,
  userSchema,
  userUpdateSchema,
} from '../../../domain/contract/accounts.ts';
import { databaseIdText } from '../../../domain/contract/fields.ts';
import { UnauthorizedError } from '../../errors.ts';
import { bearerToken, callerOf, requireCaller } from '../../http/auth.ts';
import { errorReply, sendErrorReply } from '../../http/error-handler.ts';
import type { EmailChangeService } from './email-change.ts';
import type { PageSessions } from './page-session.ts';
import type { PasswordResetService } from './password-reset.ts';
import type { ProfileService } from './profile.ts';
import type { SessionService } from './service.ts';

export interface AccountRoutesOptions {
  sessions: SessionService;
  resets: PasswordResetService;
  profile: ProfileService;
  emailChanges: EmailChangeService;
  pages: PageSessions;
}

const errors = { 400: message, 401: message, 403: message, 409: message, 429: message };
const ok = (text: string) => ({ code: '200', message: text });

/** Login, registration, token refresh, logout, password reset and My Profile. */
export async function accountRoutes(app: FastifyInstance, opts: AccountRoutesOptions): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { sessions, resets, profile, emailChanges, pages } = opts;
  const loggedIn = requireCaller(sessions.callerOf);

  typed.post(
    '/api/login',
    { schema: { tags: ['accounts'], summary: 'Log in with e-mail and password → access token (jwt) and refresh token', body: loginRequestSchema, response: { 200: loginAnswerSchema, ...errors } } },
    async (request, reply) => {
      const tokens = await sessions.login(request.body, request.ip);
      reply.header('set-cookie', await pages.cookieFor(tokens));
      return { ...ok(ACCOUNT_MESSAGES.loggedIn), ...tokens };
    },
  );

  typed.post(
    '/api/register',
    {
      schema: { tags: ['accounts'], summary: 'Register with e-mail and password; failures answer code "500" with the message', body: registerRequestSchema, response: { 200: message, ...errors } },
      // The web client reads code "500" as a failed registration (account spec §7, §8); the status stays a 4xx.
      errorHandler: (error: FastifyError, request, reply) => {
        const sent = errorReply(error, request);
        return sendErrorReply(reply, sent.status < 500 ? { ...sent, body: { code: '500', message: sent.body.message } } : sent);
      },
    },
    async (request) => {
      await sessions.register(request.body, request.ip);
      return ok(ACCOUNT_MESSAGES.registered);
    },
  );

  typed.post(
    '/api/refresh-token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Trade the refresh token (as bearer) for a new access token and a new refresh token; a reused refresh token ends its whole session family',
        body: z.object({}).passthrough().optional(),
        response: { 200: loginAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (!token) throw new UnauthorizedError(ACCOUNT_MESSAGES.sessionExpired);
      const tokens = await sessions.refresh(token);
      reply.header('set-cookie', await pages.cookieFor(tokens));
      return { ...ok(ACCOUNT_MESSAGES.sessionRefreshed), ...tokens };
    },
  );

  typed.post(
    '/api/logout',
    { schema: { tags: ['accounts'], summary: 'End the session of this refresh token', body: z.object({ refresh_token: z.string().max(200) }), response: { 200: message, ...errors } } },
    async (request, reply) => {
      await sessions.logout(request.body.refresh_token);
      reply.header('set-cookie', pages.cleared());
      return ok(ACCOUNT_MESSAGES.loggedOut);
    },
  );

  typed.post(
    '/api/password/forgot',
    { schema: { tags: ['accounts'], summary: 'E-mail a single-use link to reset the password (same answer whether or not the account exists)', body: forgotPasswordSchema, response: { 200: message, ...errors } } },
    async (request) => {
      await resets.request(request.body.email, request.ip);
      return ok(ACCOUNT_MESSAGES.resetRequested);
    },
  );

  typed.post(
    '/api/password/reset',
    { schema: { tags: ['accounts'], summary: 'Set a new password with the token of a reset link; ends every session of the account', body: resetPasswordSchema, response: { 200: message, ...errors } } },
    async (request) => {
      await resets.reset(request.body.token, request.body.password, request.ip);
      return ok(ACCOUNT_MESSAGES.resetDone);
    },
  );

  typed.get(
    '/api/user',
    { preHandler: loggedIn, schema: { tags: ['accounts'], summary: "The caller's profile", response: { 200: message.extend({ user: userSchema }), ...errors } } },
    async (request) => ({ ...ok('OK'), user: await profile.user(callerOf(request)) }),
  );

  typed.put(
    '/api/user/update/:id',
    {
      preHandler: loggedIn,
      schema: {
        tags: ['accounts'],
        summary:
          "Update the caller's own name, phone, password or e-mail (only non-empty fields change). A new password ends the account's other sessions; a new e-mail needs currentPassword and takes effect when the link sent to it is opened",
        params: z.object({ id: databaseIdText() }),
        body: userUpdateSchema,
        response: { 200: message, ...errors },
      },
    },
    async (request) => ok(await profile.update(callerOf(request), request.params.id, request.body)),
  );

  typed.post(
    '/api/user/email/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm a new e-mail with the token of the link sent to it; the account logs in with it from then on',
        body: confirmEmailSchema,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await emailChanges.confirm(request.body.token);
      return ok(ACCOUNT_MESSAGES.emailChanged);
    },
  );
}
