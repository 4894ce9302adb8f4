import { z } from 'zod';
import { ANALYSIS_TEXT_PROVIDERS, PAYMENT_PROVIDERS } from '@candlelens/contracts';
import { parseRazorpayPlanIds, RazorpayPlanConfigError } from '../payments/razorpay/plan-config.ts';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** In development, http://localhost:3000 and http://127.0.0.1:3000 are the same site: trust both. */
function withLoopbackTwins(origins: string[]): string[] {
  const out = new Set(origins);
  for (const origin of origins) {
    const url = new URL(origin);
    if (!LOOPBACK.includes(url.hostname)) continue;
    for (const host of LOOPBACK) {
      url.hostname = host;
      out.add(url.origin);
    }
  }
  return [...out];
}

/**
 * The information a secret carries, estimated from its characters' frequencies (bits): 32 random
 * hexadecimal characters carry about 120, 32 spaces or 'x' repeated 0, 'ab' repeated 32.
 */
export function estimatedEntropyBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const ch of secret) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const n = [...secret].length;
  let bitsPerChar = 0;
  for (const c of counts.values()) bitsPerChar -= (c / n) * Math.log2(c / n);
  return bitsPerChar * n;
}
const MIN_SECRET_BITS = 100;

/** Every setting the server reads from the environment, checked once at start (see README). */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    PUBLIC_URL: z
      .url({ message: 'must be an absolute URL such as https://candlelens.app' })
      .optional(),
    AUTH_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .refine((v) => !/\s/.test(v), 'must not contain spaces or other whitespace')
      .refine(
        (v) => estimatedEntropyBits(v) >= MIN_SECRET_BITS,
        'must be random (repeated characters or a short pattern are guessable): generate one with `openssl rand -base64 48`',
      )
      .optional(),
    TRUSTED_ORIGINS: z.string().default(''),
    CORS_ORIGINS: z.string().default(''),
    TRUST_PROXY: bool.default(false),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** Where e-mails are written when there is no SMTP_URL (default DATA_DIR/outbox). */
    MAIL_OUTBOX: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default('CandleLens <no-reply@candlelens.app>'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    AUTH_IP_LIMIT: z.coerce.number().int().min(1).default(30),
    SERVE_WEB: bool.default(true),
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
    /** Production only: runs the free test checkout on purpose (a demo or staging site). */
    ALLOW_SANDBOX_PAYMENTS: bool.default(false),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
    RAZORPAY_PLAN_IDS: z.string().optional(),
    TRUST_CDN_COUNTRY: bool.default(false),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1024 * 1024),
    UPLOAD_MAX_PIXELS: z.coerce.number().int().min(10_000).default(40_000_000),
    UPLOAD_MAX_SIDE: z.coerce.number().int().min(100).default(12_000),
    ANALYSIS_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    ANALYSIS_QUEUE_LIMIT: z.coerce.number().int().min(0).optional(),
    ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    /** Larger screenshots are shrunk to this many pixels before reading (3840 x 2160). */
    ANALYSIS_READ_MAX_PIXELS: z.coerce.number().int().min(100_000).default(8_294_400),
    /** Pixels that running analyses may hold decoded at once, whatever the concurrency. */
    ANALYSIS_PIXEL_BUDGET: z.coerce.number().int().min(100_000).default(16_588_800),
    /** Free reading previews (uploads and re-reads with marks) per trader per hour. */
    READING_PREVIEWS_PER_HOUR: z.coerce.number().int().min(1).default(120),
    /** How long a reading preview's screenshot is kept for its owner to fix and confirm. */
    READING_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /**
     * Each analysis worker reads a small chart when it starts, so the first uploads are not
     * slowed by code compiled on first use. On by default, off by default under NODE_ENV=test
     * (test suites start many servers and time their first requests).
     */
    ANALYSIS_WARM_UP: bool.optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    AI_PROVIDER: z.enum(ANALYSIS_TEXT_PROVIDERS).default('local'),
    OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  })
  .transform((e) => {
    const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/+$/, '');
    const list = (s: string) =>
      s
        .split(',')
        .map((x) => x.trim().replace(/\/+$/, ''))
        .filter(Boolean);
    const trusted = [new URL(publicUrl).origin, ...list(e.TRUSTED_ORIGINS)];
    return {
      ...e,
      PUBLIC_URL: publicUrl,
      trustedOrigins: e.NODE_ENV === 'development' ? withLoopbackTwins(trusted) : trusted,
      corsOrigins: list(e.CORS_ORIGINS),
      ANALYSIS_WARM_UP: e.ANALYSIS_WARM_UP ?? e.NODE_ENV !== 'test',
    };
  })
  .superRefine((e, ctx) => {
    if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    }
    if (e.NODE_ENV === 'production' && !e.SMTP_URL && !e.MAIL_OUTBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'production needs a mail server (password reset e-mails would go nowhere): set ' +
          'SMTP_URL, or MAIL_OUTBOX to a folder where e-mails are written for you to deliver',
      });
    }
    if (
      e.NODE_ENV === 'production' &&
      e.PAYMENT_PROVIDER === 'sandbox' &&
      !e.ALLOW_SANDBOX_PAYMENTS
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'production needs a real payment provider (the sandbox checkout gives every plan away ' +
          'for free): set PAYMENT_PROVIDER=razorpay with its keys, or ALLOW_SANDBOX_PAYMENTS=1 ' +
          'to run the sandbox checkout on purpose',
      });
    }
    if (e.AI_PROVIDER === 'openai' && !e.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'is required when AI_PROVIDER=openai',
      });
    }
    if (e.PAYMENT_PROVIDER === 'razorpay') {
      for (const key of [
        'RAZORPAY_KEY_ID',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
        'RAZORPAY_PLAN_IDS',
      ] as const) {
        if (!e[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when PAYMENT_PROVIDER=razorpay',
          });
      }
      if (e.RAZORPAY_PLAN_IDS) {
        try {
          parseRazorpayPlanIds(e.RAZORPAY_PLAN_IDS);
        } catch (err) {
          const problems = err instanceof RazorpayPlanConfigError ? err.problems : [String(err)];
          for (const message of problems)
            ctx.addIssue({ code: 'custom', path: ['RAZORPAY_PLAN_IDS'], message });
        }
      }
    }
  });

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError listing every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`),
    );
  }
  return result.data;
}
