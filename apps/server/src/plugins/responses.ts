import { z } from 'zod';
import { apiErrorSchema } from '@candlelens/contracts';

/**
 * What every route may answer besides its success: the shared error handler's body
 * (`{ message, requiredPlan? }`, plugins/errors.ts), for validation, session, CSRF, rate-limit,
 * busy and unexpected failures alike.
 */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };

/** 204: an empty body. */
export const noContent = z.undefined().describe('No content');

/** Image bytes, sent as they are stored (never serialized as JSON). */
export const imageBytes = z
  .instanceof(Buffer)
  .describe('The screenshot: image/png, image/jpeg or image/webp bytes');

/** A text file sent as it is (never serialized as JSON). */
export const textFile = (type: string) => z.string().describe(`${type} text`);
