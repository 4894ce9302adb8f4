import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { ReadingPreview } from '@candlelens/contracts';
import { boxOf, clamp, pointOnImage, type HeightMark, type PaneBox } from '../lib/reading-marks.ts';

export type MarkTool = 'pane' | 'axis' | 'last';

/** The drafts of the three marks, as the tools move them. */
export interface MarkDrafts {
  pane: PaneBox;
  heights: [HeightMark, HeightMark];
  lastX: number;
}

interface MarksLayerProps {
  preview: ReadingPreview;
  /** Image pixels per CSS pixel. */
  unit: number;
  tool: MarkTool;
  drafts: MarkDrafts;
  onPane: (box: PaneBox) => void;
  /** A click or tap at a height (the next of the two marks goes there). */
  onHeightAt: (y: number) => void;
  onHeight: (i: 0 | 1, y: number) => void;
  onLastX: (x: number, snap: boolean) => void;
  /** The last-candle handle moved by the arrow keys: one candle to the left or right. */
  onLastStep: (direction: -1 | 1) => void;
  /** Enter on a height's handle: on to its price. */
  onHeightDone: (i: 0 | 1) => void;
  /** Enter on the pane's or the last candle's handle: read the chart with the mark. */
  onConfirm: () => void;
}

const MARK = '#e879f9';
const SHADE = '#020617';

type Point = { x: number; y: number };

/**
 * The marking tool in use, over the screenshot: drag a box around the price pane, click two
 * heights, or click the last candle. Every mark has a handle to drag (mouse, pen or touch) or to
 * focus and move with the arrow keys (Shift: bigger steps, or one pixel for the last candle);
 * Enter confirms it.
 */
export function ReadingMarksLayer(props: MarksLayerProps) {
  const { preview, unit, tool, drafts } = props;
  const layer = useRef<SVGGElement>(null);
  const dragFrom = useRef<Point | null>(null);

  // the tool's first handle takes the focus, so the keyboard can move it at once (the page
  // brings the whole screenshot into view itself, clear of the sticky header)
  useEffect(() => {
    layer.current
      ?.querySelector<SVGGElement>('[data-first-handle]')
      ?.focus({ preventScroll: true });
  }, [tool]);

  const at = (e: PointerEvent<Element>): Point => {
    const svg = (e.currentTarget as SVGElement).ownerSVGElement;
    return pointOnImage(
      svg?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 },
      { x: e.clientX, y: e.clientY },
      preview,
    );
  };

  const surface = (
    <rect
      data-testid="reading-mark-surface"
      x={0}
      y={0}
      width={preview.width}
      height={preview.height}
      fill="transparent"
      style={{ pointerEvents: 'all', touchAction: 'none', cursor: 'crosshair' }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        dragFrom.current = at(e);
      }}
      onPointerMove={(e) => {
        if (tool === 'pane' && dragFrom.current) props.onPane(boxOf(dragFrom.current, at(e)));
      }}
      onPointerUp={(e) => {
        const from = dragFrom.current;
        dragFrom.current = null;
        if (!from) return;
        const p = at(e);
        if (tool === 'pane') props.onPane(boxOf(from, p));
        else if (tool === 'axis') props.onHeightAt(p.y);
        else props.onLastX(p.x, true);
      }}
      onPointerCancel={() => {
        dragFrom.current = null;
      }}
    />
  );

  return (
    <g ref={layer} data-testid={`reading-tool-${tool}`}>
      {surface}
      {tool === 'pane' && <PaneMarks {...props} at={at} />}
      {tool === 'axis' &&
        drafts.heights.map((h, i) => (
          <g key={i}>
            <line
              x1={0}
              x2={preview.width}
              y1={h.y}
              y2={h.y}
              stroke={MARK}
              strokeWidth={1.5 * unit}
              strokeDasharray={`${5 * unit} ${3 * unit}`}
            />
            <Handle
              unit={unit}
              size={preview}
              x={preview.width - 22 * unit}
              y={h.y}
              first={i === 0}
              testId={`height-handle-${i + 1}`}
              role="slider"
              label={`Height ${i + 1}, the row of a price you know`}
              value={{
                now: Math.round(h.y),
                max: preview.height - 1,
                text: `row ${Math.round(h.y)}`,
              }}
              orientation="vertical"
              cursor="ns-resize"
              onDrag={(p) => props.onHeight(i as 0 | 1, p.y)}
              at={at}
              onKey={(e) => {
                if (e.key === 'Enter') return props.onHeightDone(i as 0 | 1);
                const step = arrowStep(e, 'vertical');
                if (step) props.onHeight(i as 0 | 1, clamp(h.y + step, 0, preview.height - 1));
              }}
            >
              <text
                x={preview.width - 36 * unit}
                y={h.y - 6 * unit}
                textAnchor="end"
                fontSize={12 * unit}
                fill={MARK}
                stroke={SHADE}
                strokeWidth={3 * unit}
                paintOrder="stroke"
              >
                {`${i + 1}${h.price ? `: ${h.price}` : ''}`}
              </text>
            </Handle>
          </g>
        ))}
      {tool === 'last' && (
        <g>
          <line
            x1={drafts.lastX}
            x2={drafts.lastX}
            y1={0}
            y2={preview.height}
            stroke={MARK}
            strokeWidth={1.5 * unit}
          />
          <Handle
            unit={unit}
            size={preview}
            x={drafts.lastX}
            y={(preview.plot?.bottom ?? preview.height) - 16 * unit}
            first
            testId="last-candle-handle"
            role="slider"
            label="The last candle: arrow keys move one candle, Shift and arrows one pixel, Enter reads the chart"
            value={{
              now: Math.round(drafts.lastX),
              max: preview.width - 1,
              text: `column ${Math.round(drafts.lastX)}`,
            }}
            orientation="horizontal"
            cursor="ew-resize"
            onDrag={(p) => props.onLastX(p.x, false)}
            at={at}
            onKey={(e) => {
              if (e.key === 'Enter') return props.onConfirm();
              if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
              e.preventDefault();
              const d = e.key === 'ArrowLeft' ? -1 : 1;
              if (e.shiftKey) props.onLastX(clamp(drafts.lastX + d, 0, preview.width - 1), false);
              else props.onLastStep(d);
            }}
          />
        </g>
      )}
    </g>
  );
}

