import type {
  EvidenceData,
  EvidenceEntry,
  EvidenceWalkForward,
  MeasuredRate,
  RangeEvidence,
  RangeScore,
} from '@candlelens/analysis';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const row = (cells: (string | number)[]) => console.log(`| ${cells.join(' | ')} |`);

/** The forecast calibration table, the direction table and the evidence table, as Markdown. */
export function printTables(d: EvidenceData): void {
  const groups = Object.keys(d.groups).sort();
  printRanges(d);
  console.log(
    `\n### Direction at ${d.horizon} bars (momentum model), walk-forward out of sample\n`,
  );
  row([
    'Group',
    'Cases',
    'Model right',
    'Base rate right',
    'Last move right',
    'Brier skill vs base',
    'vs last move',
    'Shown',
  ]);
  row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---']);
  for (const g of groups) {
    const e = d.direction[g];
    if (!e) continue;
    const sk = (s: [number, number, number]) =>
      `${s[0].toFixed(3)} (${s[1].toFixed(3)} to ${s[2].toFixed(3)})`;
    row([
      g,
      e.n,
      `${pct(e.accuracy)} (${pct(e.accuracyInterval[0])}-${pct(e.accuracyInterval[1])})`,
      pct(e.baseAccuracy),
      pct(e.persistenceAccuracy),
      sk(e.skillVsBase),
      sk(e.skillVsPersistence),
      e.edge ? 'yes' : 'no',
    ]);
  }
  printVerdict(d);
  printLevels(d);
  printTargets(d);
  console.log(
    `\n### Evidence: every claim on every group (at least 30 cases)\n\nCorrection: ${d.correction}.\n`,
  );
  row([
    'Claim',
    'Group',
    'Cases',
    'Series',
    'Rate (95% by series)',
    'Best baseline',
    'Every baseline',
    'p',
    'Reads',
  ]);
  row(['---', '---', '---:', '---:', '---:', '---', '---', '---:', '---']);
  let shown = 0;
  let worse = 0;
  let total = 0;
  let clear = 0;
  for (const claim of Object.keys(d.claims).sort()) {
    for (const g of groups) {
      const e = d.claims[claim]?.[g];
      if (!e || e.n < 30) continue;
      total++;
      if (e.edge) shown++;
      if (e.worse) worse++;
      if (e.low > e.baselineRate) clear++;
      row([
        claim,
        g,
        e.n,
        e.series,
        `${pct(e.rate)} (${pct(e.low)}-${pct(e.high)})`,
        `${pct(e.baselineRate)} ${e.baseline}`,
        baselinesText(e),
        e.p.toFixed(3),
        e.edge ? '**edge**' : e.worse ? 'worse than baseline' : 'no edge',
      ]);
    }
  }
  console.log(
    `\n${total} claim/group pairs measured on at least 30 cases: ${clear} have their interval above their best baseline before the correction, ${shown} are edges after it (the engine states their rate), ${worse} did worse than their baseline (their whole interval below it); the rest read "no measured edge".`,
  );
  const patterns = Object.entries(d.claims)
    .filter(([claim]) => claim.startsWith('pattern:'))
    .map(([, byGroup]) => byGroup['all/all'])
    .filter((e): e is EvidenceEntry => e !== undefined && e.n >= 30);
  const beat = (e: EvidenceEntry, k: 'walk' | 'shuffled') =>
    e.baselines[k] !== undefined && e.low > (e.baselines[k] as number);
  console.log(
    `Patterns on all series (${patterns.length} detector states with at least 30 cases): ${patterns.filter((e) => beat(e, 'walk')).length} beat the same detector on random walks with their interval, ${patterns.filter((e) => beat(e, 'shuffled')).length} on shuffled returns, ${patterns.filter((e) => e.edge).length} are edges after the correction.`,
  );
}

const cov = (r: RangeScore) =>
  r.coverage
    .map((c, k) => `${pct(c)} (${pct(r.intervals[k]?.[0] ?? 0)}-${pct(r.intervals[k]?.[1] ?? 0)})`)
    .join(', ');
