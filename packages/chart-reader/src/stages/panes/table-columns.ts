import type { Box } from './locate.ts';

/** A run of labels as the table check needs it: each label's text box. */
interface RunBoxes {
  labels: { line: Box }[];
}

const height = (b: Box): number => b.y1 - b.y0 + 1;
const middle = (b: Box): number => (b.y0 + b.y1) / 2;

/**
 * Share of a run's labels that share their row with a cell of another column close beside them,
 * a column with no row between the run's: a column of a table (an order book's prices beside
 * their amounts, a watch list's last prices between symbol and change), not a price axis, whose
 * labels stand alone on their rows beside the plot (a table beside an axis has rows between its
 * labels). `lines` are the screenshot's text lines; a cell is a line of two glyphs or more of
 * the label's height, centred on its row, within sixteen text heights of it.
 */
export function tableShare(run: RunBoxes, lines: readonly Box[]): number {
  const labels = [...run.labels].sort((a, b) => middle(a.line) - middle(b.line));
  if (labels.length === 0) return 0;
  const byRow = new Map<number, Box[]>();
  for (const l of lines) {
    const k = Math.round(middle(l) / 4);
    const list = byRow.get(k);
    if (list) list.push(l);
    else byRow.set(k, [l]);
  }
  const th = labels.map((l) => height(l.line)).sort((a, b) => a - b)[labels.length >> 1]!;
  /** Cells of the label's height, wide enough, within the rows y0..y1 (centres). */
  const cells = (y0: number, y1: number): Box[] => {
    const out: Box[] = [];
    for (let k = Math.floor(y0 / 4) - 1; k <= Math.ceil(y1 / 4) + 1; k++)
      for (const m of byRow.get(k) ?? []) {
        const c = middle(m);
        if (c < y0 || c > y1) continue;
        if (Math.abs(height(m) - th) > th * 0.3 || m.x1 - m.x0 + 1 < th * 1.5) continue;
        out.push(m);
      }
    return out;
  };
  let shared = 0;
  labels.forEach(({ line }, i) => {
    const yc = middle(line);
    const beside = cells(yc - th * 0.3, yc + th * 0.3).filter((m) => {
      if (m.x1 >= line.x0 - 1 && m.x0 <= line.x1 + 1) return false; // the label itself
      const gap = m.x0 > line.x1 ? m.x0 - line.x1 : line.x0 - m.x1;
      return gap <= th * 16;
    });
    if (beside.length === 0) return;
    // the neighbouring column has no row between this label and the next (or the previous)
    const other = labels[i + 1] ?? labels[i - 1];
    if (!other) return;
    const [a, b] = [yc, middle(other.line)].sort((p, q) => p - q);
    const between = cells(a! + th * 0.6, b! - th * 0.6);
    const sameColumn = (m: Box): boolean =>
      beside.some((n) => Math.abs(n.x0 - m.x0) <= th || Math.abs(n.x1 - m.x1) <= th);
    if (!between.some(sameColumn)) shared++;
  });
  return shared / labels.length;
}

/**
 * The runs in the order their panes are tried: price scales before columns of a table (at least
 * three labels in five with cells beside them), each group by its number of labels. The table
 * columns are added to `tables` when given.
 */
export function axisFirst<R extends RunBoxes>(
  runs: readonly R[],
  lines: readonly Box[],
  tables?: Set<R>,
): R[] {
  const table = new Map(runs.map((r) => [r, tableShare(r, lines) >= 0.6]));
  for (const [r, t] of table) if (t) tables?.add(r);
  return [...runs].sort(
    (a, b) => Number(table.get(a)) - Number(table.get(b)) || b.labels.length - a.labels.length,
  );
}
