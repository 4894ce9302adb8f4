/** One palette for the overlay, its legend and the re-plotted candles. */
export const OVERLAY_COLORS = {
  support: '#10b981',
  resistance: '#f43f5e',
  channel: '#38bdf8',
  bullish: '#34d399',
  bearish: '#fb7185',
  neutral: '#fbbf24',
  forecast: '#a78bfa',
} as const;

export type OverlayLayer = 'levels' | 'trend' | 'patterns' | 'forecast' | 'indicators';
export type LayerVisibility = Record<OverlayLayer, boolean>;

/** Every finding drawn: how a result opens. */
export const ALL_LAYERS: LayerVisibility = {
  levels: true,
  trend: true,
  patterns: true,
  forecast: true,
  indicators: true,
};
