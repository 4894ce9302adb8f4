import { CheckIcon } from '@/components/ui/icons.tsx';

const REMINDERS = [
  "The analysis follows your chart's timeframe: capture the timeframe you trade.",
  'Use a clear, full-size screenshot: no blur, no heavy drawings over the candles.',
  'For indicator-based analysis, apply the indicator on the chart before capturing.',
  'Make sure the screenshot shows the price scale (usually on the right).',
];

/** The spec's reminder list, shown next to every upload box. */
export function UploadReminders() {
  return (
    <div>
      <p
        className="mb-2 text-xs font-semibold tracking-wide text-slate-400 uppercase"
        aria-hidden="true"
      >
        Before you upload
      </p>
      <ul className="space-y-1.5 text-xs text-slate-400" aria-label="Before you upload">
        {REMINDERS.map((r) => (
          <li key={r} className="flex gap-2">
            <CheckIcon className="mt-0.5 h-3.5 w-3.5 shrink-0 text-cyan-400" />
            <span>{r}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
