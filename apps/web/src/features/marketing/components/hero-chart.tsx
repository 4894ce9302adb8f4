/**
 * An example CandleLens result drawn as an inline SVG: candles, the support and
 * resistance the reader found, a rising trend line and an 80% forecast range.
 */
/** [open, high, low, close] of an example ETH/USD 4-hour chart. */
const CANDLES: readonly (readonly [number, number, number, number])[] = [
  [3262, 3268, 3243, 3250],
  [3250, 3261, 3231, 3236],
  [3236, 3240, 3209, 3221],
  [3221, 3239, 3213, 3230],
  [3230, 3276, 3227, 3262],
  [3262, 3298, 3252, 3291],
  [3291, 3323, 3285, 3318],
  [3318, 3354, 3305, 3342],
  [3342, 3374, 3337, 3366],
  [3366, 3389, 3357, 3381],
  [3381, 3386, 3365, 3372],
  [3372, 3378, 3343, 3349],
  [3349, 3362, 3316, 3327],
  [3327, 3332, 3297, 3301],
  [3301, 3310, 3279, 3288],
  [3288, 3295, 3248, 3262],
  [3262, 3268, 3219, 3226],
  [3226, 3236, 3213, 3232],
  [3232, 3254, 3229, 3250],
  [3250, 3282, 3242, 3273],
  [3273, 3310, 3270, 3296],
  [3296, 3325, 3286, 3318],
  [3318, 3346, 3312, 3341],
  [3341, 3368, 3328, 3356],
  [3356, 3364, 3335, 3340],
  [3340, 3343, 3315, 3324],
  [3324, 3334, 3305, 3312],
  [3312, 3340, 3306, 3334],
  [3334, 3371, 3323, 3358],
  [3358, 3386, 3354, 3381],
  [3381, 3413, 3372, 3404],
  [3404, 3435, 3390, 3428],
];
const HAMMER = 17;

const W = 640;
const H = 360;
const PLOT = { left: 12, right: 556, top: 28, bottom: 326 };
const MIN = 3180;
const MAX = 3490;
const SUPPORT = 3212;
const RESISTANCE = 3388;

const candles = CANDLES.map(([open, high, low, close]) => ({ open, high, low, close }));
const last = candles[candles.length - 1]!;
const step = (PLOT.right - 90 - PLOT.left) / candles.length;
const y = (price: number) => PLOT.top + ((MAX - price) / (MAX - MIN)) * (PLOT.bottom - PLOT.top);
const x = (i: number) => PLOT.left + step * (i + 0.5);

/** Trend line from the hammer's low along the lowest slope that keeps every later low above it. */
const TREND = (() => {
  const low0 = candles[HAMMER]!.low;
  const slope = Math.min(...candles.slice(HAMMER + 1).map((c, k) => (c.low - low0) / (k + 1)));
  const end = candles.length - 1 + 0.5;
  return { x1: x(HAMMER), y1: y(low0), x2: x(end), y2: y(low0 + slope * (end - HAMMER)) };
})();

const AXIS_TICKS = [3200, 3250, 3300, 3350, 3400, 3450];
/** Axis labels hidden behind a price tag are not drawn. */
const freeTick = (t: number) =>
  [SUPPORT, RESISTANCE, last.close].every((p) => Math.abs(y(p) - y(t)) > 14);
const lastX = x(candles.length - 1);
const lastY = y(last.close);
const coneEnd = PLOT.right - 4;

const fmt = (n: number) => n.toLocaleString('en-US');

const SUMMARY = [
  { label: 'Trend', value: 'Up · strong', tone: 'text-up' },
  { label: 'Support', value: fmt(SUPPORT), tone: 'text-white' },
  { label: 'Resistance', value: `${fmt(RESISTANCE)} (broken)`, tone: 'text-white' },
  { label: 'Pattern', value: 'Hammer', tone: 'text-amber-300' },
];

