import { CANCELLATION_POLICY } from '@/lib/cancellation.ts';
import { CREDITS_PER_ANALYSIS } from '@candlelens/contracts';
import { SUPPORT_EMAIL } from '../lib/support.ts';

const QUESTIONS = [
  {
    q: 'Is CandleLens financial advice?',
    a: 'No. CandleLens gives information only: a reading of the chart you upload. It does not know your goals or circumstances and never tells you to buy or sell. Trading decisions are yours.',
  },
  {
    q: 'Which charts can it read?',
    a: 'Screenshots of candlestick charts from most platforms, such as TradingView, MetaTrader and broker apps, in light or dark themes. Keep the price axis in the picture and avoid photos of a screen.',
  },
  {
    q: 'How do credits work?',
    a: `Every analysis uses ${CREDITS_PER_ANALYSIS} credits, and your plan adds a week's worth of credits at the start of each billing cycle. An analysis that fails costs nothing. Unused credits do not roll over.`,
  },
  {
    q: 'What happens to my screenshots?',
    a: `They are stored with your account, visible only to you, and shown in your history for 7 days. We never sell them. Write to ${SUPPORT_EMAIL} to have them deleted.`,
  },
  {
    q: 'Can I change or cancel my plan?',
    a: `Yes. Upgrades are immediate; downgrades take effect at the end of the billing cycle. ${CANCELLATION_POLICY}`,
  },
  {
    q: 'Who can use CandleLens?',
    a: 'Anyone aged 18 or over who agrees to our terms of service.',
  },
];

/** Common questions, each opening in place. */
export function Faq() {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-white/5 rounded-2xl border border-white/10 bg-ink-850">
      {QUESTIONS.map(({ q, a }) => (
        <details key={q} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-medium text-white [&::-webkit-details-marker]:hidden">
            {q}
            <svg
              viewBox="0 0 20 20"
              className="h-5 w-5 shrink-0 text-slate-400 transition group-open:rotate-45"
              aria-hidden="true"
            >
              <path
                d="M10 4v12M4 10h12"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </summary>
          <p className="pb-5 text-sm leading-6 text-slate-400">{a}</p>
        </details>
      ))}
    </div>
  );
}