const scores = (r: RangeScore) => r.score.map((v) => v.toFixed(2)).join(' / ');
const within = (r: RangeScore) =>
  [0.5, 0.8, 0.95].every((t, k) => Math.abs((r.coverage[k] as number) - t) <= 0.03 + 1e-9)
    ? 'yes'
    : 'no';

/** What ships minus the band, per range, with the interval by series; "worse" where it is all above zero. */
const against = (r: RangeEvidence) =>
  (r.bandDifference ?? [])
    .map(
      ([d, lo, hi]) =>
        `${d.toFixed(2)} (${lo.toFixed(2)} to ${hi.toFixed(2)})${lo > 0 ? ' worse' : hi < 0 ? ' better' : ''}`,
    )
    .join(' / ');

/** The forecast ranges per group: the rule that ships, nested walk-forward, against the plain ATR band. */
function printRanges(d: EvidenceData): void {
  const groups = Object.keys(d.ranges).sort();
  console.log(
    `\n### Forecast ranges at ${d.horizon} bars: what ships, nested walk-forward (fitted before each of the three later calendar folds, one way per group, the band or the scaled ranges, chosen on the folds before it)\n`,
  );
  row([
    'Group',
    'Series',
    'Cases',
    '50% / 80% / 95% range held (95% by series)',
    'Within 3 points',
    'Interval score: shipped',
    'ATR band',
    'Scaled alone',
    'Shipped minus band (95% by series)',
    'Shipped weights',
    'Chosen before folds 3 / 4 / 5',
    'Reads',
    'ATR band: held',
    'Scaled alone: held',
  ]);
  row([
    '---',
    '---:',
    '---:',
    '---:',
    '---',
    '---:',
    '---:',
    '---:',
    '---:',
    '---:',
    '---:',
    '---',
    '---:',
    '---:',
  ]);
  for (const g of groups) {
    const r = d.ranges[g] as RangeEvidence;
    row([
      g,
      r.series,
      r.shipped.n,
      cov(r.shipped),
      within(r.shipped),
      scores(r.shipped),
      scores(r.shippedBand),
      scores(r.shippedScaled),
      against(r),
      r.weights.join(' / '),
      (r.foldWeights ?? []).map((w) => w.join('')).join(' / '),
      r.rough ? 'rough (under 10 series)' : '',
      cov(r.shippedBand),
      cov(r.shippedScaled),
    ]);
  }
  console.log(
    `\n### Forecast ranges at ${d.horizon} bars, walk-forward over the four later folds: the scaled ranges against the plain band close +- k x ATR(14)\n`,
  );
  row(['Group', 'Cases', 'Scaled: held', 'ATR band: held', 'Interval score: scaled', 'ATR band']);
  row(['---', '---:', '---:', '---:', '---:', '---:']);
  for (const g of groups) {
    const w = (d.ranges[g] as RangeEvidence).walkForward;
    row([g, w.scaled.n, cov(w.scaled), cov(w.band), scores(w.scaled), scores(w.band)]);
  }
  console.log(
    '\nInterval scores are means in typical moves (ATR 14) of each chart, 50% / 80% / 95% ranges; lower is better. Weights: of the scaled ranges against the band (1 the scaled ranges alone, 0 the band alone), for the 50% / 80% / 95% ranges; before each fold they are chosen on the folds before it.',
  );
}

const rate = (r: MeasuredRate) =>
  r.n ? `${pct(r.rate)} (${pct(r.low)}-${pct(r.high)}; ${r.n}, ${r.series} series)` : '-';

