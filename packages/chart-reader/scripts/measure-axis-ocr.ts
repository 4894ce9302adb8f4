// Measurement behind docs/decisions/080-axis-ocr-engine.md: the glyph reader, tesseract.js and
// PaddleOCR's recogniser on price-axis label crops from the real screenshots in ../shared and from
// synthetic strips rendered in Chromium with many fonts. Prints Markdown tables; crops and raw
// results go to bench/out/axis-ocr (not committed).
//   npx tsx packages/chart-reader/scripts/measure-axis-ocr.ts [--quick] [--engines glyph,paddle]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAsync, type LabelPort, type TextBox } from '../src/shared/label-port.ts';
import { checkLabelTexts } from '../src/stages/price-axis/index.ts';
import { parseLabel } from '../src/stages/price-axis/label-text.ts';
import { checkLabelColumn, createLabelReader } from '../src/node/ocr/index.ts';
import type { LabelCrop, LabelReading } from '../src/node/ocr/index.ts';
import {
  glyphEngine,
  paddleEngine,
  tesseractEngine,
  type Engine,
} from './measure-axis-ocr-engines.ts';
import { realSamples } from './measure-axis-ocr-real.ts';
import { saveCrops, type LabelSample } from './measure-axis-ocr-samples.ts';
import { syntheticSamples } from './measure-axis-ocr-synth.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const engineNames = (
  args[args.indexOf('--engines') + 1] && args.includes('--engines')
    ? args[args.indexOf('--engines') + 1]!
    : 'glyph,tesseract,paddle'
).split(',');
const outDir = join(root, 'bench/out/axis-ocr');
mkdirSync(outDir, { recursive: true });

const realDir = join(root, '../shared/data/screenshots/real');
const samples: LabelSample[] = [];
if (existsSync(realDir)) samples.push(...(await realSamples(realDir)));
else console.warn(`real screenshots skipped: ${realDir} is absent`);
samples.push(...(await syntheticSamples(join(outDir, 'pages'), { perDpr: quick ? 10 : 40 })));
if (args.includes('--save-crops')) await saveCrops(samples, join(outDir, 'crops'));

const loaders: Record<string, () => Promise<Engine>> = {
  glyph: glyphEngine,
  tesseract: tesseractEngine,
  paddle: paddleEngine,
};
const readings: Record<string, LabelReading[]> = {};
const timing: Record<string, { coldMs: number; perLabelMs: number; perAxisMs: number[] }> = {};
const groups = [...new Set(samples.map((s) => s.group))];
for (const name of engineNames) {
  const t0 = performance.now();
  const engine = await loaders[name]!();
  const coldMs = performance.now() - t0;
  const res: LabelReading[] = new Array(samples.length);
  const perAxisMs: number[] = [];
  // warm-up on one axis, then one call per axis (one screenshot's label column)
  await engine.read(samples.filter((s) => s.group === groups[0]).map((s) => s.crop));
  for (const g of groups) {
    const idx = samples.flatMap((s, i) => (s.group === g ? [i] : []));
    const a = performance.now();
    const r = await engine.read(idx.map((i) => samples[i]!.crop));
    perAxisMs.push(performance.now() - a);
    idx.forEach((i, k) => (res[i] = r[k]!));
  }
  await engine.close();
  readings[name] = res;
  const total = perAxisMs.reduce((s, v) => s + v, 0);
  timing[name] = { coldMs, perLabelMs: total / samples.length, perAxisMs };
  console.error(
    `${name}: cold ${coldMs.toFixed(0)} ms, ${(total / samples.length).toFixed(1)} ms per label`,
  );
}

