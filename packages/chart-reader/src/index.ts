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
export { priceAtY, yAtPrice } from './mapping.ts';
