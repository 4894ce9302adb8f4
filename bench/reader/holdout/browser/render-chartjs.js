/* global window, document */
// Chart.js with chartjs-chart-financial (canvas): candles or OHLC bars on a time-series axis,
// the plugin's own translucent colours on a third of the charts, its legend and title, labels
// rotated as Chart.js rotates them when they crowd. Truth: the plugin's elements (centre x, width)
// and the value scale's own pixel mapping.
(function () {
  const lib = window.candleLensBench;

  /** A choice fixed by the chart's id (the renderer's own options; the spec stays the breadth one). */
  lib.pickFor = function pickFor(spec, salt, options) {
    let h = 2166136261;
    for (const ch of `${spec.id}:${salt}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    return options[(h >>> 0) % options.length];
  };

  lib.renderers.chartjs = async function renderChartjs(spec, host) {
    const t = spec.theme;
    const c = spec.colors;
    const Chart = window.Chart;
    const bars = spec.bars.slice(spec.hiddenLeft);
    const pick = (salt, options) => lib.pickFor(spec, salt, options);
    const wrap = document.createElement('div');
    Object.assign(wrap.style, {
      position: 'absolute',
      left: '0px',
      top: '0px',
      width: spec.frame.width + 'px',
      height: spec.frame.height + 'px',
    });
    host.appendChild(wrap);
    const canvas = document.createElement('canvas');
    wrap.appendChild(canvas);
    // the plan's colours (holdout-plan.ts: the plugin's own translucent ones on a third)
    const solid = (col, fallback) => (col.startsWith('rgba(0,0,0,0') ? fallback : col);
    const colours = {
      backgroundColors: {
        up: solid(c.up, t.background),
        down: solid(c.down, t.background),
        unchanged: pick('unchanged', [c.downBorder, t.text]),
      },
      borderColors: { up: c.upBorder, down: c.downBorder, unchanged: t.text },
    };
    const ohlc = spec.barStyle === 'ohlc';
    const gridShown = spec.grid !== 'off';
    const grid = {
      display: gridShown,
      color: t.grid,
      ...(spec.grid === 'dotted' ? { borderDash: [2, 3] } : {}),
    };
    const font = { family: t.fontFamily, size: t.fontSize };
    const datasets = [
      {
        type: ohlc ? 'ohlc' : 'candlestick',
        label: spec.symbol,
        data: bars.map((b) => ({ x: b.time * 1000, o: b.open, h: b.high, l: b.low, c: b.close })),
        ...(ohlc
          ? {
              borderColors: { up: c.upBorder, down: c.downBorder, unchanged: t.text },
              lineWidth: pick('ohlcWidth', [1, 2]),
            }
          : colours),
      },
      ...spec.maPeriods.map((p, k) => {
        const ma = lib.sma(bars, p);
        return {
          type: 'line',
          label: `MA ${p}`,
          data: bars.map((b, i) => ({ x: b.time * 1000, y: ma[i] })),
          borderColor: spec.maColors[k],
          borderWidth: 1.5,
          pointRadius: 0,
        };
      }),
    ];
    const title = pick('title', [true, false]);
    const legend = pick('legend', [true, true, false]);
    const chart = new Chart(canvas.getContext('2d'), {
      type: ohlc ? 'ohlc' : 'candlestick',
      data: { datasets },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        layout: { padding: pick('padding', [6, 12, 20]) },
        color: t.text,
        font,
        plugins: {
          legend: { display: legend, labels: { color: t.text, font } },
          title: {
            display: title,
            text: `${spec.symbol} · ${spec.timeframe}`,
            color: t.text,
            font: { ...font, size: t.fontSize + 3 },
            align: pick('titleAlign', ['start', 'center']),
          },
          tooltip: { enabled: false },
        },
        scales: {
          x: {
            type: 'timeseries',
            grid,
            ticks: {
              color: t.text,
              font,
              maxRotation: pick('rotation', [0, 50]),
              source: 'auto',
            },
          },
          y: {
            position: spec.axisSide === 'left' ? 'left' : 'right',
            grid,
            ticks: {
              color: t.text,
              font,
              callback: (v) => lib.formatPrice(v, spec.precision, spec.labelFormat),
            },
          },
        },
      },
    });
    await lib.frames(2);
    const box = canvas.getBoundingClientRect();
    const area = chart.chartArea;
    const plot = {
      left: box.left + area.left,
      top: box.top + area.top,
      width: area.right - area.left,
      height: area.bottom - area.top,
    };
    const y = chart.scales.y;
    const yOf = (p) => box.top + y.getPixelForValue(p);
    const elements = chart.getDatasetMeta(0).data;
    const out = [];
    elements.forEach((e, j) => {
      const b = bars[j];
      const x = box.left + e.x;
      if (x < plot.left || x > plot.left + plot.width) return;
      out.push({
        i: spec.hiddenLeft + j,
        x,
        yOpen: yOf(b.open),
        yHigh: yOf(b.high),
        yLow: yOf(b.low),
        yClose: yOf(b.close),
        halfWidth: e.width / 2,
      });
    });
    const spacing = out.length > 1 ? (out[out.length - 1].x - out[0].x) / (out.length - 1) : 10;
    const xs = chart.scales.x;
    const timeLabels = xs.ticks
      .map((tick, k) => {
        const text = Array.isArray(tick.label) ? tick.label.join(' ') : String(tick.label ?? '');
        const x = box.left + xs.getPixelForTick(k);
        return { text, x, time: lib.timeAtX(out, spec.bars, x) };
      })
      .filter((l) => l.text);
    const samples = [];
    for (let k = 0; k <= 10; k++) {
      const py = area.top + ((area.bottom - area.top) * k) / 10;
      samples.push({ y: box.top + py, price: y.getValueForPixel(py) });
    }
    const overlays = [];
    for (const block of [chart.legend, chart.titleBlock])
      if (block && block.options.display && block.width > 0)
        overlays.push({
          kind: 'legend',
          left: box.left + block.left,
          top: box.top + block.top,
          width: block.width,
          height: block.height,
        });
    return {
      plot,
      candles: out,
      priceTop: y.getValueForPixel(area.top),
      priceBottom: y.getValueForPixel(area.bottom),
      samples,
      spacing,
      mouse: null,
      panes: [{ kind: 'price', ...plot }],
      timeLabels,
      overlays,
    };
  };
})();