const exact = (s: LabelSample, text: string): boolean => {
  const v = parseLabel(text);
  return v !== null && Math.abs(v - s.truth.value) <= 1e-9 * Math.max(1, Math.abs(s.truth.value));
};
/** What went wrong, from the digits and the decimal point. */
function errorKind(s: LabelSample, text: string): string {
  if (exact(s, text)) return 'exact';
  if (!text || parseLabel(text) === null) return /\d/.test(text) ? 'unparsable' : 'nothing read';
  const td = s.truth.text.replace(/\D/g, '');
  const rd = text.replace(/\D/g, '');
  if (td === rd)
    return s.truth.text.includes('.') && !text.includes('.')
      ? 'dropped point'
      : 'separator or suffix';
  if (td.length === rd.length) return 'digit swap';
  return rd.length < td.length ? 'dropped digit' : 'extra digit';
}
// The reader's axis stage on the whole screenshot (real set only): its label at the crop's row.
const real = samples.flatMap((s, i) => (s.source === 'real' ? [i] : []));
if (real.length) {
  readings['glyph in reader'] = samples.map((s) => ({
    text: String(s.tags.readerText ?? ''),
    confidence: 1,
  }));
  const realGroups = groups.map((g) => samples.find((s) => s.group === g)!);
  timing['glyph in reader'] = {
    coldMs: 0,
    perLabelMs: NaN,
    perAxisMs: realGroups.map((s) => (s.source === 'real' ? Number(s.tags.readerMs) : NaN)),
  };
}
// The combination: the glyph reader first, OCR for the axes whose glyph column fails the check.
const tolOf = (g: LabelSample[]): number =>
  Math.max(2, 0.4 * Math.min(...g.map((s) => s.crop.height)));
const columnOk = (idx: number[], reads: LabelReading[]): boolean =>
  checkLabelColumn(
    idx.map((i) => ({ y: samples[i]!.y, text: reads[i]!.text, value: parseLabel(reads[i]!.text) })),
    tolOf(idx.map((i) => samples[i]!)),
  ).consistent;
// (on the real set the reader's own reading is the glyph reading: it has the whole column)
if (readings.glyph && readings.paddle) {
  const first = (i: number): LabelReading =>
    samples[i]!.source === 'real' && readings['glyph in reader']
      ? readings['glyph in reader'][i]!
      : readings.glyph![i]!;
  const firstReads = samples.map((_, i) => first(i));
  const comb: LabelReading[] = [...firstReads];
  const combMs: number[] = [];
  groups.forEach((g, gi) => {
    const idx = samples.flatMap((s, i) => (s.group === g ? [i] : []));
    // the OCR time added to the reader's (its glyph reading is made anyway)
    let ms = 0;
    if (!columnOk(idx, firstReads)) {
      for (const i of idx) comb[i] = readings.paddle![i]!;
      ms += timing.paddle!.perAxisMs[gi]!;
    }
    combMs.push(ms);
  });
  readings['glyph+paddle'] = comb;
  timing['glyph+paddle'] = {
    coldMs: timing.paddle!.coldMs,
    perLabelMs: NaN,
    perAxisMs: combMs,
  };
  // OCR as a vote: three labels recognised; the OCR takes over the column (at most 8 labels)
  // when they disagree with the glyph reading
  const reader = await createLabelReader();
  // the samples are crops already: a port that reads the crop standing for each box
  const cropOf = new Map<TextBox, LabelCrop>();
  const cropPort: LabelPort = {
    recognises: true,
    *read(boxes) {
      return yield reader.read(boxes.map((b) => cropOf.get(b)!));
    },
    within: () => cropPort,
  };
  const vote: LabelReading[] = new Array(samples.length);
  const voteMs: number[] = [];
  for (const g of groups) {
    const idx = samples.flatMap((s, i) => (s.group === g ? [i] : []));
    idx.sort((a, b) => samples[a]!.y - samples[b]!.y);
    const labels = idx.map((i) => {
      const box = { x0: 0, y0: 0, x1: 0, y1: 0 };
      cropOf.set(box, samples[i]!.crop);
      return { box, glyphText: first(i).text };
    });
    const t0 = performance.now();
    const r = await runAsync(checkLabelTexts(cropPort, labels, parseLabel));
    idx.forEach((i, k) => (vote[i] = { text: r.texts[k]!, confidence: 1 }));
    voteMs.push(performance.now() - t0);
  }
  await reader.close();
  readings['vote'] = vote;
  timing['vote'] = { coldMs: timing.paddle!.coldMs, perLabelMs: NaN, perAxisMs: voteMs };
}

const med = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN;
const pct = (a: number, b: number): string =>
  b ? `${a}/${b} (${((100 * a) / b).toFixed(1)} %)` : '-';
