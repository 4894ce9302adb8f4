import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const CHART = fileURLToPath(new URL('./fixtures/small-00.png', import.meta.url));

const STAGES = [
  '1-ink-and-panes',
  '2-label-columns',
  '3-colour-clusters',
  '4-slots-and-candles',
  '5-wicks',
  '6-assembly',
  '7-verdict',
  '8-time-axis',
];

describe('read-chart --debug-stages', { timeout: 90_000 }, () => {
  it('writes one drawing per stage: the screenshot under a panel saying what the stage found', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'candlelens-stages-'));
    const res = spawnSync(
      process.execPath,
      ['--import', 'tsx', CLI, '--debug-stages', dir, CHART],
      { encoding: 'utf8' },
    );
    expect(res.status).toBe(0);
    const printed = JSON.parse(res.stdout) as { accepted: boolean; width: number; height: number };
    expect(printed.accepted).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(STAGES.map((s) => `small-00.${s}.png`));
    const drawings = await Promise.all(
      STAGES.map((s) =>
        sharp(join(dir, `small-00.${s}.png`))
          .raw()
          .toBuffer({ resolveWithObject: true }),
      ),
    );
    for (const { info } of drawings) {
      expect(info.width).toBe(printed.width);
      // the caption's panel stands above the screenshot
      expect(info.height).toBeGreaterThan(printed.height);
    }
    // each stage draws something of its own over the same screenshot
    const distinct = new Set(drawings.map(({ data }) => data.toString('base64')));
    expect(distinct.size).toBe(STAGES.length);
  });
});
