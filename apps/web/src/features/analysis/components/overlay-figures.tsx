import type { StoredReading } from '@candlelens/contracts';
import { formatPrice } from '../lib/overlay-geometry.ts';
import type { ForecastShape, LineShape, PatternShape } from '../lib/overlay-shapes.ts';
import { plotBox, spreadLabels } from '../lib/overlay-shapes.ts';
import { OVERLAY_COLORS } from './overlay-colors.ts';

const pts = (p: { x: number; y: number }[]) => p.map((q) => `${q.x},${q.y}`).join(' ');

function Tag({
  x,
  y,
  text,
  color,
  unit,
  minX,
  maxX,
  anchor = 'start',
}: {
  x: number;
  y: number;
  text: string;
  color: string;
  unit: number;
  /** The plot's left and right edges: tags are kept between them (the overlay is clipped). */
  minX: number;
  maxX: number;
  anchor?: 'start' | 'middle' | 'end';
}) {
  const w = (text.length * 6.2 + 10) * unit;
  const h = 16 * unit;
  const wanted = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
  const left = Math.max(minX, Math.min(maxX - w, wanted));
  return (
    <g>
      <rect
        x={left}
        y={y - h / 2}
        width={w}
        height={h}
        rx={3 * unit}
        fill="#0b1120"
        fillOpacity={0.85}
        stroke={color}
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
      <text
        x={left + w / 2}
        y={y}
        fontSize={10.5 * unit}
        fontWeight={600}
        fill={color}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {text}
      </text>
    </g>
  );
}

export function OverlayTrendLines({ lines }: { lines: LineShape[] }) {
  return (
    <g data-layer="trend">
      {lines.map((l, i) => (
        <line
          key={i}
          data-testid="trend-line"
          data-kind={l.kind}
          x1={l.x1}
          y1={l.y1}
          x2={l.x2}
          y2={l.y2}
          stroke={OVERLAY_COLORS[l.kind]}
          strokeWidth={2}
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </g>
  );
}

export function OverlayPatterns({
  reading,
  patterns,
  unit,
}: {
  reading: StoredReading;
  patterns: PatternShape[];
  unit: number;
}) {
  const tops = patterns.map((p) => {
    const outline = p.band ?? p.points;
    return p.box
      ? { x: p.box.x + p.box.width / 2, y: p.box.y }
      : outline.reduce((a, b) => (b.y < a.y ? b : a), outline[0] ?? { x: 0, y: 0 });
  });
  const box = plotBox(reading);
  // Name tags above each pattern, pushed apart when patterns end close together, and kept
  // inside the plot (the overlay is clipped to it).
  const tagYs = spreadLabels(
    tops.map((t) => t.y - 14 * unit),
    18 * unit,
    box.top + 10 * unit,
    box.bottom - 10 * unit,
  );
  const targetYs = spreadLabels(
    patterns.map((p) => p.target?.y ?? -1e9),
    18 * unit,
    box.top + 10 * unit,
    box.bottom - 10 * unit,
  );
  // Several patterns: numbered tags (the legend under the chart names them).
  const numbered = patterns.length > 2;
  return (
    <g data-layer="patterns">
      {patterns.map((p, i) => {
        const color = OVERLAY_COLORS[p.bias];
        const top = tops[i] ?? { x: 0, y: 0 };
        return (
          <g key={`${p.name}-${i}`} data-testid="pattern-shape" data-name={p.name}>
            {p.points.length > 0 && (
              <polyline
                points={pts(p.points)}
                fill="none"
                stroke={color}
                strokeWidth={2}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            )}
            {p.points.map((q, j) => (
              <circle key={j} cx={q.x} cy={q.y} r={3 * unit} fill={color} />
            ))}
            {p.band && (
              <g>
                <polygon points={pts(p.band)} fill={color} fillOpacity={0.1} stroke="none" />
                {[
                  [p.band[0], p.band[1]],
                  [p.band[3], p.band[2]],
                ].map(([from, to], j) =>
                  from && to ? (
                    <line
                      key={j}
                      x1={from.x}
                      y1={from.y}
                      x2={to.x}
                      y2={to.y}
                      stroke={color}
                      strokeWidth={2}
                      strokeLinecap="round"
                      vectorEffect="non-scaling-stroke"
                    />
                  ) : null,
                )}
              </g>
            )}
            {p.box && (
              <rect
                {...p.box}
                rx={4 * unit}
                fill={color}
                fillOpacity={0.08}
                stroke={color}
                strokeWidth={1.5}
                strokeDasharray="4 3"
                vectorEffect="non-scaling-stroke"
              />
            )}
            {p.target && (
              <g>
                <line
                  x1={p.target.x1}
                  x2={p.target.x2}
                  y1={p.target.y}
                  y2={p.target.y}
                  stroke={color}
                  strokeWidth={1.5}
                  strokeDasharray="5 3"
                  vectorEffect="non-scaling-stroke"
                />
                <Tag
                  x={p.target.x2}
                  y={targetYs[i] ?? p.target.y}
                  text={`${numbered ? `${i + 1} ` : ''}Target ${formatPrice(reading, p.target.price)}`}
                  color={color}
                  unit={unit}
                  minX={box.left}
                  maxX={box.right}
                />
              </g>
            )}
            {p.stop && (
              <line
                x1={p.stop.x1}
                x2={p.stop.x2}
                y1={p.stop.y}
                y2={p.stop.y}
                stroke={OVERLAY_COLORS.bearish}
                strokeWidth={1}
                strokeDasharray="2 3"
                vectorEffect="non-scaling-stroke"
              />
            )}
            <Tag
              x={top.x}
              y={tagYs[i] ?? top.y}
              minX={box.left}
              maxX={box.right}
              text={numbered ? String(i + 1) : p.name}
              color={color}
              unit={unit}
              anchor="middle"
            />
          </g>
        );
      })}
    </g>
  );
}

export function OverlayForecast({ forecast, unit }: { forecast: ForecastShape; unit: number }) {
  const opacity = { 95: 0.2, 80: 0.28, 50: 0.38 } as const;
  const end = forecast.median.at(-1);
  return (
    <g data-layer="forecast" data-testid="forecast-cone">
      {forecast.bands.map((b) => (
        <polygon
          key={b.level}
          points={pts(b.points)}
          fill={OVERLAY_COLORS.forecast}
          fillOpacity={opacity[b.level]}
          stroke="none"
        />
      ))}
      <polyline
        points={pts(forecast.median)}
        fill="none"
        stroke={OVERLAY_COLORS.forecast}
        strokeWidth={1.5}
        strokeDasharray="4 3"
        vectorEffect="non-scaling-stroke"
      />
      {end && <circle cx={end.x} cy={end.y} r={3 * unit} fill={OVERLAY_COLORS.forecast} />}
    </g>
  );
}
