import type { IndicatorShape } from '../lib/indicator-shapes.ts';

/** Moving averages and Bollinger Bands drawn through the candles. */
export function OverlayIndicators({ lines }: { lines: IndicatorShape[] }) {
  return (
    <g data-layer="indicators">
      {lines.map((line) =>
        line.segments.map((seg, i) => (
          <polyline
            key={`${line.key}-${i}`}
            data-testid="indicator-line"
            data-key={line.key}
            points={seg.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={line.color}
            strokeOpacity={0.9}
            strokeWidth={1.5}
            strokeDasharray={line.dashed ? '5 3' : undefined}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        )),
      )}
    </g>
  );
}
