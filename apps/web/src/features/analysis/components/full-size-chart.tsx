import { useLayoutEffect, useRef, useState } from 'react';
import type { StoredReading, StoredResult } from '@candlelens/contracts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ChartOverlay } from './chart-overlay.tsx';
import type { LayerVisibility, OverlayLayer } from './overlay-colors.ts';
import { OverlayControls } from './overlay-controls.tsx';

const ZOOMS = [1, 1.5, 2, 3] as const;
const NARROW = '(max-width: 639px)';

const zoomClass =
  'rounded-lg border border-white/10 px-2.5 py-1 text-xs font-semibold text-slate-200 hover:border-cyan-400/50 disabled:opacity-40';

/**
 * The annotated chart as large as the screen allows, zoomable, with the same switches as the
 * result: the drawings stay on the chart at every zoom.
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
  // On a phone held upright the chart fitted to the width is a thumbnail: it opens at 200%,
  // scrolled to its right end, where the latest candles, the price axis and the level tags are.
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(() =>
    window.matchMedia?.(NARROW).matches ? 2 : 1,
  );
  const scroller = useRef<HTMLDivElement>(null);
  const centre = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // First drawn: the right end. After a zoom: the same part of the chart in the middle.
    el.scrollLeft =
      centre.current === null
        ? el.scrollWidth
        : centre.current * el.scrollWidth - el.clientWidth / 2;
  }, [zoom]);
  const step = (dir: 1 | -1) => {
    const el = scroller.current;
    if (el) centre.current = (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth;
    setZoom((z) => ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, ZOOMS.indexOf(z) + dir))] ?? z);
  };
  return (
    <Dialog title="Your chart, full size" onClose={onClose} wide>
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
            disabled={zoom === ZOOMS[0]}
            aria-label="Zoom out"
          >
            −
          </button>
          <span className="w-12 text-center text-xs text-slate-300 tabular-nums" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <button
            type="button"
            className={zoomClass}
            onClick={() => step(1)}
            disabled={zoom === ZOOMS.at(-1)}
            aria-label="Zoom in"
          >
            +
          </button>
          <button type="button" className={zoomClass} onClick={onClose} data-autofocus>
            Close
          </button>
        </div>
      </div>
      <div
        ref={scroller}
        className="mt-3 max-h-[75vh] overflow-auto rounded-xl"
        data-testid="full-size-chart"
        tabIndex={0}
        aria-label="Chart, scrollable when zoomed"
      >
        <div style={{ width: `${zoom * 100}%` }}>
          <ChartOverlay
            imageUrl={imageUrl}
            alt={alt}
            reading={reading}
            result={result}
            layers={layers}
            visible={visible}
          />
        </div>
      </div>
    </Dialog>
  );
}
