import type { RenderResult, RenderSpec } from './render-spec.ts';
import type { ChartTruth, TruthCandle } from './truth.ts';

export function spacingBucket(px: number): string {
  if (px < 4) return '<4px';
  if (px < 8) return '4-8px';
  if (px < 16) return '8-16px';
  return '>=16px';
}

/** Converts a renderer's CSS-pixel report into the truth record in physical pixels. */
export function toTruth(spec: RenderSpec, result: RenderResult, tags: string[]): ChartTruth {
  const d = spec.dpr;
  const plot = {
    left: result.plot.left * d,
    top: result.plot.top * d,
    right: (result.plot.left + result.plot.width) * d,
    bottom: (result.plot.top + result.plot.height) * d,
  };
  const candles: TruthCandle[] = result.candles.map((c) => {
    const bar = spec.bars[c.i];
    if (!bar) throw new Error(`${spec.id}: candle index ${c.i} out of range`);
    const x = c.x * d;
    const half = c.halfWidth * d;
    return {
      x,
      yOpen: c.yOpen * d,
      yHigh: c.yHigh * d,
      yLow: c.yLow * d,
      yClose: c.yClose * d,
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
      partial: x - half < plot.left || x + half > plot.right,
    };
  });
  const spacing = result.spacing * d;
  const ext = spec.format === 'jpeg' ? 'jpg' : 'png';
  return {
    id: spec.id,
    image: `${spec.id}.${ext}`,
    format: spec.format,
    library: spec.library,
    tags: [...tags, `spacing:${spacingBucket(spacing)}`],
    width: Math.round(spec.cssWidth * d),
    height: Math.round(spec.cssHeight * d),
    dpr: d,
    cssWidth: spec.cssWidth,
    cssHeight: spec.cssHeight,
    plot,
    priceRange: { top: result.priceTop, bottom: result.priceBottom },
    scale: spec.logScale ? 'log' : 'linear',
    axisSamples: result.samples.map((s) => ({ y: s.y * d, price: s.price })),
    axisSide: spec.axisSide,
    colors: { background: spec.theme.background, ...spec.colors },
    candleSpacing: spacing,
    precision: spec.precision,
    candles,
  };
}
