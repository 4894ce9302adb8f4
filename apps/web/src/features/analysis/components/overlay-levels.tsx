import type { StoredReading } from '@candlelens/contracts';
import { formatPrice } from '../lib/overlay-geometry.ts';
import type { LevelShape } from '../lib/overlay-shapes.ts';
import { plotBox, spreadLabels } from '../lib/overlay-shapes.ts';
import { OVERLAY_COLORS } from './overlay-colors.ts';

/** Support and resistance as horizontal lines across the plot, labelled with their price. */
export function OverlayLevels({
  reading,
  levels,
  unit,
}: {
  reading: StoredReading;
  levels: LevelShape[];
  /** Image pixels per CSS pixel at the current display size. */
  unit: number;
}) {
  const box = plotBox(reading);
  const font = 11 * unit;
  const rowH = 17 * unit;
  const labelYs = spreadLabels(
    levels.map((l) => l.y),
    rowH + 2 * unit,
    box.top + rowH / 2,
    box.bottom - rowH / 2,
  );
  return (
    <g data-layer="levels">
      {levels.map((l, i) => {
        const color = OVERLAY_COLORS[l.kind];
        const text = `${l.label} ${formatPrice(reading, l.price)}`;
        const w = (text.length * 6.4 + 10) * unit;
        const ly = labelYs[i] ?? l.y;
        // Labels sit at the left end of the plot, keeping the latest candles uncovered.
        const left = box.left + 4 * unit;
        const opacity = 0.55 + 0.45 * Math.min(1, Math.max(0, l.strength));
        return (
          <g key={`${l.kind}-${l.price}-${i}`}>
            <line
              data-testid="level-line"
              data-kind={l.kind}
              data-price={l.price}
              x1={box.left}
              x2={box.right}
              y1={l.y}
              y2={l.y}
              stroke={color}
              strokeOpacity={opacity}
              strokeWidth={l.strength >= 0.5 ? 2 : 1.5}
              strokeDasharray={l.kind === 'support' ? undefined : '6 3'}
              vectorEffect="non-scaling-stroke"
            />
            <rect
              x={left}
              y={ly - rowH / 2}
              width={w}
              height={rowH}
              rx={3 * unit}
              fill={color}
              fillOpacity={0.92}
            />
            <text
              x={left + w / 2}
              y={ly}
              fontSize={font}
              fontWeight={600}
              fill="#06121f"
              textAnchor="middle"
              dominantBaseline="central"
            >
              {text}
            </text>
          </g>
        );
      })}
    </g>
  );
}
