export type {
  RgbaImage,
  ReadChartOptions,
  PlotBox,
  ReadCandle,
  AxisLabel,
  PriceAxis,
  ChartReading,
} from './types.ts';
export { readChart } from './reader.ts';
export { MIN_ACCEPTED_CANDLES, REASONS } from './judge.ts';
export { priceAtY, yAtPrice } from './mapping.ts';
