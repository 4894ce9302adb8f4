import { useId } from 'react';
import type { StoredReading } from '@candlelens/contracts';
import { formatPrice } from '../lib/overlay-geometry.ts';
import type { LevelShape } from '../lib/overlay-shapes.ts';
import { plotBox } from '../lib/overlay-shapes.ts';
import { layoutTags, nudge } from '../lib/tag-layout.ts';
import { OVERLAY_COLORS } from './overlay-colors.ts';

/** Tag sizes (CSS pixels): roomy where the chart is wide, compact on a phone. */
export interface TagStyle {
  /** Price only ('34,612'), without the level's name ('S1 34,612'). */
  compact: boolean;
  font: number;
  /** Height of a one-price tag, and what each further price adds to a merged tag. */
  row: number;
  line: number;
  /** Space inside a tag either side of its text, and between screenshot, tag and edge. */
  pad: number;
  gap: number;
}

/** Below this width (CSS pixels, the chart with its margin) the tags name only the price. */
export const COMPACT_BELOW = 640;

export function tagStyle(shownWidth: number): TagStyle {
  return shownWidth > 0 && shownWidth < COMPACT_BELOW
    ? { compact: true, font: 10, row: 15, line: 11, pad: 4, gap: 3 }
    : { compact: false, font: 11, row: 17, line: 12, pad: 5, gap: 4 };
}

/** The overlay's type (chart-overlay.tsx sets it on the SVG); the tags are measured in it. */
export const OVERLAY_FONT_FAMILY = 'Inter, ui-sans-serif, system-ui, sans-serif';

/** A level's tag text: 'S1 673.54' ('673.54' compact), or 'R1 62%' when the axis could not be read. */
export function levelTagText(reading: StoredReading, level: LevelShape, compact = false): string {
  const price = formatPrice(reading, level.price);
  return compact ? price : `${level.label} ${price}`;
}

const measures = new Map<number, (text: string) => number>();

/** The text's width in CSS pixels, measured in the tags' own font as this browser draws it. */
function tagTextWidth(text: string, font: number): number {
  let measure = measures.get(font);
  if (!measure) {
    const ctx =
      typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
    if (ctx) {
      ctx.font = `600 ${font}px ${OVERLAY_FONT_FAMILY}`;
      measure = (t) => ctx.measureText(t).width;
    } else {
      // No canvas to measure with (a test DOM): a generous estimate for semibold digits.
      measure = (t) => t.length * font * 0.655;
    }
    measures.set(font, measure);
  }
  return measure(text);
}

/** The width of a tag in CSS pixels: its widest text line, measured, padded. */
export function levelTagWidth(text: string, style: TagStyle = tagStyle(0)): number {
  return Math.ceil(tagTextWidth(text, style.font)) + 2 * style.pad;
}

