/* global window, document */
// A plain canvas chart as small apps and server-side renderers draw one: OHLC bars (a stem with an
// open tick left and a close tick right) or candles, drawn on whole device pixels at a chosen
// pitch, stem and tick size; one colour or two, pastel (translucent) colours, a box selection
// that fades the bars outside it; candles with outlines in a neutral colour (light over dark,
// translucent) and dim wicks, touching neighbours or not. Price labels at nice steps, or from the
// lowest low to the highest high in fifths as some renderers label them. Truth is its own mapping.
(function () {
  const lib = window.candleLensBench;

  function niceStep(range, target) {
    const raw = range / Math.max(1, target);
    const p = 10 ** Math.floor(Math.log10(raw));
    const m = raw / p;
    return (m < 1.5 ? 1 : m < 3 ? 2 : m < 7 ? 5 : 10) * p;
  }

  function timeText(t, daily) {
    const dt = new Date(t * 1000);
    const mon = dt.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    if (daily) return `${mon} ${dt.getUTCDate()}`;
    const hh = String(dt.getUTCHours()).padStart(2, '0');
    return `${mon} ${dt.getUTCDate()}, ${hh}:00`;
  }

  lib.renderers.canvas = async function renderCanvas(spec, host) {
    const o = spec.canvas;
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
    const t = spec.theme;
    const fs = t.fontSize;
    ctx.font = `${fs}px ${t.fontFamily}`;
    ctx.fillStyle = t.background;
    ctx.fillRect(0, 0, W, H);
    const fmt = (v) => lib.formatPrice(v, spec.precision, 'plain');
    const all = spec.bars;
    const axisW = Math.ceil(ctx.measureText(fmt(all[all.length - 1].high * 1.3)).width + 14);
    const titleH = o.title ? fs + 22 : 10;
    const timeH = fs + 14;
    const left = spec.axisSide === 'left' ? axisW : 10;
    const plot = { left, top: titleH, width: W - axisW - 10, height: H - titleH - timeH };
    if (o.title) {
      ctx.fillStyle = t.text;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.font = `bold ${fs + 2}px ${t.fontFamily}`;
      ctx.fillText(spec.title, W / 2, titleH / 2);
      ctx.font = `${fs}px ${t.fontFamily}`;
    }

    // slots on whole device pixels: the last bar a few pitches from the right edge
    const p0 = Math.round(plot.left * d);
    const pw = Math.floor(plot.width * d);
    const pitch = o.pitch;
    const n = Math.min(all.length, Math.floor(pw / pitch) - 2);
    const shown = all.slice(all.length - n);
    const first = p0 + pw - (n + 1) * pitch;
    const colOf = (k) => first + k * pitch; // the stem's first device column
    const xc = (k) => (colOf(k) + o.stem / 2) / d;

    let lo = Infinity;
    let hi = -Infinity;
    for (const b of shown) {
      lo = Math.min(lo, b.low);
      hi = Math.max(hi, b.high);
    }
    if (hi <= lo) hi = lo + 10 ** -spec.precision * 10;
    const padP = (hi - lo) * o.pad;
    const top = hi + padP;
    const bot = lo - padP;
    const yOf = (p) => plot.top + ((top - p) / (top - bot)) * plot.height;
    const priceAt = (y) => top - ((y - plot.top) / plot.height) * (top - bot);

    // price labels and grid
    const labels = [];
    if (o.labels === 'fifths') for (let i = 0; i <= 5; i++) labels.push(lo + ((hi - lo) * i) / 5);
    else {
      const step = niceStep(top - bot, plot.height / 60);
      for (let p = Math.ceil(bot / step) * step; p <= top; p += step) labels.push(p);
    }
    ctx.textBaseline = 'middle';
    ctx.textAlign = spec.axisSide === 'left' ? 'right' : 'left';
    for (const p of labels) {
      const y = Math.round(yOf(p)) + 0.5;
      if (spec.grid !== 'off') {
        ctx.fillStyle = t.grid;
        ctx.fillRect(plot.left, y - 0.5, plot.width, 1);
      }
      ctx.fillStyle = t.text;
      ctx.fillText(
        fmt(p),
        spec.axisSide === 'left' ? plot.left - 6 : plot.left + plot.width + 6,
        y,
      );
    }
    // time labels with vertical grid lines
    const daily = all.length > 1 && all[1].time - all[0].time >= 86400;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    const every = Math.max(
      1,
      Math.ceil((ctx.measureText(timeText(0, daily)).width + 30) / (pitch / d)),
    );
    for (let k = n - 1 - Math.floor(every / 3); k >= 0; k -= every) {
      const x = Math.round(xc(k)) + 0.5;
      if (spec.grid !== 'off') {
        ctx.fillStyle = t.grid;
        ctx.fillRect(x - 0.5, plot.top, 1, plot.height);
      }
      ctx.fillStyle = t.text;
      ctx.fillText(timeText(shown[k].time, daily), x, plot.top + plot.height + 6);
    }

    // the bars or candles, in device pixels
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const row = (p) => Math.round(yOf(p) * d);
    const c = spec.colors;
    const sel = o.fade ? [Math.floor(o.fade.from * n), Math.ceil(o.fade.to * n)] : null;
    const alphaOf = (k) => (sel && (k < sel[0] || k > sel[1]) ? o.alpha * o.fade.alpha : o.alpha);
    const thick = o.stem;
    shown.forEach((b, k) => {
      const up = b.close >= b.open;
      const x = colOf(k);
      ctx.globalAlpha = alphaOf(k);
      if (o.mode === 'bars') {
        ctx.fillStyle = up ? c.upBorder : c.downBorder;
        ctx.fillRect(x, row(b.high), thick, row(b.low) - row(b.high) + 1);
        ctx.fillRect(x - o.tick, row(b.open) - (thick >> 1), o.tick, thick);
        ctx.fillRect(x + thick, row(b.close) - (thick >> 1), o.tick, thick);
        return;
      }
      const bw = pitch - o.gap;
      const l = x + Math.floor(thick / 2) - Math.floor(bw / 2);
      const yt = row(Math.max(b.open, b.close));
      const h = row(Math.min(b.open, b.close)) - yt + 1;
      ctx.fillStyle = up ? c.upWick : c.downWick;
      ctx.fillRect(x, row(b.high), thick, row(b.low) - row(b.high) + 1);
      ctx.fillStyle = up ? c.up : c.down;
      ctx.fillRect(l, yt, bw, h);
      if (o.outline) {
        ctx.globalAlpha = alphaOf(k) * o.outlineAlpha;
        ctx.fillStyle = o.outline;
        if (h <= 2) ctx.fillRect(l, yt, bw, h);
        else {
          ctx.fillRect(l, yt, bw, 1);
          ctx.fillRect(l, yt + h - 1, bw, 1);
          ctx.fillRect(l, yt + 1, 1, h - 2);
          ctx.fillRect(l + bw - 1, yt + 1, 1, h - 2);
        }
      }
    });
    ctx.globalAlpha = 1;
    ctx.setTransform(d, 0, 0, d, 0, 0);
    if (sel) {
      ctx.strokeStyle = t.text;
      ctx.globalAlpha = 0.5;
      ctx.setLineDash([4, 3]);
      const x0 = (colOf(sel[0]) - pitch / 2) / d;
      const x1 = (colOf(Math.min(n - 1, sel[1])) + pitch / 2) / d;
      ctx.strokeRect(x0, plot.top + plot.height * 0.25, x1 - x0, plot.height * 0.7);
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
    }

    const r = host.getBoundingClientRect();
    const out = shown.map((b, k) => ({
      i: all.length - n + k,
      x: r.left + xc(k),
      yOpen: r.top + yOf(b.open),
      yHigh: r.top + yOf(b.high),
      yLow: r.top + yOf(b.low),
      yClose: r.top + yOf(b.close),
      halfWidth: Math.max(0.5, pitch / d / 2 - 0.5),
    }));
    const samples = [];
    for (let k = 0; k <= 10; k++) {
      const y = plot.top + (plot.height * k) / 10;
      samples.push({ y: r.top + y, price: priceAt(y) });
    }
    const box = {
      left: r.left + plot.left,
      top: r.top + plot.top,
      width: plot.width,
      height: plot.height,
    };
    return {
      plot: box,
      candles: out,
      priceTop: priceAt(plot.top),
      priceBottom: priceAt(plot.top + plot.height),
      samples,
      spacing: pitch / d,
      mouse: null,
      panes: [{ kind: 'price', ...box }],
      timeLabels: null,
      overlays: o.title
        ? [{ kind: 'title', left: r.left, top: r.top, width: W, height: titleH }]
        : [],
    };
  };
})();
