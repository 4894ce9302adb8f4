// Stage: find the candles. Chooses the candle colours, finds their shapes in the plot and reads
// one candle per slot (x, high, low, body top and bottom, colour class, fill), image pixels.
export { scanCandles } from './scan-candles.ts';
export { floatingPanels, seeThrough, withoutPanels, type PanelBox } from './floating-panels.ts';
export type { CandleScan, Cluster, RawCandle, ScanDiagnostics } from './types.ts';
export { readBarTicks, type BarTicks } from './bar-ticks.ts';
