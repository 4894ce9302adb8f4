import { useId, useMemo, useRef } from 'react';
import type { StoredReading, StoredResult } from '@candlelens/contracts';
import { useElementWidth } from '../hooks/use-element-width.ts';
import {
  forecastShape,
  levelShapes,
  patternShapes,
  plotBox,
  trendLineShapes,
} from '../lib/overlay-shapes.ts';
import type { LayerVisibility } from './overlay-colors.ts';
import { OverlayForecast, OverlayPatterns, OverlayTrendLines } from './overlay-figures.tsx';
import { OverlayLevels } from './overlay-levels.tsx';

interface ChartOverlayProps {
  imageUrl: string;
  alt: string;
  reading: StoredReading;
  result: StoredResult;
  /** Which findings to draw; all hidden shows the plain screenshot. */
  layers: LayerVisibility;
  visible: boolean;
}

/**
 * The trader's own screenshot with the findings drawn over it. The SVG's viewBox is the image's
 * pixel size, so every shape sits on the pixel it describes at any display size. The marks are
 * clipped to the reader's plot box, so nothing spills over the screenshot's title strip, toolbar,
 * time axis or price axis. The one exception is the forecast fan: it keeps to the plot's rows but
 * may run on to the right of the plot, because the future lies right of the last candle and on
 * most screenshots the last candle touches the price axis (clipped there, the fan would vanish).
 */
export function ChartOverlay({
  imageUrl,
  alt,
  reading,
  result,
  layers,
  visible,
}: ChartOverlayProps) {
  const ref = useRef<HTMLDivElement>(null);
  // useId may contain characters that url(#...) does not accept.
  const clipId = `plot-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const forecastClipId = `${clipId}-forecast`;
  const box = plotBox(reading);
  const shown = useElementWidth(ref);
  const unit = shown > 0 ? reading.width / shown : 1;
  const shapes = useMemo(
    () => ({
      levels: levelShapes(reading, result),
      trend: trendLineShapes(reading, result),
      patterns: patternShapes(reading, result),
      forecast: forecastShape(reading, result),
    }),
    [reading, result],
  );
  return (
    <div ref={ref} className="relative w-full overflow-hidden rounded-xl bg-black/30">
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
          viewBox={`0 0 ${reading.width} ${reading.height}`}
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-0 h-full w-full"
          fontFamily="Inter, ui-sans-serif, system-ui, sans-serif"
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
            {layers.trend && <OverlayTrendLines lines={shapes.trend} />}
            {layers.patterns && (
              <OverlayPatterns reading={reading} patterns={shapes.patterns} unit={unit} />
            )}
            {layers.levels && (
              <OverlayLevels reading={reading} levels={shapes.levels} unit={unit} />
            )}
          </g>
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
