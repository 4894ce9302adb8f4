/* global window, document */
// ApexCharts candlestick (SVG): its toolbar, title and datetime axis. Truth: each candle's path
// (centre x) and the y axis' own range over the grid.
(function () {
  const lib = window.candleLensBench;

  lib.renderers.apex = async function renderApex(spec, host) {
    const c = spec.colors;
    const el = document.createElement('div');
    host.appendChild(el);
    const bars = spec.bars.slice(spec.hiddenLeft);
    const dark = spec.theme.name !== 'light' && spec.theme.name !== 'paper';
    const chart = new window.ApexCharts(el, {
      chart: {
        type: 'candlestick',
        width: spec.frame.width,
        height: spec.frame.height,
        animations: { enabled: false },
        toolbar: { show: spec.apex.toolbar },
        fontFamily: spec.theme.fontFamily,
        background: spec.theme.background,
        foreColor: spec.theme.text,
      },
      theme: { mode: dark ? 'dark' : 'light' },
      title: {
        text: spec.apex.title ? `${spec.symbol} · ${spec.timeframe}` : undefined,
        align: 'left',
      },
      series: [
        {
          name: spec.symbol,
          data: bars.map((b) => ({
            x: new Date(b.time * 1000),
            y: [b.open, b.high, b.low, b.close],
          })),
        },
      ],
      xaxis: {
        type: 'datetime',
        labels: { datetimeUTC: true, style: { fontSize: spec.theme.fontSize + 'px' } },
      },
      yaxis: {
        opposite: spec.axisSide === 'right',
        tooltip: { enabled: false },
        labels: {
          formatter: (v) => lib.formatPrice(v, spec.precision, spec.labelFormat),
          style: { fontSize: spec.theme.fontSize + 'px' },
        },
      },
      grid: {
        borderColor: spec.theme.grid,
        strokeDashArray: spec.grid === 'dotted' ? 3 : 0,
        show: spec.grid !== 'off',
      },
      plotOptions: {
        candlestick: {
          colors: { upward: c.upBorder, downward: c.downBorder },
          wick: { useFillColor: true },
        },
      },
      tooltip: { enabled: false },
    });
    await chart.render();
    await lib.frames(2);
    const g = chart.w.globals;
    const svg = el.querySelector('svg').getBoundingClientRect();
    const plot = {
      left: svg.left + g.translateX,
      top: svg.top + g.translateY,
      width: g.gridWidth,
      height: g.gridHeight,
    };
    const minY = g.minYArr[0];
    const maxY = g.maxYArr[0];
    const yOf = (p) => plot.top + ((maxY - p) / (maxY - minY)) * plot.height;
    const paths = [...el.querySelectorAll('.apexcharts-candlestick-series path')];
    const out = [];
    for (const p of paths) {
      const j = Number(p.getAttribute('j'));
      const b = bars[j];
      if (!b) continue;
      const r = p.getBoundingClientRect();
      out.push({
        i: spec.hiddenLeft + j,
        x: r.left + r.width / 2,
        yOpen: yOf(b.open),
        yHigh: yOf(b.high),
        yLow: yOf(b.low),
        yClose: yOf(b.close),
        halfWidth: Number(p.getAttribute('barWidth')) / 2 || r.width / 2,
      });
    }
    out.sort((a, b) => a.x - b.x);
    const spacing = out.length > 1 ? (out[out.length - 1].x - out[0].x) / (out.length - 1) : 10;
    const timeLabels = [];
    for (const e of el.querySelectorAll('.apexcharts-xaxis-label')) {
      const r = e.getBoundingClientRect();
      const text = (e.querySelector('tspan') || e).textContent.trim();
      if (!text || r.width === 0) continue;
      timeLabels.push({
        text,
        x: r.left + r.width / 2,
        time: lib.timeAtX(out, spec.bars, r.left + r.width / 2),
      });
    }
    const samples = [];
    for (let k = 0; k <= 10; k++) {
      const y = plot.top + (plot.height * k) / 10;
      samples.push({ y, price: maxY - ((y - plot.top) / plot.height) * (maxY - minY) });
    }
    const overlays = [];
    const toolbar = el.querySelector('.apexcharts-toolbar');
    if (toolbar) {
      const r = toolbar.getBoundingClientRect();
      if (r.width > 0)
        overlays.push({
          kind: 'toolbar',
          left: r.left,
          top: r.top,
          width: r.width,
          height: r.height,
        });
    }
    const title = el.querySelector('.apexcharts-title-text');
    if (title) {
      const r = title.getBoundingClientRect();
      overlays.push({ kind: 'legend', left: r.left, top: r.top, width: r.width, height: r.height });
    }
    return {
      plot,
      candles: out,
      priceTop: maxY,
      priceBottom: minY,
      samples,
      spacing,
      mouse: null,
      panes: [{ kind: 'price', ...plot }],
      timeLabels,
      overlays,
    };
  };
})();
