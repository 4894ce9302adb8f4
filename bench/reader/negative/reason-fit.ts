// Whether a refusal's reason fits the picture refused: a sign-in page is "not a chart", not "too
// small to read"; a drawdown line is a line chart, not "no price axis"; a video preview of a
// candlestick chart is too small to read. Reasons are told apart by their words, so that readers
// of earlier commits are scored the same way.
import type { NegativeClass } from './negative-plan.ts';

export type ReasonKind =
  | 'notFound'
  | 'notCandles'
  | 'lineChart'
  | 'areaChart'
  | 'barChart'
  | 'noAxis'
  | 'tooSmall'
  | 'fewCandles'
  | 'tooDense'
  | 'other';

const KINDS: [RegExp, ReasonKind][] = [
  [/^No candlestick chart was found/, 'notFound'],
  [/does not look like a candlestick chart/, 'notCandles'],
  [/looks like a line chart/, 'lineChart'],
  [/looks like an area chart/, 'areaChart'],
  [/looks like a bar or volume chart/, 'barChart'],
  [/^No price axis could be read/, 'noAxis'],
  [/too small to read/, 'tooSmall'],
  [/^Only \d+ (candles?|OHLC bars?) (was|were) read/, 'fewCandles'],
  [/stand too close together/, 'tooDense'],
];

export function reasonKind(reason: string | null): ReasonKind {
  if (!reason) return 'other';
  return KINDS.find(([re]) => re.test(reason))?.[1] ?? 'other';
}

const NOT_A_CHART: ReasonKind[] = ['notFound', 'notCandles'];
const LINE_OR_AREA: ReasonKind[] = [...NOT_A_CHART, 'lineChart', 'areaChart'];

/** The reasons that fit each class of picture. */
export const FITTING: Record<NegativeClass, ReasonKind[]> = {
  'web-page': NOT_A_CHART,
  dashboard: [...LINE_OR_AREA, 'barChart'],
  form: NOT_A_CHART,
  table: NOT_A_CHART,
  document: NOT_A_CHART,
  'line-chart': LINE_OR_AREA,
  'area-chart': LINE_OR_AREA,
  'bar-chart': [...NOT_A_CHART, 'barChart'],
  'pie-chart': NOT_A_CHART,
  'depth-chart': LINE_OR_AREA,
  thumbnail: ['tooSmall'],
  'price-line': LINE_OR_AREA,
  'baseline-chart': LINE_OR_AREA,
  'drawdown-chart': LINE_OR_AREA,
  'column-chart': [...NOT_A_CHART, 'barChart'],
  'calendar-heatmap': NOT_A_CHART,
  illustration: NOT_A_CHART,
  preview: ['tooSmall'],
  noise: NOT_A_CHART,
  blank: NOT_A_CHART,
  'near-blank': NOT_A_CHART,
};

/** Whether a refusal of an image of class `cls` gave a reason that fits it. */
export function reasonFits(cls: string, reason: string | null): boolean {
  const fitting = FITTING[cls as NegativeClass];
  return fitting !== undefined && fitting.includes(reasonKind(reason));
}
