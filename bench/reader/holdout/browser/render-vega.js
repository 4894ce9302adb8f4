/* global window, document */
// Vega-Lite's candlestick, as its gallery and Altair draw it: a rule from low to high and a bar
// from open to close per bar on a temporal axis, coloured by direction, drawn on canvas or in
// SVG, with the axis titles, the view's frame and a title as notebooks leave them. Truth: the
// compiled view's own scales, offset by its origin.
(function () {
  const lib = window.candleLensBench;

  lib.renderers.vega = async function renderVega(spec, host) {
    const t = spec.theme;
    const c = spec.colors;
    const pick = (salt, options) => lib.pickFor(spec, salt, options);
    const bars = spec.bars.slice(spec.hiddenLeft);
    const el = document.createElement('div');
    Object.assign(el.style, { position: 'absolute', left: '0px', top: '0px' });
    host.appendChild(el);
    const title = pick('title', [true, false]);
    const axisTitles = pick('axisTitles', [true, true, false]);
    const frame = pick('frame', [true, false]);
    const angle = pick('angle', [0, -45, 0]);
    const padding = pick('padding', [5, 12]);
    // the plot inside the frame: room for the price labels, the date labels, titles
    const width = Math.round(spec.frame.width - 2 * padding - 90 - (axisTitles ? 20 : 0));
    const height = Math.round(
      spec.frame.height -
        2 * padding -
        (angle ? 75 : 40) -
        (title ? 30 : 0) -
        (axisTitles ? 18 : 0),
    );
    const step = width / Math.max(1, bars.length);
    const size = Math.max(1, Math.round(step * pick('body', [0.5, 0.7, 0.8])));
    // one colour per direction for the rule and the bar (holdout-plan.ts)
    const up = c.up;
    const down = c.down;
    const font = t.fontFamily.split(',')[0].replace(/'/g, '');
    const vl = {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
      width,
      height,
      padding,
      background: t.background,
      ...(title ? { title: { text: `${spec.symbol} · ${spec.timeframe}`, anchor: 'start' } } : {}),
      data: {
        values: bars.map((b) => ({
          date: b.time * 1000,
          open: b.open,
          high: b.high,
          low: b.low,
          close: b.close,
        })),
      },
      encoding: {
        x: {
          field: 'date',
          type: 'temporal',
          title: axisTitles ? 'Date' : null,
          axis: { labelAngle: angle },
        },
        y: {
          type: 'quantitative',
          scale: { zero: false },
          title: axisTitles ? 'Price' : null,
          axis: {
            orient: spec.axisSide === 'left' ? 'left' : 'right',
            format: `.${spec.precision}f`,
          },
        },
        color: {
          condition: { test: 'datum.open <= datum.close', value: up },
          value: down,
        },
      },
      layer: [
        { mark: 'rule', encoding: { y: { field: 'low' }, y2: { field: 'high' } } },
        { mark: { type: 'bar', size }, encoding: { y: { field: 'open' }, y2: { field: 'close' } } },
      ],
      config: {
        font,
        view: { stroke: frame ? t.grid : null },
        axis: {
          labelColor: t.text,
          titleColor: t.text,
          labelFontSize: t.fontSize,
          titleFontSize: t.fontSize,
          grid: spec.grid !== 'off',
          gridColor: t.grid,
          gridDash: spec.grid === 'dotted' ? [2, 3] : [],
          domainColor: t.text,
          tickColor: t.text,
        },
        title: { color: t.text, fontSize: t.fontSize + 3 },
      },
    };
    const compiled = window.vegaLite.compile(vl).spec;
    const view = new window.vega.View(window.vega.parse(compiled), {
      renderer: pick('renderer', ['canvas', 'svg']),
      container: el,
      hover: false,
    });
    await view.runAsync();
    await lib.frames(2);
    const node = el.querySelector('canvas, svg').getBoundingClientRect();
    // the root group's origin within the drawing, which the padding then shifts
    const [ox, oy] = view.origin();
    const pad = view.padding();
    const xScale = view.scale('x');
    const yScale = view.scale('y');
    const plot = { left: node.left + pad.left + ox, top: node.top + pad.top + oy, width, height };
    const yOf = (p) => plot.top + yScale(p);
    const out = bars.map((b, j) => ({
      i: spec.hiddenLeft + j,
      x: plot.left + xScale(b.time * 1000),
      yOpen: yOf(b.open),
      yHigh: yOf(b.high),
      yLow: yOf(b.low),
      yClose: yOf(b.close),
      halfWidth: size / 2,
    }));
    const spacing = out.length > 1 ? (out[out.length - 1].x - out[0].x) / (out.length - 1) : 10;
    const samples = [];
    for (let k = 0; k <= 10; k++) {
      const py = (height * k) / 10;
      samples.push({ y: plot.top + py, price: yScale.invert(py) });
    }
    return {
      plot,
      candles: out,
      priceTop: yScale.invert(0),
      priceBottom: yScale.invert(height),
      samples,
      spacing,
      mouse: null,
      panes: [{ kind: 'price', ...plot }],
      timeLabels: null,
      overlays: [],
    };
  };
})();
