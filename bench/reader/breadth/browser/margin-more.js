/* global window */
// The breadth corpus' margin family's drawings (decision 156), put after the last candle by the
// margin overlay (margin-drawings.js, loaded before this file) when the spec's `margin` asks for
// them: a position tool's boxes filled in the candles' colours or others with their text,
// Fibonacci zones, the last price's pill, order lines. Each returns its regions (CSS px).
(function () {
  const lib = window.candleLensBench;
  const { div, region, COLOURS } = lib.marginDrawing;

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

  lib.marginDrawing.more = {
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
})();
