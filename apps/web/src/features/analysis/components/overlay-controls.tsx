import type { ReactNode } from 'react';
import type { StoredResult } from '@candlelens/contracts';
import { indicatorLinesOf } from '../lib/indicator-shapes.ts';
import type { LayerVisibility, OverlayLayer } from './overlay-colors.ts';
import { OVERLAY_COLORS } from './overlay-colors.ts';

interface OverlayControlsProps {
  result: StoredResult;
  visible: boolean;
  onToggleVisible: () => void;
  layers: LayerVisibility;
  onToggleLayer: (layer: OverlayLayer) => void;
}

function Swatch({ color, dashed = false }: { color: string; dashed?: boolean }) {
  return (
    <svg viewBox="0 0 16 4" className="h-1 w-4" aria-hidden="true">
      <line
        x1="0"
        x2="16"
        y1="2"
        y2="2"
        stroke={color}
        strokeWidth="3"
        strokeDasharray={dashed ? '4 2' : undefined}
      />
    </svg>
  );
}

/** The overlay's on/off switch, and a legend whose entries show or hide each kind of finding. */
export function OverlayControls({
  result,
  visible,
  onToggleVisible,
  layers,
  onToggleLayer,
}: OverlayControlsProps) {
  const support = result.levels.filter((l) => l.kind === 'support').length;
  const indicators = indicatorLinesOf(result);
  const resistance = result.levels.length - support;
  const entries: { layer: OverlayLayer; label: string; swatch: ReactNode; count: number }[] = [
    {
      layer: 'levels',
      label: `Levels (${support} support, ${resistance} resistance)`,
      swatch: (
        <span className="flex gap-0.5">
          <Swatch color={OVERLAY_COLORS.support} />
          <Swatch color={OVERLAY_COLORS.resistance} dashed />
        </span>
      ),
      count: result.levels.length,
    },
    {
      layer: 'trend',
      label: 'Trend lines',
      swatch: <Swatch color={OVERLAY_COLORS[result.trendLines[0]?.kind ?? 'channel']} />,
      count: result.trendLines.length,
    },
    {
      layer: 'patterns',
      label: 'Patterns',
      swatch: <Swatch color={OVERLAY_COLORS.neutral} dashed />,
      count: result.patterns.length,
    },
    {
      layer: 'forecast',
      label:
        typeof result.forecast?.probabilityUp === 'number'
          ? `Forecast (${Math.round(result.forecast.probabilityUp * 100)}% up)`
          : 'Forecast',
      swatch: (
        <span
          className="h-2.5 w-4 rounded-sm"
          style={{ background: `${OVERLAY_COLORS.forecast}66` }}
        />
      ),
      count: result.forecast?.path.length ? 1 : 0,
    },
    {
      layer: 'indicators',
      label: `Indicators (${indicators.map((l) => l.label).join(', ')})`,
      swatch: <Swatch color="#fbbf24" />,
      count: indicators.length,
    },
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={onToggleVisible}
        aria-pressed={visible}
        className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-semibold transition ${
          visible
            ? 'border-cyan-400/50 bg-cyan-400/10 text-cyan-300'
            : 'border-slate-600 text-slate-300 hover:border-slate-400'
        }`}
      >
        <span
          className={`h-2 w-2 rounded-full ${visible ? 'bg-cyan-400' : 'bg-slate-500'}`}
          aria-hidden="true"
        />
        {visible ? 'Hide overlay' : 'Show overlay'}
      </button>
      {visible &&
        entries
          .filter((e) => e.count > 0)
          .map((e) => (
            <button
              key={e.layer}
              type="button"
              aria-pressed={layers[e.layer]}
              onClick={() => onToggleLayer(e.layer)}
              className={`inline-flex items-center gap-1.5 rounded-full border border-white/10 px-2.5 py-1 text-xs transition hover:border-white/25 ${
                layers[e.layer] ? 'text-slate-200' : 'text-slate-400 line-through'
              }`}
            >
              {e.swatch}
              {e.label}
            </button>
          ))}
    </div>
  );
}
