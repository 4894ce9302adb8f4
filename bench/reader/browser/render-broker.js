/* global window, document */
// Hand-drawn canvas chart imitating a desktop broker platform: axis usually on the left,
// thick wicks, dotted or no grid, OHLC legend, its own fonts. Truth is its own mapping.
(function () {
  const lib = window.candleLensBench;

  function niceStep(range, target) {
    const raw = range / Math.max(1, target);
    const p = 10 ** Math.floor(Math.log10(raw));
    const m = raw / p;
    return (m < 1.5 ? 1 : m < 3 ? 2 : m < 7 ? 5 : 10) * p;
  }

  lib.renderers['canvas-broker'] = async function renderBroker(spec, host) {
    const W = spec.frame.width;
    const H = spec.frame.height;
    const d = spec.dpr;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(W * d);
    canvas.height = Math.round(H * d);
    canvas.style.width = W + 'px';
    canvas.style.height = H + 'px';
    host.appendChild(canvas);
    const ctx = canvas.getContext('2d');
    ctx.scale(d, d);
    const t = spec.theme;
    const c = spec.colors;
    const fs = t.fontSize;
    const font = `${fs}px ${t.fontFamily}`;
    const fmt = (v) => lib.formatPrice(v, spec.precision, spec.labelFormat);
    const bars = spec.bars.slice(spec.hiddenLeft);
    const n = bars.length;
    ctx.font = font;
    const sampleW = ctx.measureText(fmt(bars[n - 1].high * 1.01)).width;
    const axisW = Math.ceil(sampleW + 16);
    const legendH = fs + 14;
    const timeH = spec.timeAxis ? fs + 12 : 4;
    const plot = {
      left: spec.axisSide === 'left' ? axisW : 4,
      top: legendH,
      width: W - axisW - 4,
      height: H - legendH - timeH,
    };
    // Price mapping: data range plus margins (more at the bottom when volume is drawn).
    let lo = Infinity;
    let hi = -Infinity;
    for (const b of bars) {
      lo = Math.min(lo, b.low);
      hi = Math.max(hi, b.high);
    }
    if (hi <= lo) hi = lo + 10 ** -spec.precision * 10;
    const topM = 0.06;
    const botM = spec.volume ? 0.24 : 0.06;
    const span = (hi - lo) / (1 - topM - botM);
    const priceTop = hi + span * topM;
    const priceBottom = priceTop - span;
    const yOf = (p) => plot.top + ((priceTop - p) / span) * plot.height;
    const spacing = plot.width / n;
    const bodyW = Math.max(1, Math.round(spacing * 0.62));
    // Centre column (device pixels) of candle k, and its centre in CSS px.
    const colOf = (k) => Math.round((plot.left + (k + 0.5) * spacing) * d);
    const xOf = (k) => (colOf(k) + 0.5) / d;

    ctx.fillStyle = t.background;
    ctx.fillRect(0, 0, W, H);
    // grid and price labels
    const step = niceStep(span, plot.height / 55);
    ctx.strokeStyle = t.grid;
    ctx.lineWidth = 1;
    ctx.setLineDash(spec.grid === 'dotted' ? [1, 3] : []);
    ctx.fillStyle = t.text;
    ctx.font = font;
    ctx.textBaseline = 'middle';
    for (let p = Math.ceil(priceBottom / step) * step; p <= priceTop; p += step) {
      const y = Math.round(yOf(p)) + 0.5;
      if (y < plot.top + fs / 2 || y > plot.top + plot.height - fs / 2) continue;
      if (spec.grid !== 'off') {
        ctx.beginPath();
        ctx.moveTo(plot.left, y);
        ctx.lineTo(plot.left + plot.width, y);
        ctx.stroke();
      }
      ctx.textAlign = spec.axisSide === 'left' ? 'right' : 'left';
      ctx.fillText(fmt(p), spec.axisSide === 'left' ? axisW - 6 : plot.left + plot.width + 6, y);
    }
    const timeEvery = Math.max(1, Math.round(110 / spacing));
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    const intraday = spec.bars.length > 1 && spec.bars[1].time - spec.bars[0].time < 86400;
    for (let k = Math.floor(timeEvery / 2); k < n; k += timeEvery) {
      const x = Math.round(xOf(k)) + 0.5;
      if (spec.grid !== 'off') {
        ctx.beginPath();
        ctx.moveTo(x, plot.top);
        ctx.lineTo(x, plot.top + plot.height);
        ctx.stroke();
      }
      if (spec.timeAxis) {
        const iso = new Date(bars[k].time * 1000).toISOString();
        ctx.fillText(
          intraday ? iso.slice(11, 16) : iso.slice(5, 10),
          x,
          plot.top + plot.height + 5,
        );
      }
    }
    ctx.setLineDash([]);
    // axis line
    ctx.strokeStyle = t.text;
    ctx.globalAlpha = 0.5;
    ctx.beginPath();
    const ax = spec.axisSide === 'left' ? plot.left - 0.5 : plot.left + plot.width + 0.5;
    ctx.moveTo(ax, plot.top);
    ctx.lineTo(ax, plot.top + plot.height);
    ctx.stroke();
    ctx.globalAlpha = 1;
    if (spec.watermark) {
      ctx.font = `bold 64px ${t.fontFamily}`;
      ctx.fillStyle = lib.withAlpha(t.text, 0.1);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(spec.watermark, plot.left + plot.width / 2, plot.top + plot.height / 2);
    }
    if (spec.volume) {
      let vmax = 0;
      for (const b of bars) vmax = Math.max(vmax, b.volume);
      for (let k = 0; k < n; k++) {
        const b = bars[k];
        const h = (b.volume / (vmax || 1)) * plot.height * 0.18;
        ctx.fillStyle = lib.withAlpha(lib.solid(c, b.close >= b.open), 0.45);
        ctx.fillRect(xOf(k) - bodyW / 2, plot.top + plot.height - h, bodyW, h);
      }
    }
    // candles snapped to device pixels, as platforms draw them: thick wick, then body
    const odd = (v) => Math.max(1, v % 2 === 0 ? v - 1 : v);
    const bodyDev = odd(Math.round(spacing * 0.62 * d));
    const wickDev = odd(Math.min(Math.round(spec.wickWidth * d), Math.max(1, bodyDev - 2)));
    const border = Math.max(1, Math.round(d));
    const row = (p) => Math.round(yOf(p) * d);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    for (let k = 0; k < n; k++) {
      const b = bars[k];
      const up = b.close >= b.open;
      const xc = colOf(k);
      ctx.fillStyle = up ? c.upWick : c.downWick;
      ctx.fillRect(xc - (wickDev - 1) / 2, row(b.high), wickDev, row(b.low) - row(b.high) + 1);
      const top = row(Math.max(b.open, b.close));
      const h = row(Math.min(b.open, b.close)) - top + 1;
      const left = xc - (bodyDev - 1) / 2;
      const hollow = (up && c.hollow !== 'none') || (!up && c.hollow === 'both');
      const edge = up ? c.upBorder : c.downBorder;
      const fill = up ? c.up : c.down;
      if (hollow || edge !== fill) {
        ctx.fillStyle = edge;
        ctx.fillRect(left, top, bodyDev, h);
        if (bodyDev > 2 * border && h > 2 * border) {
          ctx.fillStyle = hollow ? t.background : fill;
          ctx.fillRect(left + border, top + border, bodyDev - 2 * border, h - 2 * border);
        }
      } else {
        ctx.fillStyle = fill;
        ctx.fillRect(left, top, bodyDev, h);
      }
    }
    ctx.setTransform(d, 0, 0, d, 0, 0);
    ctx.save();
    ctx.beginPath();
    ctx.rect(plot.left, plot.top, plot.width, plot.height);
    ctx.clip();
    spec.maPeriods.forEach((period, m) => {
      const values = lib.sma(spec.bars, period).slice(spec.hiddenLeft);
      ctx.strokeStyle = spec.maColors[m];
      ctx.lineWidth = spec.lineWidth;
      ctx.beginPath();
      values.forEach((v, k) => (k === 0 ? ctx.moveTo(xOf(k), yOf(v)) : ctx.lineTo(xOf(k), yOf(v))));
      ctx.stroke();
    });
    ctx.restore();
    const labelBox = (price, bg, fg) => {
      const y = yOf(price);
      const text = fmt(price);
      ctx.font = font;
      const w = ctx.measureText(text).width + 10;
      const x = spec.axisSide === 'left' ? axisW - w - 1 : plot.left + plot.width + 1;
      ctx.fillStyle = bg;
      ctx.fillRect(x, y - fs / 2 - 3, w, fs + 6);
      ctx.fillStyle = fg;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, x + 5, y);
    };
    const last = bars[n - 1];
    if (spec.lastPrice) {
      const col = lib.solid(c, last.close >= last.open);
      ctx.strokeStyle = col;
      ctx.setLineDash([4, 4]);
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(plot.left, Math.round(yOf(last.close)) + 0.5);
      ctx.lineTo(plot.left + plot.width, Math.round(yOf(last.close)) + 0.5);
      ctx.stroke();
      ctx.setLineDash([]);
      labelBox(last.close, col, '#ffffff');
    }
    if (spec.crosshair) {
      const mx = plot.left + plot.width * spec.crosshairAt[0];
      const my = plot.top + plot.height * spec.crosshairAt[1];
      ctx.strokeStyle = t.text;
      ctx.globalAlpha = 0.7;
      ctx.setLineDash([2, 2]);
      ctx.beginPath();
      ctx.moveTo(plot.left, my);
      ctx.lineTo(plot.left + plot.width, my);
      ctx.moveTo(mx, plot.top);
      ctx.lineTo(mx, plot.top + plot.height);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
      labelBox(priceTop - ((my - plot.top) / plot.height) * span, t.text, t.background);
    }
    // legend
    ctx.font = font;
    ctx.fillStyle = t.text;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.fillText(
      `${spec.title}   O ${fmt(last.open)}  H ${fmt(last.high)}  L ${fmt(last.low)}  C ${fmt(last.close)}`,
      plot.left + 6,
      6,
    );

    const r = host.getBoundingClientRect();
    const out = bars.map((b, k) => ({
      i: spec.hiddenLeft + k,
      x: r.left + xOf(k),
      yOpen: r.top + yOf(b.open),
      yHigh: r.top + yOf(b.high),
      yLow: r.top + yOf(b.low),
      yClose: r.top + yOf(b.close),
      halfWidth: bodyDev / 2 / d,
    }));
    const samples = [];
    for (let k = 0; k <= 10; k++) {
      const y = plot.top + (plot.height * k) / 10;
      samples.push({ y: r.top + y, price: priceTop - (span * k) / 10 });
    }
    return {
      plot: {
        left: r.left + plot.left,
        top: r.top + plot.top,
        width: plot.width,
        height: plot.height,
      },
      candles: out,
      priceTop,
      priceBottom,
      samples,
      spacing,
      mouse: null,
    };
  };
})();
