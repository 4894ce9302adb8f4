// read-chart CLI: `npm run -s read-chart -- IMAGE...` prints one JSON line per image.
// The only file of the package that does I/O.
import { readChartFile } from './node/index.ts';

async function main(): Promise<number> {
  const files = process.argv.slice(2).filter((a) => a !== '--');
  if (files.length === 0) {
    process.stderr.write('usage: read-chart IMAGE...\n');
    return 2;
  }
  for (const file of files) {
    try {
      const { reading: r, image, readMs: ms } = await readChartFile(file);
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
        timeframe: r.timeframe,
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
      };
      process.stdout.write(JSON.stringify(out) + '\n');
    } catch (e) {
      process.stdout.write(
        JSON.stringify({ image: file, error: e instanceof Error ? e.message : String(e) }) + '\n',
      );
    }
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(String(e) + '\n');
    process.exit(1);
  },
);
