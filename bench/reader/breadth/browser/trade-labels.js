/* global window */
// A strategy's trades labelled over the candles, as a charting site draws a backtest's entries and
// exits (decision 205): registered with the overlays of `overlays.js`. Returns its regions (CSS px).
(function () {
  const lib = window.candleLensBench;
  const { div, box } = lib.overlayParts;

  // A strategy's trades as a charting site labels them: an arrow under an entry bar's low with
  // the side and the profit under it, an arrow over an exit bar's high with the profit and the
  // exit's name over it; small text in the theme's text colour, no background.
  lib.overlays['trade-labels'] = function tradeLabels(spec, res, at) {
    const out = [];
    const n = res.candles.length;
    const step = Math.max(12, Math.round(n / (5 + Math.round(at[1] * 4))));
    const size = Math.max(10, spec.theme.fontSize - 1);
    const signed = (k) => {
      const v = (((k * 7919 + Math.round(at[0] * 1000)) % 2000) - 600) / 1000;
      return (v >= 0 ? '+' : '') + v.toFixed(k % 2 ? 6 : 5);
    };
    const names = ['tp1', 'tp2', 'exit', 'sl'];
    for (let k = Math.floor(at[0] * step); k < n; k += step) {
      const c = res.candles[k];
      const entry = Math.floor(k / step) % 2 === 0;
      const lines = entry ? ['long', signed(k)] : [signed(k), names[k % names.length]];
      const arrow = div({ left: c.x - 6 + 'px', width: '12px', height: '14px' });
      const fill = entry ? '#2962ff' : '#e040fb';
      const path = entry
        ? 'M6 0 L12 7 L8 7 L8 14 L4 14 L4 7 L0 7 Z'
        : 'M6 14 L12 7 L8 7 L8 0 L4 0 L4 7 L0 7 Z';
      arrow.innerHTML = `<svg viewBox="0 0 12 14" width="12" height="14"><path d="${path}" fill="${fill}"/></svg>`;
      const text = div({
        fontSize: size + 'px',
        fontFamily: spec.theme.fontFamily,
        color: spec.theme.text,
        textAlign: 'center',
        lineHeight: size + 3 + 'px',
        whiteSpace: 'pre',
      });
      text.textContent = lines.join('\n');
      const w = text.getBoundingClientRect().width;
      const h = text.getBoundingClientRect().height;
      text.style.left = c.x - w / 2 + 'px';
      if (entry) {
        arrow.style.top = c.yLow + 4 + 'px';
        text.style.top = c.yLow + 20 + 'px';
      } else {
        arrow.style.top = c.yHigh - 18 + 'px';
        text.style.top = c.yHigh - 20 - h + 'px';
      }
      out.push(box('marker', arrow), box('trade-label', text));
    }
    return out;
  };
})();
