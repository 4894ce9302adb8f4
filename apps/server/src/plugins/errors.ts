import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@candlelens/contracts';
import { RateLimitedError, UserFacingError } from '../errors.ts';

/** 4xx reach the user as written; 5xx are logged with the request and answered generically. */
function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof RateLimitedError) {
      return reply
        .code(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ message: error.message });
    }
    if (error instanceof UserFacingError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, ...error.extra });
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status < 500) {
      const validation = 'validation' in error && error.validation;
      return reply
        .code(status)
        .send({ message: validation ? `Invalid request: ${error.message}` : error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: messages.unexpected });
  });
}

/** The error handler for the whole app (not only one plugin's routes). */
export const errorHandler = fp(async (app) => registerErrorHandler(app));
