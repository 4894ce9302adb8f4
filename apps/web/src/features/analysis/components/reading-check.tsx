import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useElementWidth } from '../hooks/use-element-width.ts';
import type { ReadingCheck as Check } from '../hooks/use-analyze-chart.ts';
import {
  axisHint,
  boxOf,
  initialHeights,
  initialPane,
  MIN_PANE,
  mergeHints,
  snapToCandle,
  stepCandle,
  withPrefill,
} from '../lib/reading-marks.ts';
import { ReadingDrawing } from './reading-drawing.tsx';
import { ReadingMarksLayer, type MarkDrafts, type MarkTool } from './reading-marks-layer.tsx';
import { ReadingSummary } from './reading-summary.tsx';
import { ActiveReadingTool, ReadingToolButtons } from './reading-tools.tsx';

/** The marks to start each tool from: the trader's earlier ones, else what was read. */
function draftsOf(preview: Check['preview']): MarkDrafts {
  const h = preview.hints;
  return {
    pane: h?.plot
      ? boxOf({ x: h.plot.x0, y: h.plot.y0 }, { x: h.plot.x1, y: h.plot.y1 })
      : initialPane(preview),
    heights: h?.axis
      ? [
          { y: h.axis[0].y, price: h.axis[0].text ?? String(h.axis[0].price), typed: true },
          { y: h.axis[1].y, price: h.axis[1].text ?? String(h.axis[1].price), typed: true },
        ]
      : initialHeights(preview),
    lastX:
      h?.lastX ?? Math.round(preview.candles.at(-1)?.x ?? preview.plot?.right ?? preview.width - 1),
  };
}

/**
 * The reading over the trader's screenshot, how sure the reader is, and what to do: confirm
 * ("Looks right, analyse", charged once), fix it with up to three marks (each read again, free),
 * or say it is not a candlestick chart (nothing charged). Remounted for each new reading.
 */
