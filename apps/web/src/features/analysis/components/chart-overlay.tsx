import { useId, useMemo, useRef, type Ref } from 'react';
import type { RiskPlan, StoredReading, StoredResult } from '@candlelens/contracts';
import { useElementWidth } from '../hooks/use-element-width.ts';
import {
  forecastShape,
  levelShapes,
  patternShapes,
  plotBox,
  trendLineShapes,
} from '../lib/overlay-shapes.ts';
import { indicatorShapes } from '../lib/indicator-shapes.ts';
import type { LayerVisibility } from './overlay-colors.ts';
import { OverlayForecast, OverlayPatterns, OverlayTrendLines } from './overlay-figures.tsx';
import { OverlayIndicators } from './overlay-indicators.tsx';
import { PlanBox } from './plan-box.tsx';
import type { PlanHandle } from '../lib/plan-draft.ts';
import {
  levelTagGutter,
  OVERLAY_FONT_FAMILY,
  OverlayLevelLines,
  OverlayLevelTags,
  tagStyle,
} from './overlay-levels.tsx';

interface ChartOverlayProps {
  imageUrl: string;
  alt: string;
  reading: StoredReading;
  result: StoredResult;
  /** Which findings to draw; all hidden shows the plain screenshot. */
  layers: LayerVisibility;
  visible: boolean;
  /** The drawn overlay, for saving the annotated chart as an image. */
  svgRef?: Ref<SVGSVGElement>;
  /** The trader's risk plan, drawn as a position box with handles to drag. */
  planBox?: { plan: RiskPlan; onMove: (handle: PlanHandle, price: number) => void } | null;
}

/**
 * The trader's own screenshot with the findings drawn over it. The SVG's viewBox is the image's
 * pixel size, so every shape sits on the pixel it describes at any display size. The marks are
 * clipped to the reader's plot box, so nothing spills over the screenshot's title strip, toolbar,
 * time axis or price axis. The one exception is the forecast fan: it keeps to the plot's rows but
 * may run on to the right of the plot, because the future lies right of the last candle and on
 * most screenshots the last candle touches the price axis (clipped there, the fan would vanish).
 * The level tags sit in a margin right of the screenshot, so no tag ever covers a candle.
 */
export function ChartOverlay({
  imageUrl,
  alt,
  reading,
  result,
  layers,
  visible,
  svgRef,
  planBox,
}: ChartOverlayProps) {
  const ref = useRef<HTMLDivElement>(null);
  // useId may contain characters that url(#...) does not accept.
  const clipId = `plot-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const forecastClipId = `${clipId}-forecast`;
  const box = plotBox(reading);
  const shapes = useMemo(
    () => ({
      levels: levelShapes(reading, result),
      trend: trendLineShapes(reading, result),
      patterns: patternShapes(reading, result),
      forecast: forecastShape(reading, result),
      indicators: indicatorShapes(reading, result),
    }),
    [reading, result],
  );
  const shown = useElementWidth(ref);
  const tags = visible && layers.levels ? shapes.levels : [];
  const style = tagStyle(shown);
  const gutterCss = levelTagGutter(reading, tags, style);
  // Image pixels per CSS pixel of the screenshot as shown (1 until it has a size).
  const unit = shown > gutterCss ? reading.width / (shown - gutterCss) : 1;
  const width = reading.width + gutterCss * unit;
  return (
    <div
      ref={ref}
      className="relative w-full overflow-hidden rounded-xl bg-black/30"
      style={gutterCss ? { paddingRight: gutterCss } : undefined}
    >
      <img
        src={imageUrl}
        alt={alt}
        width={reading.width}
        height={reading.height}
        className="block h-auto w-full"
      />
      {visible && (
        <svg
          data-testid="chart-overlay"
          ref={svgRef}
          viewBox={`0 0 ${width} ${reading.height}`}
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-0 h-full w-full"
          fontFamily={OVERLAY_FONT_FAMILY}
          role="img"
          aria-label="Findings drawn on the chart"
        >
          <defs>
            <ClipRect id={clipId} testId="plot-clip" box={box} right={box.right} />
            <ClipRect id={forecastClipId} testId="forecast-clip" box={box} right={reading.width} />
          </defs>
          {layers.forecast && shapes.forecast && (
            <g clipPath={`url(#${forecastClipId})`} data-testid="forecast-marks">
              <OverlayForecast forecast={shapes.forecast} unit={unit} />
            </g>
          )}
          <g clipPath={`url(#${clipId})`} data-testid="overlay-marks">
            {layers.indicators && <OverlayIndicators lines={shapes.indicators} />}
            {layers.trend && <OverlayTrendLines lines={shapes.trend} />}
            {layers.patterns && (
              <OverlayPatterns reading={reading} patterns={shapes.patterns} unit={unit} />
            )}
            {layers.levels && <OverlayLevelLines reading={reading} levels={shapes.levels} />}
          </g>
          {planBox && (
            <PlanBox
              reading={reading}
              plan={planBox.plan}
              unit={unit}
              compact={style.compact}
              onMove={planBox.onMove}
            />
          )}
          {tags.length > 0 && (
            <>
              <rect
                x={reading.width}
                y={0}
                width={width - reading.width}
                height={reading.height}
                fill="#0b1120"
              />
              <OverlayLevelTags reading={reading} levels={tags} unit={unit} style={style} />
            </>
          )}
        </svg>
      )}
    </div>
  );
}

/** A clip path over the plot's rows, from its left edge to `right` (image pixels). */
function ClipRect({
  id,
  testId,
  box,
  right,
}: {
  id: string;
  testId: string;
  box: { left: number; top: number; bottom: number };
  right: number;
}) {
  return (
    <clipPath id={id} clipPathUnits="userSpaceOnUse">
      <rect
        data-testid={testId}
        x={box.left}
        y={box.top}
        width={Math.max(0, right - box.left)}
        height={Math.max(0, box.bottom - box.top)}
      />
    </clipPath>
  );
}
