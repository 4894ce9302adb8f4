import {
  chartDecimals,
  chartSymbol,
  lastCloseOf,
  type AnalysisListItem,
  type AnalysisRecord,
  type ReadingPreview,
} from '@candlelens/contracts';

// A small analysis as the server returns it, for component tests.
// Linear axis: price = -0.5*y + 300 (y=100 -> 250, y=300 -> 150).
export function analysisFixture(over: Partial<AnalysisRecord> = {}): AnalysisRecord {
  const candles = Array.from({ length: 20 }, (_, i) => {
    const open = 200 + 10 * Math.sin(i / 3);
    const close = open + (i % 2 ? 4 : -4);
    return {
      x: 60 + i * 20,
      open,
      high: Math.max(open, close) + 3,
      low: Math.min(open, close) - 3,
      close,
    };
  });
  return {
    id: 'a1',
    type: 'key-levels',
    createdAt: '2026-11-22T10:00:00.000Z',
    text: '## Key Levels\n\nLast close **204.0**; resistance **R1 212.0**, support **S1 190.0**.',
    summary: 'Range between 190 and 212.',
    provider: 'local',
    imageUrl: '/api/analyses/a1/image',
    thumbnailUrl: '/api/analyses/a1/thumbnail',
    candlesUrl: '/api/analyses/a1/candles.csv',
    reading: {
      width: 600,
      height: 400,
      plot: { left: 0, top: 20, right: 540, bottom: 380 },
      candles,
      priceAxis: {
        side: 'right',
        scale: 'linear',
        fit: { slope: -0.5, intercept: 300 },
        labels: [
          { y: 100, value: 250 },
          { y: 300, value: 150 },
        ],
      },
      relativePrices: false,
      warnings: [],
    },
    result: {
      levels: [
        { price: 212, kind: 'resistance', strength: 0.8, touches: 3, label: 'R1' },
        { price: 190, kind: 'support', strength: 0.6, touches: 2, label: 'S1' },
      ],
      trendLines: [],
      patterns: [],
      forecast: null,
    },
    timings: { readMs: 40, analyzeMs: 10, aiMs: null, totalMs: 55 },
    ...over,
  };
}

/** The analysis as the history lists it (symbol, timeframe and last close as the server keeps them). */
export function listItemOf(
  a: AnalysisRecord,
  over: Partial<AnalysisListItem> = {},
): AnalysisListItem {
  const { id, type, createdAt, summary, thumbnailUrl, imageUrl, reading } = a;
  return {
    id,
    type,
    createdAt,
    summary,
    thumbnailUrl,
    imageUrl,
    symbol: chartSymbol(reading),
    timeframe: reading.timeframe ?? null,
    lastClose: lastCloseOf(reading),
    priceDecimals: chartDecimals(reading, a.result),
    ...over,
  };
}

/**
 * A reading preview as POST /api/readings answers it: 40 candles 10 px apart on a linear axis
 * (price = -0.5*y + 300: the labels at rows 100 and 300 read 250 and 150).
 */
export function previewFixture(over: Partial<ReadingPreview> = {}): ReadingPreview {
  const price = (y: number) => -0.5 * y + 300;
  const candles = Array.from({ length: 40 }, (_, i) => {
    const yOpen = 200 + 20 * Math.sin(i / 4);
    const yClose = yOpen + (i % 2 ? 8 : -8);
    const yHigh = Math.min(yOpen, yClose) - 6;
    const yLow = Math.max(yOpen, yClose) + 6;
    return {
      x: 60 + i * 10,
      bodyWidth: 6,
      yOpen,
      yHigh,
      yLow,
      yClose,
      open: price(yOpen),
      high: price(yHigh),
      low: price(yLow),
      close: price(yClose),
      up: yClose < yOpen,
    };
  });
  const last = candles.at(-1)!;
  return {
    id: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
    expiresAt: '2026-11-22T10:30:00.000Z',
    width: 600,
    height: 400,
    accepted: true,
    reason: null,
    confidence: 0.3,
    verdict: 'check',
    verdictText: 'Please check the marked parts',
    uncertain: ['price axis'],
    fixable: false,
    plot: { left: 40, top: 20, right: 540, bottom: 380 },
    candles,
    priceLabels: [
      { y: 100, value: 250, text: '250.00' },
      { y: 300, value: 150, text: '150.00' },
    ],
    relativePrices: false,
    axisSide: 'right',
    decimals: 2,
    last: {
      open: last.open,
      high: last.high,
      low: last.low,
      close: last.close,
      time: '2026-11-20',
    },
    symbol: null,
    timeframe: '1D',
    warnings: [],
    hints: null,
    ...over,
  };
}
