import { describe, expect, it } from 'vitest';
import { readChart } from '../../../src/index.ts';
import { findVeil } from '../../../src/stages/normalise/index.ts';
import { blend, rect, rng, syntheticChart, text } from '../../raster.ts';

/** A chart with a translucent tooltip over its left part, as a hovering mouse leaves it. */
function veiled() {
  const chart = syntheticChart({ n: 60, width: 800, height: 420, seed: 4 });
  const { image } = chart;
  for (let y = 30; y < 330; y++)
    for (let x = 20; x < 260; x++) blend(image, x, y, [70, 70, 76], 0.75);
  for (let k = 0; k < 6; k++) text(image, `open 1234.${k}`, 40, 50 + k * 40, 10, [255, 255, 255]);
  return chart;
}

describe('a translucent panel over the plot', () => {
  it('is found with the factor the chart shows through it', () => {
    const { image } = veiled();
    const v = findVeil(image, { left: 0, top: 0, right: 730, bottom: 420 }, [19, 23, 34]);
    expect(v).not.toBeNull();
    expect(v!.x0).toBeLessThanOrEqual(21);
    expect(v!.x1).toBeGreaterThanOrEqual(258);
    expect(v!.k).toBeCloseTo(0.25, 1);
  });

  it('hides no candle: those under it are read too', () => {
    const chart = veiled();
    const r = readChart(chart.image);
    const under = chart.candles.filter((c) => c.x < 260);
    expect(under.length).toBeGreaterThan(10);
    const found = under.filter((c) => r.candles.some((d) => Math.abs(d.x - c.x) < 3));
    expect(found.length).toBeGreaterThanOrEqual(under.length - 1);
  }, 60_000);

  it('is found when pixels of its colour are strewn over the rest of the plot (JPEG ringing)', () => {
    // the box of every pixel of the card's colour spans the plot: the card is its connected body
    const { image } = veiled();
    const random = rng(9);
    const cardColour = [0, 1, 2].map((j) => {
      const i = (40 * image.width + 30) * 4 + j;
      return image.data[i]!;
    }) as [number, number, number];
    for (let k = 0; k < 600; k++) {
      const x = 270 + Math.floor(random() * 450);
      const y = 10 + Math.floor(random() * 400);
      blend(image, x, y, cardColour);
    }
    const v = findVeil(image, { left: 0, top: 0, right: 730, bottom: 420 }, [19, 23, 34]);
    expect(v).not.toBeNull();
    expect(v!.x0).toBeLessThanOrEqual(21);
    expect(v!.x1).toBeLessThanOrEqual(262);
    expect(v!.k).toBeCloseTo(0.25, 1);
  });

  it('is not a box drawn under the candles, which show through it in their own colours', () => {
    // a zone or channel a trader drew: its fill behind the candles, not over them
    const bg: [number, number, number] = [19, 23, 34];
    const chart = syntheticChart({ n: 60, width: 800, height: 420, seed: 4 });
    const { image } = chart;
    for (let y = 30; y < 330; y++)
      for (let x = 20; x < 260; x++) {
        const i = (y * image.width + x) * 4;
        const isBackground = [0, 1, 2].every((j) => Math.abs(image.data[i + j]! - bg[j]!) < 3);
        if (isBackground) blend(image, x, y, [40, 60, 120], 0.3);
      }
    // antialiased edges: each candle's border pixels half its colour, half the box's
    const copy = new Uint8ClampedArray(image.data);
    for (let y = 31; y < 329; y++)
      for (let x = 21; x < 259; x++)
        for (let j = 0; j < 3; j++) {
          const at = (xx: number, yy: number) => copy[(yy * image.width + xx) * 4 + j]!;
          image.data[(y * image.width + x) * 4 + j] = Math.round(
            (2 * at(x, y) + at(x - 1, y) + at(x + 1, y)) / 4,
          );
        }
    expect(findVeil(image, { left: 0, top: 0, right: 730, bottom: 420 }, bg)).toBeNull();
    const r = readChart(image);
    const under = chart.candles.filter((c) => c.x < 260);
    const found = under.filter((c) => r.candles.some((d) => Math.abs(d.x - c.x) < 3));
    expect(found.length).toBeGreaterThanOrEqual(under.length - 1);
  }, 60_000);

  it('measures a dark card by the candle colours, not by the grey fringe of its white text', () => {
    // a grey card (alpha 0.9: the chart shows at a tenth) full of white text whose antialiased
    // edge runs from the card's grey to white: greys near a dimmed candle colour, in no candle
    // colour's direction
    const chart = syntheticChart({ n: 60, width: 800, height: 420, seed: 4 });
    const { image } = chart;
    for (let y = 30; y < 330; y++)
      for (let x = 20; x < 260; x++) blend(image, x, y, [64, 64, 64], 0.9);
    for (let k = 0; k < 12; k++)
      text(image, `high 6${k},175.98`, 30, 40 + k * 24, 12, [255, 255, 255]);
    const copy = new Uint8ClampedArray(image.data);
    for (let y = 31; y < 329; y++)
      for (let x = 21; x < 259; x++)
        for (let j = 0; j < 3; j++) {
          const at = (xx: number) => copy[(y * image.width + xx) * 4 + j]!;
          image.data[(y * image.width + x) * 4 + j] = Math.round(
            (14 * at(x) + at(x - 1) + at(x + 1)) / 16,
          );
        }
    const v = findVeil(image, { left: 0, top: 0, right: 730, bottom: 420 }, [19, 23, 34]);
    expect(v).not.toBeNull();
    expect(v!.k).toBeCloseTo(0.1, 1);
  });

  it('is not a light opaque panel whose white fields sit just past the greys it would dim', () => {
    // a position calculator's panel over a black chart: white fields on light grey, grey text
    // and a light grid outside; a grey "dimmed" by the panel would lie past white
    const bg: [number, number, number] = [0, 0, 0];
    const { image } = syntheticChart({
      n: 60,
      width: 800,
      height: 420,
      seed: 4,
      bg,
      textColor: [128, 128, 128],
    });
    for (let y = 60; y < 420; y += 40) rect(image, 0, y, 730, y + 1, [220, 220, 220]);
    rect(image, 100, 60, 400, 300, [241, 241, 241]);
    for (let k = 0; k < 10; k++) {
      rect(image, 300, 70 + k * 22, 390, 86 + k * 22, [255, 255, 255]);
      text(image, `Field ${k}`, 110, 72 + k * 22, 10, [128, 128, 128]);
    }
    expect(findVeil(image, { left: 0, top: 0, right: 730, bottom: 420 }, bg)).toBeNull();
  });
});
