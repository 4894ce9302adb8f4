import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { READER_VERSION } from '../src/index.ts';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const CHART = fileURLToPath(new URL('./fixtures/small-00.png', import.meta.url));

function run(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { encoding: 'utf8' });
}

interface Printed {
  accepted: boolean;
  timeframe: string | null;
  csv?: string;
  candles: { time: string | null; open: number; high: number; low: number; close: number }[];
}

describe('read-chart --csv-out', { timeout: 60_000 }, () => {
  it('writes the candles it printed, in the chart decimals, under a header naming the image', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'candlelens-csv-')), 'candles.csv');
    const res = run(['--csv-out', out, CHART]);
    expect(res.status).toBe(0);
    const printed = JSON.parse(res.stdout) as Printed;
    expect(printed.accepted).toBe(true);
    expect(printed.csv).toBe(out);
    const [comment, columns, ...rows] = readFileSync(out, 'utf8').trimEnd().split('\n');
    expect(comment).toBe(
      `# source: small-00.png; symbol: not shown; timeframe: ${printed.timeframe ?? 'not shown'}; reader: ${READER_VERSION}`,
    );
    expect(columns).toBe('time,open,high,low,close');
    expect(rows).toHaveLength(printed.candles.length);
    // the fixture's axis labels carry two decimals ('98.50')
    rows.forEach((row, i) => {
      const c = printed.candles[i]!;
      expect(row).toBe(
        [c.time ?? '', ...[c.open, c.high, c.low, c.close].map((v) => v.toFixed(2))].join(','),
      );
    });
  });

  it('writes no CSV for a screenshot it refuses, says so and exits with 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'candlelens-csv-'));
    const blank = join(dir, 'blank.png');
    writeFileSync(
      blank,
      await sharp({
        create: { width: 400, height: 300, channels: 3, background: '#ffffff' },
      })
        .png()
        .toBuffer(),
    );
    const out = join(dir, 'blank.csv');
    const res = run(['--csv-out', out, blank]);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('no CSV written');
    expect(existsSync(out)).toBe(false);
  });

  it('asks for a file when --csv-out has none', () => {
    const res = run([CHART, '--csv-out']);
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('--csv-out needs a file or folder');
  });
});
