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

interface PlanBoxProps {
  reading: StoredReading;
  plan: RiskPlan;
  /** Image pixels per CSS pixel. */
  unit: number;
  onMove: (handle: PlanHandle, price: number) => void;
}

const STOP = '#f43f5e';
const TARGET = '#10b981';
const ENTRY = '#e2e8f0';

/**
 * The long/short position tool on the trader's chart: the entry line, the stop zone, the target
 * zone and a line per target with its R multiple. Each line has a handle to drag (mouse, pen or
 * touch), or to focus and move with the arrow keys (Shift for bigger steps).
 */
export function PlanBox({ reading, plan, unit, onMove }: PlanBoxProps) {
  const box = plotBox(reading);
  const last = reading.candles[reading.candles.length - 1];
  const spacing = candleSpacing(reading);
  const lastX = last?.x ?? box.right;
  const x0 = Math.max(box.left, lastX - 40 * spacing);
  const x1 = Math.min(reading.width, Math.max(box.right, lastX + 4 * spacing));
  const yEntry = priceToY(reading, plan.entry);
  const yStop = priceToY(reading, plan.stop);
  if (yEntry === null || yStop === null) return null;
  const far = plan.targets.reduce(
    (a, t) => (Math.abs(t.price - plan.entry) > Math.abs(a - plan.entry) ? t.price : a),
    plan.entry,
  );
  const yFar = priceToY(reading, far) ?? yEntry;
  const font = 11 * unit;
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
    <g data-testid="plan-box" fontSize={font}>
      {zone(yEntry, yStop, STOP, 'plan-stop-zone')}
      {zone(yEntry, yFar, TARGET, 'plan-target-zone')}
      <PlanLine
        reading={reading}
        handle="entry"
        price={plan.entry}
        label={`Entry ${formatPrice(reading, plan.entry)}`}
        color={ENTRY}
        x0={x0}
        x1={x1}
        unit={unit}
        onMove={onMove}
      />
      <PlanLine
        reading={reading}
        handle="stop"
        price={plan.stop}
        label={`-1R · Stop ${formatPrice(reading, plan.stop)}`}
        color={STOP}
        x0={x0}
        x1={x1}
        unit={unit}
        onMove={onMove}
      />
      {plan.targets.map((t, i) => (
        <PlanLine
          key={i}
          reading={reading}
          handle={`target-${i}`}
          price={t.price}
          label={`${t.r}R · T${i + 1} ${formatPrice(reading, t.price)}`}
          color={TARGET}
          x0={x0}
          x1={x1}
          unit={unit}
          onMove={onMove}
        />
      ))}
    </g>
  );
}

function PlanLine({
  reading,
  handle,
  price,
  label,
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
        x={x0 + w + 6 * unit}
        y={y - 4 * unit}
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
