import type { ReadingPreview } from '@candlelens/contracts';
import { formatReadPrice, markNames } from '../lib/reading-marks.ts';
import { ReadingNotes } from './reading-notes.tsx';

function listOf(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const TONE = {
  'looks-right': 'border-emerald-400/40 bg-emerald-400/10 text-emerald-200',
  check: 'border-amber-400/40 bg-amber-400/10 text-amber-100',
  refused: 'border-red-500/40 bg-red-500/10 text-red-200',
} as const;

/** A candle time as read ('2024-03-01T09:30', '09:30', '--03-01T09:30') in plain words. */
function timeText(time: string | null): string {
  if (!time) return 'time not read';
  return time.replace(/^-+/, '').replace('T', ' ');
}

/**
 * How sure the reader is, in words, and what it read: the candles, the price range, the last
 * candle's open, high, low, close and time, the instrument where a legend named it.
 */
export function ReadingSummary({ preview }: { preview: ReadingPreview }) {
  const { candles, last, decimals, relativePrices } = preview;
  const price = (v: number) => formatReadPrice(v, decimals);
  const low = Math.min(...candles.map((c) => c.low));
  const high = Math.max(...candles.map((c) => c.high));
  const marks = markNames(preview.hints);
  return (
    <div className="space-y-3 text-sm">
      <div
        data-testid="reading-verdict"
        data-verdict={preview.verdict}
        role={preview.verdict === 'refused' ? 'alert' : 'status'}
        className={`rounded-lg border px-3 py-2 ${TONE[preview.verdict]}`}
      >
        <p className="font-semibold">{preview.verdictText}</p>
        {preview.verdict === 'check' && preview.uncertain.length > 0 && (
          <p className="mt-1 text-xs">
            Marked in amber: <strong>{listOf(preview.uncertain)}</strong>.
          </p>
        )}
        {preview.verdict === 'check' && preview.uncertain.length === 0 && (
          <p className="mt-1 text-xs">This chart was harder to read than most.</p>
        )}
        {preview.verdict === 'refused' && preview.fixable && (
          <p className="mt-1 text-xs font-normal">
            If this is a candlestick chart,{' '}
            {relativePrices ? 'mark two prices you can read on it' : 'mark its price pane'} below:
            it is read again for free.
          </p>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-300">
        {(preview.symbol || preview.timeframe) && (
          <>
            <dt className="text-slate-400">Chart</dt>
            <dd>{[preview.symbol, preview.timeframe].filter(Boolean).join(' · ')}</dd>
          </>
        )}
        <dt className="text-slate-400">Candles</dt>
        <dd data-testid="reading-candle-count">{candles.length} found</dd>
        <dt className="text-slate-400">Prices</dt>
        <dd data-testid="reading-price-range">
          {relativePrices || !candles.length
            ? 'not read: no price labels could be read'
            : `${price(low)} to ${price(high)} (${preview.priceLabels.length} labels read)`}
        </dd>
        {last && !relativePrices && (
          <>
            <dt className="text-slate-400">Last candle</dt>
            <dd data-testid="reading-last">
              <span className="grid grid-cols-[auto_auto] justify-start gap-x-3 font-mono text-slate-100">
                <span>O {price(last.open)}</span> <span>H {price(last.high)}</span>{' '}
                <span>L {price(last.low)}</span> <span>C {price(last.close)}</span>{' '}
              </span>
              <span className="block text-xs text-slate-400">{timeText(last.time)}</span>
            </dd>
          </>
        )}
        {marks.length > 0 && (
          <>
            <dt className="text-slate-400">Your marks</dt>
            <dd data-testid="reading-marks">{listOf(marks)}</dd>
          </>
        )}
      </dl>
      {preview.verdict === 'check' && <ReadingNotes warnings={preview.warnings} />}
    </div>
  );
}
