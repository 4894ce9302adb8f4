import { useMemo, useRef, useState } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import type { StoredReading, StoredResult } from '@candlelens/contracts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { levelShapes } from '../lib/overlay-shapes.ts';
import { ChartOverlay } from './chart-overlay.tsx';
import { levelTagGutter, tagStyle } from './overlay-levels.tsx';
import type { LayerVisibility, OverlayLayer } from './overlay-colors.ts';
import { OverlayControls } from './overlay-controls.tsx';

const MAX_ZOOM = 4;
/** The zoom buttons step through these; pinch and wheel go anywhere between 1 and MAX_ZOOM. */
const ZOOMS = [1, 1.5, 2, 3, MAX_ZOOM] as const;
/** The share of the window's height the chart may take, under the dialog's title and switches. */
const HEIGHT_SHARE = 0.7;

const zoomClass =
  'rounded-lg border border-white/10 px-2.5 py-1 text-xs font-semibold text-slate-200 hover:border-cyan-400/50 disabled:opacity-40';

/**
 * The annotated chart as large as the screen allows: it opens fitted to the screen, the whole
 * chart in view, and zooms with a pinch, the wheel, a double tap or the buttons, and pans with a
 * finger or the mouse. The drawings stay on the chart at every zoom, with the same switches as
 * the result.
 */
export function FullSizeChart({
  imageUrl,
  alt,
  reading,
  result,
  layers,
  visible,
  onToggleVisible,
  onToggleLayer,
  onClose,
}: {
  imageUrl: string;
  alt: string;
  reading: StoredReading;
  result: StoredResult;
  layers: LayerVisibility;
  visible: boolean;
  onToggleVisible: () => void;
  onToggleLayer: (layer: OverlayLayer) => void;
  onClose: () => void;
}) {
  const [zoom, setZoom] = useState(1);
  const frame = useRef<HTMLDivElement>(null);
  const room = useElementWidth(frame);
  // Fitted: as wide as the dialog, unless that would make the chart taller than the screen
  // allows (a wide window, a phone turned sideways); the tag margin comes out of the width.
  const tallest = window.innerHeight * HEIGHT_SHARE;
  const gutter = useMemo(
    () =>
      levelTagGutter(
        reading,
        visible && layers.levels ? levelShapes(reading, result) : [],
        tagStyle(room),
      ),
    [reading, result, visible, layers.levels, room],
  );
  const fitted = room ? Math.min(room, (tallest * reading.width) / reading.height + gutter) : 0;
  return (
    <Dialog title="Your chart, full size" onClose={onClose} wide>
      <TransformWrapper
        minScale={1}
        maxScale={MAX_ZOOM}
        initialScale={1}
        limitToBounds
        centerZoomedOut
        wheel={{ step: 0.15 }}
        doubleClick={{ mode: 'toggle', step: 1 }}
        keyboard={{ disabled: false }}
        onTransform={(_, state) => setZoom(state.scale)}
      >
        {({ zoomIn, zoomOut, resetTransform }) => {
          // The buttons step to the next of ZOOMS, keeping the part in view centred.
          const step = (dir: 1 | -1) => {
            const next =
              dir > 0
                ? (ZOOMS.find((z) => z > zoom + 0.01) ?? MAX_ZOOM)
                : ([...ZOOMS].reverse().find((z) => z < zoom - 0.01) ?? 1);
            if (dir > 0) zoomIn(next - zoom, 150);
            else zoomOut(zoom - next, 150);
          };
          return (
            <>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                <OverlayControls
                  result={result}
                  visible={visible}
                  onToggleVisible={onToggleVisible}
                  layers={layers}
                  onToggleLayer={onToggleLayer}
                />
                <div className="flex items-center gap-2" role="group" aria-label="Zoom">
                  <button
                    type="button"
                    className={zoomClass}
                    onClick={() => step(-1)}
                    disabled={zoom <= 1.001}
                    aria-label="Zoom out"
                  >
                    −
                  </button>
                  <span
                    className="w-12 text-center text-xs text-slate-300 tabular-nums"
                    aria-live="polite"
                    data-testid="full-size-zoom"
                  >
                    {Math.round(zoom * 100)}%
                  </span>
                  <button
                    type="button"
                    className={zoomClass}
                    onClick={() => step(1)}
                    disabled={zoom >= MAX_ZOOM - 0.001}
                    aria-label="Zoom in"
                  >
                    +
                  </button>
                  <button
                    type="button"
                    className={zoomClass}
                    onClick={() => resetTransform(150)}
                    disabled={zoom <= 1.001}
                  >
                    Fit
                  </button>
                  <button type="button" className={zoomClass} onClick={onClose} data-autofocus>
                    Close
                  </button>
                </div>
              </div>
              <p className="mt-2 text-xs text-slate-400">
                Pinch or scroll to zoom, drag to move, double-tap to zoom in or out.
              </p>
              <div ref={frame} className="mt-3 w-full" data-testid="full-size-chart">
                <TransformComponent
                  wrapperClass="mx-auto rounded-xl"
                  wrapperStyle={{ width: fitted || '100%', maxWidth: '100%' }}
                  contentStyle={{ width: fitted || '100%' }}
                  wrapperProps={{
                    tabIndex: 0,
                    role: 'group',
                    'aria-label': 'Chart: pinch, scroll or use + and - to zoom, arrows to move',
                  }}
                >
                  <ChartOverlay
                    imageUrl={imageUrl}
                    alt={alt}
                    reading={reading}
                    result={result}
                    layers={layers}
                    visible={visible}
                  />
                </TransformComponent>
              </div>
            </>
          );
        }}
      </TransformWrapper>
    </Dialog>
  );
}
