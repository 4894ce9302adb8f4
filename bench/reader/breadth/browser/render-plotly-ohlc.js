/* global window */
// Plotly (SVG) OHLC bars as dashboards draw them: a date axis, thin strokes with short ticks, a
// volume subplot under the prices, and a box selection that fades the bars outside it (drawn as
// a second trace at a lower opacity, as Plotly shows unselected points). Truth from the axes' own
// c2p mapping.
(function () {
  const lib = window.candleLensBench;

  lib.renderers['plotly-ohlc'] = async function renderPlotlyOhlc(spec, host) {
    const Plotly = window.Plotly;
    const o = spec.plotlyOhlc;
    const c = spec.colors;
    const bars = spec.bars.slice(spec.hiddenLeft);
    const n = bars.length;
    const ms = (b) => b.time * 1000;
    const sel = o.fade ? [Math.floor(o.fade.from * n), Math.ceil(o.fade.to * n)] : [0, n - 1];
    const part = (inside) => {
      const bs = bars.filter((_, k) => (k >= sel[0] && k <= sel[1]) === inside);
      return {
        type: 'ohlc',
        x: bs.map(ms),
        open: bs.map((b) => b.open),
        high: bs.map((b) => b.high),
        low: bs.map((b) => b.low),
        close: bs.map((b) => b.close),
        increasing: { line: { color: c.upBorder, width: o.lineWidth } },
        decreasing: { line: { color: c.downBorder, width: o.lineWidth } },
        tickwidth: o.tickwidth,
        opacity: inside ? 1 : o.fade.alpha,
        name: 'OHLC',
        showlegend: inside,
        hoverinfo: 'none',
      };
    };
    const traces = [part(true)];
    if (o.fade) traces.push(part(false));
    if (o.volume)
      traces.push({
        type: 'bar',
        x: bars.map(ms),
        y: bars.map((b) => b.volume),
        yaxis: 'y2',
        name: 'Volume',
        marker: {
          color: bars.map((b) => (b.close >= b.open ? c.upBorder : c.downBorder)),
          opacity: 0.6,
        },
        hoverinfo: 'none',
      });
    const grid = spec.grid !== 'off';
    const axis = {
      showgrid: grid,
      gridcolor: spec.theme.grid,
      griddash: spec.grid === 'dotted' ? 'dot' : 'solid',
      zeroline: false,
    };
    const layout = {
      width: spec.frame.width,
      height: spec.frame.height,
      paper_bgcolor: spec.theme.background,
      plot_bgcolor: spec.theme.background,
      font: { family: spec.theme.fontFamily, size: spec.theme.fontSize, color: spec.theme.text },
      showlegend: o.legend,
      legend: { orientation: 'h', x: 1, xanchor: 'right', y: 1.08 },
      margin: {
        l: spec.axisSide === 'left' ? 90 : 30,
        r: spec.axisSide === 'right' ? 90 : 30,
        t: 50,
        b: 50,
      },
      dragmode: false,
      hovermode: false,
      xaxis: {
        ...axis,
        type: 'date',
        rangeslider: { visible: false },
        anchor: o.volume ? 'y2' : 'y',
      },
      yaxis: {
        ...axis,
        side: spec.axisSide,
        title: o.priceTitle ? { text: 'Price' } : undefined,
        tickformat: spec.labelFormat === 'kilo' ? '~s' : `.${spec.precision}f`,
        domain: o.volume ? [0.3, 1] : [0, 1],
      },
      yaxis2: { ...axis, side: spec.axisSide, domain: [0, 0.24], showticklabels: true },
      shapes: o.fade
        ? [
            {
              type: 'rect',
              xref: 'x',
              yref: 'paper',
              x0: ms(bars[sel[0]]) - (ms(bars[1]) - ms(bars[0])) / 2,
              x1: ms(bars[Math.min(n - 1, sel[1])]) + (ms(bars[1]) - ms(bars[0])) / 2,
              y0: o.volume ? 0.35 : 0.05,
              y1: 0.85,
              line: { color: '#777', width: 1, dash: 'dash' },
              fillcolor: 'rgba(127,127,127,0.06)',
            },
          ]
        : [],
    };
    await Plotly.newPlot(host, traces, layout, { displayModeBar: false, responsive: false });
    await lib.frames(3);

    const fl = host._fullLayout;
    const xa = fl.xaxis;
    const ya = fl.yaxis;
    const r = host.getBoundingClientRect();
    const yPix = (price) => r.top + ya._offset + ya.c2p(price);
    const spacing = Math.abs(xa.c2p(ms(bars[1])) - xa.c2p(ms(bars[0])));
    const out = bars.map((b, k) => ({
      i: spec.hiddenLeft + k,
      x: r.left + xa._offset + xa.c2p(ms(b)),
      yOpen: yPix(b.open),
      yHigh: yPix(b.high),
      yLow: yPix(b.low),
      yClose: yPix(b.close),
      halfWidth: spacing * Math.max(0.2, o.tickwidth),
    }));
    const samples = [];
    for (let k = 0; k <= 10; k++) {
      const y = (ya._length * k) / 10;
      samples.push({ y: r.top + ya._offset + y, price: ya.p2c(y) });
    }
    const plot = {
      left: r.left + xa._offset,
      top: r.top + ya._offset,
      width: xa._length,
      height: ya._length,
    };
    const y2 = fl.yaxis2;
    return {
      plot,
      candles: out,
      priceTop: ya.p2c(0),
      priceBottom: ya.p2c(ya._length),
      samples,
      spacing,
      mouse: null,
      panes: [
        { kind: 'price', ...plot },
        ...(o.volume
          ? [
              {
                kind: 'volume',
                left: plot.left,
                top: r.top + y2._offset,
                width: plot.width,
                height: y2._length,
              },
            ]
          : []),
      ],
      timeLabels: null,
      overlays: [],
    };
  };
})();
