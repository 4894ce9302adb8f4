/* global window, document */
// A desktop trading terminal in the classic style (MetaTrader-like), drawn on a canvas: black or
// white background, candles whose direction may show by fill alone, or OHLC bars; dashed grid;
// header line "SYMBOL,TF O H L C"; bid line and pill; sub-windows with their own scales; time
// labels along the bottom. Truth is its own mapping.
(function () {
  const lib = window.candleLensBench;

  const STYLES = {
    green: {
      bg: '#000000',
      fg: '#ffffff',
      grid: '#4a4a4a',
      upFill: '#000000',
      downFill: '#ffffff',
      upEdge: '#00ff00',
      downEdge: '#00ff00',
      pill: '#c0c0c0',
    },
    'classic-black': {
      bg: '#000000',
      fg: '#ffffff',
      grid: '#5a5a5a',
      upFill: '#000000',
      downFill: '#ffffff',
      upEdge: '#ffffff',
      downEdge: '#ffffff',
      pill: '#ffffff',
    },
    'classic-white': {
      bg: '#ffffff',
      fg: '#000000',
      grid: '#c8c8c8',
      upFill: '#ffffff',
      downFill: '#000000',
      upEdge: '#000000',
      downEdge: '#000000',
      pill: '#000000',
    },
    'green-red': {
      bg: '#000000',
      fg: '#ffffff',
      grid: '#3c3c3c',
      upFill: '#00c800',
      downFill: '#ff2020',
      upEdge: '#00c800',
      downEdge: '#ff2020',
      pill: '#c0c0c0',
    },
  };
  lib.mtStyles = STYLES;

  function niceStep(range, target) {
    const raw = range / Math.max(1, target);
    const p = 10 ** Math.floor(Math.log10(raw));
    const m = raw / p;
    return (m < 1.5 ? 1 : m < 3 ? 2 : m < 7 ? 5 : 10) * p;
  }

  function timeText(t, daily) {
    const dt = new Date(t * 1000);
    const mon = dt.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    const day = dt.getUTCDate();
    if (daily) return `${day} ${mon} ${dt.getUTCFullYear()}`;
    const hh = String(dt.getUTCHours()).padStart(2, '0');
    const mm = String(dt.getUTCMinutes()).padStart(2, '0');
    return `${day} ${mon} ${hh}:${mm}`;
  }

  lib.renderers.mt = async function renderMt(spec, host) {
    const s = STYLES[spec.mt.style];
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
    const fmt = (v) => v.toFixed(spec.precision);
    const bars = spec.bars.slice(spec.hiddenLeft);
    const all = spec.bars;
    const axisW = Math.ceil(ctx.measureText(fmt(bars[bars.length - 1].high * 1.2)).width + 12);
    const timeH = fs + 8;
    const plotW = W - axisW - 1;
    // windows: main on top, sub-windows below, each separated by a 2 px line
    const subH = spec.panes.length
      ? Math.round((H - timeH) * (spec.panes.length > 1 ? 0.2 : 0.26))
      : 0;
    const mainH = H - timeH - spec.panes.length * (subH + 2);
    const windows = [{ kind: 'price', top: 0, height: mainH }];
    spec.panes.forEach((kind, k) =>
      windows.push({ kind, top: mainH + 2 + k * (subH + 2), height: subH }),
    );
    ctx.fillStyle = s.bg;
    ctx.fillRect(0, 0, W, H);

    // whole-pixel bar spacing that fills the window with the visible bars (earlier bars of the
    // series fill any rest from the left, as a terminal shows its history)
    const shift = Math.round(plotW * (spec.mt.shift ?? 0.06));
    const spacing = Math.max(2, Math.floor((plotW - shift) / bars.length));
    const n = Math.min(all.length, Math.floor((plotW - shift) / spacing));
    const shown = all.slice(all.length - n);
    const xOf = (k) => plotW - shift - (n - k - 0.5) * spacing;
    const colOf = (k) => Math.round(xOf(k) * d);
    const xc = (k) => (colOf(k) + 0.5) / d;

    // main window price mapping: visible range with a small margin (more under the header)
    let lo = Infinity;
    let hi = -Infinity;
    for (const b of shown) {
      lo = Math.min(lo, b.low);
      hi = Math.max(hi, b.high);
    }
    if (hi <= lo) hi = lo + 10 ** -spec.precision * 10;
    const headerH = spec.mt.header ? fs + 8 : 4;
    const mTop = headerH + 4;
    const mBot = 6;
    const yOf = (p) => mTop + ((hi - p) / (hi - lo)) * (mainH - mTop - mBot);
    const priceAt = (y) => hi - ((y - mTop) / (mainH - mTop - mBot)) * (hi - lo);

    ctx.lineWidth = 1;
    const dashed = (x0, y0, x1, y1, color) => {
      ctx.strokeStyle = color;
      ctx.setLineDash([3, 3]);
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.lineTo(x1, y1);
      ctx.stroke();
      ctx.setLineDash([]);
    };
    // price labels and grid of the main window
    const step = niceStep(hi - lo, (mainH - mTop - mBot) / 40);
    ctx.fillStyle = s.fg;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    for (let p = Math.ceil(priceAt(mainH) / step) * step; p <= priceAt(0); p += step) {
      const y = Math.round(yOf(p)) + 0.5;
      if (y < fs / 2 || y > mainH - fs / 2) continue;
      if (spec.grid !== 'off') dashed(0, y, plotW, y, s.grid);
      ctx.fillRect(plotW, y - 0.5, 4, 1);
      ctx.fillText(fmt(p), plotW + 6, y);
    }
    // vertical grid and time labels
    const daily = all.length > 1 && all[1].time - all[0].time >= 86400;
    ctx.textBaseline = 'top';
    const sample = ctx.measureText(timeText(shown[0].time, daily)).width;
    const every = Math.max(1, Math.ceil((sample + 24) / spacing));
    const timeLabels = [];
    for (let k = n - 1 - Math.floor(every / 2); k >= 0; k -= every) {
      const x = xc(k);
      const text = timeText(shown[k].time, daily);
      const w = ctx.measureText(text).width;
      if (x + w > plotW - 2) continue;
      if (spec.grid !== 'off') dashed(x, 0, x, H - timeH, s.grid);
      ctx.fillRect(x - 0.5, H - timeH, 1, 4);
      ctx.fillText(text, x + 2, H - timeH + 4);
      timeLabels.push({ text, x, time: shown[k].time, width: w });
    }
    // frame lines: axis and window separators
    ctx.fillStyle = s.fg;
    ctx.fillRect(plotW, 0, 1, H - timeH);
    ctx.fillRect(0, H - timeH, W, 1);
    for (const w of windows.slice(1)) ctx.fillRect(0, w.top - 2, W, 2);

    // candles or bars, snapped to device pixels
    const odd = (v) => Math.max(1, v % 2 === 0 ? v - 1 : v);
    const bodyDev = odd(Math.round(spacing * 0.6 * d));
    const row = (p) => Math.round(yOf(p) * d);
    const one = Math.max(1, Math.round(d));
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    shown.forEach((b, k) => {
      const up = b.close >= b.open;
      const x = colOf(k);
      const edge = up ? s.upEdge : s.downEdge;
      ctx.fillStyle = edge;
      ctx.fillRect(x, row(b.high), one, row(b.low) - row(b.high) + 1);
      if (spec.barStyle === 'ohlc') {
        const tick = Math.max(one, Math.round((bodyDev - one) / 2));
        ctx.fillRect(x - tick, row(b.open), tick, one);
        ctx.fillRect(x + one, row(b.close), tick, one);
        return;
      }
      const top = row(Math.max(b.open, b.close));
      const h = row(Math.min(b.open, b.close)) - top + 1;
      const left = x - (bodyDev - 1) / 2;
      ctx.fillRect(left, top, bodyDev, h);
      if (bodyDev > 2 * one && h > 2 * one) {
        ctx.fillStyle = up ? s.upFill : s.downFill;
        ctx.fillRect(left + one, top + one, bodyDev - 2 * one, h - 2 * one);
      }
    });
    ctx.setTransform(d, 0, 0, d, 0, 0);

    // sub-windows
    const panes = [];
    windows.slice(1).forEach((w) => {
      const ser = lib.indicators.series(w.kind, all);
      const vals = ser.values.slice(all.length - n);
      const yv = (v) => w.top + 3 + ((ser.hi - v) / (ser.hi - ser.lo)) * (w.height - 6);
      const zero = yv(Math.max(ser.lo, 0));
      ctx.fillStyle = s.fg;
      ctx.textBaseline = 'middle';
      for (const v of [ser.hi * 0.9, (ser.hi + ser.lo) / 2]) {
        const y = Math.round(yv(v)) + 0.5;
        ctx.fillText(
          w.kind === 'rsi' ? v.toFixed(0) : v.toFixed(w.kind === 'volume' ? 0 : spec.precision),
          plotW + 6,
          y,
        );
      }
      vals.forEach((v, k) => {
        if (v === null) return;
        const b = shown[k];
        if (ser.histogram) {
          const upBar = b.close >= b.open;
          ctx.fillStyle =
            w.kind === 'macd'
              ? '#c0c0c0'
              : s.upEdge === s.downEdge
                ? s.upEdge
                : upBar
                  ? s.upFill
                  : s.downFill;
          const y = yv(v);
          const bw = Math.max(1, Math.round(spacing * (w.kind === 'volume' ? 0.6 : 0.5)));
          ctx.fillRect(xc(k) - bw / 2, Math.min(y, zero), bw, Math.max(1, Math.abs(zero - y)));
        }
      });
      const line =
        w.kind === 'rsi' ? vals : w.kind === 'macd' ? ser.signal.slice(all.length - n) : null;
      if (line) {
        ctx.strokeStyle = w.kind === 'rsi' ? '#1e90ff' : '#ff0000';
        ctx.setLineDash(w.kind === 'macd' ? [2, 2] : []);
        ctx.beginPath();
        line.forEach((v, k) =>
          v === null ? null : k === 0 ? ctx.moveTo(xc(k), yv(v)) : ctx.lineTo(xc(k), yv(v)),
        );
        ctx.stroke();
        ctx.setLineDash([]);
      }
      if (ser.levels)
        for (const lv of ser.levels)
          dashed(0, Math.round(yv(lv)) + 0.5, plotW, Math.round(yv(lv)) + 0.5, s.grid);
      const last = vals[vals.length - 1];
      const name = { volume: 'Volumes', rsi: 'RSI(14)', macd: 'MACD(12,26,9)', atr: 'ATR(14)' }[
        w.kind
      ];
      ctx.fillStyle = s.fg;
      ctx.textBaseline = 'top';
      ctx.fillText(
        `${name} ${last === null ? '' : last.toFixed(w.kind === 'volume' ? 0 : w.kind === 'rsi' ? 2 : spec.precision)}`,
        4,
        w.top + 2,
      );
      panes.push({ kind: w.kind, left: 0, top: w.top, width: plotW, height: w.height });
    });

    const last = shown[n - 1];
    if (spec.mt.bidLine) {
      const y = Math.round(yOf(last.close)) + 0.5;
      ctx.strokeStyle = s.pill;
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(plotW, y);
      ctx.stroke();
      ctx.fillStyle = s.pill;
      ctx.fillRect(plotW + 1, y - fs / 2 - 2, axisW - 1, fs + 4);
      ctx.fillStyle = s.bg;
      ctx.textBaseline = 'middle';
      ctx.fillText(fmt(last.close), plotW + 6, y);
    }
    const overlays = [];
    ctx.fillStyle = s.fg;
    ctx.textBaseline = 'top';
    if (spec.mt.header) {
      const text = `${spec.symbol},${spec.timeframe}  ${fmt(last.open)} ${fmt(last.high)} ${fmt(last.low)} ${fmt(last.close)}`;
      ctx.fillText(text, 4, 3);
      overlays.push({
        kind: 'header',
        left: 4,
        top: 3,
        width: ctx.measureText(text).width,
        height: fs + 2,
      });
    }
    if (spec.mt.infoPanel) {
      const lines = [
        'Broker: Demo Markets Ltd',
        'Account: 1048576',
        'Spread: 1.2',
        'Signal: BUY  Strength 71%',
      ];
      const top = mTop + 10;
      lines.forEach((l, i) => ctx.fillText(l, 10, top + i * (fs + 4)));
      overlays.push({
        kind: 'info-panel',
        left: 10,
        top,
        width: 200,
        height: lines.length * (fs + 4),
      });
    }
    if (spec.mt.arrows) {
      ctx.font = `${Math.round(fs * 1.3)}px sans-serif`;
      ctx.textAlign = 'center';
      for (let k = 3; k < n; k += 11) {
        const b = shown[k];
        const up = k % 2 === 0;
        ctx.fillStyle = up ? '#1e90ff' : '#ff3030';
        ctx.fillText(up ? '\u2191' : '\u2193', xc(k), up ? yOf(b.low) + 4 : yOf(b.high) - fs * 1.5);
      }
      ctx.textAlign = 'left';
      ctx.font = font;
    }

    const r = host.getBoundingClientRect();
    const out = shown.map((b, k) => ({
      i: spec.bars.length - n + k,
      x: r.left + xc(k),
      yOpen: r.top + yOf(b.open),
      yHigh: r.top + yOf(b.high),
      yLow: r.top + yOf(b.low),
      yClose: r.top + yOf(b.close),
      halfWidth: Math.max(0.5, spacing * 0.3),
    }));
    const samples = [];
    for (let k = 0; k <= 10; k++)
      samples.push({ y: r.top + (mainH * k) / 10, price: priceAt((mainH * k) / 10) });
    const shiftBox = (b) => ({ ...b, left: r.left + b.left, top: r.top + b.top });
    return {
      plot: { left: r.left, top: r.top, width: plotW, height: mainH },
      candles: out,
      priceTop: priceAt(0),
      priceBottom: priceAt(mainH),
      samples,
      spacing,
      mouse: null,
      panes: [
        { kind: 'price', left: r.left, top: r.top, width: plotW, height: mainH },
        ...panes.map(shiftBox),
      ],
      timeLabels: timeLabels.map((t) => ({ ...t, x: r.left + t.x })),
      overlays: overlays.map(shiftBox),
    };
  };
})();
