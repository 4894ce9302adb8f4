import { describe, expect, it } from 'vitest';
import type { ChartPatternName } from '../src/chart-pattern-types.ts';
import { chartPatterns } from '../src/chart-patterns.ts';
import { volatilityUnit } from '../src/indicator-series.ts';
import { analyze } from '../src/analyze.ts';
import { plausibleTarget, recentChartPatterns } from '../src/patterns.ts';
import { pathCandles } from './shapes.ts';

type Waypoints = [number, number][];

const mirror = (w: Waypoints): Waypoints => w.map(([i, p]) => [i, 200 - p]);

const DOUBLE_TOP: Waypoints = [
  [0, 100],
  [30, 100],
  [40, 112],
  [50, 102],
  [60, 112],
  [70, 96],
];
const HEAD_SHOULDERS: Waypoints = [
  [0, 100],
  [30, 100],
  [40, 109],
  [50, 103],
  [60, 115],
  [70, 103],
  [80, 109],
  [90, 96],
];
const ASC_TRIANGLE: Waypoints = [
  [0, 106],
  [30, 106],
  [40, 100],
  [50, 110],
  [60, 103.5],
  [70, 110],
  [80, 106.5],
  [90, 110],
  [96, 116],
];
const SYM_TRIANGLE: Waypoints = [
  [0, 98],
  [30, 98],
  [40, 110],
  [50, 100],
  [60, 108],
  [70, 102.5],
  [80, 106.2],
  [90, 104],
  [98, 112],
];
const RISING_WEDGE: Waypoints = [
  [0, 104],
  [30, 104],
  [40, 100],
  [50, 110],
  [60, 105.5],
  [70, 112],
  [80, 110],
  [90, 113.5],
  [102, 103],
];
const BULL_FLAG: Waypoints = [
  [0, 100],
  [30, 100],
  [37, 112],
  [40, 110],
  [43, 111],
  [46, 109],
  [49, 110],
  [52, 108],
  [57, 117],
];
const ASC_CHANNEL: Waypoints = [
  [0, 100],
  [30, 100],
  [40, 110],
  [50, 105.5],
  [60, 115.5],
  [70, 111],
  [80, 121],
  [90, 116.5],
  [100, 126.5],
  [105, 123],
];
const RANGE: Waypoints = [
  [0, 100],
  [30, 100],
  [40, 110],
  [50, 100],
  [60, 110],
  [70, 100],
  [80, 110],
  [90, 100],
  [100, 110],
  [105, 106],
];

const CASES: { name: ChartPatternName; waypoints: Waypoints }[] = [
  { name: 'Double top', waypoints: DOUBLE_TOP },
  { name: 'Double bottom', waypoints: mirror(DOUBLE_TOP) },
  { name: 'Head and shoulders', waypoints: HEAD_SHOULDERS },
  { name: 'Inverse head and shoulders', waypoints: mirror(HEAD_SHOULDERS) },
  { name: 'Ascending triangle', waypoints: ASC_TRIANGLE },
  { name: 'Descending triangle', waypoints: mirror(ASC_TRIANGLE) },
  { name: 'Symmetrical triangle', waypoints: SYM_TRIANGLE },
  { name: 'Rising wedge', waypoints: RISING_WEDGE },
  { name: 'Falling wedge', waypoints: mirror(RISING_WEDGE) },
  { name: 'Bull flag', waypoints: BULL_FLAG },
  { name: 'Bear flag', waypoints: mirror(BULL_FLAG) },
  { name: 'Ascending channel', waypoints: ASC_CHANNEL },
  { name: 'Descending channel', waypoints: mirror(ASC_CHANNEL) },
  { name: 'Horizontal channel', waypoints: RANGE },
];

/** Patterns reported on a shape: the newest first, then any other still live (forming or confirmed). */
function reported(waypoints: Waypoints, seed = 7): string[] {
  const candles = pathCandles(waypoints, { seed });
  const all = recentChartPatterns(candles, volatilityUnit(candles), 4);
  const live = all.slice(1).filter((p) => p.status === 'forming' || p.status === 'confirmed');
  return [...all.slice(0, 1), ...live].map((p) => p.name);
}

