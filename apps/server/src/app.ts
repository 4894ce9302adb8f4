import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/env.ts';
import { resolveAuthSecret } from './config/secret.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createAuth, type Auth } from './auth/auth.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb, webDistFolder } from './plugins/web.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createPaymentProvider, isSandbox } from './payments/index.ts';
import { CreditsService } from './services/credits.service.ts';
import { RateLimitService } from './services/rate-limit.service.ts';
import { SandboxCheckoutService } from './services/sandbox-checkout.service.ts';
import { SubscriptionService } from './services/subscription.service.ts';
import { registerSubscriptionRoutes } from './routes/api/subscriptions.routes.ts';
import { registerSandboxRoutes } from './routes/api/sandbox.routes.ts';
import { registerWebhookRoutes } from './routes/api/webhooks.routes.ts';
import { registerGeoRoutes } from './routes/api/geo.routes.ts';
import path from 'node:path';
import {
  createAnalysisPool,
  type AnalysisPool,
  type AnalysisRunner,
} from './analysis/analysis-pool.ts';
import { createOpenAiWriter } from './ai/openai-writer.ts';
import { AnalysisService } from './services/analysis.service.ts';
import { createDiskImageStore, type ImageStore } from './storage/image-store.ts';
import { createS3ImageStore } from './storage/s3-image-store.ts';
import { registerAnalysisRoutes } from './routes/api/analyses.routes.ts';
import { registerShareRoutes } from './routes/api/shares.routes.ts';
import { ShareService } from './services/share.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    auth: Auth;
    mailer: Mailer;
    credits: CreditsService;
    subscriptions: SubscriptionService;
    analysisPool: AnalysisPool;
    rateLimits: RateLimitService;
    imageStore: ImageStore;
  }
}

export const REQUEST_TIMEOUT_MS = 120_000;
export const HEADERS_TIMEOUT_MS = 30_000;

export interface BuildOptions {
  config: Config;
  /** An already-open database (tests); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
  /** Runs one analysis instead of the worker threads (tests drive it to make the server busy). */
  analysisRunner?: AnalysisRunner;
}

export async function buildApp({
  config,
  database,
  logger = true,
  analysisRunner,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          ...(config.NODE_ENV === 'development' && process.stdout.isTTY
            ? {
                transport: {
                  target: 'pino-pretty',
                  options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
                },
              }
            : {}),
        }
      : false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A slow client (slow-loris) cannot hold a connection: the whole request, a 10 MB upload on
    // a slow line included, must arrive within 2 minutes, and its headers within 30 s.
    requestTimeout: REQUEST_TIMEOUT_MS,
  });
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;

  const db =
    database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outbox: config.MAIL_OUTBOX,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log: app.log,
  });
  const secret = resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
  const auth = createAuth({ config, db: db.db, mailer, log: app.log, secret });
  const provider = await createPaymentProvider(config, secret);
  if (config.NODE_ENV === 'production' && isSandbox(provider)) {
    app.log.warn(
      'payments: the sandbox checkout is on in production (ALLOW_SANDBOX_PAYMENTS=1): ' +
        'every plan can be taken without paying',
    );
  }
  const credits = new CreditsService({ db: db.db });
  const subscriptions = new SubscriptionService({ db: db.db, provider, credits, log: app.log });
  app.decorate('config', config);
  app.decorate('database', db);
  app.decorate('auth', auth);
  app.decorate('mailer', mailer);
  app.decorate('credits', credits);
  app.decorate('subscriptions', subscriptions);
  const pool = createAnalysisPool({
    threads: config.ANALYSIS_WORKERS,
    queueLimit: config.ANALYSIS_QUEUE_LIMIT,
    timeoutMs: config.ANALYSIS_TIMEOUT_MS,
    pixelBudget: config.ANALYSIS_PIXEL_BUDGET,
    runner: analysisRunner,
  });
  app.decorate('analysisPool', pool);
  const store = config.S3_BUCKET
    ? createS3ImageStore({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      })
    : createDiskImageStore(path.resolve(config.DATA_DIR, 'images'));
  app.decorate('imageStore', store);
  const writer =
    config.AI_PROVIDER === 'openai' && config.OPENAI_API_KEY
      ? createOpenAiWriter({
          baseURL: config.OPENAI_BASE_URL,
          apiKey: config.OPENAI_API_KEY,
          model: config.OPENAI_MODEL,
          timeoutMs: config.OPENAI_TIMEOUT_MS,
        })
      : null;
  const analysisService = new AnalysisService({
    db: db.db,
    credits,
    subscriptions,
    pool,
    store,
    writer,
    limits: {
      maxPixels: config.UPLOAD_MAX_PIXELS,
      maxSide: config.UPLOAD_MAX_SIDE,
      readMaxPixels: config.ANALYSIS_READ_MAX_PIXELS,
    },
    log: app.log,
    publicUrl: config.PUBLIC_URL,
  });
  app.decorateRequest('user', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Rate-limit counters live in the database; each instance clears out stale ones hourly.
  const rateLimits = new RateLimitService({ db: db.db });
  app.decorate('rateLimits', rateLimits);
  const pruneStale = () =>
    rateLimits.prune().catch((err: unknown) => app.log.warn({ err }, 'rate limits: prune failed'));
  const pruning = setInterval(pruneStale, 60 * 60 * 1000);
  pruning.unref();
  app.addHook('onReady', pruneStale);
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    mailer.close();
    await pool.close();
    if (!database) await db.close();
  });

  registerErrorHandler(app);
  await registerSecurity(app, {
    production: config.NODE_ENV === 'production',
    trustedOrigins: config.trustedOrigins,
    corsOrigins: config.corsOrigins,
    ...(provider.name === 'razorpay'
      ? {
          extraScriptSrc: ['https://checkout.razorpay.com'],
          extraFrameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
          extraConnectSrc: ['https://lumberjack.razorpay.com'],
        }
      : {}),
  });
  registerHealthRoutes(app);
  registerAuthRoutes(app, {
    auth,
    limits: rateLimits,
    mailer,
    db: db.db,
    secret,
    secureCookies: config.NODE_ENV === 'production',
    publicUrl: config.PUBLIC_URL,
    ipLimit: config.AUTH_IP_LIMIT,
  });
  registerGeoRoutes(app, { trustCdn: config.TRUST_CDN_COUNTRY });
  registerSubscriptionRoutes(app);
  if (isSandbox(provider))
    registerSandboxRoutes(app, new SandboxCheckoutService({ db: db.db, provider }));
  await registerWebhookRoutes(app, provider);
  const shares = new ShareService({ db: db.db, store, publicUrl: config.PUBLIC_URL });
  await registerAnalysisRoutes(app, {
    service: analysisService,
    shares,
    maxBytes: config.UPLOAD_MAX_BYTES,
  });
  registerShareRoutes(app, { shares });
  await registerWeb(app, config.SERVE_WEB ? webDistFolder() : null);
  return app;
}
