import { lazy, Suspense, useRef, useState } from 'react';
import { messages } from '@candlelens/contracts';
import { analysisTimestamp, analysisTitle } from '@/lib/analysis-title.ts';
import { AnalysisActions } from './analysis-actions.tsx';
import { AnalysisMarkdown } from './analysis-markdown.tsx';
import { CandlesReplot } from './candles-replot.tsx';
import { ChartOverlay } from './chart-overlay.tsx';
import { ALL_LAYERS, type OverlayLayer } from './overlay-colors.ts';
import { OverlayControls } from './overlay-controls.tsx';
import { PatternLegend } from './pattern-legend.tsx';
import { PlanPanel } from './plan-panel.tsx';
import { useRiskPlan } from '../hooks/use-risk-plan.ts';
import { roundPlanPrice } from '../lib/plan-draft.ts';
import { ReadingNotes } from './reading-notes.tsx';
import { ReadingNotice } from './reading-notice.tsx';
import type { ShownAnalysis } from '../lib/shown-analysis.ts';

// The full-size view (and its pinch-zoom library) is fetched when the trader first opens it.
const FullSizeChart = lazy(async () => ({
  default: (await import('./full-size-chart.tsx')).FullSizeChart,
}));

/**
 * One analysis: the annotated screenshot, the candles as read, and the 'Chart Analysis' text.
 * `readOnly` (a shared link) leaves out what only the owner may do.
 */
export function AnalysisResult({
  analysis,
  readOnly = false,
}: {
  analysis: ShownAnalysis;
  readOnly?: boolean;
}) {
  const { reading, result } = analysis;
  const [visible, setVisible] = useState(true);
  const [layers, setLayers] = useState(ALL_LAYERS);
  const [fullSize, setFullSize] = useState(false);
  const overlayRef = useRef<SVGSVGElement>(null);
  const title = analysisTitle(analysis.type);
  const text = analysis.text.trim() || messages.noAnalysisAvailable;
  const alt = `Your chart screenshot for the ${title}`;
  const toggleVisible = () => setVisible((v) => !v);
  const toggleLayer = (l: OverlayLayer) => setLayers((s) => ({ ...s, [l]: !s[l] }));
  const planEnabled = !readOnly && !reading.relativePrices;
  const risk = useRiskPlan(analysis.id, analysis.plan, planEnabled, (p) =>
    roundPlanPrice(reading, p),
  );

  return (
    <section className="@container" aria-label={`${title} result`} data-testid="analysis-result">
      {/* Chart and text side by side only where the result itself is wide enough for both (not
          on the dashboard beside the recent list, where the chart would shrink to a thumbnail). */}
      <div className="grid gap-5 @4xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="min-w-0 space-y-4">
          <div className="rounded-2xl border border-white/10 bg-ink-850 p-3 sm:p-4">
            <div className="mb-2">
              <p className="text-sm font-semibold text-white">Your chart</p>
              <p className="text-xs text-slate-400">
                {title} · {analysisTimestamp(analysis.createdAt)}
              </p>
            </div>
            <AnalysisActions
              analysis={analysis}
              overlayRef={overlayRef}
              onOpenFullSize={() => setFullSize(true)}
              readOnly={readOnly}
            />
            <div className="mt-1 mb-3">
              <OverlayControls
                result={result}
                visible={visible}
                onToggleVisible={toggleVisible}
                layers={layers}
                onToggleLayer={toggleLayer}
              />
            </div>
            {/* On a phone the chart runs to the card's edges: every pixel of width goes to it. */}
            <div className="-mx-3 sm:mx-0">
              <ChartOverlay
                imageUrl={analysis.imageUrl}
                alt={alt}
                reading={reading}
                result={result}
                layers={layers}
                visible={visible}
                svgRef={overlayRef}
                planBox={planEnabled && risk.plan ? { plan: risk.plan, onMove: risk.move } : null}
              />
            </div>
            {visible && layers.patterns && <PatternLegend reading={reading} result={result} />}
            <ReadingNotice reading={reading} />
            {reading.relativePrices && (
              <p
                className="mt-3 rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-xs text-amber-200"
                data-testid="relative-prices-notice"
              >
                The price scale could not be read on this screenshot, so levels are shown as a
                percentage of the visible range (0% = bottom of the chart, 100% = top). Include the
                price axis in the capture to get real prices.
              </p>
            )}
          </div>
          {planEnabled && (
            <div className="rounded-2xl border border-white/10 bg-ink-850 p-3 sm:p-4">
              <p className="mb-2 text-sm font-semibold text-white">Risk plan</p>
              <PlanPanel state={risk} reading={reading} />
            </div>
          )}
          {readOnly && analysis.publicPlan && (
            <div
              className="rounded-2xl border border-white/10 bg-ink-850 p-3 sm:p-4"
              data-testid="shared-plan"
            >
              <p className="mb-2 text-sm font-semibold text-white">Risk plan</p>
              <p className="text-sm whitespace-pre-line text-slate-300">
                {analysis.publicPlan.text}
              </p>
            </div>
          )}
          {reading.candles.length > 0 && (
            <div className="rounded-2xl border border-white/10 bg-ink-850 p-3 sm:p-4">
              <p className="text-sm font-semibold text-white">What CandleLens read</p>
              <p className="mb-2 text-xs text-slate-400">
                {reading.candles.length} candles recovered from your screenshot
                {reading.priceAxis
                  ? `, ${reading.priceAxis.scale} price axis on the ${reading.priceAxis.side}`
                  : ''}
                {analysis.timings ? ` · ${analysis.timings.totalMs} ms` : ''}
              </p>
              <CandlesReplot reading={reading} result={result} />
            </div>
          )}
          <ReadingNotes warnings={reading.warnings} />
        </div>
        <div className="min-w-0 rounded-2xl border border-white/10 bg-ink-850 p-4 sm:p-5">
          <h2 className="text-lg font-bold text-white">Chart Analysis</h2>
          {analysis.summary && <p className="mt-1 text-sm text-slate-400">{analysis.summary}</p>}
          <div className="mt-4">
            <AnalysisMarkdown text={text} />
          </div>
        </div>
      </div>
      {fullSize && (
        <Suspense fallback={null}>
          <FullSizeChart
            imageUrl={analysis.imageUrl}
            alt={alt}
            reading={reading}
            result={result}
            layers={layers}
            visible={visible}
            onToggleVisible={toggleVisible}
            onToggleLayer={toggleLayer}
            onClose={() => setFullSize(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