describe('chart-pattern detectors', () => {
  it('cover at least eight patterns', () => {
    expect(new Set(CASES.map((c) => c.name)).size).toBeGreaterThanOrEqual(8);
  });

  it.each(CASES)(
    '$name is reported on its hand-built shape, with no other live pattern',
    ({ name, waypoints }) => {
      expect(reported(waypoints)).toEqual([name]);
    },
  );

  it('reports nothing on a steady trend or a quiet range', () => {
    expect(
      reported([
        [0, 100],
        [120, 130],
      ]),
    ).toEqual([]);
    expect(
      reported([
        [0, 100],
        [120, 101],
      ]),
    ).toEqual([]);
  });

  it('gives a double top its neckline entry, stop above the peaks and measured-move target', () => {
    const candles = pathCandles(DOUBLE_TOP, { seed: 7 });
    const hit = chartPatterns(candles, volatilityUnit(candles)).find(
      (h) => h.name === 'Double top',
    );
    expect(hit).toBeDefined();
    if (!hit) return;
    expect(hit.bias).toBe('bearish');
    expect(hit.entry).toBeCloseTo(101.5, 0);
    expect(hit.stop).toBeCloseTo(112.5, 0);
    expect(hit.target).toBeCloseTo(2 * hit.entry - hit.stop, 6);
    expect(hit.breakoutIndex).toBeGreaterThan(60);
  });

  it('marks a pattern still forming as forming', () => {
    const forming: Waypoints = ASC_TRIANGLE.slice(0, -1);
    const candles = pathCandles(forming, { seed: 7 });
    const p = recentChartPatterns(candles, volatilityUnit(candles), 2)[0];
    expect(p?.name).toBe('Ascending triangle');
    expect(p?.status).toBe('forming');
  });

  it('calls a confirmed pattern failed once price trades through its stop, and says so', () => {
    // The double top breaks down, then price rallies back above the peaks.
    const failed: Waypoints = [...DOUBLE_TOP, [76, 100], [86, 118]];
    const candles = pathCandles(failed, { seed: 7 });
    const top = recentChartPatterns(candles, volatilityUnit(candles), 2).find(
      (p) => p.name === 'Double top',
    );
    expect(top?.status).toBe('failed');
    const text = analyze(candles, 'patterns').text;
    expect(text).toMatch(/- Double top \(bearish\)[^\n]*: failed /);
    expect(text).not.toMatch(/Double top[^\n]*confirmed/);
  });

  it('says how much volume the confirming bar traded when the chart shows volume', () => {
    const candles = pathCandles(DOUBLE_TOP, { seed: 7 }).map((c) => ({ ...c, volume: 100 }));
    const top = recentChartPatterns(candles, volatilityUnit(candles), 2).find(
      (p) => p.name === 'Double top',
    );
    const at = top?.statusIndex ?? 0;
    candles[at] = { ...(candles[at] as (typeof candles)[number]), volume: 250 };
    const again = recentChartPatterns(candles, volatilityUnit(candles), 2).find(
      (p) => p.name === 'Double top',
    );
    expect(again?.breakoutVolume).toBe(2.5);
    expect(analyze(candles, 'patterns').text).toContain(
      'on 2.50 times the average volume of the 20 bars before',
    );
  });

  it('calls it target reached once price trades at the measured-move target', () => {
    const done: Waypoints = [...DOUBLE_TOP, [80, 88]];
    const candles = pathCandles(done, { seed: 7 });
    const top = recentChartPatterns(candles, volatilityUnit(candles), 2).find(
      (p) => p.name === 'Double top',
    );
    expect(top?.status).toBe('target reached');
  });

  it("keeps only patterns whose target is a positive price within the pattern's scale", () => {
    expect(plausibleTarget(100, 90, 12)).toBe(true);
    expect(plausibleTarget(100, -4953, 12)).toBe(false);
    expect(plausibleTarget(100, 60, 12)).toBe(false);
  });
});
