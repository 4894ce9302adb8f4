// The label port of the Node reader: the boxes a stage asks about are cut from the screenshot
// and recognised by the thread's OCR reader (PaddleOCR, decision 080).
import type { LabelPort, TextBox } from '../shared/label-port.ts';
import type { RgbaImage } from '../types.ts';
import { cropLabel, TEXT_CHARSET, type LabelReader } from './ocr/index.ts';

/**
 * The port reading `img` with `reader`; a reader whose engine could not load recognises nothing
 * (the stages keep the glyph reading). `dx`, `dy`: where the stage's crop stands in `img`.
 */
export function ocrPort(reader: LabelReader, img: RgbaImage, dx = 0, dy = 0): LabelPort {
  const shift = (b: TextBox): TextBox => ({
    x0: b.x0 + dx,
    y0: b.y0 + dy,
    x1: b.x1 + dx,
    y1: b.y1 + dy,
  });
  return {
    recognises: reader.engine !== 'none',
    *read(boxes, charset) {
      if (boxes.length === 0) return [];
      const crops = boxes.map((b) => cropLabel(img, shift(b)));
      return yield reader.read(crops, charset === 'text' ? TEXT_CHARSET : undefined);
    },
    within: (x, y) => ocrPort(reader, img, dx + x, dy + y),
  };
}
