/**
 * Runs in a worker thread: decodes the screenshot once, reads the chart, computes the analysis and
 * makes the thumbnail from the decoded pixels. Everything CPU-bound stays off the server's event loop.
 */
import sharp from 'sharp';
import type { AnalysisType } from '@candlelens/analysis';
import { readChart } from '@candlelens/chart-reader';
import { decodeImage } from '@candlelens/chart-reader/node';
import { analyzeReading } from '@candlelens/pipeline';
import type { AnalysisResult, StoredReading } from '@candlelens/contracts';

export interface AnalysisTask {
  bytes: Uint8Array;
  type: AnalysisType;
  maxPixels: number;
}

export interface AnalysisTaskResult {
  width: number;
  height: number;
  reading: StoredReading;
  result: AnalysisResult;
  thumbnail: Uint8Array;
  decodeMs: number;
  readMs: number;
  analyzeMs: number;
}

const THUMB_WIDTH = 480;

export default async function runAnalysis(task: AnalysisTask): Promise<AnalysisTaskResult> {
  const image = await decodeImage(task.bytes, { maxPixels: task.maxPixels });
  const t1 = performance.now();
  const chart = readChart(image);
  const t2 = performance.now();
  const computed = analyzeReading(chart, task.type);
  const t3 = performance.now();
  const candles = chart.candles.filter((c) =>
    [c.open, c.high, c.low, c.close, c.x].every(Number.isFinite),
  );
  const info = { width: image.width, height: image.height };
  const thumbnail = await sharp(image.data, {
    raw: { width: info.width, height: info.height, channels: 4 },
  })
    .resize({ width: Math.min(THUMB_WIDTH, info.width), withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  const reading: StoredReading = {
    width: info.width,
    height: info.height,
    plot: chart.plot,
    candles: candles.map(({ x, open, high, low, close, time, volume }) => ({
      x,
      open,
      high,
      low,
      close,
      time,
      volume,
    })),
    accepted: chart.accepted,
    confidence: chart.confidence,
    uncertain: chart.uncertain,
    symbol: chart.symbol,
    timeframe: chart.timeframe,
    priceAxis: chart.priceAxis
      ? {
          side: chart.priceAxis.side,
          scale: chart.priceAxis.scale,
          fit: { slope: chart.priceAxis.fit.slope, intercept: chart.priceAxis.fit.intercept },
          labels: chart.priceAxis.labels.map(({ y, value }) => ({ y, value })),
        }
      : null,
    relativePrices: chart.relativePrices,
    warnings: chart.warnings,
  };
  return {
    width: info.width,
    height: info.height,
    reading,
    result: computed,
    thumbnail: new Uint8Array(thumbnail),
    decodeMs: image.decodeMs,
    readMs: t2 - t1,
    analyzeMs: t3 - t2,
  };
}
