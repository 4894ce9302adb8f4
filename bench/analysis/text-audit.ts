// What a trader reads, counted: sentences per analysis, technical terms left unexplained (replaced
// terms that came back, target 0), bold text without a measured edge (target 0), and reading
// problems, on windows of the real series and on the real screenshots read by the chart reader.
// Run: npx tsx bench/analysis/text-audit.ts [--images DIR ...]   (prints Markdown)
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readChartFile } from '@candlelens/chart-reader/node';
import { candlesOfReading, optionsOfReading } from '@candlelens/pipeline';
import {
  analyze,
  sentencesIn,
  termsIn,
  unmeasuredBold,
  type AnalysisResult,
  type AnalyzeOptions,
  type Candle,
} from '@candlelens/analysis';
import { ROOT } from './inputs-hash.ts';
import { loadMarkets, MARKETS_DIR, marketsAvailable } from './evidence/markets.ts';

const { values } = parseArgs({
  options: { images: { type: 'string', multiple: true } },
});
const IMAGE_DIRS = values.images ?? [
  join(ROOT, '../shared/data/screenshots/real/images'),
  join(ROOT, '../shared/data/screenshots/real2/images'),
];

interface Audit {
  texts: number;
  sentences: number[];
  replaced: Map<string, number>;
  explained: Set<string>;
  bold: string[];
  directions: number;
  checks: number;
}

const empty = (): Audit => ({
  texts: 0,
  sentences: [],
  replaced: new Map(),
  explained: new Set(),
  bold: [],
  directions: 0,
  checks: 0,
});

function audit(a: Audit, r: AnalysisResult): void {
  const text = `${r.summary}\n${r.text}`;
  a.texts++;
  a.sentences.push(sentencesIn(r.text));
  const t = termsIn(text);
  for (const x of t.replaced) a.replaced.set(x, (a.replaced.get(x) ?? 0) + 1);
  t.explained.forEach((x) => a.explained.add(x));
  const v = r.verdict as (AnalysisResult['verdict'] & { direction?: string | null }) | null;
  a.bold.push(
    ...unmeasuredBold(r.text, {
      direction: Boolean(v?.direction && v.evidence?.edge),
      chance: r.forecast?.direction?.edge === true,
    }),
  );
  if (v?.direction) a.directions++;
  if (r.text.includes('## Check the reading')) a.checks++;
}

const median = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)] ?? 0;

function row(name: string, a: Audit): string {
  const replaced = [...a.replaced].map(([t, n]) => `${t} (${n})`).join(', ') || 'none';
  return `| ${name} | ${a.texts} | ${median(a.sentences)} | ${Math.min(...a.sentences)}-${Math.max(...a.sentences)} | ${[...a.replaced.values()].reduce((s, n) => s + n, 0)}: ${replaced} | ${a.bold.length} | ${a.directions} | ${a.checks} | ${a.explained.size} |`;
}

const TF: Record<string, string> = { '1d': '1D' };

async function main(): Promise<void> {
  console.log('### Text of the analyses\n');
  console.log(
    '| Charts | Texts | Sentences (median) | Range | Replaced terms that came back | Unmeasured bold | Directions shown | "Check the reading" | Glossary terms used |',
  );
  console.log('|---|--:|--:|--:|---|--:|--:|--:|--:|');
  if (marketsAvailable()) {
    const byType = new Map<string, Audit>();
    for (const m of loadMarkets(MARKETS_DIR)) {
      const options: AnalyzeOptions = {
        symbol: m.symbol,
        timeframe: TF[m.timeframe] ?? m.timeframe,
      };
      for (const end of [400, 1200, 2000]) {
        if (end > m.candles.length) continue;
        const window: Candle[] = m.candles.slice(end - 150, end);
        for (const type of ['general', 'quick'] as const) {
          const a = byType.get(type) ?? empty();
          byType.set(type, a);
          audit(a, analyze(window, type, options));
        }
      }
    }
    for (const [type, a] of byType) console.log(row(`real series, ${type}`, a));
  }
  const images = IMAGE_DIRS.filter(existsSync).flatMap((d) =>
    readdirSync(d)
      .filter((f) => /\.(png|jpe?g)$/i.test(f))
      .map((f) => join(d, f)),
  );
  if (images.length) {
    const a = empty();
    const notes: string[] = [];
    for (const file of images) {
      const { reading } = await readChartFile(file);
      if (!reading.accepted) {
        notes.push(`${file.split('/').pop()}: refused by the reader`);
        continue;
      }
      const r = analyze(candlesOfReading(reading), 'general', optionsOfReading(reading));
      audit(a, r);
      if (r.text.includes('## Check the reading'))
        notes.push(`${file.split('/').pop()}: ${r.summary}`);
    }
    console.log(row(`real screenshots (${images.length}), general`, a));
    if (notes.length) console.log(`\n${notes.map((n) => `- ${n}`).join('\n')}`);
  }
  console.log(
    '\nReplaced terms: technical terms the text replaced by plain words (ATR, R², regression, base rate, walk-forward, random walk, %B...); every other technical term is in the glossary the page explains on hover or tap and the copied text in a footnote.',
  );
}

await main();
