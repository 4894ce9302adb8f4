import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages, normalizeEmail } from '@candlelens/contracts';
import { RateLimitedError, UserFacingError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { LimitRule } from '../services/rate-limit.service.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import {
  accountFromAddress,
  isKnownDevice,
  knownDeviceCookie,
  MAX_TURN_WAIT_MS,
  reserveSignInTurn,
} from './sign-in-throttle.ts';

const MIN = 60;
/** Per-account limits (sign-in: per account and address); per-IP limits use AUTH_IP_LIMIT per window. */
const accountRules: Record<string, LimitRule> = {
  '/sign-in/email': accountFromAddress, // per account *and* address: see sign-in-throttle.ts
  '/sign-up/email': { name: 'sign-up:account', max: 5, windowSeconds: 60 * MIN },
  '/request-password-reset': { name: 'reset-request:account', max: 3, windowSeconds: 60 * MIN },
};
const ipWindows: Record<string, number> = {
  '/sign-in/email': 15 * MIN,
  '/sign-up/email': 60 * MIN,
  '/request-password-reset': 60 * MIN,
  '/reset-password': 15 * MIN,
  '/change-password': 15 * MIN,
};
/** Per signed-in user: guessing the current password through change-password is slow too. */
const changePasswordRule: LimitRule = {
  name: 'change-password:user',
  max: 5,
  windowSeconds: 15 * MIN,
};

/** Library error codes whose message the product words differently (spec section 8). */
const productMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: messages.invalidCredentials,
  USER_ALREADY_EXISTS: messages.alreadyRegistered,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: messages.alreadyRegistered,
  PASSWORD_TOO_SHORT: messages.passwordRequirements,
  PASSWORD_TOO_LONG: messages.passwordRequirements,
  INVALID_TOKEN: messages.resetLinkInvalid,
  INVALID_EMAIL: messages.invalidEmail,
};

function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const url = new URL(request.url, publicUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) {
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
  }
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
  });
}

/** Adjusts a successful answer: the session token stays in its httpOnly cookie, never in JSON. */
function shapeSuccess(subPath: string, data: Record<string, unknown>): Record<string, unknown> {
  if (subPath === '/get-session' && data.session && typeof data.session === 'object') {
    const { token: _token, ...session } = data.session as Record<string, unknown>;
    return { ...data, session };
  }
  if (subPath === '/request-password-reset') return { status: true, message: messages.resetSent };
  return data;
}

async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  subPath: string,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
      reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  let text = await response.text();
  if (text && response.headers.get('content-type')?.includes('json')) {
    try {
      const data = JSON.parse(text) as Record<string, unknown> | null;
      if (response.status >= 400 && data) {
        const code = typeof data.code === 'string' ? data.code : '';
        const message =
          productMessages[code] ||
          (typeof data.message === 'string' && data.message) ||
          messages.unexpected;
        text = JSON.stringify({ ...data, message });
      } else if (data && typeof data === 'object') {
        text = JSON.stringify(shapeSuccess(subPath, data));
      }
    } catch {
      /* not JSON after all: pass through */
    }
  }
  return reply.send(text || null);
}

/**
 * A reset e-mail is sent after the answer (the answer must not take longer for an address that
 * exists), so a mailer that cannot send now (a full outbox folder, a failing mail server) is
 * asked first: the user is told the e-mail was not sent rather than that it was.
 */
async function assertMailCanGo(mailer: Mailer, request: FastifyRequest): Promise<void> {
  const problem = await mailer.problem();
  if (!problem) return;
  request.log.error({ problem }, 'password reset: the e-mail cannot be sent');
  throw new UserFacingError(
    503,
    'The e-mail could not be sent right now, so no reset link was sent. Please try again in a few minutes.',
    {},
    { 'retry-after': '60' },
  );
}

/** Mounts the auth library at /api/auth/*, with the server's own rate limits in front of it. */
export async function authRoutes(app: FastifyInstance) {
  const opts = {
    auth: app.auth,
    limits: app.rateLimits,
    mailer: app.mailer,
    db: app.database.db,
    secret: app.authSecret,
    secureCookies: app.config.NODE_ENV === 'production',
    publicUrl: app.config.PUBLIC_URL,
    ipLimit: app.config.AUTH_IP_LIMIT,
  };
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const subPath = new URL(request.url, opts.publicUrl).pathname.replace(/^\/api\/auth/, '');
      if (request.method === 'POST' && subPath in ipWindows) {
        const checks = [
          {
            rule: { name: `${subPath}:ip`, max: opts.ipLimit, windowSeconds: ipWindows[subPath]! },
            subject: request.ip,
          },
        ];
        const accountRule = accountRules[subPath];
        const email = (request.body as { email?: unknown } | undefined)?.email;
        const account =
          typeof email === 'string' && email.trim() ? normalizeEmail(email).toLowerCase() : null;
        if (accountRule && account) {
          const subject = subPath === '/sign-in/email' ? `${account}|${request.ip}` : account;
          checks.push({ rule: accountRule, subject });
        }
        if (subPath === '/change-password') {
          const user = await sessionUser(opts.auth, request);
          if (user) checks.push({ rule: changePasswordRule, subject: user.id });
        }
        await opts.limits.enforce(checks, messages.tooManyRequests);
        if (subPath === '/request-password-reset') await assertMailCanGo(opts.mailer, request);
        if (subPath === '/sign-in/email' && account) {
          if (!isKnownDevice(opts.secret, account, request.headers.cookie)) {
            const waitMs = await reserveSignInTurn(opts.db, account);
            if (waitMs === null)
              throw new RateLimitedError(messages.tooManyRequests, MAX_TURN_WAIT_MS / 1000);
            if (waitMs > 0) await new Promise((r) => setTimeout(r, waitMs));
          }
          const response = await opts.auth.handler(toFetchRequest(request, opts.publicUrl));
          if (response.ok)
            reply.header('set-cookie', knownDeviceCookie(opts.secret, account, opts.secureCookies));
          return sendFetchResponse(reply, response, subPath);
        }
      }
      const response = await opts.auth.handler(toFetchRequest(request, opts.publicUrl));
      return sendFetchResponse(reply, response, subPath);
    },
  });
}

/** The signed-in user of a request, or null. */
export async function sessionUser(auth: Auth, request: FastifyRequest) {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  const result = await auth.api.getSession({ headers });
  return result?.user ?? null;
}
