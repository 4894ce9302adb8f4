// The time-axis stage run on the reading kept: the legend and the row of time labels read by the
// label reader give each candle its time, the timeframe and the symbol.
import type { LabelPort, Staged } from './shared/label-port.ts';
import { HEIKIN_ASHI_WARNING } from './stages/assemble/index.ts';
import type { Box } from './stages/price-axis/index.ts';
import {
  candleTimes,
  readHeaderDate,
  readLegend,
  readTimeAxis,
  type LegendReading,
  type TimeAxisReading,
} from './stages/time-axis/index.ts';
import type { ChartReading, RgbaImage } from './types.ts';

/** A legend that names the candles' style: "Heikin Ashi", "Heiken-Ashi", "HA" as a word. */
const namesHeikinAshi = (text: string): boolean =>
  /\bhei[kc]?[ie]n[\s-]?ashi\b/i.test(text) || /\bHA\b/.test(text);

/** The reading with its times, and what the stage read: the legend and the time labels. */
export interface TimesRead {
  reading: ChartReading;
  legend: LegendReading | null;
  time: TimeAxisReading;
}

/**
 * The time axis' reading, its candle times dropped when their spacing (the timeframe the axis
 * suggests) contradicts the timeframe the legend states: the labels were matched to the wrong
 * candles (a label, its place or the pitch misread), and no times are better than wrong ones.
 */
export function withStatedTimeframe(time: TimeAxisReading, stated: string | null): TimeAxisReading {
  if (!stated || !time.timeframe || stated === time.timeframe) return time;
  return { ...time, times: time.times.map(() => null) };
}

/**
 * The time axis and the legend read by the port: candle times, timeframe and symbol filled in.
 * `ink` and `lines` are the screenshot's ink mask and text lines (the price axis' own).
 */
export function* readTimes(
  image: RgbaImage,
  read: ChartReading,
  ink: Uint8Array,
  lines: Box[],
  port: LabelPort,
): Staged<TimesRead> {
  let reading = read;
  const legend = reading.plot ? yield* readLegend(image, reading.plot, port) : null;
  const axis = yield* readTimeAxis(image, ink, lines, reading, port, legend?.date ?? undefined);
  let time = axis;
  if (legend && !legend.date && axis.timeframe && axis.times.every((t) => t === null)) {
    // months without a year: the header may say when the screenshot was taken
    const date = yield* readHeaderDate(legend.tails, port);
    const dated = date
      ? candleTimes(
          reading.candles.map((c) => c.x),
          axis.anchors,
          date,
        )
      : null;
    if (dated?.times.some((t) => t !== null)) time = { ...axis, times: dated.times };
  }
  time = withStatedTimeframe(time, legend?.timeframe ?? null);
  const namedHeikinAshi =
    !reading.heikinAshi && (legend?.lines ?? []).some((l) => namesHeikinAshi(l.text));
  reading = {
    ...reading,
    ...(namedHeikinAshi
      ? { heikinAshi: true, warnings: [...reading.warnings, HEIKIN_ASHI_WARNING] }
      : {}),
    candles: reading.candles.map((c, i) => ({ ...c, time: time.times[i] ?? null })),
    symbol: legend?.symbol ?? null,
    instrument: legend?.instrument ?? null,
    // the legend states the timeframe; the axis' spacing only suggests it
    timeframe: legend?.timeframe ?? time.timeframe,
  };
  if (reading.diagnostics)
    reading.diagnostics = {
      ...reading.diagnostics,
      timeLabels: time.labels,
      legendLines: legend?.lines ?? [],
    };
  return { reading, legend, time };
}
