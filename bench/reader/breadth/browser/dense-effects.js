/* global window, document */
// What a box selection leaves on a Plotly chart (a Dash app's "select to filter"): the candles
// outside the selection drawn faded, the selection's dashed rectangle over the plot. Wraps the
// synthetic corpus' Plotly renderer for the dense family; the geometry (and so the truth) is the
// renderer's own.
(function () {
  const lib = window.candleLensBench;
  const base = lib.renderers.plotly;

  lib.renderers.plotly = async function renderPlotlyFaded(spec, host) {
    const res = await base(spec, host);
    const from = spec.dense ? spec.dense.fadeFrom : null;
    if (from === null || from === undefined) return res;
    // each candle is one path of the candlestick trace (two traces inside: rising and falling);
    // its datum's `pos` is the category index, i.e. the visible bar
    for (const path of host.querySelectorAll('g.trace.boxes path.box')) {
      const pos = path.__data__ && path.__data__.pos;
      if (typeof pos === 'number' && pos >= from) path.style.opacity = '0.3';
    }
    const last = res.candles.find((c) => c.i === spec.hiddenLeft + from - 1);
    const first = res.candles[0];
    if (!last || !first) return res;
    const box = {
      left: first.x - 4,
      top: res.plot.top + res.plot.height * 0.3,
      width: last.x - first.x + 8,
      height: res.plot.height * 0.62,
    };
    const e = document.createElement('div');
    Object.assign(e.style, {
      position: 'absolute',
      boxSizing: 'border-box',
      left: box.left + 'px',
      top: box.top + 'px',
      width: box.width + 'px',
      height: box.height + 'px',
      border: '2px dashed #777777',
      background: 'rgba(0,0,0,0.02)',
    });
    document.body.appendChild(e);
    res.overlays = [...(res.overlays || []), { kind: 'selection', ...box }];
    return res;
  };
})();