/** The pane's box, the screenshot outside it dimmed, and a handle on two opposite corners. */
function PaneMarks({
  preview,
  unit,
  drafts,
  onPane,
  onConfirm,
  at,
}: MarksLayerProps & { at: (e: PointerEvent<Element>) => Point }) {
  const b = drafts.pane;
  const corner = (which: 'top-left' | 'bottom-right') => {
    const [x, y] = which === 'top-left' ? [b.x0, b.y0] : [b.x1, b.y1];
    const moveTo = (p: Point) =>
      onPane(
        which === 'top-left' ? boxOf(p, { x: b.x1, y: b.y1 }) : boxOf({ x: b.x0, y: b.y0 }, p),
      );
    return (
      <Handle
        unit={unit}
        size={preview}
        x={x}
        y={y}
        first={which === 'top-left'}
        testId={`pane-handle-${which}`}
        role="button"
        label={`Price pane, ${which.replace('-', ' ')} corner at ${Math.round(x)}, ${Math.round(y)}: arrow keys move it, Enter reads the chart with this pane`}
        cursor="move"
        onDrag={moveTo}
        at={at}
        onKey={(e) => {
          if (e.key === 'Enter') return onConfirm();
          const dx = arrowStep(e, 'horizontal');
          const dy = arrowStep(e, 'vertical');
          if (dx || dy)
            moveTo({
              x: clamp(x + dx, 0, preview.width - 1),
              y: clamp(y + dy, 0, preview.height - 1),
            });
        }}
      />
    );
  };
  return (
    <g data-testid="pane-box">
      <path
        d={`M0 0H${preview.width}V${preview.height}H0Z M${b.x0} ${b.y0}V${b.y1}H${b.x1}V${b.y0}Z`}
        fill={SHADE}
        fillOpacity={0.55}
        fillRule="evenodd"
        pointerEvents="none"
      />
      <rect
        x={b.x0}
        y={b.y0}
        width={b.x1 - b.x0}
        height={b.y1 - b.y0}
        fill="none"
        stroke={MARK}
        strokeWidth={2 * unit}
        pointerEvents="none"
      />
      {corner('top-left')}
      {corner('bottom-right')}
    </g>
  );
}

/** The pixels an arrow key moves a handle along an axis (Shift: ten), or 0. */
function arrowStep(e: KeyboardEvent, axis: 'horizontal' | 'vertical'): number {
  const keys = axis === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  const i = keys.indexOf(e.key);
  if (i < 0) return 0;
  e.preventDefault();
  return (i === 0 ? -1 : 1) * (e.shiftKey ? 10 : 1);
}

/** A round handle (24 CSS pixels across at least) to drag or to focus and move by keyboard. */
function Handle({
  unit,
  size,
  x,
  y,
  first,
  testId,
  role,
  label,
  value,
  orientation,
  cursor,
  onDrag,
  onKey,
  at,
  children,
}: {
  unit: number;
  /** The picture's size: the handle is drawn whole inside it, even at its edge. */
  size: { width: number; height: number };
  x: number;
  y: number;
  first?: boolean;
  testId: string;
  role: 'slider' | 'button';
  label: string;
  value?: { now: number; max: number; text: string };
  orientation?: 'horizontal' | 'vertical';
  cursor: string;
  onDrag: (p: Point) => void;
  onKey: (e: KeyboardEvent<SVGGElement>) => void;
  at: (e: PointerEvent<Element>) => Point;
  children?: ReactNode;
}) {
  const dragging = useRef(false);
  return (
    <g
      data-testid={testId}
      data-first-handle={first ? '' : undefined}
      role={role}
      tabIndex={0}
      aria-label={label}
      aria-valuenow={value?.now}
      aria-valuemin={value ? 0 : undefined}
      aria-valuemax={value?.max}
      aria-valuetext={value?.text}
      aria-orientation={orientation}
      style={{ pointerEvents: 'all', cursor, touchAction: 'none' }}
      className="outline-none focus-visible:[&>circle]:stroke-white"
      onPointerDown={(e) => {
        e.stopPropagation();
        dragging.current = true;
        e.currentTarget.setPointerCapture(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (dragging.current) onDrag(at(e));
      }}
      onPointerUp={(e) => {
        e.stopPropagation();
        dragging.current = false;
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
      onKeyDown={onKey}
    >
      <circle
        cx={clamp(x, 12 * unit, size.width - 12 * unit)}
        cy={clamp(y, 12 * unit, size.height - 12 * unit)}
        r={12 * unit}
        fill={MARK}
        fillOpacity={0.9}
        stroke={SHADE}
        strokeWidth={2 * unit}
      />
      {children}
    </g>
  );
}
