import type { RenderSpec } from './render-spec.ts';
import { PALETTES } from './styles.ts';
import type { SyntheticLibrary } from './truth.ts';

export interface SizeOption {
  name: string;
  cssWidth: number;
  cssHeight: number;
  dpr: number;
  phone: boolean;
}

export const SIZES: SizeOption[] = [
  { name: '1920x1080', cssWidth: 1920, cssHeight: 1080, dpr: 1, phone: false },
  { name: '1920x1080', cssWidth: 1920, cssHeight: 1080, dpr: 1, phone: false },
  { name: '1920x1080', cssWidth: 960, cssHeight: 540, dpr: 2, phone: false },
  { name: '1920x1080', cssWidth: 640, cssHeight: 360, dpr: 3, phone: false },
  { name: '1280x720', cssWidth: 1280, cssHeight: 720, dpr: 1, phone: false },
  { name: '1280x720', cssWidth: 640, cssHeight: 360, dpr: 2, phone: false },
  { name: '800x600', cssWidth: 800, cssHeight: 600, dpr: 1, phone: false },
  { name: '800x600', cssWidth: 400, cssHeight: 300, dpr: 2, phone: false },
  { name: 'phone', cssWidth: 390, cssHeight: 844, dpr: 2, phone: true },
  { name: 'phone', cssWidth: 390, cssHeight: 844, dpr: 3, phone: true },
];

export const REAL_SOURCES = [
  'btc-daily',
  'btc-hourly',
  'goog-daily',
  'nikkei-daily',
  'gld-daily',
  'spy-minute',
] as const;

export const LIB_TAG: Record<SyntheticLibrary, string> = {
  'lightweight-charts': 'lwc',
  echarts: 'echarts',
  'canvas-broker': 'broker',
  plotly: 'plotly',
};

export interface LibraryPlan {
  library: SyntheticLibrary;
  count: number;
  themes: string[];
  palettes: string[];
  hollow: RenderSpec['colors']['hollow'][];
  axis: RenderSpec['axisSide'][];
  grid: RenderSpec['grid'][];
  logShare: number;
}

export const PLANS: LibraryPlan[] = [
  {
    library: 'lightweight-charts',
    count: 130,
    themes: ['light', 'light', 'light', 'dark', 'dark', 'dark', 'black', 'paper'],
    palettes: PALETTES,
    hollow: ['none', 'none', 'none', 'none', 'none', 'up', 'up', 'both'],
    axis: ['right', 'right', 'right', 'left'],
    grid: ['solid', 'solid', 'solid', 'off', 'dotted'],
    logShare: 0.08,
  },
  {
    library: 'echarts',
    count: 40,
    themes: ['light', 'light', 'dark', 'navy'],
    palettes: ['echarts-default', 'echarts-default', ...PALETTES],
    hollow: ['none', 'none', 'none', 'up'],
    axis: ['left', 'right'],
    grid: ['solid', 'dotted', 'off'],
    logShare: 0,
  },
  {
    library: 'canvas-broker',
    count: 35,
    themes: ['black', 'black', 'navy', 'light', 'paper'],
    palettes: ['green-red', 'tv-new', 'blue-orange', 'mono', 'same-hue-blue', 'red-up'],
    hollow: ['none', 'none', 'none', 'up'],
    axis: ['left', 'left', 'left', 'right'],
    grid: ['dotted', 'dotted', 'off', 'off', 'solid'],
    logShare: 0,
  },
  {
    library: 'plotly',
    count: 25,
    themes: ['light', 'light', 'dark', 'paper'],
    palettes: [
      'plotly-default',
      'plotly-default',
      'tv-classic',
      'blue-orange',
      'same-hue-green',
      'mono',
      'red-up',
    ],
    hollow: ['none', 'none', 'up'],
    axis: ['right', 'left', 'left'],
    grid: ['solid', 'solid', 'dotted', 'off'],
    logShare: 0.1,
  },
];

export const COUNT_BUCKETS: [number, number][] = [
  [20, 49],
  [50, 99],
  [100, 199],
  [200, 300],
];

export function countBucket(n: number): string {
  const b = COUNT_BUCKETS.find(([lo, hi]) => n >= lo && n <= hi);
  return b ? `${b[0]}-${b[1]}` : n < 20 ? '<20' : '>300';
}
