import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export const CSRF_HEADER = 'x-candlelens-csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths called by other servers (payment webhooks): authenticated by signature instead. */
export const CSRF_EXEMPT_PREFIXES = ['/api/webhooks/'];

/** Security headers with a real CSP, CORS closed unless origins are listed, and the CSRF rule. */
async function registerSecurity(
  app: FastifyInstance,
  opts: {
    production: boolean;
    trustedOrigins: string[];
    corsOrigins: string[];
    extraScriptSrc?: string[];
    extraConnectSrc?: string[];
    extraFrameSrc?: string[];
  },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(opts.extraScriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(opts.extraConnectSrc ?? [])],
        frameSrc: ["'self'", ...(opts.extraFrameSrc ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: opts.production
      ? { maxAge: 15552000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });

  // Browser features the app never uses stay off, for it and anything it embeds; payment only
  // for the app itself and the payment provider's checkout.
  const paymentOrigins = (opts.extraFrameSrc ?? []).map((o) => ` "${o}"`).join('');
  const permissionsPolicy = [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'midi=()',
    'magnetometer=()',
    'gyroscope=()',
    'accelerometer=()',
    'display-capture=()',
    `payment=(self${paymentOrigins})`,
  ].join(', ');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });

  await app.register(cors, {
    origin: opts.corsOrigins.length ? opts.corsOrigins : false,
    credentials: true,
  });

  const allowed = new Set([...opts.trustedOrigins, ...opts.corsOrigins]);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const url = request.url;
    if (!url.startsWith('/api/') || CSRF_EXEMPT_PREFIXES.some((p) => url.startsWith(p))) return;
    const origin = request.headers.origin;
    if (!request.headers[CSRF_HEADER]) {
      return reply.code(403).send({ message: 'Request refused: missing CSRF header' });
    }
    if (origin && !allowed.has(origin)) {
      return reply.code(403).send({ message: 'Request refused: origin not allowed' });
    }
  });
}

/** The security headers and rules for every route, from the configuration and payment provider. */
export const security = fp(async (app) =>
  registerSecurity(app, {
    production: app.config.NODE_ENV === 'production',
    trustedOrigins: app.config.trustedOrigins,
    corsOrigins: app.config.corsOrigins,
    ...(app.payments.name === 'razorpay'
      ? {
          extraScriptSrc: ['https://checkout.razorpay.com'],
          extraFrameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
          extraConnectSrc: ['https://lumberjack.razorpay.com'],
        }
      : {}),
  }),
);
