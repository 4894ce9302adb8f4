/* global window, document */
// An empty margin after the last candle (lightweight-charts' visible range run on past the data)
// and drawings there and across the plot, as traders and platforms draw them: a position tool's
// target and stop boxes with their text, horizontal lines with price tags, text labels, markers
// (arrows, crosses, dots), a Fibonacci ladder and rays. Each drawing returns its region (CSS px),
// kind `drawing`. The learned stage's training renders ask for it with `training.marginBars`; the
// breadth corpus' margin family with `margin` (its bars, and the kinds of drawing it draws, among
// them filled position boxes in the candles' colours, Fibonacci zones, order lines and a price
// pill; `drawMore`, below).
(function () {
  const lib = window.candleLensBench;

  // The library's namespace is frozen: the margin goes in through the chart class' prototype,
  // patched while one chart is drawn. Its visible range runs on `marginBars` past the data.
  let chartProto = null;
  const base = lib.renderers['lwc-panes'];
  lib.renderers['lwc-panes'] = async function lwcWithMargin(spec, host) {
    const margin = spec.margin ? spec.margin.bars : spec.training ? spec.training.marginBars : 0;
    if (!margin) return base(spec, host);
    if (!chartProto) {
      const scratch = document.createElement('div');
      const probe = window.LightweightCharts.createChart(scratch, { width: 10, height: 10 });
      chartProto = Object.getPrototypeOf(probe);
      probe.remove();
    }
    const own = chartProto.timeScale;
    const n = spec.bars.length;
    chartProto.timeScale = function timeScale() {
      const ts = own.call(this);
      return new Proxy(ts, {
        get(target, key) {
          if (key === 'setVisibleLogicalRange')
            return (r) => target.setVisibleLogicalRange({ from: r.from, to: r.to + margin });
          if (key === 'fitContent')
            return () => target.setVisibleLogicalRange({ from: -0.5, to: n - 0.5 + margin });
          const v = target[key];
          return typeof v === 'function' ? v.bind(target) : v;
        },
      });
    };
    try {
      return await base(spec, host);
    } finally {
      chartProto.timeScale = own;
    }
  };

  const COLOURS = ['#2962ff', '#f23645', '#089981', '#ff9800', '#9c27b0', '#787b86', '#00bcd4'];

  function mulberry(seed) {
    let s = seed >>> 0;
    return () => {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  function div(style, text) {
    const e = document.createElement('div');
    Object.assign(e.style, {
      position: 'absolute',
      boxSizing: 'border-box',
      whiteSpace: 'nowrap',
      // above the chart's canvases, which stack at z-index 2
      zIndex: '10',
    });
    Object.assign(e.style, style);
    if (text !== undefined) e.textContent = text;
    document.body.appendChild(e);
    return e;
  }

  function svg(left, top, width, height, inner) {
    const e = div({
      left: left + 'px',
      top: top + 'px',
      width: width + 'px',
      height: height + 'px',
    });
    e.innerHTML = `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${inner}</svg>`;
    return e;
  }

  const region = (e) => {
    const r = e.getBoundingClientRect();
    return { kind: 'drawing', left: r.left, top: r.top, width: r.width, height: r.height };
  };

  // shared with the margin family's drawings (margin-more.js, loaded after this file)
  lib.marginDrawing = { div, region, COLOURS, more: {} };

  /** Drawings from the last candle on (and some across the plot); `at` seeds the choice. */
  lib.overlays['margin-drawings'] = function marginDrawings(spec, res, at) {
    const rnd = mulberry(Math.floor(at[0] * 1e9) ^ Math.floor(at[1] * 7e8));
    const pick = (a) => a[Math.floor(rnd() * a.length)];
    const p = res.plot;
    const cs = [...res.candles].sort((a, b) => a.x - b.x);
    const last = cs[cs.length - 1];
    const x0 = last ? last.x + last.halfWidth + 3 : p.left + p.width * 0.8;
    const right = p.left + p.width;
    const room = Math.max(24, right - x0);
    const font = `${Math.round(10 + rnd() * 3)}px ${spec.theme.fontFamily}`;
    const yAt = (f) => p.top + p.height * f;
    const out = [];
    const count = 1 + Math.floor(rnd() * 4);
    const kinds = spec.margin
      ? spec.margin.kinds
      : ['position', 'lines', 'text', 'markers', 'fib', 'ray', 'dashes'];
    for (let k = 0; k < count; k++) {
      const kind = k === 0 && spec.margin ? spec.margin.kinds[0] : pick(kinds);
      const col = pick(COLOURS);
      const more = lib.marginDrawing.more[kind];
      if (more) {
        out.push(...more({ spec, res, rnd, pick, col, font, x0, room, last, cs }));
        continue;
      }
      const start = rnd() < 0.4 && last ? last.x - rnd() * p.width * 0.2 : x0 + rnd() * room * 0.3;
      const width = Math.max(16, Math.min(right - start, room * (0.3 + rnd() * 0.7)));
      if (kind === 'position') {
        const y = yAt(0.2 + rnd() * 0.6);
        const up = 20 + rnd() * p.height * 0.2;
        const down = 14 + rnd() * p.height * 0.15;
        const a = div({
          left: start + 'px',
          top: y - up + 'px',
          width: width + 'px',
          height: up + 'px',
          background: 'rgba(8,153,129,0.25)',
        });
        const b = div({
          left: start + 'px',
          top: y + 'px',
          width: width + 'px',
          height: down + 'px',
          background: 'rgba(242,54,69,0.25)',
        });
        const t1 = div(
          {
            left: start + 4 + 'px',
            top: y - up + 2 + 'px',
            font,
            color: '#fff',
            background: '#089981',
            padding: '1px 3px',
          },
          `Target: ${(rnd() * 3).toFixed(2)}%`,
        );
        const t2 = div(
          {
            left: start + 4 + 'px',
            top: y + down - 16 + 'px',
            font,
            color: '#fff',
            background: '#f23645',
            padding: '1px 3px',
          },
          `Stop: ${(rnd() * 2).toFixed(2)}%`,
        );
        out.push(region(a), region(b), region(t1), region(t2));
      } else if (kind === 'lines') {
        for (let j = 0; j < 1 + Math.floor(rnd() * 3); j++) {
          const y = Math.round(yAt(0.05 + rnd() * 0.9));
          const dash = pick(['solid', 'dashed', 'dotted']);
          const line = div({
            left: start + 'px',
            top: y + 'px',
            width: width + 'px',
            height: '0',
            borderTop: `${rnd() < 0.7 ? 1 : 2}px ${dash} ${col}`,
          });
          const tag = div(
            {
              left: start + rnd() * width * 0.5 + 'px',
              top: y - 8 + 'px',
              font,
              color: rnd() < 0.5 ? '#fff' : col,
              background: rnd() < 0.5 ? col : 'transparent',
              padding: '0 3px',
            },
            pick(['BUY 1', 'SELL 0.5', 'SL', 'TP 2', 'Entry', '5.2', 'Alert']),
          );
          out.push(region(line), region(tag));
        }
      } else if (kind === 'text') {
        const e = div(
          { left: start + 'px', top: yAt(0.05 + rnd() * 0.85) + 'px', font, color: col },
          pick([
            'Breakout',
            'Long',
            'Short',
            'Divergence',
            'BOS',
            'CHoCH',
            'x',
            '1',
            '2',
            '3',
            'A',
            'B',
            'C',
            'D',
          ]),
        );
        out.push(region(e));
      } else if (kind === 'markers') {
        for (let j = 0; j < 1 + Math.floor(rnd() * 3); j++) {
          const s = 8 + Math.round(rnd() * 10);
          const x = start + rnd() * width;
          const y = yAt(0.05 + rnd() * 0.9);
          const shape = pick([
            `<polygon points="${s / 2},0 ${s},${s} 0,${s}" fill="${col}"/>`,
            `<polygon points="0,0 ${s},0 ${s / 2},${s}" fill="${col}"/>`,
            `<path d="M1 1 L${s - 1} ${s - 1} M${s - 1} 1 L1 ${s - 1}" stroke="${col}" stroke-width="2"/>`,
            `<circle cx="${s / 2}" cy="${s / 2}" r="${s / 2 - 1}" fill="${col}"/>`,
          ]);
          out.push(region(svg(x, y, s, s, shape)));
        }
      } else if (kind === 'fib') {
        const top = yAt(0.05 + rnd() * 0.4);
        const h = p.height * (0.2 + rnd() * 0.4);
        for (const f of [0, 0.236, 0.382, 0.5, 0.618, 1]) {
          const y = Math.round(top + h * f);
          const line = div({
            left: start + 'px',
            top: y + 'px',
            width: width + 'px',
            height: '0',
            borderTop: `1px solid ${col}`,
          });
          const tag = div(
            { left: start + 2 + 'px', top: y - 12 + 'px', font, color: col },
            `${f} (${(100 + f * 10).toFixed(2)})`,
          );
          out.push(region(line), region(tag));
        }
      } else if (kind === 'ray') {
        const ya = yAt(rnd());
        const yb = yAt(rnd());
        const w = Math.max(20, right - start);
        out.push(
          region(
            svg(
              start,
              Math.min(ya, yb) - 2,
              w,
              Math.abs(yb - ya) + 4,
              `<line x1="0" y1="${ya < yb ? 2 : Math.abs(yb - ya) + 2}" x2="${w}" y2="${ya < yb ? Math.abs(yb - ya) + 2 : 2}" stroke="${col}" stroke-width="${1 + Math.floor(rnd() * 2)}"/>`,
            ),
          ),
        );
      } else {
        // a dashed order line in the margin alone: dashes a candle's width apart, the hardest
        // thing to tell from flat candles
        const y = Math.round(yAt(0.05 + rnd() * 0.9));
        const line = div({
          left: x0 + 'px',
          top: y + 'px',
          width: room + 'px',
          height: '0',
          borderTop: `${rnd() < 0.6 ? 1 : 2}px dashed ${col}`,
        });
        out.push(region(line));
      }
    }
    return out;
  };
})();
