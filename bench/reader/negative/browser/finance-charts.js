/* global window, document */
// Finance pictures that are not candlestick charts, as traders upload them by mistake: price
// lines from trading terminals and apps (with bid lines, order lines, point markers, steps), a
// baseline series, drawdown areas and lines, column charts, a calendar heatmap. Drawn from real
// prices with ECharts, lightweight-charts or a canvas in a terminal's style; each render picks
// its variant and styling from its own seed.
(function () {
  const lib = window.candleLensBench;
  const neg = (lib.negative = lib.negative || {});
  const pick = (rng, xs) => xs[Math.floor(rng() * xs.length)];
  const dates = (data) => data.map((b) => new Date(b.time * 1000).toISOString().slice(0, 10));
  const decimals = (v) => (v < 2 ? 5 : v < 50 ? 3 : v < 2000 ? 2 : 1);
  const GREENS = ['#26a69a', '#00c853', '#22ab94', '#3bb143', '#089981'];
  const REDS = ['#ef5350', '#f23645', '#e53935', '#ff5252'];

  function lwc(spec, root, rng) {
    const LC = window.LightweightCharts;
    const dotted = rng() < 0.4;
    const chart = LC.createChart(root, {
      width: spec.cssWidth,
      height: spec.cssHeight,
      layout: {
        background: { type: 'solid', color: spec.bg },
        textColor: spec.fg,
        fontFamily: spec.font,
        fontSize: 11 + Math.floor(rng() * 4),
        attributionLogo: rng() < 0.3,
      },
      grid: {
        vertLines: { color: spec.grid, visible: rng() < 0.8, style: dotted ? 1 : 0 },
        horzLines: { color: spec.grid, style: dotted ? 1 : 0 },
      },
      rightPriceScale: { visible: spec.axisRight },
      leftPriceScale: { visible: !spec.axisRight },
      handleScroll: false,
      handleScale: false,
    });
    return { LC, chart, side: spec.axisRight ? 'right' : 'left' };
  }

  /** A canvas in the style of a desktop terminal's line chart: black or white, dotted grid,
   * the close as one line, bid and ask lines with their pills, a header line, time labels. */
  function terminalLine(spec, root, rng, data) {
    const W = spec.cssWidth;
    const H = spec.cssHeight;
    const cv = document.createElement('canvas');
    cv.width = W * spec.dpr;
    cv.height = H * spec.dpr;
    Object.assign(cv.style, { width: W + 'px', height: H + 'px' });
    root.appendChild(cv);
    const g = cv.getContext('2d');
    g.scale(spec.dpr, spec.dpr);
    const black = rng() < 0.7;
    const bg = black ? '#000000' : '#ffffff';
    const fg = black ? '#ffffff' : '#000000';
    const line = pick(
      rng,
      black ? ['#00ff00', '#ffffff', '#1e90ff', '#ffd700'] : ['#000000', '#0000ff', '#008000'],
    );
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    const axisW = 62;
    const plot = { l: 2, t: 18, r: W - axisW, b: H - 20 };
    const closes = data.map((b) => b.close);
    const lo = Math.min(...closes);
    const hi = Math.max(...closes);
    const pad = (hi - lo) * 0.08 || 1;
    const yOf = (v) => plot.b - ((v - (lo - pad)) / (hi - lo + 2 * pad)) * (plot.b - plot.t);
    const dec = decimals(hi);
    g.font = `11px ${spec.font}`;
    g.textBaseline = 'middle';
    const step = (hi - lo + 2 * pad) / 8;
    g.setLineDash([1, 3]);
    g.strokeStyle = black ? '#404040' : '#c0c0c0';
    for (let k = 0; k <= 8; k++) {
      const v = lo - pad + k * step;
      const y = Math.round(yOf(v)) + 0.5;
      g.beginPath();
      g.moveTo(plot.l, y);
      g.lineTo(plot.r, y);
      g.stroke();
      g.fillStyle = fg;
      g.fillText(v.toFixed(dec), plot.r + 6, y);
    }
    const xOf = (i) => plot.l + 4 + (i / (data.length - 1)) * (plot.r - plot.l - 40);
    for (let k = 1; k < 6; k++) {
      const x = Math.round(plot.l + (k * (plot.r - plot.l)) / 6) + 0.5;
      g.beginPath();
      g.moveTo(x, plot.t);
      g.lineTo(x, plot.b);
      g.stroke();
      const i = Math.min(data.length - 1, Math.round((k / 6) * (data.length - 1)));
      g.fillStyle = fg;
      g.fillText(dates(data)[i].slice(5), x - 14, plot.b + 10);
    }
    g.setLineDash([]);
    g.strokeStyle = fg;
    g.strokeRect(plot.l + 0.5, plot.t + 0.5, plot.r - plot.l, plot.b - plot.t);
    g.strokeStyle = line;
    g.lineWidth = rng() < 0.6 ? 1 : 2;
    g.beginPath();
    data.forEach((b, i) => (i ? g.lineTo(xOf(i), yOf(b.close)) : g.moveTo(xOf(i), yOf(b.close))));
    g.stroke();
    g.lineWidth = 1;
    const last = closes[closes.length - 1];
    const spread = (hi - lo) * 0.004;
    const lines = [
      [last, black ? '#808080' : '#606060'],
      ...(rng() < 0.6 ? [[last + spread, '#ff0000']] : []),
      ...(rng() < 0.5 ? [[lo + (hi - lo) * (0.2 + rng() * 0.6), '#ff8c00']] : []),
    ];
    for (const [v, col] of lines) {
      const y = Math.round(yOf(v)) + 0.5;
      g.strokeStyle = col;
      g.beginPath();
      g.moveTo(plot.l, y);
      g.lineTo(plot.r, y);
      g.stroke();
      g.fillStyle = col;
      g.fillRect(plot.r + 1, y - 7, axisW - 2, 14);
      g.fillStyle = black ? '#000000' : '#ffffff';
      g.fillText(v.toFixed(dec), plot.r + 6, y);
    }
    const b = data[data.length - 1];
    g.fillStyle = fg;
    g.fillText(
      `${pick(rng, ['EURUSD', 'GBPUSD', 'XAUUSD', 'US500', 'BTCUSD'])},${pick(rng, ['M5', 'M15', 'H1', 'H4', 'D1'])}  ${b.open.toFixed(dec)} ${b.high.toFixed(dec)} ${b.low.toFixed(dec)} ${b.close.toFixed(dec)}`,
      6,
      9,
    );
  }

  neg.more = Object.assign(neg.more || {}, {
    'price-line'(spec, root, rng, data) {
      const v = Math.floor(rng() * 4);
      if (v === 0) return terminalLine(spec, root, rng, data);
      if (v === 3) {
        const c = window.echarts.init(root, null, { width: spec.cssWidth, height: spec.cssHeight });
        const last = data[data.length - 1].close;
        c.setOption({
          animation: false,
          backgroundColor: spec.bg,
          grid: { left: 70, right: 70, top: 30, bottom: 40 },
          xAxis: { type: 'category', data: dates(data), axisLabel: { color: spec.fg } },
          yAxis: {
            type: 'value',
            scale: true,
            position: spec.axisRight ? 'right' : 'left',
            axisLabel: { color: spec.fg },
            splitLine: { lineStyle: { color: spec.grid } },
          },
          series: [
            {
              type: 'line',
              data: data.map((b) => b.close),
              showSymbol: true,
              symbolSize: 3 + Math.floor(rng() * 4),
              lineStyle: { color: spec.accent, width: 1 + Math.floor(rng() * 2) },
              itemStyle: { color: spec.accent },
              markLine: {
                symbol: 'none',
                label: { color: spec.fg },
                data: [{ yAxis: last }, { yAxis: last * (1 + (rng() - 0.5) * 0.05) }],
              },
            },
          ],
        });
        return;
      }
      const { LC, chart } = lwc(spec, root, rng);
      const s = chart.addSeries(LC.LineSeries, {
        color: pick(rng, [spec.accent, ...GREENS, ...REDS, '#2962ff']),
        lineWidth: 1 + Math.floor(rng() * 3),
        lineType: v === 2 ? LC.LineType.WithSteps : LC.LineType.Simple,
        pointMarkersVisible: rng() < 0.4,
        priceLineVisible: true,
        lastValueVisible: true,
      });
      s.setData(data.map((b) => ({ time: b.time, value: b.close })));
      const last = data[data.length - 1].close;
      for (const [title, col, k] of [
        ['BUY 0.10', '#2962ff', 0.985],
        ['SL', '#ef5350', 0.96],
        ['TP', '#26a69a', 1.03],
      ].slice(0, Math.floor(rng() * 4)))
        s.createPriceLine({ price: last * k, color: col, lineWidth: 1, lineStyle: 2, title });
      chart.timeScale().fitContent();
    },

    'baseline-chart'(spec, root, rng, data) {
      const closes = data.map((b) => b.close);
      const base = closes[0] + (Math.max(...closes) - Math.min(...closes)) * (rng() - 0.5) * 0.5;
      if (rng() < 0.6) {
        const { LC, chart } = lwc(spec, root, rng);
        const up = pick(rng, GREENS);
        const down = pick(rng, REDS);
        const s = chart.addSeries(LC.BaselineSeries, {
          baseValue: { type: 'price', price: base },
          topLineColor: up,
          topFillColor1: lib.withAlpha(up, 0.5),
          topFillColor2: lib.withAlpha(up, 0.05),
          bottomLineColor: down,
          bottomFillColor1: lib.withAlpha(down, 0.05),
          bottomFillColor2: lib.withAlpha(down, 0.5),
          lineWidth: 1 + Math.floor(rng() * 2),
        });
        s.setData(data.map((b) => ({ time: b.time, value: b.close })));
        chart.timeScale().fitContent();
        return;
      }
      const c = window.echarts.init(root, null, { width: spec.cssWidth, height: spec.cssHeight });
      c.setOption({
        animation: false,
        backgroundColor: spec.bg,
        grid: { left: 70, right: 40, top: 30, bottom: 40 },
        xAxis: { type: 'category', data: dates(data), axisLabel: { color: spec.fg } },
        yAxis: {
          type: 'value',
          scale: true,
          axisLabel: { color: spec.fg },
          splitLine: { lineStyle: { color: spec.grid } },
        },
        series: [
          [Math.max, pick(rng, GREENS)],
          [Math.min, pick(rng, REDS)],
        ].map(([side, colour]) => ({
          type: 'line',
          data: closes.map((v) => side(v, base)),
          showSymbol: false,
          lineStyle: { color: colour, width: 1 + Math.floor(rng() * 2) },
          areaStyle: { color: colour, origin: base, opacity: 0.35 },
        })),
      });
    },

    'drawdown-chart'(spec, root, rng, data) {
      let peak = -Infinity;
      const dd = data.map((b) => {
        peak = Math.max(peak, b.close);
        return Math.round((b.close / peak - 1) * 10000) / 100;
      });
      const area = rng() < 0.6;
      const red = pick(rng, REDS);
      if (rng() < 0.5) {
        const { LC, chart } = lwc(spec, root, rng);
        const s = area
          ? chart.addSeries(LC.AreaSeries, {
              lineColor: red,
              topColor: lib.withAlpha(red, 0.05),
              bottomColor: lib.withAlpha(red, 0.6),
              invertFilledArea: true,
              lineWidth: 1 + Math.floor(rng() * 2),
              priceFormat: { type: 'percent' },
            })
          : chart.addSeries(LC.LineSeries, {
              color: red,
              lineWidth: 1 + Math.floor(rng() * 2),
              priceFormat: { type: 'percent' },
            });
        s.setData(data.map((b, i) => ({ time: b.time, value: dd[i] })));
        chart.timeScale().fitContent();
        return;
      }
      const c = window.echarts.init(root, null, { width: spec.cssWidth, height: spec.cssHeight });
      c.setOption({
        animation: false,
        backgroundColor: spec.bg,
        title: { text: 'Drawdown', textStyle: { color: spec.fg } },
        grid: { left: 70, right: 30, top: 50, bottom: 40 },
        xAxis: { type: 'category', data: dates(data), axisLabel: { color: spec.fg } },
        yAxis: {
          type: 'value',
          max: 0,
          axisLabel: { color: spec.fg, formatter: '{value}%' },
          splitLine: { lineStyle: { color: spec.grid } },
        },
        series: [
          {
            type: 'line',
            data: dd,
            showSymbol: false,
            lineStyle: { color: red, width: 1 + Math.floor(rng() * 2) },
            areaStyle: area ? { color: red, opacity: 0.4 } : undefined,
          },
        ],
      });
    },

    'column-chart'(spec, root, rng, data) {
      // monthly (or weekly) totals of the volume, or of the returns, as columns
      const per = pick(rng, [5, 10, 20]);
      const groups = [];
      for (let i = 0; i + per <= data.length; i += per) groups.push(data.slice(i, i + per));
      const names = groups.map((g) => dates(g)[0].slice(0, 7));
      const volume = groups.map((g) => Math.round(g.reduce((s, b) => s + b.volume, 0)));
      const ret = groups.map(
        (g) => Math.round((g[g.length - 1].close / g[0].open - 1) * 10000) / 100,
      );
      const v = Math.floor(rng() * 4);
      const colour = pick(rng, [spec.accent, '#5470c6', '#91cc75', '#fac858', '#2962ff']);
      if (v === 3) {
        const { LC, chart } = lwc(spec, root, rng);
        const s = chart.addSeries(LC.HistogramSeries, { color: colour });
        s.setData(data.map((b) => ({ time: b.time, value: b.volume })));
        chart.timeScale().fitContent();
        return;
      }
      const c = window.echarts.init(root, null, { width: spec.cssWidth, height: spec.cssHeight });
      const values = v === 1 ? ret : volume;
      const series =
        v === 2
          ? [
              { type: 'bar', stack: 'a', data: volume.map((x) => Math.round(x * 0.6)) },
              { type: 'bar', stack: 'a', data: volume.map((x) => Math.round(x * 0.4)) },
            ]
          : [
              {
                type: 'bar',
                data: values,
                barWidth: `${40 + Math.floor(rng() * 40)}%`,
                itemStyle: { color: colour, borderRadius: rng() < 0.4 ? 4 : 0 },
                label: { show: rng() < 0.4, position: 'top', color: spec.fg },
              },
            ];
      c.setOption({
        animation: false,
        backgroundColor: spec.bg,
        title: { text: spec.title, textStyle: { color: spec.fg } },
        grid: { left: 80, right: 30, top: 50, bottom: 40 },
        xAxis: { type: 'category', data: names, axisLabel: { color: spec.fg } },
        yAxis: {
          type: 'value',
          position: spec.axisRight ? 'right' : 'left',
          axisLabel: { color: spec.fg },
          splitLine: { lineStyle: { color: spec.grid } },
        },
        series,
      });
    },

    'calendar-heatmap'(spec, root, rng, data) {
      const c = window.echarts.init(root, null, { width: spec.cssWidth, height: spec.cssHeight });
      const days = data
        .slice(1)
        .map((b, k) => [
          new Date(b.time * 1000).toISOString().slice(0, 10),
          Math.round((b.close / data[k].close - 1) * 10000) / 100,
        ]);
      const year = days[days.length - 1][0].slice(0, 4);
      const range = [`${year}-01-01`, `${year}-12-31`];
      // the days spread over the calendar's year, so that it fills as a year of returns would
      const filled = [];
      for (let d = new Date(range[0]); d <= new Date(range[1]); d.setUTCDate(d.getUTCDate() + 1))
        if (d.getUTCDay() % 6 !== 0)
          filled.push([d.toISOString().slice(0, 10), days[filled.length % days.length][1]]);
      c.setOption({
        animation: false,
        backgroundColor: spec.bg,
        title: { text: 'Daily returns ' + year, textStyle: { color: spec.fg } },
        visualMap: {
          min: -3,
          max: 3,
          orient: 'horizontal',
          left: 'center',
          bottom: 10,
          textStyle: { color: spec.fg },
          inRange: { color: [pick(rng, REDS), spec.dark ? '#333' : '#f5f5f5', pick(rng, GREENS)] },
        },
        calendar: {
          range: year,
          top: 70,
          left: 50,
          right: 30,
          cellSize: ['auto', Math.max(12, Math.floor((spec.cssHeight - 160) / 8))],
          dayLabel: { color: spec.fg },
          monthLabel: { color: spec.fg },
          yearLabel: { show: false },
          itemStyle: { borderColor: spec.bg, borderWidth: 2 },
        },
        series: [{ type: 'heatmap', coordinateSystem: 'calendar', data: filled }],
      });
    },
  });
})();
