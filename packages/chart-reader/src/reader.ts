import { readPriceAxis } from './stages/price-axis/index.ts';
import { scanCandles, type RawCandle } from './stages/candles/index.ts';
import { decideUp, directionsByContinuity, estimateHiddenBodies, greenness } from './colors.ts';
import { priceAtY } from './mapping.ts';
import { dominantColor, hex } from './shared/colour.ts';
import { median, medianStep, round2 } from './shared/stats.ts';
import { judgeReading } from './judge.ts';
import { locatePlot } from './stages/panes/index.ts';
import type { ChartReading, ReadCandle, ReadChartOptions, RgbaImage } from './types.ts';

const NOT_FOUND = 'no candlestick chart found';

function notFound(warnings: string[], plot: ChartReading['plot'] = null): ChartReading {
  return judged({
    found: false,
    plot,
    candles: [],
    priceAxis: null,
    relativePrices: true,
    colors: null,
    symbol: null,
    timeframe: null,
    stages: { plot: 0, candles: 0, axis: 0, colors: 0 },
    warnings: [NOT_FOUND, ...warnings],
  });
}

function judged(r: Parameters<typeof judgeReading>[0]): ChartReading {
  return { ...judgeReading(r), ...r };
}

/** Read a candlestick chart screenshot. Pure: no I/O. Never throws on a well-formed image. */
export function readChart(image: RgbaImage, options: ReadChartOptions = {}): ChartReading {
  try {
    return readChartInner(image, options);
  } catch (e) {
    return notFound([`internal error: ${e instanceof Error ? e.message : String(e)}`]);
  }
}