export function HeroChart() {
  return (
    <figure className="overflow-hidden rounded-2xl border border-white/10 bg-ink-950 shadow-2xl shadow-black/40">
      <div className="flex items-center justify-between gap-3 border-b border-white/5 px-4 py-2.5 text-xs">
        <div className="flex items-center gap-2 text-slate-400">
          <span className="flex gap-1.5" aria-hidden="true">
            <span className="h-2.5 w-2.5 rounded-full bg-slate-700" />
            <span className="h-2.5 w-2.5 rounded-full bg-slate-700" />
            <span className="h-2.5 w-2.5 rounded-full bg-slate-700" />
          </span>
          <span className="ml-2 font-medium text-slate-300">ETH/USD · 4H</span>
        </div>
        <span className="rounded-full bg-emerald-500/10 px-2 py-0.5 font-medium text-emerald-300">
          32 candles read
        </span>
      </div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="block h-auto w-full"
        role="img"
        aria-labelledby="hero-chart-title hero-chart-desc"
      >
        <title id="hero-chart-title">Example CandleLens analysis drawn on a chart</title>
        <desc id="hero-chart-desc">
          A candlestick chart of ETH/USD with support marked at 3,212, resistance at 3,388, a rising
          trend line under the recent lows and a shaded forecast range to the right.
        </desc>
        <defs>
          <linearGradient id="hero-cone" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#22d3ee" stopOpacity="0.35" />
            <stop offset="1" stopColor="#22d3ee" stopOpacity="0.05" />
          </linearGradient>
        </defs>
        {AXIS_TICKS.map((t) => (
          <g key={t}>
            <line
              x1={PLOT.left}
              x2={PLOT.right}
              y1={y(t)}
              y2={y(t)}
              stroke="#1e293b"
              strokeWidth="1"
            />
            {freeTick(t) && (
              <text x={PLOT.right + 10} y={y(t) + 4} fill="#64748b" fontSize="11">
                {fmt(t)}
              </text>
            )}
          </g>
        ))}
        <line
          x1={PLOT.right}
          x2={PLOT.right}
          y1={PLOT.top - 10}
          y2={PLOT.bottom}
          stroke="#1e293b"
        />

        {/* Forecast: 80% range from the last close */}
        <path
          d={`M${lastX},${lastY} L${coneEnd},${y(3482)} L${coneEnd},${y(3384)} Z`}
          fill="url(#hero-cone)"
        />
        <line
          x1={lastX}
          y1={lastY}
          x2={coneEnd}
          y2={y(3450)}
          stroke="#22d3ee"
          strokeWidth="1.5"
          strokeDasharray="3 4"
        />

        {/* Resistance and support */}
        <line
          x1={PLOT.left}
          x2={PLOT.right}
          y1={y(RESISTANCE)}
          y2={y(RESISTANCE)}
          stroke="#f43f5e"
          strokeWidth="1.5"
          strokeDasharray="6 4"
        />
        <line
          x1={PLOT.left}
          x2={PLOT.right}
          y1={y(SUPPORT)}
          y2={y(SUPPORT)}
          stroke="#10b981"
          strokeWidth="1.5"
          strokeDasharray="6 4"
        />

        {/* Trend line under the higher lows */}
        <line
          x1={TREND.x1}
          y1={TREND.y1}
          x2={TREND.x2}
          y2={TREND.y2}
          stroke="#22d3ee"
          strokeWidth="1.5"
          opacity="0.7"
        />

        {candles.map((c, i) => {
          const up = c.close >= c.open;
          const color = up ? '#10b981' : '#f43f5e';
          const top = y(Math.max(c.open, c.close));
          const bodyH = Math.max(1.5, Math.abs(y(c.open) - y(c.close)));
          return (
            <g key={i}>
              <line x1={x(i)} x2={x(i)} y1={y(c.high)} y2={y(c.low)} stroke={color} />
              <rect
                x={x(i) - step * 0.32}
                y={top}
                width={step * 0.64}
                height={bodyH}
                rx="1"
                fill={color}
              />
            </g>
          );
        })}

        <circle
          cx={x(HAMMER)}
          cy={y(candles[HAMMER]!.low) + 12}
          r="9"
          fill="none"
          stroke="#fbbf24"
        />
        <text x={x(HAMMER) + 14} y={y(candles[HAMMER]!.low) + 16} fill="#fbbf24" fontSize="11">
          Hammer at support
        </text>

        <PriceTag y={y(RESISTANCE)} color="#f43f5e" label={`R ${fmt(RESISTANCE)}`} />
        <PriceTag y={y(SUPPORT)} color="#10b981" label={`S ${fmt(SUPPORT)}`} />
        <PriceTag y={lastY} color="#22d3ee" label={fmt(last.close)} dark />
        <text x={coneEnd} y={y(3384) + 16} fill="#67e8f9" fontSize="11" textAnchor="end">
          80% range
        </text>
      </svg>
      <dl className="grid grid-cols-2 border-t border-white/5 text-xs sm:grid-cols-4">
        {SUMMARY.map((item) => (
          <div key={item.label} className="border-white/5 px-4 py-3 [&:not(:last-child)]:border-r">
            <dt className="text-slate-400">{item.label}</dt>
            <dd className={`mt-0.5 font-semibold tabular-nums ${item.tone}`}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

function PriceTag({
  y: top,
  color,
  label,
  dark = false,
}: {
  y: number;
  color: string;
  label: string;
  dark?: boolean;
}) {
  return (
    <g>
      <rect x={PLOT.right + 2} y={top - 10} width={78} height={20} rx="4" fill={color} />
      <text
        x={PLOT.right + 41}
        y={top + 4}
        fill={dark ? '#060a14' : '#ffffff'}
        fontSize="11.5"
        fontWeight="600"
        textAnchor="middle"
      >
        {label}
      </text>
    </g>
  );
}
