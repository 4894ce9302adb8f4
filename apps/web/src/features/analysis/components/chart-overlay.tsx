import { useMemo, useRef } from 'react';
import type { StoredReading, StoredResult } from '@candlelens/contracts';
import { useElementWidth } from '../hooks/use-element-width.ts';
import {
  forecastShape,
  levelShapes,
  patternShapes,
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
 * pixel size, so every shape sits on the pixel it describes at any display size.
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
          {layers.forecast && shapes.forecast && (
            <OverlayForecast forecast={shapes.forecast} unit={unit} />
          )}
          {layers.trend && <OverlayTrendLines lines={shapes.trend} />}
          {layers.patterns && (
            <OverlayPatterns reading={reading} patterns={shapes.patterns} unit={unit} />
          )}
          {layers.levels && <OverlayLevels reading={reading} levels={shapes.levels} unit={unit} />}
        </svg>
      )}
    </div>
  );
}
