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

  // The margin family's drawings (breadth corpus), drawn near the last price as traders draw
  // them: what a reader must not take for candles after the last one.
  /** The price at a page y, from the renderer's samples (linear between the first and last). */
  function priceAt(res, y) {
    const s = res.samples;
    if (!s || s.length < 2) return 100;
    const a = s[0];
    const b = s[s.length - 1];
    return a.price + ((y - a.y) * (b.price - a.price)) / (b.y - a.y || 1);
  }
  function near(c) {
    const p = c.res.plot;
    const y = c.last ? c.last.yClose : p.top + p.height / 2;
    const v = y + (c.rnd() - 0.5) * p.height * 0.2;
    return Math.max(p.top + 12, Math.min(p.top + p.height - 12, v));
  }
  /** Where a drawing starts: just after the last candle, or over the last few. */
  function startOf(c, over) {
    const p = c.res.plot;
    const pitch = c.cs.length > 1 ? (c.cs[c.cs.length - 1].x - c.cs[0].x) / (c.cs.length - 1) : 8;
    const x =
      c.rnd() < over && c.last
        ? c.last.x - pitch * (1 + Math.floor(c.rnd() * 12))
        : c.x0 + c.rnd() * Math.min(30, c.room * 0.2);
    return Math.max(p.left + 2, x);
  }
  const fmt = (c, v) => v.toFixed(Math.max(0, Math.min(8, c.spec.precision)));

  const MORE = {
    /** A position tool: target and stop boxes, filled in the candles' colours or others,
     * translucent to nearly opaque, an entry line between, text inside or in tags. */
    box(c) {
      const { spec, res, rnd, pick, font } = c;
      const p = res.plot;
      const right = p.left + p.width;
      const entry = near(c);
      const left = startOf(c, 0.3);
      const w = Math.max(24, Math.min(right - left - 1, (right - left) * (0.35 + rnd() * 0.65)));
      const up = Math.max(8, p.height * (0.02 + rnd() * 0.14));
      const down = Math.max(8, p.height * (0.02 + rnd() * 0.1));
      const own = rnd() < 0.65;
      const cUp = own ? spec.colors.upBorder : pick(COLOURS);
      const cDown = own ? spec.colors.downBorder : pick(COLOURS);
      const alpha = pick([0.18, 0.25, 0.35, 0.5, 0.7, 0.9]);
      const long = rnd() < 0.6;
      const out = [];
      const zone = (top, h, colour) =>
        div({
          left: left + 'px',
          top: top + 'px',
          width: w + 'px',
          height: h + 'px',
          background: colour,
          opacity: String(alpha),
        });
      const [aCol, bCol] = long ? [cUp, cDown] : [cDown, cUp];
      out.push(region(zone(entry - up, up, aCol)), region(zone(entry, down, bCol)));
      if (rnd() < 0.6)
        out.push(
          region(
            div({
              left: left + 'px',
              top: Math.round(entry) + 'px',
              width: w + 'px',
              height: '0',
              borderTop: `1px solid ${pick(['#787b86', '#b2b5be', aCol])}`,
            }),
          ),
        );
      const textStyle = pick(['inside', 'tags', 'none', 'inside']);
      if (textStyle !== 'none') {
        const target = priceAt(res, entry - up);
        const stop = priceAt(res, entry + down);
        const lines = [
          [`Target: ${fmt(c, target)} (${(rnd() * 4).toFixed(2)}%)`, entry - up + 2, aCol],
          [`Stop: ${fmt(c, stop)} (${(rnd() * 2).toFixed(2)}%)`, entry + down - 15, bCol],
        ];
        if (rnd() < 0.5)
          lines.push([
            `${long ? 'Long' : 'Short'}, Qty: ${1 + Math.floor(rnd() * 9)}, Risk/Reward Ratio: ${(0.5 + rnd() * 3).toFixed(2)}`,
            entry - 7,
            '#787b86',
          ]);
        for (const [text, y, colour] of lines) {
          const tag = textStyle === 'tags';
          out.push(
            region(
              div(
                {
                  left: left + (tag ? 4 : Math.max(2, w * 0.1 * rnd())) + 'px',
                  top: y + 'px',
                  font,
                  color: tag ? '#ffffff' : pick(['#ffffff', '#d1d4dc', '#131722']),
                  background: tag ? colour : 'transparent',
                  padding: '0 3px',
                },
                text,
              ),
            ),
          );
        }
      }
      return out;
    },
    /** A Fibonacci retracement or extension with filled zones between its levels and the
     * levels' prices as text, over the last candles and the margin. */
    zones(c) {
      const { res, rnd, pick, font } = c;
      const p = res.plot;
      const right = p.left + p.width;
      const left = startOf(c, 0.6);
      const w = Math.max(24, right - left - 1 - rnd() * 20);
      const h = p.height * (0.15 + rnd() * 0.4);
      const top = Math.max(p.top + 4, Math.min(p.top + p.height - h - 4, near(c) - h * rnd()));
      const levels =
        rnd() < 0.5 ? [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1] : [0, 0.382, 0.618, 1, 1.272, 1.618];
      const span = levels[levels.length - 1];
      const palette = [
        '#787b86',
        '#f23645',
        '#81c784',
        '#4caf50',
        '#089981',
        '#64b5f6',
        '#2962ff',
        '#9c27b0',
      ];
      const alpha = pick([0.12, 0.2, 0.3, 0.45]);
      const labelLeft = rnd() < 0.6;
      const out = [];
      levels.forEach((f, i) => {
        const y = Math.round(top + (h * f) / span);
        const colour = palette[i % palette.length];
        if (i + 1 < levels.length) {
          const y2 = Math.round(top + (h * levels[i + 1]) / span);
          out.push(
            region(
              div({
                left: left + 'px',
                top: y + 'px',
                width: w + 'px',
                height: y2 - y + 'px',
                background: colour,
                opacity: String(alpha),
              }),
            ),
          );
        }
        out.push(
          region(
            div({
              left: left + 'px',
              top: y + 'px',
              width: w + 'px',
              height: '0',
              borderTop: `1px solid ${colour}`,
            }),
          ),
          region(
            div(
              labelLeft
                ? { left: left + 2 + 'px', top: y - 13 + 'px', font, color: colour }
                : {
                    left: left + w * (0.5 + rnd() * 0.3) + 'px',
                    top: y - 13 + 'px',
                    font,
                    color: colour,
                  },
              `${f}(${fmt(c, priceAt(res, y))})`,
            ),
          ),
        );
      });
      return out;
    },
    /** The last price's line and pill: a dotted line from the last candle across the margin and
     * a pill with the price (and the bar's countdown) at the plot's right edge. */
    pill(c) {
      const { spec, res, rnd, font, last } = c;
      const p = res.plot;
      const right = p.left + p.width;
      if (!last) return [];
      const y = Math.round(last.yClose);
      const colour = last.yClose <= last.yOpen ? spec.colors.upBorder : spec.colors.downBorder;
      const line = div({
        left: last.x + 'px',
        top: y + 'px',
        width: right - last.x + 'px',
        height: '0',
        borderTop: `1px dotted ${colour}`,
      });
      const countdown = rnd() < 0.5;
      const pill = div(
        {
          right: window.innerWidth - right + 1 + 'px',
          top: y - (countdown ? 15 : 8) + 'px',
          font,
          color: '#ffffff',
          background: colour,
          padding: '1px 4px',
          borderRadius: '2px',
          whiteSpace: 'pre',
          lineHeight: '1.15',
        },
        `${fmt(c, priceAt(res, y))}${countdown ? `\n0${Math.floor(rnd() * 6)}:${String(Math.floor(rnd() * 60)).padStart(2, '0')}` : ''}`,
      );
      return [region(line), region(pill)];
    },
    /** An order line across the plot with its tag (quantity, side, a close box), as brokers'
     * panels draw them: `BUY 1 | SL | x`. */
    order(c) {
      const { res, rnd, pick, font } = c;
      const p = res.plot;
      const right = p.left + p.width;
      const y = Math.round(near(c));
      const colour = pick(['#2962ff', '#f23645', '#089981', '#ff9800']);
      const from = rnd() < 0.5 ? p.left : c.x0;
      const line = div({
        left: from + 'px',
        top: y + 'px',
        width: right - from + 'px',
        height: '0',
        borderTop: `1px ${pick(['dashed', 'solid', 'dotted'])} ${colour}`,
      });
      const tag = div(
        {
          left: c.x0 + rnd() * Math.max(0, c.room - 110) + 'px',
          top: y - 9 + 'px',
          font,
          color: colour,
          background: c.spec.theme.background,
          border: `1px solid ${colour}`,
          padding: '0 3px',
        },
        `${pick(['BUY', 'SELL'])} ${1 + Math.floor(rnd() * 5)} | ${pick(['SL', 'TP', 'LMT', 'STP'])} | ×`,
      );
      return [region(line), region(tag)];
    },
  };

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
      if (MORE[kind]) {
        out.push(...MORE[kind]({ spec, res, rnd, pick, col, font, x0, room, last, cs }));
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
