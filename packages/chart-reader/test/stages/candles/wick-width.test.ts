import { describe, expect, it } from 'vitest';
import type { RawCandle } from '../../../src/stages/candles/types.ts';
import { extendFadedWicks } from '../../../src/stages/candles/wicks.ts';
import { blank, rect, type Color } from '../../raster.ts';
import { plotOf } from '../../scenes.ts';

const BG: Color = [19, 23, 34];
const RED: Color = [213, 0, 0];

describe('extendFadedWicks: a body found without its wick', () => {
  // at a pixel ratio of 2 a wick is two pixels wide; when the shape found held the body alone,
  // its narrowest row is the body's, and the wick was looked for as wide as the body: wider
  // than half the pitch, the candle was passed over and its long wick lost
  it('follows a thin wick from a wide body whose shape held none, between close neighbours', () => {
    const img = blank(200, 300, BG);
    const cs: RawCandle[] = [];
    const truth: number[] = [];
    for (let i = 0; i < 10; i++) {
      const x = 12 + i * 16;
      const high = 40 + ((i * 37) % 90);
      rect(img, x, high, x + 2, 200, RED);
      rect(img, x - 6, 170, x + 8, 192, RED);
      truth.push(high);
      cs.push({
        x: x + 0.5,
        yHigh: 170,
        yBodyTop: 170,
        yBodyBottom: 191,
        yLow: 191,
        bodyWidth: 14,
        wickWidth: 14,
        color: 0,
        hollow: false,
      });
    }
    const ink = new Uint8Array(img.width * img.height);
    for (let i = 0; i < ink.length; i++) ink[i] = img.data[i * 4] !== BG[0] ? 1 : 0;
    extendFadedWicks(cs, img, plotOf(img), [RED, RED], BG, ink, 2, img.height);
    expect(cs.map((c) => c.yHigh)).toEqual(truth);
    expect(cs.map((c) => c.yLow)).toEqual(cs.map(() => 199));
  });
});

describe('extendFadedWicks: a fainter mark beyond a gap under the wick', () => {
  // a chart library marks the lowest low with an arrow a few pixels under the wick, in a grey
  // text colour: across the gap of background, the walk went on down the arrow's stem
  it('ends the wick at its own end, not at the end of a grey arrow three rows below it', () => {
    const BLACK: Color = [0, 0, 0];
    const WHITE: Color = [255, 255, 255];
    const GREY: Color = [178, 181, 190];
    const img = blank(200, 300, BLACK);
    const cs: RawCandle[] = [];
    for (let i = 0; i < 10; i++) {
      const x = 12 + i * 16;
      rect(img, x, 60, x + 2, 200, WHITE);
      rect(img, x - 6, 100, x + 8, 160, WHITE);
      cs.push({
        x: x + 0.5,
        yHigh: 60,
        yBodyTop: 100,
        yBodyBottom: 159,
        yLow: 199,
        bodyWidth: 14,
        wickWidth: 2,
        color: 0,
        hollow: false,
      });
    }
    // the arrow's stem under the fourth candle, after three rows of background
    rect(img, 60, 203, 62, 215, GREY);
    const ink = new Uint8Array(img.width * img.height);
    for (let i = 0; i < ink.length; i++) ink[i] = img.data[i * 4] !== 0 ? 1 : 0;
    extendFadedWicks(cs, img, plotOf(img), [WHITE, WHITE], BLACK, ink, 2, img.height);
    expect(cs.map((c) => c.yLow)).toEqual(cs.map(() => 199));
  });
});
