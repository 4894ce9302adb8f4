// The hint flags both command lines take: `--plot X0,Y0,X1,Y1`, `--axis Y1=P1,Y2=P2`,
// `--last-x X`, in image pixels.
import type { AxisAnchor, ReadingHints } from '../types.ts';

export const HINT_USAGE = `  --plot X0,Y0,X1,Y1   the price pane's box: what is outside is not read
  --axis Y1=P1,Y2=P2   two heights (pixel rows) and their prices: the prices go through them
  --last-x X           the last candle's column: marks right of it are not candles`;

const num = (s: string): number => (s.trim() === '' ? NaN : Number(s));

/** Parses one hint flag's value into `hints`; the message when it cannot be read. */
export function parseHintFlag(flag: string, value: string, hints: ReadingHints): string | null {
  if (flag === '--plot') {
    const v = value.split(',').map(num);
    if (v.length !== 4 || v.some((x) => !Number.isFinite(x)))
      return '--plot needs X0,Y0,X1,Y1 (four pixel numbers)';
    hints.plot = { x0: v[0]!, y0: v[1]!, x1: v[2]!, y1: v[3]! };
    return null;
  }
  if (flag === '--axis') {
    const pairs = value.split(',').map((p) => p.split('='));
    const anchors: AxisAnchor[] = pairs.map(([y = '', p = '']) => ({
      y: num(y),
      price: num(p.replace(/[\s_']/g, '')),
      text: p.trim(),
    }));
    if (
      anchors.length !== 2 ||
      anchors.some((a) => !Number.isFinite(a.y) || !Number.isFinite(a.price))
    )
      return '--axis needs Y1=P1,Y2=P2 (two pixel rows and their prices)';
    hints.axis = [anchors[0]!, anchors[1]!];
    return null;
  }
  if (flag === '--last-x') {
    const x = num(value);
    if (!Number.isFinite(x)) return '--last-x needs a pixel number';
    hints.lastX = x;
    return null;
  }
  return `unknown hint ${flag}`;
}

export const HINT_FLAGS = ['--plot', '--axis', '--last-x'] as const;
