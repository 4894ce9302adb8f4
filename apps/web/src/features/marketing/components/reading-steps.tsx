const STEPS = [
  {
    title: 'Find every candle',
    body: 'The reader locates the plot area, then each candle body and wick, and tells rising candles from falling ones by their colours, whatever the platform or theme.',
  },
  {
    title: 'Read the price axis',
    body: 'It reads the numbers printed on the price axis and fits the scale that maps each pixel row to a price, so every level it reports is a price you can find on your chart.',
  },
  {
    title: 'Recover the prices',
    body: 'Each candle becomes an open, high, low and close. Levels, trend, patterns, indicators and the forecast are all computed from that series.',
  },
];

const COMPARISON = [
  ['Where the prices come from', 'Read from your chart’s axis', 'Described from the picture'],
  ['Same chart twice', 'Same answer', 'Often a different answer'],
  ['Indicators', 'Computed from the candles', 'Estimated by eye'],
  ['Time to result', 'About a second', 'Many seconds, sometimes more'],
  ['Result', 'Text plus drawings on your chart', 'Text only'],
] as const;

/** How CandleLens reads a screenshot, and how that differs from asking a chatbot. */
export function ReadingSteps() {
  return (
    <>
      <ol className="grid gap-5 md:grid-cols-3">
        {STEPS.map((s, i) => (
          <li key={s.title} className="rounded-2xl border border-white/10 bg-ink-850 p-6">
            <p className="text-sm font-semibold text-cyan-400 tabular-nums">
              <span className="sr-only">Step </span>0{i + 1}
            </p>
            <h3 className="mt-2 text-lg font-semibold text-white">{s.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-400">{s.body}</p>
          </li>
        ))}
      </ol>
      <div
        className="mt-10 overflow-x-auto rounded-2xl border border-white/10"
        role="region"
        aria-label="CandleLens compared with a chatbot"
        tabIndex={0}
      >
        <table className="w-full text-left text-[13px] sm:text-sm">
          <caption className="sr-only">
            CandleLens compared with sending a picture to a chatbot
          </caption>
          <thead className="bg-ink-850">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4 font-medium text-slate-400">
                <span className="sr-only">Question</span>
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4 font-semibold text-cyan-300">
                CandleLens
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4 font-semibold text-slate-400">
                A picture sent to a chatbot
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5">
            {COMPARISON.map(([q, ours, theirs]) => (
              <tr key={q}>
                <th scope="row" className="px-3 py-3 sm:px-4 font-normal text-slate-400">
                  {q}
                </th>
                <td className="px-3 py-3 sm:px-4 font-medium text-white">{ours}</td>
                <td className="px-3 py-3 sm:px-4 text-slate-400">{theirs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