const lines: string[] = [];
const slices: [string, (s: LabelSample) => boolean][] = [
  ['real', (s) => s.source === 'real'],
  ['synthetic PNG', (s) => s.source === 'synthetic' && s.tags.format === 'png'],
  ['synthetic JPEG', (s) => s.source === 'synthetic' && s.tags.format === 'jpeg'],
  ['synthetic pills', (s) => s.source === 'synthetic' && s.tags.kind === 'pill'],
  ['synthetic 4-5 decimals', (s) => s.source === 'synthetic' && Number(s.tags.decimals) >= 4],
  ['synthetic 9-10 px', (s) => s.source === 'synthetic' && Number(s.tags.size) <= 10],
  ['synthetic condensed', (s) => s.tags.fontKind === 'condensed'],
  ['synthetic serif', (s) => s.tags.fontKind === 'serif'],
  ['synthetic mono', (s) => s.tags.fontKind === 'mono'],
  ['synthetic rounded', (s) => s.tags.fontKind === 'rounded'],
];
const names = Object.keys(readings);
const realOnly = (n: string): boolean => n === 'glyph in reader';
const perLabel = (n: string): string =>
  Number.isFinite(timing[n]!.perLabelMs) ? timing[n]!.perLabelMs.toFixed(1) : '-';
lines.push(
  `| labels exactly read | ${names.join(' | ')} |`,
  `|---|${names.map(() => '---').join('|')}|`,
);
for (const [label, f] of slices) {
  const idx = samples.flatMap((s, i) => (f(s) ? [i] : []));
  lines.push(
    `| ${label} | ${names.map((n) => (realOnly(n) && label !== 'real' ? '-' : pct(idx.filter((i) => exact(samples[i]!, readings[n]![i]!.text)).length, idx.length))).join(' | ')} |`,
  );
}
for (const src of ['real', 'synthetic'] as const) {
  const gs = groups.filter((g) => samples.find((s) => s.group === g)!.source === src);
  // (the vote leaves labels past its cap unread: those do not count against it)
  const ok = (n: string) =>
    gs.filter((g) =>
      samples.every(
        (s, i) =>
          s.group !== g ||
          exact(s, readings[n]![i]!.text) ||
          (n === 'vote' && readings[n]![i]!.text === ''),
      ),
    ).length;
  lines.push(
    `| ${src} axes with every label right | ${names.map((n) => (realOnly(n) && src !== 'real' ? '-' : pct(ok(n), gs.length))).join(' | ')} |`,
  );
}
lines.push(
  `| start-up (cold), ms | ${names.map((n) => timing[n]!.coldMs.toFixed(0)).join(' | ')} |`,
);
lines.push(`| per label (warm), ms | ${names.map(perLabel).join(' | ')} |`);
for (const src of ['real', 'synthetic'] as const) {
  const gi = groups.flatMap((g, k) =>
    samples.find((s) => s.group === g)!.source === src ? [k] : [],
  );
  lines.push(
    `| median per ${src} axis (warm), ms | ${names.map((n) => (realOnly(n) && src !== 'real' ? '-' : med(gi.map((k) => timing[n]!.perAxisMs[k]!)).toFixed(0))).join(' | ')} |`,
  );
}
lines.push(
  '',
  `| errors (all labels) | ${names.join(' | ')} |`,
  `|---|${names.map(() => '---').join('|')}|`,
);
lines.push(
  `| labels left unread | ${names.map((n) => samples.filter((s, i) => (!realOnly(n) || s.source === 'real') && readings[n]![i]!.text === '').length).join(' | ')} |`,
);
const kinds = [
  'digit swap',
  'dropped point',
  'dropped digit',
  'extra digit',
  'separator or suffix',
  'unparsable',
  'nothing read',
];
for (const k of kinds)
  lines.push(
    `| ${k} | ${names.map((n) => samples.filter((s, i) => (!realOnly(n) || s.source === 'real') && errorKind(s, readings[n]![i]!.text) === k).length).join(' | ')} |`,
  );
lines.push(
  '',
  `${samples.length} labels: ${samples.filter((s) => s.source === 'real').length} real, ${samples.filter((s) => s.source === 'synthetic').length} synthetic, on ${groups.length} axes.`,
);
console.log(lines.join('\n'));
writeFileSync(
  join(outDir, 'results.json'),
  JSON.stringify(
    samples.map((s, i) => ({
      id: s.id,
      group: s.group,
      tags: s.tags,
      truth: s.truth.text,
      ...Object.fromEntries(names.map((n) => [n, readings[n]![i]!.text])),
    })),
    null,
    1,
  ),
);
