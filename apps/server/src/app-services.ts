import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from './config/env.ts';
import { resolveAuthSecret } from './config/secret.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createAuth, type Auth } from './auth/auth.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createPaymentProvider, isSandbox } from './payments/index.ts';
import type { PaymentProvider } from './payments/provider.ts';
import {
  createAnalysisPool,
  type AnalysisPool,
  type AnalysisRunner,
} from './analysis/analysis-pool.ts';
import { createOpenAiWriter } from './ai/openai-writer.ts';
import { AnalysisService } from './services/analysis.service.ts';
import { CreditsService } from './services/credits.service.ts';
import { HistoryService } from './services/history.service.ts';
import { RateLimitService } from './services/rate-limit.service.ts';
import { ReadingService } from './services/reading.service.ts';
import { SandboxCheckoutService } from './services/sandbox-checkout.service.ts';
import { RiskPlanService } from './services/risk-plan.service.ts';
import { ShareService } from './services/share.service.ts';
import { SubscriptionService } from './services/subscription.service.ts';
import { createDiskImageStore, type ImageStore } from './storage/image-store.ts';
import { createS3ImageStore } from './storage/s3-image-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Signs session cookies, the known-device cookie and the sandbox checkout. */
    authSecret: string;
    auth: Auth;
    mailer: Mailer;
    payments: PaymentProvider;
    credits: CreditsService;
    subscriptions: SubscriptionService;
    /** The free test checkout's service, when the payment provider is the sandbox. */
    sandboxCheckout: SandboxCheckoutService | null;
    analysisPool: AnalysisPool;
    imageStore: ImageStore;
    analyses: AnalysisService;
    /** The history's list and filters, and each analysis' candles as CSV. */
    history: HistoryService;
    /** The free reading previews a trader checks and fixes before paying. */
    readings: ReadingService;
    shares: ShareService;
    plans: RiskPlanService;
    rateLimits: RateLimitService;
  }
}

export interface ServicesOptions {
  config: Config;
  /** An already-open database (tests); otherwise opened from the config and closed with the app. */
  database?: Database | undefined;
  /** Runs one analysis instead of the worker threads (tests drive it to make the server busy). */
  analysisRunner?: AnalysisRunner | undefined;
  /** With `analysisRunner`: the warm-up its workers do after a start (settles when they are warm). */
  analysisWarmUp?: Promise<unknown> | undefined;
}

function imageStoreOf(config: Config): ImageStore {
  if (!config.S3_BUCKET) return createDiskImageStore(path.resolve(config.DATA_DIR, 'images'));
  return createS3ImageStore({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/**
 * Every dependency of the routes, made once from the configuration and decorated on the app: the
 * routes read `app.analyses`, `app.auth`... and take nothing else. Closed with the app.
 */
export const services = fp<ServicesOptions>(
  async (app, { config, database, analysisRunner, analysisWarmUp }) => {
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
    const payments = await createPaymentProvider(config, secret);
    if (config.NODE_ENV === 'production' && isSandbox(payments)) {
      app.log.warn(
        'payments: the sandbox checkout is on in production (ALLOW_SANDBOX_PAYMENTS=1): ' +
          'every plan can be taken without paying',
      );
    }
    const credits = new CreditsService({ db: db.db });
    const subscriptions = new SubscriptionService({
      db: db.db,
      provider: payments,
      credits,
      log: app.log,
    });
    const pool = createAnalysisPool({
      threads: config.ANALYSIS_WORKERS,
      queueLimit: config.ANALYSIS_QUEUE_LIMIT,
      timeoutMs: config.ANALYSIS_TIMEOUT_MS,
      pixelBudget: config.ANALYSIS_PIXEL_BUDGET,
      runner: analysisRunner,
      runnerWarmUp: analysisWarmUp,
      // on by default; off by default under NODE_ENV=test (a test server lives for a few requests)
      warmUp: config.ANALYSIS_WARM_UP,
    });
    if (config.ANALYSIS_WARM_UP)
      void pool.warmedUp.then(({ ms, timedOut }) =>
        app.log.info(
          { ms: Math.round(ms), timedOut },
          timedOut ? 'analysis workers still warming up; serving anyway' : 'analysis workers warm',
        ),
      );
    const store = imageStoreOf(config);
    const writer =
      config.AI_PROVIDER === 'openai' && config.OPENAI_API_KEY
        ? createOpenAiWriter({
            baseURL: config.OPENAI_BASE_URL,
            apiKey: config.OPENAI_API_KEY,
            model: config.OPENAI_MODEL,
            timeoutMs: config.OPENAI_TIMEOUT_MS,
          })
        : null;
    const rateLimits = new RateLimitService({ db: db.db });

    app.decorate('config', config);
    app.decorate('database', db);
    app.decorate('authSecret', secret);
    app.decorate('auth', createAuth({ config, db: db.db, mailer, log: app.log, secret }));
    app.decorate('mailer', mailer);
    app.decorate('payments', payments);
    app.decorate('credits', credits);
    app.decorate('subscriptions', subscriptions);
    app.decorate(
      'sandboxCheckout',
      isSandbox(payments) ? new SandboxCheckoutService({ db: db.db, provider: payments }) : null,
    );
    app.decorate('analysisPool', pool);
    app.decorate('imageStore', store);
    const limits = {
      maxPixels: config.UPLOAD_MAX_PIXELS,
      maxSide: config.UPLOAD_MAX_SIDE,
      readMaxPixels: config.ANALYSIS_READ_MAX_PIXELS,
    };
    const analyses = new AnalysisService({
      db: db.db,
      credits,
      subscriptions,
      pool,
      store,
      writer,
      limits,
      log: app.log,
    });
    const readings = new ReadingService({
      db: db.db,
      credits,
      subscriptions,
      pool,
      store,
      analyses,
      rateLimits,
      limits,
      previewsPerHour: config.READING_PREVIEWS_PER_HOUR,
      ttlMinutes: config.READING_TTL_MINUTES,
      log: app.log,
    });
    app.decorate('analyses', analyses);
    app.decorate('readings', readings);
    app.decorate('history', new HistoryService({ db: db.db, publicUrl: config.PUBLIC_URL }));
    app.decorate('shares', new ShareService({ db: db.db, store, publicUrl: config.PUBLIC_URL }));
    app.decorate('plans', new RiskPlanService({ db: db.db }));
    app.decorate('rateLimits', rateLimits);

    // Rate-limit counters live in the database; each instance clears out stale ones hourly.
    const pruneStale = () =>
      rateLimits
        .prune()
        .catch((err: unknown) => app.log.warn({ err }, 'rate limits: prune failed'));
    const pruning = setInterval(pruneStale, 60 * 60 * 1000);
    pruning.unref();
    app.addHook('onReady', pruneStale);
    // Reading previews never confirmed go with their screenshots soon after they expire.
    const pruneReadings = () =>
      readings.prune().catch((err: unknown) => app.log.warn({ err }, 'readings: prune failed'));
    const readingPruning = setInterval(pruneReadings, 5 * 60 * 1000);
    readingPruning.unref();
    app.addHook('onReady', pruneReadings);
    app.addHook('onClose', async () => {
      clearInterval(pruning);
      clearInterval(readingPruning);
      mailer.close();
      await pool.close();
      if (!database) await db.close();
    });
  },
);
