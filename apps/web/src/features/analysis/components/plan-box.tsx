import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { RiskPlan, StoredReading } from '@candlelens/contracts';
import {
  candleSpacing,
  formatPrice,
  plotBox,
  priceToY,
  yToPrice,
} from '../lib/overlay-geometry.ts';
import type { PlanHandle } from '../lib/plan-draft.ts';
import { nudge } from '../lib/tag-layout.ts';

interface PlanBoxProps {
  reading: StoredReading;
  plan: RiskPlan;
  /** Image pixels per CSS pixel. */
  unit: number;
  /** Shorter labels in a smaller type, for a phone. */
  compact?: boolean;
  onMove: (handle: PlanHandle, price: number) => void;
}

interface PlanLabel {
  handle: PlanHandle;
  price: number;
  y: number;
  label: string;
  color: string;
}

const STOP = '#f43f5e';
const TARGET = '#10b981';
const ENTRY = '#e2e8f0';

/**
 * The long/short position tool on the trader's chart: the entry line, the stop zone, the target
 * zone and a line per target with its R multiple. Each line has a handle to drag (mouse, pen or
 * touch), or to focus and move with the arrow keys (Shift for bigger steps).
 */
export function PlanBox({ reading, plan, unit, compact = false, onMove }: PlanBoxProps) {
  const box = plotBox(reading);
  const last = reading.candles[reading.candles.length - 1];
  const spacing = candleSpacing(reading);
  const lastX = last?.x ?? box.right;
  const x1 = Math.min(reading.width, Math.max(box.right, lastX + 4 * spacing));
  // Forty candles back, and at least a quarter of the plot wide (a chart of many thin candles).
  const x0 = Math.max(box.left, Math.min(lastX - 40 * spacing, x1 - 0.25 * (box.right - box.left)));
  const yEntry = priceToY(reading, plan.entry);
  const yStop = priceToY(reading, plan.stop);
  if (yEntry === null || yStop === null) return null;
  const far = plan.targets.reduce(
    (a, t) => (Math.abs(t.price - plan.entry) > Math.abs(a - plan.entry) ? t.price : a),
    plan.entry,
  );
  const yFar = priceToY(reading, far) ?? yEntry;
  const fontCss = compact ? 10 : 11;
  const price = (p: number) => formatPrice(reading, p);
  const lines: PlanLabel[] = [
    {
      handle: 'entry' as const,
      price: plan.entry,
      label: `Entry ${price(plan.entry)}`,
      color: ENTRY,
    },
    {
      handle: 'stop' as const,
      price: plan.stop,
      label: compact ? `Stop ${price(plan.stop)}` : `-1R · Stop ${price(plan.stop)}`,
      color: STOP,
    },
    ...plan.targets.map((t, i) => ({
      handle: `target-${i}` as const,
      price: t.price,
      label: compact ? `${t.r}R ${price(t.price)}` : `${t.r}R · T${i + 1} ${price(t.price)}`,
      color: TARGET,
    })),
  ].flatMap((l) => {
    const y = priceToY(reading, l.price);
    return y === null ? [] : [{ ...l, y }];
  });
  const labelY = placePlanLabels(lines, fontCss, box, unit);
  const zone = (ya: number, yb: number, color: string, testId: string) => (
    <rect
      data-testid={testId}
      x={x0}
      y={Math.min(ya, yb)}
      width={x1 - x0}
      height={Math.abs(yb - ya)}
      fill={color}
      fillOpacity={0.16}
    />
  );
  return (
    <g data-testid="plan-box" fontSize={fontCss * unit}>
      {zone(yEntry, yStop, STOP, 'plan-stop-zone')}
      {zone(yEntry, yFar, TARGET, 'plan-target-zone')}
      {lines.map((l, i) => (
        <PlanLine
          key={l.handle}
          reading={reading}
          handle={l.handle}
          price={l.price}
          label={l.label}
          labelY={labelY[i] ?? l.y}
          fontCss={fontCss}
          color={l.color}
          x0={x0}
          x1={x1}
          unit={unit}
          onMove={onMove}
        />
      ))}
    </g>
  );
}

/**
 * Where each line's label goes (image pixels, the middle of the text): just above its line,
 * nudged apart where lines lie close so no two labels overlap, and inside the plot's rows.
 */
