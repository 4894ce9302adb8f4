import type { Db } from '../db/client.ts';
import { RateLimitedError } from '../errors.ts';
import { hitCounter, pruneCounters, readCounter } from '../repositories/rate-limit.repository.ts';

/** A counter is kept a day after its window started (every window is shorter than that). */
const KEEP_SECONDS = 24 * 60 * 60;

export interface LimitRule {
  /** What is limited, e.g. 'sign-in'. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** Counters kept in the database, so every server instance counts against the same limit. */
export class RateLimitService {
  constructor(private readonly deps: { db: Db }) {}

  /** Counts one event (e.g. a failed sign-in) without enforcing anything. */
  async record(rule: LimitRule, subject: string): Promise<number> {
    return (await hitCounter(this.deps.db, `${rule.name}:${subject}`, rule.windowSeconds)).count;
  }

  /** Events counted so far in the rule's current window. */
  async count(rule: LimitRule, subject: string): Promise<number> {
    return readCounter(this.deps.db, `${rule.name}:${subject}`, rule.windowSeconds);
  }

  /** Removes counters whose window ended long ago; any instance may run it at any time. */
  async prune(): Promise<void> {
    await pruneCounters(this.deps.db, KEEP_SECONDS);
  }

  /**
   * Counts a hit for each (rule, subject) pair; throws when any is over its limit, with `message`
   * (or the message for the seconds until the window ends).
   */
  async enforce(
    checks: { rule: LimitRule; subject: string }[],
    message: string | ((retryAfterSeconds: number) => string),
  ): Promise<void> {
    for (const { rule, subject } of checks) {
      const { count, windowStart } = await hitCounter(
        this.deps.db,
        `${rule.name}:${subject}`,
        rule.windowSeconds,
      );
      if (count > rule.max) {
        const retry = Math.max(
          1,
          Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000),
        );
        throw new RateLimitedError(typeof message === 'string' ? message : message(retry), retry);
      }
    }
  }
}
