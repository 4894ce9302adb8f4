// Command line: analyse a chart screenshot (through the chart reader) or a CSV of candles.
import { readFileSync } from 'node:fs';
import {
  analyze,
  ANALYSIS_TYPES,
  cleanCandles,
  PlanError,
  planText,
  readOhlcCsv,
  type AnalysisType,
  type AnalyzeOptions,
  type Candle,
} from '@candlelens/analysis';
import type { ReadingHints } from '@candlelens/chart-reader';
import {
  HINT_FLAGS,
  HINT_USAGE,
  HintError,
  parseHintFlag,
  readChartFile,
} from '@candlelens/chart-reader/node';
import { candlesOfReading, optionsOfReading } from './compose.ts';
import { planOfAnalysis, riskOf, type PlannedChart, type PlanRequest } from './plan.ts';

const USAGE = `Usage:
  analyze-chart IMAGE --type <type> [--json] [--plot ...] [--axis ...] [--last-x X]
  analyze-chart --csv FILE --type <type> [--json] [--last N] [--horizon N] [--relative]
                [--symbol NAME] [--timeframe 1h|1D|...]
  Risk plan (with either): --plan long|short --account 10000 --risk 1%|AMOUNT
                [--entry P] [--stop P] [--target P]... [--bars N] [--contract-size UNITS]
  (--type defaults to general with --plan)
Hints for the reader (image pixels):
${HINT_USAGE}
Types: ${ANALYSIS_TYPES.join(', ')}`;

interface Args {
  image?: string;
  csv?: string;
  type: AnalysisType;
  json: boolean;
  relative: boolean;
  last?: number;
  horizon?: number;
  symbol?: string;
  timeframe?: string;
  plan?: Partial<PlanRequest>;
  hints?: ReadingHints;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseArgs(argv: string[]): Args {
  const args: Partial<Args> = { json: false, relative: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const value = () => argv[++i] ?? fail(`${a} needs a value`);
    if (a === '--json') args.json = true;
    else if (a === '--relative') args.relative = true;
    else if (a === '--csv') args.csv = value();
    else if ((HINT_FLAGS as readonly string[]).includes(a)) {
      const problem = parseHintFlag(a, value(), (args.hints ??= {}));
      if (problem) fail(problem);
    } else if (a === '--symbol') args.symbol = value();
    else if (a === '--timeframe') args.timeframe = value();
    else if (a === '--plan') {
      const side = value();
      if (side !== 'long' && side !== 'short') fail('--plan needs long or short.');
      args.plan = { ...args.plan, side };
    } else if (
      ['--entry', '--stop', '--target', '--account', '--bars', '--contract-size'].includes(a)
    ) {
      const n = Number(value());
      if (!Number.isFinite(n)) fail(`${a} needs a number.`);
      const p = (args.plan ??= {});
      if (a === '--entry') p.entry = n;
      else if (a === '--stop') p.stop = n;
      else if (a === '--target') p.targets = [...(p.targets ?? []), n];
      else if (a === '--account') p.account = n;
      else if (a === '--bars') p.horizon = n;
      else p.contractSize = n;
    } else if (a === '--risk') {
      const risk = riskOf(value());
      if (!risk) fail('--risk needs a percent (1%) or an amount (250).');
      (args.plan ??= {}).risk = risk;
    } else if (a === '--type') {
      const t = value();
      if (!ANALYSIS_TYPES.includes(t as AnalysisType)) fail(`Unknown type '${t}'.`);
      args.type = t as AnalysisType;
    } else if (a === '--last' || a === '--horizon') {
      const n = Number(value());
      if (!Number.isInteger(n) || n <= 0) fail(`${a} needs a positive whole number.`);
      if (a === '--last') args.last = n;
      else args.horizon = n;
    } else if (a === '--help' || a === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (a.startsWith('--')) fail(`Unknown option ${a}.`);
    else args.image = a;
  }
  if (args.plan) {
    if (!args.plan.side) fail('Give --plan long or --plan short with the plan options.');
    if (args.plan.account === undefined) fail('--plan needs --account.');
    if (!args.plan.risk) fail('--plan needs --risk.');
    args.type ??= 'general';
  }
  if (!args.type) fail('Missing --type.');
  if (!args.csv && !args.image) fail('Give an IMAGE or --csv FILE.');
  if (args.csv && args.hints) fail('--plot, --axis and --last-x mark a screenshot, not a CSV.');
  return args as Args;
}

async function candlesFromImage(
  path: string,
  hints: ReadingHints | undefined,
): Promise<{ candles: Candle[]; options: AnalyzeOptions; warnings: string[] }> {
  let reading;
  try {
    ({ reading } = await readChartFile(path, hints ? { hints } : {}));
  } catch (error) {
    if (error instanceof HintError) fail(error.message);
    throw error;
  }
  if (!reading.accepted)
    return {
      candles: [],
      options: { relative: true },
      warnings: [reading.reason ?? '', ...reading.warnings],
    };
  return {
    candles: candlesOfReading(reading),
    options: optionsOfReading(reading),
    warnings: reading.warnings,
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let candles: Candle[];
  let options: AnalyzeOptions = {
    relative: args.relative,
    ...(args.symbol ? { symbol: args.symbol } : {}),
    ...(args.timeframe ? { timeframe: args.timeframe } : {}),
  };
  let warnings: string[] = [];
  if (args.csv) {
    const csv = readOhlcCsv(readFileSync(args.csv, 'utf8'));
    candles = csv.candles;
    if (csv.skipped)
      warnings.push(`${csv.skipped} rows with unreadable or impossible prices were left out`);
    if (csv.duplicates)
      warnings.push(`${csv.duplicates} rows repeated an earlier time and were left out`);
  } else {
    ({ candles, options, warnings } = await candlesFromImage(args.image as string, args.hints));
  }
  if (args.last) candles = candles.slice(-args.last);
  if (args.horizon) options = { ...options, horizon: args.horizon };
  const result = analyze(candles, args.type, options);
  for (const w of warnings) process.stderr.write(`${args.csv ? 'csv' : 'reader'}: ${w}\n`);
  const plan =
    args.plan && candles.length
      ? planOrExit(
          cleanCandles(candles),
          {
            levels: result.levels,
            symbol: result.context.symbol,
            timeframe: result.context.timeframe,
            relative: result.relative,
          },
          args.plan as PlanRequest,
        )
      : null;
  if (args.json) {
    process.stdout.write(`${JSON.stringify(plan ? { ...result, plan } : result, null, 2)}\n`);
    return;
  }
  process.stdout.write(result.text);
  if (plan) {
    const format = { decimals: result.decimals, relative: result.relative };
    process.stdout.write(`\n\n${planText(plan, format, { account: true })}\n`);
  }
}

function planOrExit(
  candles: Candle[],
  chart: PlannedChart,
  request: PlanRequest,
): ReturnType<typeof planOfAnalysis> {
  try {
    return planOfAnalysis(candles, chart, request);
  } catch (error) {
    if (error instanceof PlanError) fail(`Plan: ${error.message}`);
    throw error;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
