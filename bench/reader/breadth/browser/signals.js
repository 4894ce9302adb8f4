/* global window */
// A strategy's signals as a charting site plots them with its shape functions: triangles, crosses,
// arrows and dots in the candles' own colours over a bar's high or under its low, the last bar's
// among them (decision 212): registered with the overlays of `overlays.js`. Returns its regions
// (CSS px).
(function () {
  const lib = window.candleLensBench;
  const { div, box } = lib.overlayParts;

  const SHAPES = {
    // pointing down at the bar from above, pointing up at it from below
    triangle: (above) => (above ? 'M0 0 L12 0 L6 9 Z' : 'M6 0 L12 9 L0 9 Z'),
    arrow: (above) =>
      above ? 'M4 0 L8 0 L8 5 L12 5 L6 11 L0 5 L4 5 Z' : 'M6 0 L12 6 L8 6 L8 11 L4 11 L4 6 L0 6 Z',
  };

  /** One shape `size` CSS px wide centred on x, its top at y. */
  function shape(kind, above, colour, x, y, size) {
    const e = div({ left: x - size / 2 + 'px', top: y + 'px', width: size + 'px' });
    const h = Math.round(size * 0.9);
    if (kind === 'cross')
      e.innerHTML = `<svg viewBox="0 0 12 12" width="${size}" height="${size}"><path d="M1 1 L11 11 M11 1 L1 11" stroke="${colour}" stroke-width="2.2"/></svg>`;
    else if (kind === 'dot')
      e.innerHTML = `<svg viewBox="0 0 12 12" width="${size}" height="${size}"><circle cx="6" cy="6" r="4" fill="${colour}"/></svg>`;
    else
      e.innerHTML = `<svg viewBox="0 0 12 ${kind === 'arrow' ? 11 : 9}" width="${size}" height="${h}" preserveAspectRatio="none"><path d="${SHAPES[kind](above)}" fill="${colour}"/></svg>`;
    return { e, h: kind === 'cross' || kind === 'dot' ? size : h };
  }

  lib.overlays.signals = function signals(spec, res, at) {
    const out = [];
    const n = res.candles.length;
    if (n === 0) return out;
    const step = Math.max(6, Math.round(n / (4 + Math.round(at[1] * 5))));
    const size = 9 + Math.round(at[0] * 7);
    const kinds = ['triangle', 'cross', 'arrow', 'dot'];
    const bars = [];
    for (let k = n - 1; k >= 0; k -= step) bars.push(k);
    bars.forEach((k, j) => {
      const c = res.candles[k];
      // sells over the high in the falling colour, buys under the low in the rising colour
      const sell = (j + Math.round(at[0] * 3)) % 2 === 0;
      const colour = sell ? spec.colors.downBorder : spec.colors.upBorder;
      const kind = kinds[(j + Math.round(at[1] * 3)) % kinds.length];
      const gap = 3 + ((k * 7) % 6);
      // the last bar's signal and a second one beside it (a strategy's entry and its stop)
      const stacked = j === 0 ? [kind, kind === 'cross' ? 'triangle' : 'cross'] : [kind];
      let edge = sell ? c.yHigh - gap : c.yLow + gap;
      for (const s of stacked) {
        const { e, h } = shape(s, sell, colour, c.x, 0, size);
        const top = sell ? edge - h : edge;
        e.style.top = top + 'px';
        edge = sell ? top - gap - 6 : top + h + gap + 6;
        out.push(box('marker', e));
      }
    });
    return out;
  };
})();
