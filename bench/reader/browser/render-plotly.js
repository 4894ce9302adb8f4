/* global window */
// Plotly (SVG) renderer for the CandleLens reader corpus; truth from the axes' own c2p mapping.
(function () {
  const lib = window.candleLensBench;

  lib.renderers.plotly = async function renderPlotly(spec, host) {
    const Plotly = window.Plotly;
    const c = spec.colors;
    const bars = spec.bars.slice(spec.hiddenLeft);
    const n = bars.length;
    const intraday = spec.bars.length > 1 && spec.bars[1].time - spec.bars[0].time < 86400;
    const label = (t) => {
      const iso = new Date(t * 1000).toISOString();
      return intraday ? iso.slice(0, 16).replace('T', ' ') : iso.slice(0, 10);
    };
    const categories = bars.map((b) => label(b.time));
    const slider = spec.logo; // reuse the seeded flag: Plotly's range slider on about half
    const traces = [
      {
        type: 'candlestick',
        name: spec.title,
        x: categories,
        open: bars.map((b) => b.open),
        high: bars.map((b) => b.high),
        low: bars.map((b) => b.low),
        close: bars.map((b) => b.close),
        increasing: { line: { color: c.upBorder, width: spec.wickWidth }, fillcolor: c.up },
        decreasing: { line: { color: c.downBorder, width: spec.wickWidth }, fillcolor: c.down },
        whiskerwidth: 0,
        hoverinfo: 'none',
      },
    ];
    spec.maPeriods.forEach((period, k) => {
      traces.push({
        type: 'scatter',
        mode: 'lines',
        name: 'MA ' + period,
        x: categories,
        y: lib.sma(spec.bars, period).slice(spec.hiddenLeft),
        line: { color: spec.maColors[k], width: spec.lineWidth },
        hoverinfo: 'none',
      });
    });
    if (spec.volume) {
      traces.push({
        type: 'bar',
        x: categories,
        y: bars.map((b) => b.volume),
        yaxis: 'y2',
        marker: { color: bars.map((b) => lib.withAlpha(lib.solid(c, b.close >= b.open), 0.5)) },
        hoverinfo: 'none',
        showlegend: false,
      });
    }
    const last = bars[n - 1];
    const grid = spec.grid !== 'off';
    const layout = {
      width: spec.frame.width,
      height: spec.frame.height,
      separators: spec.labelFormat === 'space' ? '. ' : '.,',
      paper_bgcolor: spec.theme.background,
      plot_bgcolor: spec.theme.background,
      font: { family: spec.theme.fontFamily, size: spec.theme.fontSize, color: spec.theme.text },
      title: { text: spec.title, x: 0.02, font: { size: 16 } },
      showlegend: spec.maPeriods.length > 0,
      legend: { orientation: 'h', x: 0, y: 1.06 },
      margin: {
        l: spec.axisSide === 'left' ? 80 : 30,
        r: spec.axisSide === 'right' ? 80 : 30,
        t: 60,
        b: 40,
      },
      dragmode: false,
      hovermode: spec.crosshair ? 'x' : false,
      xaxis: {
        type: 'category',
        anchor: spec.volume ? 'y2' : 'y',
        showgrid: grid,
        gridcolor: spec.theme.grid,
        griddash: spec.grid === 'dotted' ? 'dot' : 'solid',
        showticklabels: spec.timeAxis,
        nticks: 8,
        rangeslider: { visible: slider },
        showspikes: spec.crosshair,
        spikemode: 'across',
        spikedash: 'dash',
        spikethickness: 1,
        spikecolor: spec.theme.text,
      },
      yaxis: {
        side: spec.axisSide,
        type: spec.logScale ? 'log' : 'linear',
        showgrid: grid,
        gridcolor: spec.theme.grid,
        griddash: spec.grid === 'dotted' ? 'dot' : 'solid',
        tickformat:
          spec.labelFormat === 'kilo'
            ? '.4s'
            : spec.labelFormat === 'comma' || spec.labelFormat === 'space'
              ? `,.${spec.precision}f`
              : `.${spec.precision}f`,
        domain: spec.volume ? [0.22, 1] : [0, 1],
        showspikes: spec.crosshair,
        spikemode: 'across',
        spikedash: 'dash',
        spikethickness: 1,
        spikecolor: spec.theme.text,
        zeroline: false,
      },
      yaxis2: { domain: [0, 0.18], showticklabels: false, showgrid: false, zeroline: false },
      shapes: spec.lastPrice
        ? [
            {
              type: 'line',
              xref: 'paper',
              x0: 0,
              x1: 1,
              yref: 'y',
              y0: last.close,
              y1: last.close,
              line: { color: lib.solid(c, last.close >= last.open), width: 1, dash: 'dot' },
            },
          ]
        : [],
      annotations: spec.watermark
        ? [
            {
              text: spec.watermark,
              xref: 'paper',
              yref: 'paper',
              x: 0.5,
              y: 0.55,
              showarrow: false,
              font: { size: 56, color: lib.withAlpha(spec.theme.text, 0.12) },
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
    const spacing = xa._length / n;
    const out = bars.map((b, k) => ({
      i: spec.hiddenLeft + k,
      x: r.left + xa._offset + xa.c2p(k),
      yOpen: yPix(b.open),
      yHigh: yPix(b.high),
      yLow: yPix(b.low),
      yClose: yPix(b.close),
      halfWidth: spacing * 0.35,
    }));
    const samples = [];
    for (let k = 0; k <= 10; k++) {
      const y = (ya._length * k) / 10;
      samples.push({ y: r.top + ya._offset + y, price: ya.p2c(y) });
    }
    return {
      plot: {
        left: r.left + xa._offset,
        top: r.top + ya._offset,
        width: xa._length,
        height: ya._length,
      },
      candles: out,
      priceTop: ya.p2c(0),
      priceBottom: ya.p2c(ya._length),
      samples,
      spacing,
      mouse: spec.crosshair
        ? {
            x: r.left + xa._offset + xa._length * spec.crosshairAt[0],
            y: r.top + ya._offset + ya._length * spec.crosshairAt[1],
          }
        : null,
    };
  };
})();
