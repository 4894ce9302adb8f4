import type { StoredReading } from '@candlelens/contracts';
import { formatPrice } from '../lib/overlay-geometry.ts';
import type { LevelShape } from '../lib/overlay-shapes.ts';
import { plotBox, spreadLabels } from '../lib/overlay-shapes.ts';
import { OVERLAY_COLORS } from './overlay-colors.ts';

const TAG_FONT = 11;
const TAG_ROW = 17;
/** The overlay's type (chart-overlay.tsx sets it on the SVG); the tags are measured in it. */
export const OVERLAY_FONT_FAMILY = 'Inter, ui-sans-serif, system-ui, sans-serif';
/** Space inside a tag on each side of its text, and between the screenshot, tag and edge. */
const TAG_PAD = 5;
const TAG_GAP = 4;

/** A level's tag text: 'S1 673.54', or 'R1 62%' when the axis could not be read. */
export function levelTagText(reading: StoredReading, level: LevelShape): string {
  return `${level.label} ${formatPrice(reading, level.price)}`;
}

let measure: ((text: string) => number) | null = null;

/** The text's width in CSS pixels, measured in the tags' own font as this browser draws it. */
function tagTextWidth(text: string): number {
  if (!measure) {
    const ctx =
      typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
    if (ctx) {
      ctx.font = `600 ${TAG_FONT}px ${OVERLAY_FONT_FAMILY}`;
      measure = (t) => ctx.measureText(t).width;
    } else {
      // No canvas to measure with (a test DOM): a generous estimate for 11 px semibold digits.
      measure = (t) => t.length * 7.2;
    }
  }
  return measure(text);
}

/** The width of a tag in CSS pixels: its measured text, padded. */
export function levelTagWidth(text: string): number {
  return Math.ceil(tagTextWidth(text)) + 2 * TAG_PAD;
}

/** The margin right of the screenshot that holds the level tags, in CSS pixels. */
export function levelTagGutter(reading: StoredReading, levels: LevelShape[]): number {
  if (!levels.length) return 0;
  const widest = Math.max(...levels.map((l) => levelTagWidth(levelTagText(reading, l))));
  return Math.ceil(widest + 2 * TAG_GAP);
}

const opacityOf = (l: LevelShape) => 0.55 + 0.45 * Math.min(1, Math.max(0, l.strength));

/** Support and resistance as horizontal lines across the plot. */
export function OverlayLevelLines({
  reading,
  levels,
}: {
  reading: StoredReading;
  levels: LevelShape[];
}) {
  const box = plotBox(reading);
  return (
    <g data-layer="levels">
      {levels.map((l, i) => (
        <line
          key={`${l.kind}-${l.price}-${i}`}
          data-testid="level-line"
          data-kind={l.kind}
          data-price={l.price}
          x1={box.left}
          x2={box.right}
          y1={l.y}
          y2={l.y}
          stroke={OVERLAY_COLORS[l.kind]}
          strokeOpacity={opacityOf(l)}
          strokeWidth={l.strength >= 0.5 ? 2 : 1.5}
          strokeDasharray={l.kind === 'support' ? undefined : '6 3'}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </g>
  );
}

/**
 * The levels' price tags, in the margin right of the screenshot so they never cover a candle,
 * spread apart where levels lie close, each joined to its line by a faint leader.
 */
export function OverlayLevelTags({
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
  // The margin's whole height holds the tags; where there are more than fit at full size (a
  // small chart on a phone), they shrink so the lowest is never cut off.
  const fit = reading.height / (levels.length * (TAG_ROW + 2) * unit);
  const size = Math.min(1, fit) * unit;
  const rowH = TAG_ROW * size;
  const ys = spreadLabels(
    levels.map((l) => l.y),
    rowH + 2 * size,
    rowH / 2,
    reading.height - rowH / 2,
  );
  const left = reading.width + TAG_GAP * unit;
  return (
    <g data-testid="level-tags">
      {levels.map((l, i) => {
        const color = OVERLAY_COLORS[l.kind];
        const text = levelTagText(reading, l);
        const w = levelTagWidth(text) * unit;
        const ty = ys[i] ?? l.y;
        return (
          <g key={`${l.kind}-${l.price}-${i}`} data-testid="level-tag" data-price={l.price}>
            <polyline
              points={`${box.right},${l.y} ${reading.width},${l.y} ${left},${ty}`}
              fill="none"
              stroke={color}
              strokeOpacity={0.4}
              strokeWidth={1}
              strokeDasharray="2 2"
              vectorEffect="non-scaling-stroke"
            />
            <rect
              x={left}
              y={ty - rowH / 2}
              width={w}
              height={rowH}
              rx={3 * size}
              fill={color}
              fillOpacity={0.92}
            />
            <text
              x={left + w / 2}
              y={ty}
              fontSize={TAG_FONT * size}
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
