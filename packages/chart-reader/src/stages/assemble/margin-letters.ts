import { median } from '../../shared/stats.ts';
import type { RawCandle } from '../candles/index.ts';
import { MARGIN_DRAWING } from './margin-params.ts';

/**
 * A drawing's text written after the last candle (a position tool's `Long, Qty: 7, Risk/Reward
 * Ratio: 0.97`, a zone's `0.618(106.18)`) in a colour near a candle colour, cut at the pitch
 * into the strokes of its letters (decision 156): marks narrower than the renderer's bodies,
 * which it draws one width for every candle, a doji's included. From the end, at least
 * `minRun` narrow marks, `share` of the run, with at most `betweenMax` other marks in a row
 * among them; only where the bodies are wide enough for a letter's stroke to be narrower.
 * Returns how many trailing marks that is, from the earliest narrow one (0 when none); never
 * where fewer than `minRemaining` candles would remain.
 */
export function letterStrokes(sorted: readonly RawCandle[]): number {
  const p = MARGIN_DRAWING;
  const s = p.letters;
  const n = sorted.length;
  if (n < p.minRemaining + s.minRun) return 0;
  const body = median(sorted.map((c) => c.bodyWidth));
  if (!(body >= s.minBodyPx)) return 0;
  let first = -1;
  let narrow = 0;
  let others = 0;
  for (let i = n - 1; i >= p.minRemaining; i--) {
    if (sorted[i]!.bodyWidth <= body * s.narrowShare) {
      first = i;
      narrow++;
      others = 0;
      continue;
    }
    others++;
    if (others > s.betweenMax) break;
  }
  if (first < 0 || narrow < s.minRun) return 0;
  return narrow >= (n - first) * s.share ? n - first : 0;
}
