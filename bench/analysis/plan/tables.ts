// Markdown tables of the measured risk-plan odds, for docs/benchmarks.md.
import type { PlanCalibration, PlanEvidence, PlanRate } from '@candlelens/analysis';

const pct = (v: number) => `${(v * 100).toFixed(1)}`;
const rate = (r: PlanRate) =>
  `${pct(r.rate)}% (${pct(r.low)}-${pct(r.high)}; ${r.n}, ${r.series} series)`;

function skillRow(g: string, what: string, c: PlanCalibration): string {
  return `| ${g} | ${what} | ${c.n} | ${c.series} | ${c.model.brier.toFixed(3)} | ${c.baseline.brier.toFixed(3)} | ${c.skill.toFixed(3)} (${c.skillInterval[0].toFixed(3)} to ${c.skillInterval[1].toFixed(3)}) | ${c.edge ? 'model' : 'random walk'} |`;
}

function deciles(what: string, c: PlanCalibration): void {
  console.log(`\n${what}: predicted against realised per decile (walk-forward)\n`);
  console.log(
    '| decile | model: predicted | model: realised (95% by series) | n | walk: predicted | walk: realised (95% by series) | n |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|');
  for (let b = 0; b < 10; b++) {
    const m = c.model.bins.find((x) => Math.round(x.from * 10) === b);
    const w = c.baseline.bins.find((x) => Math.round(x.from * 10) === b);
    const cell = (x: typeof m) =>
      x
        ? [pct(x.predicted), `${pct(x.realised)} (${pct(x.low)}-${pct(x.high)})`, String(x.n)]
        : ['', '', '0'];
    console.log(`| ${b * 10}-${b * 10 + 10}% | ${[...cell(m), ...cell(w)].join(' | ')} |`);
  }
}

export function printPlanTables(data: PlanEvidence): void {
  console.log(`Source: ${data.source}\nInputs SHA-256: ${data.inputsHash}\n`);
  console.log(
    '| group | event | cases | series | Brier model | Brier walk | skill (95% by series) | trader reads |',
  );
  console.log('|---|---|--:|--:|--:|--:|--:|---|');
  for (const [g, e] of Object.entries(data.groups)) {
    console.log(skillRow(g, 'target before stop', e.targetFirst));
    console.log(skillRow(g, `stop within N`, e.stopWithin));
  }
  const all = data.groups['all/all'];
  if (all) {
    deciles('Target before stop, all markets', all.targetFirst);
    deciles('Stop within N bars, all markets', all.stopWithin);
  }
  console.log(
    `\nStops inside the range price covers half the time over the next ${data.noiseBars} bars: touched within N bars\n`,
  );
  console.log(`| group | ${data.horizons.map((h) => `N = ${h}`).join(' | ')} |`);
  console.log(`|---|${data.horizons.map(() => '--:').join('|')}|`);
  for (const [g, e] of Object.entries(data.groups))
    console.log(
      `| ${g} | ${data.horizons.map((h) => (e.noise[String(h)] ? rate(e.noise[String(h)] as PlanRate) : '')).join(' | ')} |`,
    );
  console.log(
    `\nDefault stop (nearest level on the losing side + ${data.buffer} ATR) against the same distance without regard to levels: touched within N bars\n`,
  );
  console.log('| group | N | default stop | same distance, another time |');
  console.log('|---|--:|--:|--:|');
  for (const [g, e] of Object.entries(data.groups))
    for (const h of data.horizons) {
      const d = e.defaultStop[String(h)];
      if (d) console.log(`| ${g} | ${h} | ${rate(d.level)} | ${rate(d.control)} |`);
    }
}
