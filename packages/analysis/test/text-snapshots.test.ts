import { describe, expect, it } from 'vitest';
import { analyze, type AnalysisType } from '../src/index.ts';
import { fixture } from './fixtures.ts';

const CASES: [string, AnalysisType][] = [
  ['btc-usd-daily.csv', 'general'],
  ['btc-usd-daily.csv', 'key-levels'],
  ['goog-2011-daily.csv', 'trend'],
  ['btc-usd-hourly.csv', 'patterns'],
  ['nikkei-2010-daily.csv', 'indicators'],
  ['spy-minute-2011-03.csv', 'prediction'],
  ['goog-2011-daily.csv', 'quick'],
];

describe('analysis text for real series', () => {
  it.each(CASES)('%s, %s', async (file, type) => {
    const result = analyze(fixture(file), type);
    await expect(result.text).toMatchFileSnapshot(
      `./__snapshots__/${file.replace('.csv', '')}.${type}.txt`,
    );
  });
});
