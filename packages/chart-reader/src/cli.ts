// read-chart CLI: `npm run -s read-chart -- [--debug OUT.png] [--debug-stages DIR] [--csv-out FILE]
// IMAGE...` prints one JSON line per image; with --debug it also draws what the reader found on
// each screenshot, with --debug-stages one drawing per stage, with --csv-out it writes the
// candles read as CSV (the same file the app's download gives).
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, extname, join } from 'node:path';
import { candlesCsv, READER_VERSION } from './candles-csv.ts';
import { labelDecimals } from './label-decimals.ts';
import { writeDebugImage } from './node/debug-draw.ts';
import { writeStageDrawings } from './node/stage-drawings/index.ts';
import type { ReadingHints } from './index.ts';
import { HINT_FLAGS, HINT_USAGE, parseHintFlag, readChartFile } from './node/index.ts';

const USAGE = `usage: read-chart [--debug OUT.png | --debug DIR/] [--debug-stages DIR] [--csv-out FILE | --csv-out DIR/] [hints] IMAGE...
  --debug OUT    draw the reading (panes, price labels with the values read, candles, rejected
                 marks, the verdict) over the screenshot: a PNG file for one image, or a folder
                 (ending in /) that gets NAME.debug.png for each image
  --debug-stages DIR
                 draw what each stage found, one PNG per stage, into the folder DIR:
                 NAME.1-ink-and-panes, 2-label-columns, 3-colour-clusters, 4-slots-and-candles,
                 5-wicks, 6-assembly, 7-verdict, 8-time-axis (.png) for each image
  --csv-out OUT  write the candles of an accepted reading as CSV (time, open, high, low, close,
                 volume where read; a '#' line names the image, symbol, timeframe and reader):
                 a file for one image, or a folder (ending in /) that gets NAME.csv for each;
                 exits with 1 when a screenshot was refused and has no CSV
hints (image pixels; for one screenshot or several laid out alike):
${HINT_USAGE}`;

/** The file to write for `file`: `out` itself, or NAME + suffix in the folder `out`. */
function outPath(out: string, file: string, many: boolean, suffix: string): string {
  const isDir = out.endsWith('/') || (existsSync(out) && statSync(out).isDirectory()) || many;
  if (!isDir) return out;
  mkdirSync(out, { recursive: true });
  return join(out, `${basename(file, extname(file))}${suffix}`);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  let debug: string | null = null;
  let debugStages: string | null = null;
  let csvOut: string | null = null;
  let code = 0;
  const files: string[] = [];
  const hints: ReadingHints = {};
  const hinted = (): boolean => Object.keys(hints).length > 0;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--debug' || args[i] === '--csv-out' || args[i] === '--debug-stages') {
      const value = args[i + 1];
      if (!value || value.startsWith('--')) {
        process.stderr.write(`${args[i]} needs a file or folder\n${USAGE}\n`);
        return 2;
      }
      if (args[i] === '--debug') debug = value;
      else if (args[i] === '--debug-stages') debugStages = value;
      else csvOut = value;
      i++;
    } else if ((HINT_FLAGS as readonly string[]).includes(args[i]!)) {
      const problem = parseHintFlag(args[i]!, args[++i] ?? '', hints);
      if (problem) {
        process.stderr.write(`${problem}\n${USAGE}\n`);
        return 2;
      }
    } else if (args[i] === '--help' || args[i] === '-h') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    } else files.push(args[i]!);
  }
  if (files.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  for (const file of files) {
    try {
      const {
        reading: r,
        image,
        readMs: ms,
        trace,
      } = await readChartFile(file, {
        diagnostics: debug !== null,
        trace: debugStages !== null,
        ...(hinted() ? { hints } : {}),
        // one screenshot at a time: its OCR may use two cores
        ocrThreads: Math.min(2, availableParallelism()),
      });
      if (debug)
        await writeDebugImage(image, r, outPath(debug, file, files.length > 1, '.debug.png'));
      if (debugStages && trace)
        await writeStageDrawings(image, r, trace, debugStages, basename(file, extname(file)));
      let csv: string | null = null;
      if (csvOut && r.accepted) {
        csv = outPath(csvOut, file, files.length > 1, '.csv');
        writeFileSync(
          csv,
          candlesCsv({
            candles: r.candles,
            source: basename(file),
            symbol: r.symbol ?? r.instrument,
            timeframe: r.timeframe,
            readerVersion: READER_VERSION,
            decimals: labelDecimals(r),
            relativePrices: r.relativePrices,
          }),
        );
      } else if (csvOut) {
        process.stderr.write(`${file}: not read (${r.reason ?? 'refused'}); no CSV written\n`);
        code = 1;
      }
      const out = {
        image: file,
        width: image.width,
        height: image.height,
        ms: Math.round(ms * 10) / 10,
        accepted: r.accepted,
        reason: r.reason,
        confidence: r.confidence,
        uncertain: r.uncertain,
        symbol: r.symbol,
        instrument: r.instrument,
        timeframe: r.timeframe,
        ...(csv ? { csv } : {}),
        found: r.found,
        candles: r.candles.map((c) => ({
          x: c.x,
          time: c.time,
          open: c.open,
          high: c.high,
          low: c.low,
          close: c.close,
          ...(c.volume !== null ? { volume: c.volume } : {}),
        })),
        priceAxis: r.priceAxis
          ? {
              side: r.priceAxis.side,
              scale: r.priceAxis.scale,
              labels: r.priceAxis.labels.map((l) => ({ y: l.y, value: l.value })),
              fit: r.priceAxis.fit,
            }
          : null,
        relativePrices: r.relativePrices,
        plot: r.plot,
        colors: r.colors,
        stages: r.stages,
        warnings: r.warnings,
        ...(r.diagnostics ? { diagnostics: r.diagnostics } : {}),
      };
      process.stdout.write(JSON.stringify(out) + '\n');
    } catch (e) {
      process.stdout.write(
        JSON.stringify({ image: file, error: e instanceof Error ? e.message : String(e) }) + '\n',
      );
      if (csvOut) code = 1;
    }
  }
  return code;
}

// exit once stdout has taken everything written to it: a pipe takes a reading of hundreds of
// candles in pieces, and exiting at once cut it at 64 KB
main().then(
  (code) => process.stdout.write('', () => process.exit(code)),
  (e: unknown) => {
    process.stderr.write(String(e) + '\n');
    process.exit(1);
  },
);