function readChartInner(img: RgbaImage, options: ReadChartOptions): ChartReading {
  const { width: W, height: H } = img;
  if (!(W > 0 && H > 0) || img.data.length < W * H * 4)
    return notFound(['image data is malformed']);
  if (W < 24 || H < 24) return notFound(['image too small']);
  // The plot background: the commonest colour of the central part of the image (frames, toolbars
  // and panels around a chart can outnumber it over the whole image).
  const bg0 = dominantColor(
    img,
    Math.floor(W * 0.2),
    Math.floor(H * 0.2),
    Math.ceil(W * 0.8),
    Math.ceil(H * 0.8),
    Math.max(1, Math.floor(Math.sqrt((W * H) / 250000))),
  );
  const axisRes = readPriceAxis(img, bg0, options.axisSide);
  const warnings: string[] = [...axisRes.warnings];
  const { plot: plot0, confidence: plotConf } = locatePlot(
    img,
    bg0,
    axisRes.axis
      ? {
          side: axisRes.axis.side,
          x0: axisRes.x0,
          x1: axisRes.x1,
          textHeight: axisRes.textHeight,
          labelYs: axisRes.axis.labels.map((l) => l.y),
        }
      : null,
  );
  const bg = dominantColor(
    img,
    plot0.left,
    plot0.top,
    plot0.right,
    plot0.bottom,
    Math.max(
      2,
      Math.floor(Math.sqrt(((plot0.right - plot0.left) * (plot0.bottom - plot0.top)) / 150000)),
    ),
  );
  const scaleHint =
    axisRes.textHeight > 0 ? axisRes.textHeight / 8 : Math.max(1, Math.min(3, W / 1200));
  const scan = scanCandles(img, plot0, bg, scaleHint);
  const plot = plot0;
  warnings.push(...scan.warnings);
  if (scan.candles.length < 3) return notFound(warnings, plot);
  // Two candle classes: two colours, or hollow versus filled bodies (one colour, or styles that
  // mark direction by the fill). When both partitions exist, the one the data explain better wins.
  const n1 = scan.candles.filter((c) => c.color === 1).length;
  const nh = scan.candles.filter((c) => c.hollow).length;
  const split = (k: number): boolean =>
    k >= Math.max(2, scan.candles.length * 0.08) && k <= scan.candles.length * 0.92;
  const colourOk = scan.colors.length >= 2 && split(n1);
  const fillOk = split(nh);
  const byColour = (c: RawCandle): 0 | 1 => c.color;
  const byFill = (c: RawCandle): 0 | 1 => (c.hollow ? 0 : 1);
  const hue = colourOk ? greenness(scan.colors[0]!) - greenness(scan.colors[1]!) : 0;
  const decColour = colourOk ? decideUp(scan.candles, byColour, hue, true) : null;
  const decFill = fillOk ? decideUp(scan.candles, byFill, 0.35, false) : null;
  const useFill =
    decFill !== null &&
    (decColour === null || Math.abs(decFill.votes.data) > Math.abs(decColour.votes.data) + 0.15);
  const twoColours = !useFill && colourOk;
  const cls = useFill ? byFill : twoColours ? byColour : byFill;
  const dec = useFill ? decFill! : (decColour ?? decideUp(scan.candles, byFill, 0.35, false));
  const axis = axisRes.axis;
  // Relative scale when the axis is unreadable: 0 = bottom of plot, 100 = top.
  const rel = (y: number): number =>
    (100 * (plot.bottom - y)) / Math.max(1, plot.bottom - plot.top);
  const price = (y: number): number => (axis ? priceAtY(axis, y) : rel(y));
  if (!axis)
    warnings.push(
      'prices are relative to the plot (0 = bottom, 100 = top): ' +
        (axisRes.warnings[0] ?? 'price axis not read'),
    );
  // Neither two colours nor hollow against filled bodies: the chain of opens and closes decides
  // each candle on its own.
  // When the fill tells the direction, it shows only on bodies wide and tall enough to have an
  // interior (the smallest hollow body read sets the bar); the others are chained to them.
  const isUp = (c: RawCandle): boolean => cls(c) === dec.upClass;
  // Where every body large enough to show its interior is hollow, the filled ones are only the
  // small bodies whose interior cannot show: the fill tells nothing.
  let chain: ReturnType<typeof directionsByContinuity> | null = null;
  let oneStyle = !colourOk && !fillOk;
  if (!oneStyle && !twoColours) {
    const hollows = scan.candles.filter((c) => c.hollow);
    const minW = Math.min(...hollows.map((c) => c.bodyWidth));
    const minH = Math.min(...hollows.map((c) => c.yBodyBottom - c.yBodyTop));
    const seen = (c: RawCandle): boolean =>
      c.hollow || (c.bodyWidth >= minW && c.yBodyBottom - c.yBodyTop >= minH);
    const shown = scan.candles.filter(seen);
    if (!split(shown.filter((c) => !c.hollow).length * (scan.candles.length / shown.length)))
      oneStyle = true;
    else {
      const known = scan.candles.map((c) => (seen(c) ? isUp(c) : null));
      if (known.some((k) => k === null)) chain = directionsByContinuity(scan.candles, known);
    }
  }
  if (oneStyle) chain = directionsByContinuity(scan.candles);
  const ups = scan.candles.map((c, i) => (chain ? chain.up[i]! : isUp(c)));
  // Bodies as narrow as the wicks (where the bodies of other candles show wider) hide their open
  // and close; when the style tells each candle's direction they are estimated from the
  // neighbours (a candle opens near the previous close).
  const shows = scan.candles.filter((c) => c.wickWidth !== undefined && c.bodyWidth > c.wickWidth);
  const wickTyp = shows.length >= 3 ? median(shows.map((c) => c.wickWidth!)) : null;
  const pitch = medianStep(scan.candles) ?? NaN;
  const hidden = scan.candles.map(
    (c) =>
      !oneStyle &&
      !scan.ownWickColour &&
      c.wickWidth !== undefined &&
      c.bodyWidth === c.wickWidth &&
      c.yLow - c.yHigh >= 2 &&
      (wickTyp !== null ? c.bodyWidth <= wickTyp : c.bodyWidth <= Math.max(3, pitch * 0.35)),
  );
  const bodies = estimateHiddenBodies(scan.candles, ups, hidden);
  const candles: ReadCandle[] = scan.candles.map((c, i) => {
    const up = ups[i]!;
    const { top, bottom } = bodies[i]!;
    const yOpen = up ? bottom : top;
    const yClose = up ? top : bottom;
    return {
      x: round2(c.x),
      open: price(yOpen),
      high: price(c.yHigh),
      low: price(c.yLow),
      close: price(yClose),
      yOpen,
      yHigh: c.yHigh,
      yLow: c.yLow,
      yClose,
      bodyWidth: c.bodyWidth,
      up,
      time: null,
      volume: null,
    };
  });
  const upColor = twoColours ? scan.colors[dec.upClass]! : scan.colors[0]!;
  const downColor = twoColours ? scan.colors[1 - dec.upClass]! : upColor;
  if (oneStyle)
    warnings.push(
      'one candle style for both directions: each direction is read from the neighbours (a candle opens near the previous close)',
    );
  else if (!twoColours)
    warnings.push(
      `direction from the fill: ${dec.upClass === 0 ? 'hollow' : 'filled'} bodies read as rising`,
    );
  return judged({
    found: true,
    plot,
    candles,
    priceAxis: axis,
    relativePrices: !axis,
    colors: { up: hex(upColor), down: hex(downColor), method: dec.method },
    symbol: null,
    timeframe: null,
    stages: {
      plot: round2(plotConf),
      candles: round2(scan.confidence),
      axis: round2(axisRes.confidence),
      colors: round2(chain && oneStyle ? chain.fit * 0.8 : dec.confidence),
    },
    warnings,
  });
}
