import { analyze, ANALYSIS_TYPES, type AnalysisType, type Candle } from '@candlelens/analysis';

/** Median wall time (ms) of analyze() per type on 300-candle windows of a real series. */
export function analysisTimes(
  candles: readonly Candle[],
  runs = 40,
): { type: AnalysisType; minMs: number; medianMs: number; p90Ms: number }[] {
  const windows: Candle[][] = [];
  for (let k = 0; k < runs; k++) {
    const start = Math.floor(((candles.length - 300) * k) / Math.max(1, runs - 1));
    windows.push(candles.slice(start, start + 300));
  }
  for (const type of ANALYSIS_TYPES) for (const w of windows.slice(0, 5)) analyze(w, type);
  const times = new Map<AnalysisType, number[]>(ANALYSIS_TYPES.map((t) => [t, []]));
  for (const w of windows) {
    for (const type of ANALYSIS_TYPES) {
      const t0 = performance.now();
      analyze(w, type);
      times.get(type)?.push(performance.now() - t0);
    }
  }
  return ANALYSIS_TYPES.map((type) => {
    const sorted = [...(times.get(type) ?? [])].sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 100) /
      100;
    return { type, minMs: at(0), medianMs: at(0.5), p90Ms: at(0.9) };
  });
}
