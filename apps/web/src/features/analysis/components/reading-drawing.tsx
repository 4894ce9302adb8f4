import type { ReadingPreview } from '@candlelens/contracts';
import { formatReadPrice } from '../lib/reading-marks.ts';

/** Sure parts in cyan, doubtful ones (the reader's `uncertain`) in amber. */
export const SURE = '#22d3ee';
export const DOUBT = '#fbbf24';
const LAST = '#f8fafc';
const SHADOW = '#0b1120';

/** Whether the reader doubts a part of the reading ("price axis", "candles", ...). */
export function doubts(preview: Pick<ReadingPreview, 'uncertain'>, part: 'axis' | 'candles') {
  const names =
    part === 'axis' ? ['price axis'] : ['candles', 'direction of the candles', 'opens and closes'];
  return preview.uncertain.some((u) => names.includes(u));
}

/**
 * What the reader found, drawn in the screenshot's pixels: the plot box, each candle's wick and
 * body, the price labels with the values read (inside the plot, on the side of the scale they
 * were read on), and the last candle picked out.
 */
export function ReadingDrawing({ preview, unit }: { preview: ReadingPreview; unit: number }) {
  const { plot, candles, priceLabels } = preview;
  const candleColour = doubts(preview, 'candles') ? DOUBT : SURE;
  const labelColour = doubts(preview, 'axis') || preview.relativePrices ? DOUBT : SURE;
  const last = candles.at(-1);
  const font = 11 * unit;
  // a tick at the plot's edge on the scale's side, and the value read just inside it
  const left = preview.axisSide === 'left';
  const edge = plot ? (left ? plot.left : plot.right) : 0;
  const inward = left ? 1 : -1;
  return (
    <g data-testid="reading-drawing">
      {plot && (
        <rect
          data-testid="reading-plot"
          x={plot.left}
          y={plot.top}
          width={Math.max(0, plot.right - plot.left)}
          height={Math.max(0, plot.bottom - plot.top)}
          fill="none"
          stroke={SURE}
          strokeWidth={1.5 * unit}
          strokeDasharray={`${6 * unit} ${4 * unit}`}
        />
      )}
      <g data-testid="reading-candles" stroke={candleColour} fill="none" strokeOpacity={0.9}>
        {candles.map((c, i) => {
          const half = Math.max(1, c.bodyWidth / 2) + unit;
          const top = Math.min(c.yOpen, c.yClose);
          return (
            <g key={i}>
              {/* a dot over each candle found, visible over any chart's own colours */}
              <circle
                cx={c.x}
                cy={c.yHigh - 5 * unit}
                r={1.8 * unit}
                fill={candleColour}
                stroke="none"
              />
              <line x1={c.x} x2={c.x} y1={c.yHigh} y2={c.yLow} strokeWidth={unit} />
              <rect
                x={c.x - half}
                y={top - unit}
                width={2 * half}
                height={Math.abs(c.yClose - c.yOpen) + 2 * unit}
                strokeWidth={unit}
              />
            </g>
          );
        })}
      </g>
      {last && (
        <g data-testid="reading-last-candle">
          <rect
            x={last.x - Math.max(1, last.bodyWidth / 2) - 3 * unit}
            y={last.yHigh - 3 * unit}
            width={Math.max(2, last.bodyWidth) + 6 * unit}
            height={last.yLow - last.yHigh + 6 * unit}
            fill="none"
            stroke={LAST}
            strokeWidth={1.5 * unit}
            rx={2 * unit}
          />
        </g>
      )}
      {plot && (
        <g data-testid="reading-labels" fontSize={font}>
          {priceLabels.map((l, i) => (
            <g key={i}>
              <line
                x1={edge + inward * 8 * unit}
                x2={edge}
                y1={l.y}
                y2={l.y}
                stroke={labelColour}
                strokeWidth={2 * unit}
              />
              <text
                x={edge + inward * 10 * unit}
                y={l.y + 4 * unit}
                textAnchor={left ? 'start' : 'end'}
                fill={labelColour}
                stroke={SHADOW}
                strokeWidth={3 * unit}
                paintOrder="stroke"
              >
                {formatReadPrice(l.value, preview.decimals)}
              </text>
            </g>
          ))}
        </g>
      )}
    </g>
  );
}
