import { CREDITS_PER_ANALYSIS, PLANS } from '@candlelens/contracts';
import { useDisplayCurrency } from '@/lib/display-currency.ts';

/** Plans side by side, one row per feature; scrolls sideways on small screens. */
export function PlanComparison() {
  const { label } = useDisplayCurrency();
  const features = PLANS[0]?.features.map((f) => f.text) ?? [];
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-white/10"
      role="region"
      aria-label="Plan comparison"
      tabIndex={0}
    >
      <table className="w-full text-left text-[13px] sm:text-sm">
        <caption className="sr-only">What each weekly plan includes</caption>
        <thead className="bg-ink-850 text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4 font-medium">
              Feature
            </th>
            {PLANS.map((p) => (
              <th
                key={p.id}
                scope="col"
                className="px-3 py-3 sm:px-4 text-center font-semibold text-white"
              >
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          <Row label="Price per week" values={PLANS.map((p) => label(p.priceUSD))} />
          <Row label="Analyses per week" values={PLANS.map((p) => String(p.chartLimit))} />
          <Row
            label="Credits per week"
            values={PLANS.map((p) => (p.chartLimit * CREDITS_PER_ANALYSIS).toLocaleString('en-US'))}
          />
          {features.map((text) => (
            <tr key={text}>
              <th scope="row" className="px-3 py-3 sm:px-4 font-normal text-slate-300">
                {text}
              </th>
              {PLANS.map((p) => {
                const included = p.features.find((f) => f.text === text)?.included ?? false;
                return (
                  <td key={p.id} className="px-3 py-3 sm:px-4 text-center">
                    {included ? (
                      <span className="text-up" aria-label="Included">
                        ✓
                      </span>
                    ) : (
                      <span className="text-slate-400" aria-label="Not included">
                        –
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Row({ label, values }: { label: string; values: string[] }) {
  return (
    <tr>
      <th scope="row" className="px-3 py-3 sm:px-4 font-normal text-slate-300">
        {label}
      </th>
      {values.map((v, i) => (
        <td key={i} className="px-3 py-3 sm:px-4 text-center font-medium text-white tabular-nums">
          {v}
        </td>
      ))}
    </tr>
  );
}