/** The verdict per group, walk-forward: how often a direction would have been shown, and how it did. */
function printVerdict(d: EvidenceData): void {
  console.log(
    `\n### The verdict, walk-forward (edges decided on earlier charts, scored on each of four later calendar folds)\n`,
  );
  row([
    'Group',
    'Charts',
    'Direction shown',
    'Shown: right',
    'Any lean: right',
    'Always up, same charts',
    'Bullish right',
    'Bearish right',
    'Up on all charts',
  ]);
  row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']);
  for (const g of Object.keys(d.walkForward).sort()) {
    const w = d.walkForward[g] as EvidenceWalkForward;
    row([
      g,
      w.charts,
      `${w.shown.n} (${pct(w.charts ? w.shown.n / w.charts : 0)})`,
      rate(w.shown),
      rate(w.called),
      pct(w.calledUp),
      rate(w.bullish),
      rate(w.bearish),
      pct(w.baseUp.rate),
    ]);
  }
  const all = Object.values(d.walkForward);
  const cases = all.reduce((s, w) => s + w.claimCases, 0);
  const hits = all.reduce((s, w) => s + w.claimHits, 0);
  const base = all.reduce((s, w) => s + w.claimBaselineHits, 0);
  console.log(
    `\nEvery claim the rule would have stated on the next fold (all groups, claim/fold pairs ${all.reduce((s, w) => s + w.claimsShown, 0)}): ${cases} cases, right ${cases ? pct(hits / cases) : '-'} against ${cases ? pct(base / cases) : '-'} for their best baselines on the same charts.`,
  );
}

/** The next visit of a level by its record on the chart, against levels at the same distance. */
function printLevels(d: EvidenceData): void {
  console.log(
    `\n### Levels: the next visit held, by how the level held on its chart, against levels as far from the price at other times\n`,
  );
  row([
    'Group',
    'Record on the chart',
    'Next visit held (95% by series)',
    'Same distance',
    'Reads',
  ]);
  row(['---', '---', '---:', '---:', '---']);
  for (const g of ['all/all', 'all/daily', 'all/intraday'])
    for (const b of ['untested', 'under50', '50to75', '75up']) {
      const e = d.claims[`level-held:${b}`]?.[g];
      if (!e) continue;
      row([
        g,
        b,
        `${pct(e.rate)} (${pct(e.low)}-${pct(e.high)}; ${e.n}, ${e.series} series)`,
        pct(e.baselines.distance ?? 0),
        e.edge ? 'edge' : e.worse ? 'worse' : 'no edge',
      ]);
    }
}

/** Targets of live patterns: reached within the follow window, against the same distance the same way at other times. */
function printTargets(d: EvidenceData): void {
  console.log(
    `\n### Pattern targets: reached within ${d.followBars} bars, against the same distance the same way at other times\n`,
  );
  row(['Claim', 'Group', 'Reached (95% by series)', 'Same distance, other times', 'Reads']);
  row(['---', '---', '---:', '---:', '---']);
  for (const claim of Object.keys(d.claims).sort()) {
    if (!claim.startsWith('target:')) continue;
    for (const g of ['all/all', 'all/daily', 'all/intraday']) {
      const e = d.claims[claim]?.[g];
      if (!e || e.n < 30) continue;
      row([
        claim,
        g,
        `${pct(e.rate)} (${pct(e.low)}-${pct(e.high)}; ${e.n}, ${e.series} series)`,
        pct(e.baselines.distance ?? 0),
        e.edge ? 'edge' : e.worse ? 'worse' : 'no edge',
      ]);
    }
  }
}

const BASELINE_WORDS = {
  half: 'coin toss',
  base: 'base rate',
  random: 'random levels',
  distance: 'same distance',
  walk: 'random walks',
  shuffled: 'shuffled',
};

/** "base rate 52.6%, random walks 50.0%, shuffled 52.1%": every baseline on the test period. */
function baselinesText(e: EvidenceEntry): string {
  return (Object.keys(BASELINE_WORDS) as (keyof typeof BASELINE_WORDS)[])
    .filter((k) => e.baselines[k] !== undefined)
    .map((k) => `${BASELINE_WORDS[k]} ${pct(e.baselines[k] as number)}`)
    .join(', ');
}
