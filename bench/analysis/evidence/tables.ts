import type { EvidenceData, EvidenceEntry } from '@candlelens/analysis';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const row = (cells: (string | number)[]) => console.log(`| ${cells.join(' | ')} |`);

/** The forecast calibration table, the direction table and the evidence table, as Markdown. */
export function printTables(d: EvidenceData): void {
  const groups = Object.keys(d.groups).sort();
  console.log(`\n### Forecast ranges at ${d.horizon} bars, walk-forward out of sample\n`);
  row(['Group', 'Series', 'Cases', '50% range', '80% range', '95% range', 'Within 3 points']);
  row(['---', '---:', '---:', '---:', '---:', '---:', '---']);
  for (const g of groups) {
    const r = d.ranges[g];
    if (!r) continue;
    const cell = (k: 0 | 1 | 2) =>
      `${pct(r.coverage[k])} (${pct(r.intervals[k][0])}-${pct(r.intervals[k][1])})`;
    const ok = [0.5, 0.8, 0.95].every((t, k) => Math.abs((r.coverage[k] as number) - t) <= 0.03);
    row([g, d.groups[g]?.series ?? 0, r.n, cell(0), cell(1), cell(2), ok ? 'yes' : 'no']);
  }
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
  console.log(`\n### Evidence: every claim on every group (test period, at least 30 cases)\n`);
  row([
    'Claim',
    'Group',
    'Cases',
    'Rate (95%)',
    'Baseline',
    'Every baseline',
    'Discovery rate (cases)',
    'Shown with its rate',
  ]);
  row(['---', '---', '---:', '---:', '---', '---', '---:', '---']);
  let shown = 0;
  let total = 0;
  for (const claim of Object.keys(d.claims).sort()) {
    for (const g of groups) {
      const e = d.claims[claim]?.[g];
      if (!e || e.n < 30) continue;
      total++;
      if (e.edge) shown++;
      row([
        claim,
        g,
        e.n,
        `${pct(e.rate)} (${pct(e.low)}-${pct(e.high)})`,
        `${pct(e.baselineRate)} ${e.baseline}`,
        baselinesText(e),
        `${pct(e.discovery.rate)} (${e.discovery.n})`,
        e.edge ? '**yes**' : 'no edge',
      ]);
    }
  }
  console.log(
    `\n${shown} of ${total} measured claim/group pairs cleared their baseline on both periods; the rest read "no measured edge".`,
  );
  const patterns = Object.entries(d.claims)
    .filter(([claim]) => claim.startsWith('pattern:'))
    .map(([, byGroup]) => byGroup['all/all'])
    .filter((e): e is EvidenceEntry => e !== undefined && e.n >= 30);
  const beat = (e: EvidenceEntry, k: 'walk' | 'shuffled') =>
    e.baselines[k] !== undefined && e.low > (e.baselines[k] as number);
  console.log(
    `Patterns on all series (${patterns.length} detector states with at least 30 test cases): ${patterns.filter((e) => beat(e, 'walk')).length} beat the same detector on random walks with their interval, ${patterns.filter((e) => beat(e, 'shuffled')).length} on shuffled returns, ${patterns.filter((e) => beat(e, 'walk') && beat(e, 'shuffled') && e.edge).length} both and on the discovery period too.`,
  );
}

const BASELINE_WORDS = {
  base: 'base rate',
  random: 'random levels',
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
