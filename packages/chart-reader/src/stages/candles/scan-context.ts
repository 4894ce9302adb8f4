import type { Rgb } from '../../shared/colour.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';

/** What every step of the candle scan reads: the image, the plot and its size, the text scale. */
export interface ScanContext {
  img: RgbaImage;
  plot: PlotBox;
  /** the plot's background colour */
  bg: Rgb;
  /** the price labels' height over 8 (about 1 at a pixel ratio of 1), or a guess from the width */
  scaleHint: number;
  /** the plot's width and height: the label images are this size, in plot coordinates */
  plotW: number;
  plotH: number;
  /** the widest shape that can be one candle */
  maxW: number;
}
