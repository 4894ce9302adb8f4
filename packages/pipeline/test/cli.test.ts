import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

/** A year of daily candles from a seeded random walk, written as a CSV the CLI reads. */
function walkCsv(): string {
  let seed = 7;
  const rand = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 4294967296;
  const rows = ['Date,Open,High,Low,Close,Volume'];
  let price = 600;
  for (let d = 0; d < 250; d++) {
    const open = price;
    const close = open * (1 + (rand() - 0.5) * 0.04);
    const high = Math.max(open, close) * (1 + rand() * 0.01);
    const low = Math.min(open, close) * (1 - rand() * 0.01);
    const day = new Date(Date.UTC(2011, 0, 3) + d * 86_400_000).toISOString().slice(0, 10);
    rows.push(
      [day, open, high, low, close]
        .map((v) => (typeof v === 'number' ? v.toFixed(2) : v))
        .join(',') + ',1000000',
    );
    price = close;
  }
  const file = join(mkdtempSync(join(tmpdir(), 'candlelens-cli-')), 'walk.csv');
  writeFileSync(file, rows.join('\n') + '\n');
  return file;
}
const CSV = walkCsv();

function run(args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', CLI, ...args], { encoding: 'utf8' });
}

describe('analyze-chart CLI', { timeout: 30_000 }, () => {
  it('prints the analysis text for a CSV', () => {
    const text = run(['--csv', CSV, '--type', 'quick']);
    expect(text.split('\n')[0]).toBe('_1D: 250 candles from 3 Jan 2011 to 9 Sep 2011._');
    expect(text).toContain('## Key Levels');
    expect(text).toContain('## Trend');
    expect(text.trimEnd().endsWith('_')).toBe(true);
  });

  it('prints the structured result as JSON, on the last N candles', () => {
    const result = JSON.parse(
      run(['--csv', CSV, '--type', 'prediction', '--json', '--last', '60', '--horizon', '5']),
    ) as {
      type: string;
      candleCount: number;
      forecast: { horizon: number } | null;
    };
    expect(result.type).toBe('prediction');
    expect(result.candleCount).toBe(60);
    expect(result.forecast?.horizon).toBe(5);
  });

  it('treats the CSV prices as relative with --relative', () => {
    const text = run(['--csv', CSV, '--type', 'key-levels', '--relative']);
    expect(text).toContain('% of range');
    expect(text).not.toContain('Psychological levels');
  });

  it('refuses an unknown analysis type', () => {
    expect(() =>
      execFileSync(
        process.execPath,
        ['--import', 'tsx', CLI, '--csv', CSV, '--type', 'astrology'],
        { stdio: 'pipe' },
      ),
    ).toThrow();
  });

  it('prints a risk plan with its size, R and odds beside the random walk', () => {
    const text = run([
      '--csv',
      CSV,
      '--plan',
      'long',
      '--account',
      '10000',
      '--risk',
      '1%',
      '--stop',
      '550',
      '--target',
      '700',
      '--target',
      '750',
      '--entry',
      '600',
    ]);
    expect(text).toContain(
      'Risk plan: long (the side is your choice; the product does not pick one)',
    );
    // 1% of 10,000 over 50 of risk per unit
    expect(text).toContain('Position size: 2.0000 units, worth 1,200.00');
    expect(text).toContain('Target 1: 700.00, 2R, reward 200.00.');
    expect(text).toContain('Target 2: 750.00, 3R, reward 300.00.');
    expect(text).toMatch(/Stop touched within 20 bars: \d+%/);
    expect(text).toMatch(/Touched before the stop: \d+%/);
    expect(text).toContain('random walk with this chart');
    expect(text).toMatch(/past predictions of about this size came true \d+% of the time/);
  });

  it('includes the plan in the JSON and refuses a stop on the wrong side', () => {
    const result = JSON.parse(
      run([
        '--csv',
        CSV,
        '--json',
        '--plan',
        'short',
        '--account',
        '5000',
        '--risk',
        '100',
        '--entry',
        '600',
        '--stop',
        '620',
        '--bars',
        '10',
      ]),
    ) as {
      plan: {
        side: string;
        units: number;
        risk: number;
        horizon: number;
        targets: { r: number }[];
      };
    };
    expect(result.plan.side).toBe('short');
    expect(result.plan.units).toBe(5);
    expect(result.plan.risk).toBe(100);
    expect(result.plan.horizon).toBe(10);
    expect(result.plan.targets.length).toBeGreaterThan(0);
    let message = '';
    try {
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          CLI,
          '--csv',
          CSV,
          '--plan',
          'long',
          '--account',
          '10000',
          '--risk',
          '1%',
          '--entry',
          '600',
          '--stop',
          '610',
        ],
        { stdio: 'pipe', encoding: 'utf8' },
      );
    } catch (e) {
      message = String((e as { stderr: string }).stderr);
    }
    expect(message).toContain('Plan: For a long the stop must be below the entry.');
  });
});
