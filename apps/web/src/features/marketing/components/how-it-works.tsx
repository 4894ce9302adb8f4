const STEPS = [
  {
    title: 'Upload a screenshot',
    body: 'Drop, paste or pick a screenshot of any candlestick chart: TradingView, your broker, MetaTrader. Keep the price axis in view and add any indicator you want read before you capture.',
  },
  {
    title: 'Get the analysis drawn on your chart',
    body: 'CandleLens finds every candle, reads the price axis and recovers the prices. About a second later you get the written analysis, with its levels, lines and patterns drawn back onto your screenshot and saved to your history.',
  },
];

export function HowItWorks() {
  return (
    <ol className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      {STEPS.map((step, i) => (
        <li
          key={step.title}
          className="relative rounded-2xl border border-white/10 bg-ink-850 p-6 sm:p-8"
        >
          <span
            className="flex h-10 w-10 items-center justify-center rounded-full bg-cyan-400 text-base font-bold text-ink-950"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <h3 className="mt-5 text-lg font-semibold text-white">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-3 text-sm leading-6 text-slate-400">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
