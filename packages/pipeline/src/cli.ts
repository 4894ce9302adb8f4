// Command line: analyse a chart screenshot (through the chart reader) or a CSV of candles.
import { readFileSync } from 'node:fs';
import {
  analyze,
  ANALYSIS_TYPES,
  readOhlcCsv,
  type AnalysisType,
  type AnalyzeOptions,
  type Candle,
} from '@candlelens/analysis';
import { readChartFile } from '@candlelens/chart-reader/node';
import { candlesOfReading, optionsOfReading } from './compose.ts';

const USAGE = `Usage:
  analyze-chart IMAGE --type <type> [--json]
  analyze-chart --csv FILE --type <type> [--json] [--last N] [--horizon N] [--relative]
                [--symbol NAME] [--timeframe 1h|1D|...]
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
    else if (a === '--symbol') args.symbol = value();
    else if (a === '--timeframe') args.timeframe = value();
    else if (a === '--type') {
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
  if (!args.type) fail('Missing --type.');
  if (!args.csv && !args.image) fail('Give an IMAGE or --csv FILE.');
  return args as Args;
}

async function candlesFromImage(
  path: string,
): Promise<{ candles: Candle[]; options: AnalyzeOptions; warnings: string[] }> {
  const { reading } = await readChartFile(path);
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
    ({ candles, options, warnings } = await candlesFromImage(args.image as string));
  }
  if (args.last) candles = candles.slice(-args.last);
  if (args.horizon) options = { ...options, horizon: args.horizon };
  const result = analyze(candles, args.type, options);
  for (const w of warnings) process.stderr.write(`${args.csv ? 'csv' : 'reader'}: ${w}\n`);
  process.stdout.write(args.json ? `${JSON.stringify(result, null, 2)}\n` : result.text);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
