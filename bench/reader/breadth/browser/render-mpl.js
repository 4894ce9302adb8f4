/* global window, document */
// A matplotlib-like finance figure drawn on a canvas, as quick analysis scripts save them
// (mpl_finance's candlestick2 or mplfinance): an axes box with spines and outward ticks, price
// labels on the left (or right), dates along the bottom (often rotated), a bold title, a legend of
// the lines inside the axes or outside at the right. Dense candles: the wicks (black, white or
// the candle's colour) drawn first and the bodies over them, bodies that may touch, on whole
// pixels or antialiased at fractional edges; moving averages and Bollinger bands drawn over the
// candles; slots left empty where the series has no data. Truth is its own mapping.
(function () {
  const lib = window.candleLensBench;

  const STYLES = {
    default: {
      fig: '#ffffff',
      ax: '#ffffff',
      text: '#262626',
      spine: '#000000',
      grid: 'rgba(176,176,176,0.35)',
      gridAlways: false,
      legendBg: 'rgba(255,255,255,0.8)',
      legendEdge: '#cccccc',
    },
    ggplot: {
      fig: '#ffffff',
      ax: '#e5e5e5',
      text: '#555555',
      spine: null,
      grid: '#ffffff',
      gridAlways: true,
      legendBg: 'rgba(229,229,229,0.8)',
      legendEdge: '#e5e5e5',
    },
    seaborn: {
      fig: '#ffffff',
      ax: '#eaeaf2',
      text: '#262626',
      spine: null,
      grid: '#ffffff',
      gridAlways: true,
      legendBg: 'rgba(234,234,242,0.8)',
      legendEdge: '#eaeaf2',
    },
    dark: {
      fig: '#000000',
      ax: '#000000',
      text: '#ffffff',
      spine: '#ffffff',
      grid: 'rgba(255,255,255,0.22)',
      gridAlways: false,
      legendBg: 'rgba(0,0,0,0.8)',
      legendEdge: '#666666',
    },
    fivethirtyeight: {
      fig: '#f0f0f0',
      ax: '#f0f0f0',
      text: '#222222',
      spine: null,
      grid: '#cbcbcb',
      gridAlways: true,
      legendBg: 'rgba(240,240,240,0.8)',
      legendEdge: '#f0f0f0',
    },
  };

  /** The line's values over all bars (null before it starts). */
  function lineValues(bars, line) {
    const closes = bars.map((b) => b.close);
    const p = line.period;
    if (line.kind === 'ema') {
      const k = 2 / (p + 1);
      let prev = null;
      return closes.map((v, i) => {
        prev = prev === null ? v : v * k + prev * (1 - k);
        return i >= p - 1 ? prev : null;
      });
    }
    return closes.map((_, i) => {
      if (i < p - 1) return null;
      let s = 0;
      for (let j = i - p + 1; j <= i; j++) s += closes[j];
      const mean = s / p;
      if (line.kind === 'sma' || line.kind === 'bb-middle') return mean;
      let v = 0;
      for (let j = i - p + 1; j <= i; j++) v += (closes[j] - mean) ** 2;
      const sd = Math.sqrt(v / p);
      return line.kind === 'bb-upper' ? mean + 2 * sd : mean - 2 * sd;
    });
  }

  function lineName(line) {
    const names = {
      sma: 'SMA',
      ema: 'EMA',
      'bb-upper': 'BBU',
      'bb-middle': 'BBM',
      'bb-lower': 'BBL',
    };
    return `${names[line.kind]} ${line.period}`;
  }

  /** About `target` round steps over the range (matplotlib's MaxNLocator). */
  function niceStep(range, target) {
    const raw = range / Math.max(1, target);
    const p = 10 ** Math.floor(Math.log10(raw));
    const m = raw / p;
    return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 2.5 ? 2.5 : m <= 5 ? 5 : 10) * p;
  }

  function dateText(t, daily) {
    const dt = new Date(t * 1000);
    const mm = String(dt.getUTCMonth() + 1);
    const dd = String(dt.getUTCDate()).padStart(2, '0');
    if (daily) return `${mm}-${dd}-${dt.getUTCFullYear()}`;
    const hh = String(dt.getUTCHours()).padStart(2, '0');
    const mi = String(dt.getUTCMinutes()).padStart(2, '0');
    return `${mm}-${dd} ${hh}:${mi}`;
  }

  lib.renderers.mpl = async function renderMpl(spec, host) {
    const o = spec.dense.mpl;
    const st = STYLES[o.style];
    const W = spec.frame.width;
    const H = spec.frame.height;
    const d = spec.dpr;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(W * d);
    canvas.height = Math.round(H * d);
    canvas.style.width = W + 'px';
    canvas.style.height = H + 'px';
    canvas.style.display = 'block';
    host.appendChild(canvas);
    const ctx = canvas.getContext('2d');
    ctx.scale(d, d);
    const fs = spec.theme.fontSize;
    const font = `${fs}px ${spec.theme.fontFamily}`;
    ctx.font = font;

    const all = spec.bars;
    const shown = all.slice(spec.hiddenLeft);
    const N = shown.length;
    const missing = new Set(spec.dense.missing);
    const lines = o.lines.map((l) => ({ ...l, values: lineValues(all, l).slice(spec.hiddenLeft) }));

    // data limits with matplotlib's 5 % margins
    let lo = Infinity;
    let hi = -Infinity;
    shown.forEach((b, k) => {
      if (missing.has(k)) return;
      lo = Math.min(lo, b.low);
      hi = Math.max(hi, b.high);
    });
    for (const l of lines)
      for (const v of l.values)
        if (v !== null) {
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
    const ymin = lo - 0.05 * (hi - lo);
    const ymax = hi + 0.05 * (hi - lo);
    const w = o.bodyRatio;
    const xlo = -w / 2;
    const xhi = N - 1 + w / 2;
    const xmin = xlo - 0.05 * (xhi - xlo);
    const xmax = xhi + 0.05 * (xhi - xlo);

    // figure layout (subplot parameters as matplotlib's defaults, widened for the labels)
    const step = niceStep(ymax - ymin, 7);
    const decimals = Math.max(0, Math.min(spec.precision, -Math.floor(Math.log10(step) + 1e-9)));
    const fmt = (v) => v.toFixed(Math.max(decimals, o.style === 'default' ? 2 : decimals));
    const labelW = Math.max(ctx.measureText(fmt(ymax)).width, ctx.measureText(fmt(ymin)).width);
    const left = spec.axisSide === 'left' ? Math.max(W * 0.125, labelW + 18) : W * 0.05;
    let right = spec.axisSide === 'left' ? W * 0.9 : W - Math.max(W * 0.1, labelW + 18);
    const legendW = Math.max(...lines.map((l) => ctx.measureText(lineName(l)).width)) + 52;
    if (o.legend === 'outside') right = Math.min(right, W - legendW - 24);
    const top = H * 0.1;
    const bottom = H * (o.rotateDates ? 0.8 : 0.89);
    const xOf = (k) => left + ((k - xmin) / (xmax - xmin)) * (right - left);
    const yOf = (p) => top + ((ymax - p) / (ymax - ymin)) * (bottom - top);
    const pitch = (right - left) / (xmax - xmin);
    const dev = (v) => Math.round(v * d) / d;

    ctx.fillStyle = st.fig;
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = st.ax;
    ctx.fillRect(left, top, right - left, bottom - top);

    // ticks: prices at round steps, dates every few slots
    const yTicks = [];
    for (let p = Math.ceil(ymin / step) * step; p <= ymax; p += step) yTicks.push(p);
    const daily = all.length > 1 && all[1].time - all[0].time >= 86400;
    const every = Math.max(1, Math.round(N / 7));
    const xTicks = [];
    for (let k = Math.round(every / 2); k < N; k += every) xTicks.push(k);
    const gridOn = st.gridAlways || spec.grid !== 'off';
    if (gridOn) {
      ctx.strokeStyle = st.grid;
      ctx.lineWidth = st.gridAlways ? 1 : 0.8;
      ctx.setLineDash(spec.grid === 'dotted' && !st.gridAlways ? [1, 2] : []);
      ctx.beginPath();
      for (const p of yTicks) {
        const y = dev(yOf(p)) + 0.5 / d;
        ctx.moveTo(left, y);
        ctx.lineTo(right, y);
      }
      for (const k of xTicks) {
        const x = dev(xOf(k)) + 0.5 / d;
        ctx.moveTo(x, top);
        ctx.lineTo(x, bottom);
      }
      ctx.stroke();
      ctx.setLineDash([]);
    }

    // the wicks first, then the bodies over them
    const bodyEdges = (k) => {
      let l = xOf(k) - (w * pitch) / 2;
      let r = xOf(k) + (w * pitch) / 2;
      if (o.snap) {
        l = dev(l);
        r = Math.max(l + 1 / d, dev(r));
      }
      return [l, r];
    };
    ctx.lineWidth = o.wickWidth;
    shown.forEach((b, k) => {
      if (missing.has(k)) return;
      const up = b.close >= b.open;
      ctx.strokeStyle = o.wick === 'body' ? (up ? spec.colors.up : spec.colors.down) : o.wick;
      const [l, r] = bodyEdges(k);
      // a snapped figure draws its vertical lines through pixel centres, crisp
      const x = o.snap ? (Math.floor(((l + r) / 2) * d) + 0.5) / d : (l + r) / 2;
      ctx.beginPath();
      ctx.moveTo(x, yOf(b.high));
      ctx.lineTo(x, yOf(b.low));
      ctx.stroke();
    });
    shown.forEach((b, k) => {
      if (missing.has(k)) return;
      const up = b.close >= b.open;
      ctx.fillStyle = up ? spec.colors.up : spec.colors.down;
      const [l, r] = bodyEdges(k);
      const yt = yOf(Math.max(b.open, b.close));
      const yb = yOf(Math.min(b.open, b.close));
      const h = Math.max(0.8 / d, yb - yt);
      ctx.fillRect(l, (yt + yb) / 2 - h / 2, r - l, h);
      // the patch's edge, stroked in the body's colour around it (it widens the body)
      if (o.bodyEdge > 0) {
        ctx.strokeStyle = ctx.fillStyle;
        ctx.lineWidth = o.bodyEdge;
        ctx.strokeRect(l, (yt + yb) / 2 - h / 2, r - l, h);
      }
    });

    // the lines over the candles, broken where the series has no data
    ctx.lineJoin = 'round';
    for (const l of lines) {
      ctx.strokeStyle = l.color;
      ctx.lineWidth = l.width;
      ctx.beginPath();
      let pen = false;
      l.values.forEach((v, k) => {
        if (v === null || missing.has(k)) {
          pen = false;
          return;
        }
        if (pen) ctx.lineTo(xOf(k), yOf(v));
        else ctx.moveTo(xOf(k), yOf(v));
        pen = true;
      });
      ctx.stroke();
    }

    // spines, ticks and their labels
    ctx.fillStyle = st.text;
    if (st.spine) {
      ctx.strokeStyle = st.spine;
      ctx.lineWidth = 1.1;
      ctx.strokeRect(left, top, right - left, bottom - top);
    }
    const tickLen = st.spine ? 4.9 : 0;
    ctx.textBaseline = 'middle';
    ctx.textAlign = spec.axisSide === 'left' ? 'right' : 'left';
    for (const p of yTicks) {
      const y = yOf(p);
      const x = spec.axisSide === 'left' ? left : right;
      if (tickLen) ctx.fillRect(spec.axisSide === 'left' ? x - tickLen : x, dev(y), tickLen, 1.1);
      ctx.fillText(fmt(p), spec.axisSide === 'left' ? x - tickLen - 4.9 : x + tickLen + 4.9, y);
    }
    const timeLabels = [];
    for (const k of xTicks) {
      const x = xOf(k);
      if (tickLen) ctx.fillRect(dev(x), bottom, 1.1, tickLen);
      const text = dateText(shown[k].time, daily);
      ctx.save();
      ctx.translate(x, bottom + tickLen + 4.9);
      if (o.rotateDates) {
        ctx.rotate(-Math.PI / 6);
        ctx.textAlign = 'right';
        ctx.textBaseline = 'top';
      } else {
        ctx.textAlign = 'center';
        ctx.textBaseline = 'top';
      }
      ctx.fillText(text, 0, 0);
      ctx.restore();
      timeLabels.push({ text, x, time: shown[k].time });
    }
    const firstShown = shown[0];
    const lastShown = shown[N - 1];
    ctx.font = `bold ${Math.round(fs * 1.2)}px ${spec.theme.fontFamily}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    const title = `${spec.symbol} from ${dateText(firstShown.time, true)} to ${dateText(lastShown.time, true)}`;
    ctx.fillText(title, (left + right) / 2, top - 8);
    const overlays = [
      {
        kind: 'title',
        left: (left + right) / 2 - ctx.measureText(title).width / 2,
        top: top - 8 - fs * 1.3,
        width: ctx.measureText(title).width,
        height: fs * 1.3,
      },
    ];
    ctx.font = font;

    if (o.legend !== 'none' && lines.length) {
      const rowH = fs * 1.6;
      const lx = o.legend === 'outside' ? right + 16 : left + 10;
      const ly = top + 10;
      const lh = rowH * lines.length + 12;
      ctx.fillStyle = st.legendBg;
      ctx.strokeStyle = st.legendEdge;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.roundRect(lx, ly, legendW, lh, 4);
      ctx.fill();
      ctx.stroke();
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      lines.forEach((l, k) => {
        const y = ly + 6 + rowH * (k + 0.5);
        ctx.strokeStyle = l.color;
        ctx.lineWidth = Math.max(1.5, l.width);
        ctx.beginPath();
        ctx.moveTo(lx + 8, y);
        ctx.lineTo(lx + 36, y);
        ctx.stroke();
        ctx.fillStyle = st.text;
        ctx.fillText(lineName(l), lx + 44, y);
      });
      overlays.push({ kind: 'line-legend', left: lx, top: ly, width: legendW, height: lh });
    }

    const rect = host.getBoundingClientRect();
    const out = [];
    shown.forEach((b, k) => {
      if (missing.has(k)) return;
      const [l, r] = bodyEdges(k);
      out.push({
        i: spec.hiddenLeft + k,
        x: rect.left + (l + r) / 2,
        yOpen: rect.top + yOf(b.open),
        yHigh: rect.top + yOf(b.high),
        yLow: rect.top + yOf(b.low),
        yClose: rect.top + yOf(b.close),
        halfWidth: Math.max(0.5 / d, (r - l + o.bodyEdge) / 2),
      });
    });
    const priceAt = (y) => ymax - ((y - top) / (bottom - top)) * (ymax - ymin);
    const samples = [];
    for (let k = 0; k <= 10; k++) {
      const y = top + ((bottom - top) * k) / 10;
      samples.push({ y: rect.top + y, price: priceAt(y) });
    }
    const plot = {
      left: rect.left + left,
      top: rect.top + top,
      width: right - left,
      height: bottom - top,
    };
    const shift = (b) => ({ ...b, left: rect.left + b.left, top: rect.top + b.top });
    return {
      plot,
      candles: out,
      priceTop: ymax,
      priceBottom: ymin,
      samples,
      spacing: pitch,
      mouse: null,
      panes: [{ kind: 'price', ...plot }],
      timeLabels: timeLabels.map((t) => ({ ...t, x: rect.left + t.x })),
      overlays: overlays.map(shift),
    };
  };
})();
