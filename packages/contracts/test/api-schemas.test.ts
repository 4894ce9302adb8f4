import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ANALYSIS_TYPES,
  analysisRecordSchema,
  analysisUploadSchema,
  firstIssue,
  subscriptionStatusSchema,
  type StoredResult,
} from '../src/index.ts';

// The server serializes every reply through these schemas (z.encode), so what they keep is what
// the web receives.

const record = {
  id: '4f1c2a4e-0c6f-4a53-9d35-0d6f1b2b8a10',
  type: 'key-levels',
  createdAt: '2026-11-25T06:00:00.000Z',
  text: '## Key levels',
  summary: 'Support at 100',
  provider: 'local',
  imageUrl: '/api/analyses/x/image',
  thumbnailUrl: '/api/analyses/x/thumbnail',
  candlesUrl: '/api/analyses/x/candles.csv',
  reading: {
    width: 640,
    height: 400,
    priceAxis: { side: 'right', labels: [], decimals: 2 },
    aFieldAddedLater: { nested: [1, 2] },
  },
  result: { levels: [{ price: 100, kind: 'support', newerField: true }], verdict: null },
  timings: { readMs: 1, analyzeMs: 2, aiMs: null, totalMs: 3 },
  share: null,
};

/** What the server sends for a record as stored (an old or newer row, not the exact type). */
const send = (stored: object) =>
  z.encode(analysisRecordSchema, stored as unknown as z.output<typeof analysisRecordSchema>);

describe('the analysis record as the server sends it', () => {
  it('passes the stored reading and result through whole, fields added later included', () => {
    const sent = send(record);
    expect(sent.reading).toEqual(record.reading);
    expect(sent.result).toEqual(record.result);
  });

  it("describes and keeps the engine's measured fields: session opens, coverage intervals, reversal signs", () => {
    // As the engine writes them today; `satisfies` fails the type check if the contract does not
    // name a field, so the web can read what the API sends.
    const evidence = {
      claim: 'sign:rsi divergence (bearish)',
      group: 'daily US stocks',
      n: 812,
      hits: 430,
      rate: 0.53,
      low: 0.5,
      high: 0.56,
      baselineName: 'the base rate',
      baselineRate: 0.49,
      edge: true,
    };
    const result = {
      levels: [],
      trendLines: [],
      patterns: [],
      forecast: {
        horizon: 10,
        path: [{ index: 120, price: 101, p50: [99, 103], p80: [97, 105], p95: [94, 108] }],
        probabilityUp: null,
        sigma: 0.012,
        calibration: {
          group: 'intraday US stocks and ETFs',
          n: 9424,
          coverage50: 0.521,
          coverage80: 0.81,
          coverage95: 0.949,
          intervals: [
            [0.511, 0.531],
            [0.802, 0.818],
            [0.945, 0.953],
          ],
        },
        direction: null,
        sessionOpens: 2,
      },
      trend: {
        direction: 'up',
        slopeAtrPerBar: 0.08,
        moveAtr: 4.2,
        rSquared: 0.81,
        window: 60,
        adx: 27.5,
        adxApproximate: false,
        strength: 'moderate',
        structure: 'higher highs and higher lows',
        swings: [],
        momentumAtr: 1.1,
        reversalSigns: ['bearish RSI divergence (higher price high, lower RSI high)'],
        signs: [
          {
            text: 'bearish RSI divergence (higher price high, lower RSI high)',
            claim: 'sign:rsi divergence (bearish)',
            bias: 'bearish',
            evidence,
          },
        ],
        atrPercent: 1.4,
        volume: null,
        evidence: null,
      },
    } satisfies StoredResult;
    const sent = send({ ...record, result }).result;
    expect(sent.forecast?.sessionOpens).toBe(2);
    expect(sent.forecast?.calibration?.intervals).toEqual(result.forecast.calibration.intervals);
    expect(sent.trend?.signs).toEqual(result.trend.signs);
    expect(sent).toEqual(result);
  });

  it('drops a field the contract does not name at the top level (the account is never sent)', () => {
    const sent = send({ ...record, userId: 'owner' });
    expect(sent).not.toHaveProperty('userId');
  });

  it('refuses an analysis type that is not one of the contract', () => {
    const bad = analysisRecordSchema.safeParse({ ...record, type: 'astrology' });
    expect(bad.success).toBe(false);
  });
});

describe('the subscription status', () => {
  it('keeps every field the billing page reads', () => {
    const status = {
      isActive: true,
      plan: 'Pro',
      planId: 'pro',
      status: 'active',
      provider: 'sandbox',
      startDate: '2026-11-25T06:00:00.000Z',
      currentPeriodStart: '2026-11-25T06:00:00.000Z',
      currentPeriodEnd: '2026-12-02T06:00:00.000Z',
      cancelAtPeriodEnd: false,
      pendingPlanId: 'basic',
      credits: 15000,
    } as const;
    expect(z.encode(subscriptionStatusSchema, status)).toEqual(status);
  });
});

describe('the upload form', () => {
  const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

  it('takes the image and a known type', () => {
    expect(analysisUploadSchema.parse({ image, type: 'trend' })).toEqual({ image, type: 'trend' });
  });

  it("answers each wrong form with the product's message", () => {
    const issue = (v: unknown) => firstIssue(analysisUploadSchema.safeParse(v));
    expect(issue({ type: 'trend' })).toBe('Choose a chart screenshot to analyze.');
    expect(issue({ image: 'not bytes', type: 'trend' })).toBe(
      'Choose a chart screenshot to analyze.',
    );
    expect(issue({ image })).toBe('Choose an analysis type.');
    expect(issue({ image, type: 'astrology' })).toBe(
      `Unknown analysis type. Use one of: ${ANALYSIS_TYPES.join(', ')}.`,
    );
  });
});
