import type { RenderSpec } from './render-spec.ts';

export type Theme = RenderSpec['theme'];
export type Colors = RenderSpec['colors'];

export const THEMES: Record<string, Omit<Theme, 'fontFamily' | 'fontSize'>> = {
  light: {
    name: 'light',
    background: '#ffffff',
    text: '#191919',
    grid: '#e6e9f0',
    chrome: '#f4f5f7',
  },
  dark: {
    name: 'dark',
    background: '#131722',
    text: '#d1d4dc',
    grid: '#2a2e39',
    chrome: '#1e222d',
  },
  black: {
    name: 'black',
    background: '#000000',
    text: '#b2b5be',
    grid: '#1f1f1f',
    chrome: '#0c0c0c',
  },
  paper: {
    name: 'paper',
    background: '#fdf6e3',
    text: '#586e75',
    grid: '#e9e1c8',
    chrome: '#eee8d5',
  },
  navy: {
    name: 'navy',
    background: '#0b1a33',
    text: '#9fb3d1',
    grid: '#1c2c4a',
    chrome: '#10223f',
  },
};

export const FONTS = [
  "-apple-system, BlinkMacSystemFont, 'Trebuchet MS', Roboto, Ubuntu, sans-serif",
  "'DejaVu Sans', sans-serif",
  "'Liberation Sans', Arial, sans-serif",
  "'DejaVu Sans Mono', monospace",
  "'Liberation Serif', serif",
];

interface Palette {
  up: string;
  down: string;
  /** Border colours when they differ from the body (monochrome styles). */
  upBorder?: string;
  downBorder?: string;
}

/** Palettes by name; `mono` depends on the theme's lightness. */
export function palette(name: string, darkTheme: boolean): Palette {
  switch (name) {
    case 'tv-classic':
      return { up: '#26a69a', down: '#ef5350' };
    case 'tv-new':
      return { up: '#089981', down: '#f23645' };
    case 'green-red':
      return { up: '#00c853', down: '#d50000' };
    case 'blue-orange':
      return { up: '#2962ff', down: '#ff6d00' };
    case 'red-up':
      return { up: '#f23645', down: '#089981' };
    case 'purple-yellow':
      return { up: '#ab47bc', down: '#fbc02d' };
    case 'same-hue-green':
      return darkTheme ? { up: '#8fe08f', down: '#2e7d32' } : { up: '#66bb6a', down: '#1b5e20' };
    case 'same-hue-blue':
      return darkTheme ? { up: '#90caf9', down: '#1565c0' } : { up: '#64b5f6', down: '#0d47a1' };
    case 'mono':
      return darkTheme
        ? { up: '#ffffff', down: '#000000', upBorder: '#ffffff', downBorder: '#ffffff' }
        : { up: '#ffffff', down: '#000000', upBorder: '#000000', downBorder: '#000000' };
    default:
      throw new Error(`unknown palette ${name}`);
  }
}

export const PALETTES = [
  'tv-classic',
  'tv-classic',
  'tv-new',
  'green-red',
  'blue-orange',
  'red-up',
  'purple-yellow',
  'same-hue-green',
  'same-hue-blue',
  'mono',
];

export const LINE_COLORS = [
  '#2962ff',
  '#ff9800',
  '#e91e63',
  '#9c27b0',
  '#fdd835',
  '#00bcd4',
  '#795548',
];

export function candleColors(
  paletteName: string,
  darkTheme: boolean,
  hollow: Colors['hollow'],
  neutralWick: string | null,
): Colors {
  const p = palette(paletteName, darkTheme);
  const upBorder = p.upBorder ?? p.up;
  const downBorder = p.downBorder ?? p.down;
  return {
    up: hollow === 'none' ? p.up : 'rgba(0,0,0,0)',
    down: hollow === 'both' ? 'rgba(0,0,0,0)' : p.down,
    upBorder,
    downBorder,
    upWick: neutralWick ?? upBorder,
    downWick: neutralWick ?? downBorder,
    hollow,
  };
}
