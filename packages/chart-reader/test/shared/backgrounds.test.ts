import { describe, expect, it } from 'vitest';
import { readChart } from '../../src/read-chart.ts';
import { backgroundColours, inkMask } from '../../src/shared/backgrounds.ts';
import { blank, syntheticChart, text, type Color } from '../raster.ts';

const BLACK: Color = [0, 0, 0];
const WHITE: Color = [252, 252, 252];
const LIGHT: Color = [224, 224, 224];

/**
 * A terminal window: a black chart above a white table panel. The chart's labels are light grey,
 * a colour near the panel's white.
 */
function terminal() {
  const chart = syntheticChart({
    width: 700,
    height: 400,
    n: 50,
    bg: BLACK,
    up: [0, 230, 0],
    down: [230, 0, 0],
    textColor: LIGHT,
    base: 1.1,
    step: 0.01,
    decimals: 5,
  });
  const img = blank(700, 560, WHITE);
  img.data.set(chart.image.data, 0);
  // the table's rows of dark text on white
  for (let k = 0; k < 5; k++)
    text(img, '48213377 0.10 1.02714', 10, 420 + k * 26, 10, [20, 20, 20]);
  return { img, chart };
}

describe('ink on a screenshot of several surfaces', () => {
  it('keeps light text on a dark plot, though its colour is near a light panel elsewhere', () => {
    const { img } = terminal();
    const bgs = backgroundColours(img);
    expect(bgs.length).toBeGreaterThanOrEqual(2);
    const ink = inkMask(img, bgs);
    // a label's glyph pixels of the light grey, on the black plot
    let light = 0;
    let inked = 0;
    for (let y = 0; y < 400; y++)
      for (let x = 630; x < 700; x++) {
        const i = (y * 700 + x) * 4;
        if (img.data[i]! > 200) {
          light++;
          inked += ink[y * 700 + x]!;
        }
      }
    expect(light).toBeGreaterThan(100);
    expect(inked / light).toBeGreaterThan(0.95);
    // and the panel itself is no ink
    let panel = 0;
    for (let y = 500; y < 560; y++) for (let x = 300; x < 700; x++) panel += ink[y * 700 + x]!;
    expect(panel).toBe(0);
  });

  it('reads the price axis of the dark chart above the light panel', () => {
    const { img, chart } = terminal();
    const r = readChart(img);
    expect(r.priceAxis).not.toBeNull();
    const values = r.priceAxis!.labels.map((l) => l.value);
    expect(values).toContain(1.1);
    expect(values).toContain(1.09);
    expect(r.candles.length).toBe(chart.candles.length);
  });
});
