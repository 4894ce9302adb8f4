// The learned column stage's training renders: the breadth corpus' families drawn again from
// other seeds (so the held-out breadth corpus, the synthetic corpus and the real screenshots stay
// out of training), randomised harder: an empty margin after the last candle with drawings in
// it, JPEG and downscaling on any family.
import type { OhlcBar } from '../ohlc.ts';
import { createRng, seedFor } from '../prng.ts';
import { buildBreadthScenarios, type BreadthScenario } from '../breadth/breadth-plan.ts';
import type { BreadthSpec } from '../breadth/breadth-spec.ts';

/** The training plan's seed: apart from the corpora's (`CORPUS_SEED`). */
export const COLUMNS_SEED = 7_149_001;

/** A training render: a breadth spec plus what only training renders vary. */
export interface ColumnSpec extends BreadthSpec {
  training: { marginBars: number };
}

export interface ColumnScenario {
  spec: ColumnSpec;
  tags: string[];
}

/** How hard each render is randomised beyond the breadth plan (shares of renders). */
export const COLUMN_VARIATION = {
  /** lightweight-charts renders whose visible range runs on past the data (an empty margin). */
  margin: 0.6,
  /** The margin's width, as a share of the visible bars. */
  marginShare: [0.03, 0.4],
  /** KLineChart renders with a wider right gap, and its range in CSS px. */
  klineGap: 0.6,
  klineGapPx: [20, 300],
  /** Renders with drawings after the last candle (and some across the plot). */
  drawings: 0.6,
  /** Renders saved as JPEG (quality range), and downscaled (factor range), on any family. */
  jpeg: 0.35,
  jpegQuality: [35, 90],
  downscale: 0.3,
  downscaleFactor: [0.5, 0.95],
} as const;

/** `rounds` passes over the breadth families, each from its own seed. */
export function buildColumnScenarios(
  seed: number,
  real: Record<string, OhlcBar[]>,
  rounds: number,
): ColumnScenario[] {
  const v = COLUMN_VARIATION;
  const out: ColumnScenario[] = [];
  for (let k = 0; k < rounds; k++) {
    // the margin family (decision 156) came after the recorded model and stays out of its
    // recipe: its own drawings are these renders' margin drawings, measured held out
    for (const s of buildBreadthScenarios(seed + 7919 * k, real))
      if (s.spec.family !== 'margin') out.push(vary(s, k));
  }
  return out;

  function vary(s: BreadthScenario, k: number): ColumnScenario {
    const rng = createRng(seedFor(seed, `columns-${k}-${s.spec.id}`));
    const visible = s.spec.bars.length - s.spec.hiddenLeft;
    const marginBars =
      s.spec.library === 'lwc-panes' && rng.chance(v.margin)
        ? Math.max(2, Math.round(visible * rng.range(v.marginShare[0], v.marginShare[1])))
        : 0;
    const kline =
      s.spec.kline && rng.chance(v.klineGap)
        ? { ...s.spec.kline, rightGap: rng.int(v.klineGapPx[0], v.klineGapPx[1]) }
        : s.spec.kline;
    const drawings = rng.chance(v.drawings);
    const overlays: ColumnSpec['overlays'] = drawings
      ? [...s.spec.overlays, 'margin-drawings']
      : s.spec.overlays;
    const overlayAt = drawings
      ? [...s.spec.overlayAt, [rng.next(), rng.next()] as [number, number]]
      : s.spec.overlayAt;
    const jpeg = rng.chance(v.jpeg) ? rng.int(v.jpegQuality[0], v.jpegQuality[1]) : null;
    const scale = rng.chance(v.downscale)
      ? Math.round(rng.range(v.downscaleFactor[0], v.downscaleFactor[1]) * 100) / 100
      : null;
    const degrade = {
      jpegQuality: s.spec.degrade.jpegQuality ?? jpeg,
      scale: s.spec.degrade.scale ?? scale,
    };
    const spec: ColumnSpec = {
      ...s.spec,
      id: `r${k}-${s.spec.id}`,
      kline,
      overlays,
      overlayAt,
      degrade,
      training: { marginBars },
    };
    const tags = [
      ...s.tags,
      `margin:${marginBars > 0 || (kline && kline.rightGap > 60) ? 'yes' : 'no'}`,
      `drawings:${drawings ? 'yes' : 'no'}`,
    ];
    return { spec, tags };
  }
}
