// The direction model of one group of markets (the up-rate after falling / flat / rising
// momentum), walk-forward over the same calendar folds as the ranges, with intervals by series.
import type { DirectionEvidence, MomentumBin } from '@candlelens/analysis';
import { clusterBootstrap } from '../plan/score.ts';
import {
  FOLDS,
  foldStarts,
  q,
  r3,
  REFERENCE_HORIZON,
  type Keep,
  type OriginSamples,
} from './ranges.ts';
import { wilson } from './stats.ts';

/**
 * The direction model (the up-rate after falling / flat / rising momentum) walk-forward over the
 * same folds, by Brier skill against the base rate and against "the last move persists", with
 * intervals by series; `p` is the one-sided p-value of "no skill against the stronger baseline"
 * for the correction over groups.
 */
export function evaluateDirection(all: readonly OriginSamples[]): DirectionEvidence & {
  p: number;
} {
  const starts = foldStarts(all);
  const brier = new Map<number, number[]>();
  const count = (keep: Keep) => {
    const c: Record<MomentumBin | 'all' | 'afterUp' | 'afterDown', [number, number]> = {
      falling: [0, 0],
      flat: [0, 0],
      rising: [0, 0],
      all: [0, 0],
      afterUp: [0, 0],
      afterDown: [0, 0],
    };
    for (const s of all) {
      const z = s.z[REFERENCE_HORIZON - 1] as Float64Array;
      for (let i = 0; i < z.length; i++) {
        const v = z[i] as number;
        if (Number.isNaN(v) || v === 0 || !keep(s, i)) continue;
        const up = v > 0 ? 1 : 0;
        for (const key of [
          s.bin[i] as MomentumBin,
          'all',
          s.lastUp[i] ? 'afterUp' : 'afterDown',
        ] as const) {
          c[key][0] += up;
          c[key][1] += 1;
        }
      }
    }
    const rate = ([u, n]: number[]) => ((u ?? 0) + 1) / ((n ?? 0) + 2);
    return {
      up: { falling: rate(c.falling), flat: rate(c.flat), rising: rate(c.rising) },
      base: rate(c.all),
      afterUp: rate(c.afterUp),
      afterDown: rate(c.afterDown),
    };
  };
  for (let k = 1; k < FOLDS; k++) {
    const lo = starts[k] as number;
    const hi = starts[k + 1] as number;
    const m = count((s, i) => (s.embargoEnd[i] as number) < lo);
    for (const s of all) {
      const z = s.z[REFERENCE_HORIZON - 1] as Float64Array;
      for (let i = 0; i < z.length; i++) {
        const v = z[i] as number;
        const time = s.time[i] as number;
        if (Number.isNaN(v) || v === 0 || time < lo || time >= hi) continue;
        const y = v > 0 ? 1 : 0;
        const pm = m.up[s.bin[i] as MomentumBin];
        const pp = s.lastUp[i] ? m.afterUp : m.afterDown;
        const right = (p: number) => ((p > 0.5 ? 1 : 0) === y ? 1 : 0);
        const row = [
          (pm - y) ** 2,
          (m.base - y) ** 2,
          (pp - y) ** 2,
          right(pm),
          right(m.base),
          right(pp),
          1,
        ];
        const cur = brier.get(s.series);
        if (!cur) brier.set(s.series, row);
        else row.forEach((x, j) => (cur[j] = (cur[j] as number) + x));
      }
    }
  }
  const b = new Array<number>(7).fill(0);
  for (const v of brier.values()) v.forEach((x, j) => (b[j] = (b[j] as number) + x));
  const dn = b[6] ?? 0;
  const skillOf = (j: number) => (x: number[]) => 1 - (x[0] ?? 0) / (x[j] || 1);
  const skill = (j: number): [number, number, number] => {
    const boot = clusterBootstrap(brier, skillOf(j));
    return [r3(skillOf(j)(b)), r3(q(boot, 0.025)), r3(q(boot, 0.975))];
  };
  const vsBase = skill(1);
  const vsPersist = skill(2);
  const worst = clusterBootstrap(brier, (x) => Math.min(skillOf(1)(x), skillOf(2)(x)));
  const p = worst.length ? worst.filter((v) => v <= 0).length / worst.length : 1;
  const accuracy = dn ? (b[3] ?? 0) / dn : 0;
  const boot = clusterBootstrap(brier, (x) => (x[3] ?? 0) / (x[6] || 1));
  const [wl, wh] = wilson(b[3] ?? 0, dn);
  const final = count(() => true);
  return {
    upRate: {
      falling: r3(final.up.falling),
      flat: r3(final.up.flat),
      rising: r3(final.up.rising),
    },
    n: dn,
    skillVsBase: vsBase,
    skillVsPersistence: vsPersist,
    accuracy: r3(accuracy),
    accuracyInterval: [r3(Math.min(q(boot, 0.025), wl)), r3(Math.max(q(boot, 0.975), wh))],
    baseAccuracy: r3(dn ? (b[4] ?? 0) / dn : 0),
    persistenceAccuracy: r3(dn ? (b[5] ?? 0) / dn : 0),
    edge: vsBase[1] > 0 && vsPersist[1] > 0,
    p,
  };
}
