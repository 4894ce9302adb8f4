import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AnalysisRunner } from './analysis/analysis-pool.ts';
import { authRoutes } from './auth/auth-routes.ts';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import { errorHandler } from './plugins/errors.ts';
import { security } from './plugins/security.ts';
import { services } from './app-services.ts';
import { web } from './plugins/web.ts';
import { analysisRoutes } from './routes/api/analyses.routes.ts';
import { geoRoutes } from './routes/api/geo.routes.ts';
import { readingRoutes } from './routes/api/readings.routes.ts';
import { sandboxRoutes } from './routes/api/sandbox.routes.ts';
import { shareRoutes } from './routes/api/shares.routes.ts';
import { subscriptionRoutes } from './routes/api/subscriptions.routes.ts';
import { webhookRoutes } from './routes/api/webhooks.routes.ts';
import { healthRoutes } from './routes/health.ts';
import { shareTargetRoutes } from './routes/share-target.routes.ts';

export const REQUEST_TIMEOUT_MS = 120_000;
export const HEADERS_TIMEOUT_MS = 30_000;

export interface BuildOptions {
  config: Config;
  /** An already-open database (tests); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
  /** Runs one analysis instead of the worker threads (tests drive it to make the server busy). */
  analysisRunner?: AnalysisRunner;
  /** With `analysisRunner`: the warm-up its workers do after a start (settles when they are warm). */
  analysisWarmUp?: Promise<unknown>;
}

function serverOptions(config: Config, logger: boolean): FastifyServerOptions {
  return {
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
    // Opening the embedded database and starting the analysis workers takes a few seconds, more
    // on a busy machine: a start gets a minute before it is called failed (Fastify's default of
    // 10 s failed a start on a 2-core machine busy reading charts).
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  };
}

/** How long the server's start (each plugin's) may take before it is called failed. */
export const PLUGIN_TIMEOUT_MS = 60_000;

/**
 * The server, one plugin at a time. `services` makes every dependency from the configuration and
 * decorates it on the app (`app.auth`, `app.analyses`, `app.shares`...); every plugin after it
 * reads what it needs from there and takes no options.
 */
export async function buildApp({
  config,
  database,
  logger = true,
  analysisRunner,
  analysisWarmUp,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, logger));
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);

  await app.register(services, { config, database, analysisRunner, analysisWarmUp });
  await app.register(errorHandler);
  await app.register(security);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(geoRoutes);
  await app.register(subscriptionRoutes);
  await app.register(sandboxRoutes);
  await app.register(webhookRoutes);
  await app.register(analysisRoutes);
  await app.register(readingRoutes);
  await app.register(shareRoutes);
  await app.register(shareTargetRoutes);
  await app.register(web);
  return app;
}
