import { describe, expect, it } from 'vitest';
import { locatePlot } from '../../../src/stages/panes/index.ts';
import { rect } from '../../raster.ts';
import { bg, scene } from '../../scenes.ts';

describe('stage panes', () => {
  it('ends the plot at the separator line beside the label column', () => {
    const { img } = scene({});
    rect(img, 410, 0, 411, img.height, [120, 120, 120]);
    const column = {
      side: 'right' as const,
      x0: 414,
      x1: 419,
      textHeight: 10,
      labelYs: [200, 40, 120, 80, 160],
    };
    const { plot, confidence } = locatePlot(img, bg, column);
    expect(plot).toEqual({ left: 0, top: 0, right: 410, bottom: img.height });
    expect(confidence).toBe(0.95);
  });

  it('takes the whole image, less confidently, without a label column', () => {
    const { img } = scene({});
    const { plot, confidence } = locatePlot(img, bg, null);
    expect(plot).toEqual({ left: 0, top: 0, right: img.width, bottom: img.height });
    expect(confidence).toBe(0.5);
  });
});
