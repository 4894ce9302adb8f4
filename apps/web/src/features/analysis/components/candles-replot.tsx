import { useEffect, useRef, useState } from 'react';
import type { StoredReading, StoredResult } from '@candlelens/contracts';
import type { TickKind } from '../lib/candle-timeline.ts';
import { indicatorLinesOf, indicatorShapes } from '../lib/indicator-shapes.ts';
import { replotAxes } from '../lib/replot-axes.ts';
import { OVERLAY_COLORS } from './overlay-colors.ts';

/**
 * The candles CandleLens recovered from the screenshot, drawn again as a small candlestick
 * chart with the key levels and the forecast's median path, so the trader can check the reading.
 */
export function CandlesReplot({
  reading,
  result,
  height = 220,
}: {
  reading: StoredReading;
  result: StoredResult;
  height?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || reading.candles.length === 0) return;
    let disposed = false;
    let cleanup = () => {};
    void import('lightweight-charts')
      .then(({ createChart, CandlestickSeries, LineSeries, LineStyle }) => {
        if (disposed) return;
        const axes = replotAxes(reading);
        const fmt = axes.price;
        const chart = createChart(el, {
          autoSize: true,
          height,
          layout: { background: { color: 'transparent' }, textColor: '#94a3b8', fontSize: 11 },
          grid: {
            vertLines: { color: 'rgba(148,163,184,0.06)' },
            horzLines: { color: 'rgba(148,163,184,0.08)' },
          },
          rightPriceScale: { borderVisible: false },
          timeScale: {
            borderVisible: false,
            tickMarkFormatter: (t: unknown, kind: TickKind) => axes.tick(t as number, kind),
          },
          localization: {
            priceFormatter: fmt,
            timeFormatter: (t: unknown) => axes.tooltip(t as number),
          },
          handleScroll: false,
          handleScale: false,
        });
        const time = (i: number) => axes.time(i) as never;
        const candles = chart.addSeries(CandlestickSeries, {
          upColor: OVERLAY_COLORS.support,
          downColor: OVERLAY_COLORS.resistance,
          wickUpColor: OVERLAY_COLORS.support,
          wickDownColor: OVERLAY_COLORS.resistance,
          borderVisible: false,
          priceFormat: { type: 'custom', formatter: fmt, minMove: 1e-8 },
        });
        candles.setData(
          reading.candles.map((c, i) => ({
            time: time(i),
            open: c.open,
            high: c.high,
            low: c.low,
            close: c.close,
          })),
        );
        for (const l of result.levels)
          candles.createPriceLine({
            price: l.price,
            color: OVERLAY_COLORS[l.kind],
            lineWidth: 1,
            lineStyle: LineStyle.Dashed,
            // The screenshot above labels the levels; here the lines alone keep the axis legible.
            axisLabelVisible: false,
          });
        const colours = new Map(indicatorShapes(reading, result).map((l) => [l.key, l]));
        for (const ind of indicatorLinesOf(result)) {
          const style = colours.get(ind.key);
          const s = chart.addSeries(LineSeries, {
            color: style?.color ?? '#fbbf24',
            lineWidth: 1,
            lineStyle: style?.dashed ? LineStyle.Dashed : LineStyle.Solid,
            priceLineVisible: false,
            lastValueVisible: false,
            crosshairMarkerVisible: false,
            title: '',
          });
          s.setData(
            ind.values.flatMap((v, i) =>
              v === null || i >= reading.candles.length ? [] : [{ time: time(i), value: v }],
            ),
          );
        }
        const f = result.forecast;
        const last = reading.candles.at(-1);
        if (f && f.path.length && last) {
          const lastIndex = reading.candles.length - 1;
          const path = f.path;
          const line = (pick: (s: (typeof path)[number]) => number, style: number) => {
            const s = chart.addSeries(LineSeries, {
              color: OVERLAY_COLORS.forecast,
              lineWidth: 1,
              lineStyle: style,
              priceLineVisible: false,
              lastValueVisible: false,
              crosshairMarkerVisible: false,
            });
            s.setData([
              { time: time(lastIndex), value: last.close },
              ...path.map((p) => ({ time: time(p.index), value: pick(p) })),
            ]);
          };
          line((p) => p.price, LineStyle.Solid);
          line((p) => p.p80[1], LineStyle.Dotted);
          line((p) => p.p80[0], LineStyle.Dotted);
        }
        chart.timeScale().fitContent();
        cleanup = () => chart.remove();
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [reading, result, height]);

  if (failed || reading.candles.length === 0) return null;
  // A figure, not an image: the chart library adds its attribution link inside.
  return (
    <figure data-testid="candles-replot">
      <figcaption className="sr-only">
        The {reading.candles.length} candles read from the screenshot, drawn again
      </figcaption>
      <div ref={ref} style={{ height }} />
    </figure>
  );
}
