import type { EvidenceData } from '@candlelens/analysis';

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
    'Discovery rate (cases)',
    'Shown with its rate',
  ]);
  row(['---', '---', '---:', '---:', '---', '---:', '---']);
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
        `${pct(e.discovery.rate)} (${e.discovery.n})`,
        e.edge ? '**yes**' : 'no edge',
      ]);
    }
  }
  console.log(
    `\n${shown} of ${total} measured claim/group pairs cleared their baseline on both periods; the rest read "no measured edge".`,
  );
}
