import { messages } from '@candlelens/contracts';

/** Expected failures that carry a message written for the user. */
export class UserFacingError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'UserFacingError';
  }
}

/** The balance does not cover the spend (402 with the product's message). */
export class InsufficientCreditsError extends UserFacingError {
  constructor() {
    super(402, messages.insufficientCredits);
  }
}

/** Too many attempts: answered 429 with Retry-After. */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'RateLimitedError';
  }
}
