import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import {
  firstIssue,
  isValidEmail,
  messages,
  normalizeEmail,
  resetPasswordSchema,
  signUpSchema,
} from '@candlelens/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { resetPasswordEmail } from './reset-email.ts';

/** The header the server sets to the client address it trusts; any incoming copy is overwritten. */
export const CLIENT_IP_HEADER = 'x-candlelens-client-ip';
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

type Body = Record<string, unknown> | undefined;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function createAuth(opts: {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  secret: string;
}) {
  const { config, db, mailer, log } = opts;
  return betterAuth({
    appName: 'CandleLens',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 16,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
        const mail = resetPasswordEmail({
          to: user.email,
          name: user.name,
          link,
          expiresMinutes: RESET_TOKEN_TTL_SECONDS / 60,
        });
        // Not awaited: the answer must not take longer for an address that exists.
        mailer
          .send(mail)
          .catch((err: unknown) => log.error({ err }, 'failed to send the password reset e-mail'));
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: false }, // limits are enforced per IP and per account by the server (auth-routes.ts)
    advanced: {
      cookiePrefix: 'candlelens',
      useSecureCookies: config.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      log: (level, message, ...args) => {
        const fn =
          level === 'error'
            ? log.error.bind(log)
            : level === 'warn'
              ? log.warn.bind(log)
              : log.debug.bind(log);
        fn({ args }, `auth: ${message}`);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as Body;
        if (ctx.path === '/sign-up/email') {
          const parsed = signUpSchema.safeParse({
            fullName: str(body?.name),
            email: str(body?.email),
            password: str(body?.password),
            confirmPassword: str(body?.confirmPassword),
          });
          if (!parsed.success)
            throw new APIError('BAD_REQUEST', {
              message: firstIssue(parsed) ?? messages.genericError,
            });
          const existing = await ctx.context.internalAdapter.findUserByEmail(
            parsed.data.email.toLowerCase(),
          );
          if (existing)
            throw new APIError('UNPROCESSABLE_ENTITY', { message: messages.alreadyRegistered });
          return {
            context: {
              body: {
                name: parsed.data.fullName,
                email: parsed.data.email,
                password: parsed.data.password,
              },
            },
          };
        }
        if (ctx.path === '/sign-in/email') {
          const email = normalizeEmail(str(body?.email));
          if (!email || !str(body?.password))
            throw new APIError('BAD_REQUEST', { message: messages.emailAndPasswordRequired });
          return { context: { body: { ...body, email } } };
        }
        if (ctx.path === '/request-password-reset') {
          const email = normalizeEmail(str(body?.email));
          if (!isValidEmail(email))
            throw new APIError('BAD_REQUEST', { message: messages.invalidEmail });
          return { context: { body: { email, redirectTo: '/reset-password' } } };
        }
        if (ctx.path === '/change-password') {
          const parsed = resetPasswordSchema.safeParse({
            password: str(body?.newPassword),
            confirmPassword: str(body?.confirmPassword ?? body?.newPassword),
          });
          if (!parsed.success)
            throw new APIError('BAD_REQUEST', {
              message: firstIssue(parsed) ?? messages.genericError,
            });
          // A changed password ends every other session (a thief's included); this one stays.
          return {
            context: {
              body: {
                currentPassword: str(body?.currentPassword),
                newPassword: parsed.data.password,
                revokeOtherSessions: true,
              },
            },
          };
        }
        if (ctx.path === '/reset-password') {
          const parsed = resetPasswordSchema.safeParse({
            password: str(body?.newPassword),
            confirmPassword: str(body?.confirmPassword ?? body?.newPassword),
          });
          if (!parsed.success)
            throw new APIError('BAD_REQUEST', {
              message: firstIssue(parsed) ?? messages.genericError,
            });
          return {
            context: { body: { newPassword: parsed.data.password, token: str(body?.token) } },
          };
        }
        return;
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
