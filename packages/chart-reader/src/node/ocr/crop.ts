import type { LabelCrop } from './types.ts';

export interface Box {
  /** Inclusive pixel bounds of the label's ink. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The label's pixels with a margin around its ink (a third of its height by default: the
 * recogniser was trained on text lines with some background around them), clamped to the image.
 */
export function cropLabel(
  img: { data: Uint8Array | Uint8ClampedArray; width: number; height: number },
  box: Box,
  margin = Math.max(2, Math.round((box.y1 - box.y0 + 1) / 3)),
): LabelCrop {
  const x0 = Math.max(0, Math.floor(box.x0) - margin);
  const y0 = Math.max(0, Math.floor(box.y0) - margin);
  const x1 = Math.min(img.width - 1, Math.ceil(box.x1) + margin);
  const y1 = Math.min(img.height - 1, Math.ceil(box.y1) + margin);
  const width = Math.max(1, x1 - x0 + 1);
  const height = Math.max(1, y1 - y0 + 1);
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((y0 + y) * img.width + x0) * 4;
    data.set(img.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { data, width, height };
}