/** The margin right of the screenshot that holds the level tags, in CSS pixels. */
export function levelTagGutter(
  reading: StoredReading,
  levels: LevelShape[],
  style: TagStyle = tagStyle(0),
): number {
  if (!levels.length) return 0;
  const widest = Math.max(
    ...levels.map((l) => levelTagWidth(levelTagText(reading, l, style.compact), style)),
  );
  return Math.ceil(widest + 2 * style.gap);
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
 * The tags in CSS pixels for a chart `height` CSS pixels tall: beside their lines, nudged apart,
 * neighbours merged where they lie too close, shrunk together only if even that does not fit.
 */
export function placeLevelTags(ys: number[], height: number, style: TagStyle) {
  for (const size of [1, 0.9, 0.8, 0.7, 0.6, 0.5]) {
    const opts = { row: style.row * size, line: style.line * size, gap: 2 * size, min: 0 };
    const tags = layoutTags(ys, { ...opts, max: height });
    const fits = tags.every((t) => t.top >= -0.5 && t.top + t.height <= height + 0.5);
    if (fits || size === 0.5) return { tags, size, ...opts };
  }
  throw new Error('unreachable');
}

/**
 * The prices a tag writes and where (image pixels, each text line's middle): one price in the
 * tag's middle; for a tag over several lines every price, each as near its own line as the lines
 * between allow, where the tag is tall enough, else the zone's top and bottom prices at its ends.
 */
function listedPrices(
  members: LevelShape[],
  tag: { top: number; height: number },
  layout: { row: number; line: number },
  unit: number,
): { level: LevelShape; centre: number }[] {
  const mid = (tag.top + tag.height / 2) * unit;
  if (members.length === 1) return [{ level: members[0]!, centre: mid }];
  const inset = (layout.row - layout.line) / 2;
  const room = tag.height - 2 * inset;
  if (room + 0.5 >= members.length * layout.line) {
    const tops = nudge(
      members.map((l) => ({ height: layout.line, want: l.y / unit - layout.line / 2 })),
      0,
      tag.top + inset,
      tag.top + tag.height - inset,
    );
    return members.map((level, k) => ({
      level,
      centre: ((tops[k] as number) + layout.line / 2) * unit,
    }));
  }
  const half = layout.row / 2;
  return [
    { level: members[0]!, centre: (tag.top + half) * unit },
    { level: members.at(-1)!, centre: (tag.top + tag.height - half) * unit },
  ];
}

/**
 * The levels' price tags, in the margin right of the screenshot so they never cover a candle,
 * each at the row of its line; levels too close for a tag each share one, a price a line.
 */
export function OverlayLevelTags({
  reading,
  levels,
  unit,
  style,
}: {
  reading: StoredReading;
  levels: LevelShape[];
  /** Image pixels per CSS pixel at the current display size. */
  unit: number;
  style: TagStyle;
}) {
  const box = plotBox(reading);
  // useId may contain characters that url(#...) does not accept.
  const clipId = `tag-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const layout = placeLevelTags(
    levels.map((l) => l.y / unit),
    reading.height / unit,
    style,
  );
  const size = layout.size * unit;
  const left = reading.width + style.gap * unit;
  const rx = 3 * size;
  return (
    <g data-testid="level-tags">
      {layout.tags.map((tag, i) => {
        const members = tag.members.map((m) => levels[m] as LevelShape);
        const top = tag.top * unit;
        const height = tag.height * unit;
        const listed = listedPrices(members, tag, layout, unit);
        const texts = listed.map(({ level }) => levelTagText(reading, level, style.compact));
        const w = Math.max(...texts.map((t) => levelTagWidth(t, style))) * unit;
        const first = listed[0]!.centre;
        const last = listed.at(-1)!.centre;
        // Each listed price's band of the tag, in its level's colour.
        const bands = listed.map(({ level, centre }, k) => ({
          level,
          from: k === 0 ? top : (centre + listed[k - 1]!.centre) / 2,
          to: k === listed.length - 1 ? top + height : (centre + listed[k + 1]!.centre) / 2,
        }));
        return (
          <g
            key={tag.members.join('-')}
            data-testid="level-tag"
            data-price={members[0]?.price}
            data-prices={members.map((l) => l.price).join(' ')}
          >
            {members.length > 1 && (
              <title>{members.map((l) => levelTagText(reading, l)).join(', ')}</title>
            )}
            {members.map((l, k) => (
              <polyline
                key={`leader-${k}`}
                points={`${box.right},${l.y} ${reading.width},${l.y} ${left},${
                  listed.find((p) => p.level === l)?.centre ?? Math.min(Math.max(l.y, first), last)
                }`}
                fill="none"
                stroke={OVERLAY_COLORS[l.kind]}
                strokeOpacity={0.4}
                strokeWidth={1}
                strokeDasharray="2 2"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {listed.length === 1 ? (
              <rect
                data-testid="level-tag-box"
                x={left}
                y={top}
                width={w}
                height={height}
                rx={rx}
                fill={OVERLAY_COLORS[members[0]!.kind]}
                fillOpacity={0.92}
              />
            ) : (
              // One rounded tag, each price's band in its level's colour.
              <>
                <clipPath id={`${clipId}-${i}`} clipPathUnits="userSpaceOnUse">
                  <rect x={left} y={top} width={w} height={height} rx={rx} />
                </clipPath>
                <g clipPath={`url(#${clipId}-${i})`}>
                  {bands.map((b, k) => (
                    <rect
                      key={k}
                      x={left}
                      y={b.from}
                      width={w}
                      height={b.to - b.from}
                      fill={OVERLAY_COLORS[b.level.kind]}
                      fillOpacity={0.92}
                    />
                  ))}
                </g>
                <rect
                  data-testid="level-tag-box"
                  x={left}
                  y={top}
                  width={w}
                  height={height}
                  rx={rx}
                  fill="none"
                  stroke="#06121f"
                  strokeOpacity={0.5}
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              </>
            )}
            {texts.map((text, k) => (
              <text
                key={`text-${k}`}
                data-testid="level-tag-text"
                data-price={listed[k]?.level.price}
                x={left + w / 2}
                y={listed[k]?.centre}
                fontSize={style.font * size}
                fontWeight={600}
                fill="#06121f"
                textAnchor="middle"
                dominantBaseline="central"
              >
                {text}
              </text>
            ))}
          </g>
        );
      })}
    </g>
  );
}