export function ReadingCheck({ check, progressText }: { check: Check; progressText: string }) {
  const { preview, phase } = check;
  const [tool, setTool] = useState<MarkTool | null>(null);
  const [drafts, setDrafts] = useState<MarkDrafts>(() => draftsOf(preview));
  const [next, setNext] = useState<0 | 1>(0);
  const [problem, setProblem] = useState<string | null>(null);
  const priceRefs = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)] as const;
  const frame = useRef<HTMLDivElement>(null);
  const shown = useElementWidth(frame);
  const unit = shown ? preview.width / shown : 1;
  const busy = phase !== 'checking';
  const howId = useId();
  const openTool = (t: MarkTool | null) => {
    setTool(t);
    setProblem(null);
    setNext(0);
    // the marks are made on the screenshot: bring all of it into view
    if (t) frame.current?.scrollIntoView?.({ block: 'nearest' });
  };
  const refused = !preview.accepted;

  const setHeight = (i: 0 | 1, y: number) =>
    setDrafts((d) => {
      const heights = [...d.heights] as MarkDrafts['heights'];
      heights[i] = withPrefill(preview, { ...heights[i], y: Math.round(y) });
      return { ...d, heights };
    });
  const apply = () => {
    setProblem(null);
    if (tool === 'pane') {
      const b = drafts.pane;
      if (b.x1 - b.x0 < MIN_PANE || b.y1 - b.y0 < MIN_PANE)
        return setProblem('Drag a larger box: the price pane is bigger than that.');
      check.reread(mergeHints(preview.hints, { plot: b }));
    } else if (tool === 'axis') {
      const axis = axisHint(drafts.heights);
      if ('problem' in axis) return setProblem(axis.problem);
      check.reread(mergeHints(preview.hints, axis));
    } else if (tool === 'last') check.reread(mergeHints(preview.hints, { lastX: drafts.lastX }));
  };

  return (
    <div
      data-testid="reading-check"
      className="grid gap-4 rounded-2xl border border-white/10 bg-ink-850 p-3 sm:p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]"
    >
      <div
        ref={frame}
        className="relative w-full scroll-mt-20 self-start overflow-hidden rounded-xl bg-black/30 lg:col-start-1 lg:row-start-1"
      >
        <img
          src={check.imageUrl}
          alt="Your chart screenshot, with what was read drawn over it"
          width={preview.width}
          height={preview.height}
          className="block h-auto w-full"
        />
        <svg
          data-testid="reading-overlay"
          viewBox={`0 0 ${preview.width} ${preview.height}`}
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-0 h-full w-full"
          fontFamily="ui-sans-serif, system-ui, sans-serif"
        >
          <ReadingDrawing preview={preview} unit={unit} />
          {tool && !busy && (
            <ReadingMarksLayer
              preview={preview}
              unit={unit}
              tool={tool}
              drafts={drafts}
              onPane={(pane) => setDrafts((d) => ({ ...d, pane }))}
              onHeightAt={(y) => {
                setHeight(next, y);
                setNext(next === 0 ? 1 : 0);
              }}
              onHeight={setHeight}
              onLastX={(x, snap) =>
                setDrafts((d) => ({ ...d, lastX: snap ? snapToCandle(preview, x) : Math.round(x) }))
              }
              onLastStep={(dir) =>
                setDrafts((d) => ({ ...d, lastX: stepCandle(preview, d.lastX, dir) }))
              }
              onHeightDone={(i) => priceRefs[i].current?.focus()}
              onConfirm={apply}
            />
          )}
        </svg>
      </div>
      {tool && phase !== 'analysing' && (
        <div className="lg:col-start-1 lg:row-start-2">
          <ActiveReadingTool
            howId={howId}
            tool={tool}
            disabled={busy}
            onTool={openTool}
            heights={drafts.heights}
            onPrice={(i, text) =>
              setDrafts((d) => {
                const heights = [...d.heights] as MarkDrafts['heights'];
                heights[i] = { ...heights[i], price: text, typed: true };
                return { ...d, heights };
              })
            }
            priceRefs={priceRefs}
            onPriceDone={(i) => {
              if (i === 1) return apply();
              frame.current?.querySelector<SVGGElement>('[data-testid="height-handle-2"]')?.focus();
            }}
            problem={problem}
            onApply={apply}
          />
        </div>
      )}
      <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ReadingSummary preview={preview} />
        {phase === 'analysing' && (
          <div className="flex items-center gap-3" aria-live="polite">
            <Spinner label={progressText} className="h-5 w-5" />
            <p className="text-sm font-semibold text-cyan-300">{progressText}</p>
          </div>
        )}
        {phase === 'rereading' && (
          <div className="flex items-center gap-3" aria-live="polite">
            <Spinner label="Reading the chart again with your marks" className="h-5 w-5" />
            <p className="text-sm text-slate-300">Reading the chart again with your marks...</p>
          </div>
        )}
        {check.error && (
          <div className="space-y-2">
            <ErrorBox message={check.error} />
            {(check.errorStatus === 402 || check.errorStatus === 403) && (
              <Link to="/subscription-plans" className="text-sm font-semibold text-cyan-400">
                Upgrade Plan
              </Link>
            )}
          </div>
        )}
        {phase !== 'analysing' && (
          <>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap lg:flex-col">
              {!refused && (
                <Button disabled={busy} onClick={check.confirm}>
                  Looks right, analyse · 100 credits
                </Button>
              )}
              <Button variant="secondary" disabled={busy} onClick={check.notAChart}>
                This is not a candlestick chart
              </Button>
              <Button variant="ghost" onClick={check.startOver}>
                Choose another screenshot
              </Button>
            </div>
            <p className="text-xs text-slate-400" data-testid="no-charge-note">
              {refused
                ? 'No credits were used, and this screenshot is not kept in your history.'
                : 'Nothing is charged until you choose "Looks right, analyse".'}
            </p>
            <ReadingToolButtons tool={tool} disabled={busy} onTool={openTool} howId={howId} />
          </>
        )}
      </div>
    </div>
  );
}
