// Dev evaluation against rendered truth: `npx tsx scripts/dev-eval.ts DIR [name-filter]`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { priceAtY, readChart } from '../src/index.ts';

interface TruthCandle {
  x: number;
  open: number;
  high: number;
  low: number;
  close: number;
  yHigh: number;
  yLow: number;
}
const dir = process.argv[2] ?? '/tmp/cr-corpus';
const filter = process.argv[3] ?? '';
const files = readdirSync(dir)
  .filter(
    (f) =>
      f.endsWith('.json') &&
      !['manifest.json', 'generation.json'].includes(f) &&
      f.includes(filter),
  )
  .sort();
const errs: number[] = [];
const times: number[] = [];
const hd: number[] = [];
const ratios: number[] = [];
let tp = 0,
  fp = 0,
  fn = 0,
  axisOk = 0,
  dirOk = 0,
  dirN = 0,
  exact = 0;
for (const f of files) {
  const t = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
    image: string;
    config: Record<string, unknown>;
    tags?: string[];
    priceRange?: { top: number; bottom: number };
    candles: (TruthCandle & { partial?: boolean })[];
  };
  t.config ??= Object.fromEntries((t.tags ?? []).map((x) => x.split(':') as [string, string]));
  const bytes = readFileSync(join(dir, t.image));
  const td = performance.now();
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decodeMs = performance.now() - td;
  const t0 = performance.now();
  const r = readChart({
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  });
  const ms = performance.now() - t0;
  times.push(ms);
  if (info.width === 1920 && info.height === 1080) {
    hd.push(ms);
    ratios.push(ms / decodeMs);
  }
  const truth = t.candles.filter((c) => c.x >= 0 && c.x <= info.width && !c.partial);
  const pitch =
    truth.length > 1 ? (truth[truth.length - 1]!.x - truth[0]!.x) / (truth.length - 1) : 10;
  const hi = Math.max(...truth.map((c) => c.high));
  const lo = Math.min(...truth.map((c) => c.low));
  const range = t.priceRange ? Math.abs(t.priceRange.top - t.priceRange.bottom) : hi - lo;
  let m = 0;
  const used = new Set<number>();
  const fe: number[] = [];
  let dOk = 0;
  for (const c of r.candles) {
    let bi = -1,
      bd = Infinity;
    truth.forEach((tc, i) => {
      const d = Math.abs(tc.x - c.x);
      if (d < bd && !used.has(i)) {
        bd = d;
        bi = i;
      }
    });
    if (bi >= 0 && bd <= pitch * 0.45) {
      used.add(bi);
      m++;
      const tc = truth[bi]!;
      if (!r.relativePrices)
        for (const k of ['open', 'high', 'low', 'close'] as const)
          fe.push((Math.abs(c[k] - tc[k]) / range) * 100);
      if (Math.abs(tc.close - tc.open) > range * 0.002) {
        dirN++;
        const up = tc.close > tc.open;
        if (c.close > c.open === up) {
          dOk++;
          dirOk++;
        }
      }
    }
  }
  tp += m;
  fp += r.candles.length - m;
  fn += truth.length - m;
  if (r.candles.length === truth.length) exact++;
  let axErr = NaN;
  const tPlot = (t as unknown as { plot?: { top: number; bottom: number } }).plot;
  if (r.priceAxis && t.priceRange && tPlot) {
    const at = (y: number): number => priceAtY(r.priceAxis!, y);
    const rr = Math.abs(t.priceRange.top - t.priceRange.bottom);
    axErr = Math.max(
      Math.abs(at(tPlot.top) - t.priceRange.top) / rr,
      Math.abs(at(tPlot.bottom) - t.priceRange.bottom) / rr,
    );
    if (axErr <= 0.005) axisOk++;
  } else if (r.priceAxis && !t.priceRange) axisOk++;
  errs.push(...fe);
  fe.sort((a, b) => a - b);
  const cfg = t.config;
  console.log(
    `${f.padEnd(14)} ${String(cfg.theme).padEnd(5)} ${String(cfg.pal ?? cfg.palette).padEnd(8)} dpr${cfg.dpr} ${info.width}x${info.height} n=${truth.length} got=${r.candles.length} match=${m} axErr=${(axErr * 100).toFixed(2)}% axis=${r.priceAxis ? r.priceAxis.labels.length + '/' + (r.priceAxis.rejected?.length ?? 0) + r.priceAxis.scale[0] : 'NO'} medErr=${fe.length ? fe[fe.length >> 1]!.toFixed(3) : '-'} p95=${fe.length ? fe[Math.floor(fe.length * 0.95)]!.toFixed(3) : '-'} dir=${dOk}/${m} col=${r.colors?.method} ${Math.round(ms)}ms ${
      t.tags
        ? t.tags
            .filter((x) =>
              /^(candle|axis|volume|ma|format|labels|scale|spacing|device|frame|crosshair|watermark):/.test(
                x,
              ),
            )
            .map((x) => x.replace(/^[a-z]+:/, ''))
            .join(',')
        : (cfg.hollow ? 'hollow ' : '') +
          (cfg.left ? 'left ' : '') +
          (cfg.volume ? 'vol ' : '') +
          (cfg.ma ? 'ma ' : '') +
          (cfg.jpeg ? 'jpeg' : '')
    } ${r.warnings.join('; ')}`,
  );
}
errs.sort((a, b) => a - b);
times.sort((a, b) => a - b);
hd.sort((a, b) => a - b);
ratios.sort((a, b) => a - b);
console.log(
  `1920x1080: n=${hd.length} medianMs=${hd[hd.length >> 1]?.toFixed(0)} p95Ms=${hd[Math.floor(hd.length * 0.95)]?.toFixed(0)} median read/decode=${ratios[ratios.length >> 1]?.toFixed(1)}`,
);
console.log(
  `recall=${(tp / (tp + fn)).toFixed(4)} precision=${(tp / (tp + fp)).toFixed(4)} exact=${exact}/${files.length} axis=${axisOk}/${files.length} medErr=${errs[errs.length >> 1]?.toFixed(3)}% p95=${errs[Math.floor(errs.length * 0.95)]?.toFixed(3)}% dir=${(dirOk / dirN).toFixed(4)} medMs=${times[times.length >> 1]?.toFixed(0)} p95Ms=${times[Math.floor(times.length * 0.95)]?.toFixed(0)}`,
);