export function placePlanLabels(
  lines: readonly { y: number }[],
  fontCss: number,
  box: { top: number; bottom: number },
  unit: number,
): number[] {
  const height = fontCss + 3;
  const order = lines.map((l, i) => ({ y: l.y / unit, i })).sort((a, b) => a.y - b.y);
  const tops = nudge(
    order.map((o) => ({ height, want: o.y - height - 1 })),
    1,
    box.top / unit,
    box.bottom / unit,
  );
  const out: number[] = [];
  order.forEach((o, k) => (out[o.i] = ((tops[k] as number) + height / 2) * unit));
  return out;
}

function PlanLine({
  reading,
  handle,
  price,
  label,
  labelY,
  fontCss,
  color,
  x0,
  x1,
  unit,
  onMove,
}: {
  reading: StoredReading;
  handle: PlanHandle;
  price: number;
  label: string;
  /** The middle of the label's text (image pixels), placed clear of the other labels. */
  labelY: number;
  /** The labels' type size in CSS pixels. */
  fontCss: number;
  color: string;
  x0: number;
  x1: number;
  unit: number;
  onMove: (handle: PlanHandle, price: number) => void;
}) {
  const dragging = useRef(false);
  const y = priceToY(reading, price);
  if (y === null) return null;
  const name =
    handle === 'entry'
      ? 'Entry'
      : handle === 'stop'
        ? 'Stop'
        : `Target ${Number(handle.slice(7)) + 1}`;
  const w = 18 * unit;
  const h = 12 * unit;
  // The label right of the handle; left of the box where it would run off the plot there.
  const box = plotBox(reading);
  const labelWidth = label.length * fontCss * 0.62 * unit;
  const labelLeft =
    x0 + w + 6 * unit + labelWidth > box.right && x0 - 4 * unit - labelWidth >= box.left;
  const priceAt = (e: PointerEvent<SVGGElement>) => {
    const svg = (e.currentTarget as SVGGElement).ownerSVGElement;
    if (!svg) return null;
    const rect = svg.getBoundingClientRect();
    if (!rect.height) return null;
    return yToPrice(reading, ((e.clientY - rect.top) / rect.height) * reading.height);
  };
  const move = (e: PointerEvent<SVGGElement>) => {
    if (!dragging.current) return;
    const p = priceAt(e);
    if (p !== null && p > 0) onMove(handle, p);
  };
  const key = (e: KeyboardEvent<SVGGElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    const pixels = (e.shiftKey ? 10 : 1) * unit * (e.key === 'ArrowUp' ? -1 : 1);
    const p = yToPrice(reading, y + pixels);
    if (p !== null && p > 0) onMove(handle, p);
  };
  return (
    <g data-testid={`plan-line-${handle}`}>
      <line x1={x0} x2={x1} y1={y} y2={y} stroke={color} strokeWidth={1.5 * unit} />
      <text
        data-testid={`plan-label-${handle}`}
        x={labelLeft ? x0 - 4 * unit : x0 + w + 6 * unit}
        textAnchor={labelLeft ? 'end' : 'start'}
        y={labelY}
        dominantBaseline="central"
        fill={color}
        stroke="#0b1120"
        strokeWidth={3 * unit}
        paintOrder="stroke"
      >
        {label}
      </text>
      <g
        data-testid={`plan-handle-${handle}`}
        role="slider"
        tabIndex={0}
        aria-label={`${name} price`}
        aria-valuenow={price}
        aria-valuetext={formatPrice(reading, price)}
        aria-orientation="vertical"
        style={{ pointerEvents: 'all', cursor: 'ns-resize', touchAction: 'none' }}
        onPointerDown={(e) => {
          dragging.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={move}
        onPointerUp={(e) => {
          dragging.current = false;
          e.currentTarget.releasePointerCapture(e.pointerId);
        }}
        onPointerCancel={() => {
          dragging.current = false;
        }}
        onKeyDown={key}
        className="outline-none focus-visible:[&>rect]:stroke-cyan-300"
      >
        <rect
          x={x0 + 2 * unit}
          y={y - h / 2}
          width={w}
          height={h}
          rx={3 * unit}
          fill={color}
          stroke="#0b1120"
          strokeWidth={1.5 * unit}
        />
      </g>
    </g>
  );
}
