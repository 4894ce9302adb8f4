/* global window, document */
// Charts that are not candlestick charts, drawn from real prices for the negative corpus: line,
// area, bar (column), pie and depth (order book) charts, with ECharts or lightweight-charts.
(function () {
  const lib = window.candleLensBench;
  const neg = (lib.negative = lib.negative || {});

  function lwcChart(spec, root, kind, data) {
    const LC = window.LightweightCharts;
    const chart = LC.createChart(root, {
      width: spec.cssWidth,
      height: spec.cssHeight,
      layout: {
        background: { type: 'solid', color: spec.bg },
        textColor: spec.fg,
        attributionLogo: false,
      },
      grid: { vertLines: { color: spec.grid }, horzLines: { color: spec.grid } },
      handleScroll: false,
      handleScale: false,
    });
    if (kind === 'bar-chart') {
      const s = chart.addSeries(LC.HistogramSeries, { priceFormat: { type: 'volume' } });
      s.setData(
        data.map((b) => ({
          time: b.time,
          value: b.volume,
          color: b.close >= b.open ? '#26a69a' : '#ef5350',
        })),
      );
    } else if (kind === 'area-chart') {
      const s = chart.addSeries(LC.AreaSeries, {
        lineColor: spec.accent,
        topColor: spec.accent,
        bottomColor: 'rgba(0,0,0,0)',
      });
      s.setData(data.map((b) => ({ time: b.time, value: b.close })));
    } else {
      const s = chart.addSeries(LC.LineSeries, { color: spec.accent, lineWidth: 2 });
      s.setData(data.map((b) => ({ time: b.time, value: b.close })));
    }
    chart.timeScale().fitContent();
  }

  function depthOption(spec, data) {
    const mid = data[data.length - 1].close;
    const bids = [];
    const asks = [];
    let cb = 0;
    let ca = 0;
    for (let k = 1; k <= 60; k++) {
      cb += 0.5 + ((k * 37) % 11) / 4;
      ca += 0.5 + ((k * 53) % 13) / 4;
      bids.unshift([mid * (1 - k * 0.0008), cb]);
      asks.push([mid * (1 + k * 0.0008), ca]);
    }
    return {
      animation: false,
      backgroundColor: spec.bg,
      grid: { left: 60, right: 60, top: 40, bottom: 40 },
      xAxis: { type: 'value', scale: true, axisLabel: { color: spec.fg } },
      yAxis: {
        type: 'value',
        position: 'right',
        axisLabel: { color: spec.fg },
        splitLine: { lineStyle: { color: spec.grid } },
      },
      series: [
        {
          type: 'line',
          step: 'end',
          data: bids,
          showSymbol: false,
          lineStyle: { color: '#26a69a' },
          areaStyle: { color: 'rgba(38,166,154,0.35)' },
        },
        {
          type: 'line',
          step: 'start',
          data: asks,
          showSymbol: false,
          lineStyle: { color: '#ef5350' },
          areaStyle: { color: 'rgba(239,83,80,0.35)' },
        },
      ],
    };
  }

  neg.charts = function chartPage(spec, root, data) {
    if (spec.engine === 'lwc' && ['line-chart', 'area-chart', 'bar-chart'].includes(spec.cls))
      return lwcChart(spec, root, spec.cls, data);
    const c = window.echarts.init(root, null, {
      renderer: 'canvas',
      width: spec.cssWidth,
      height: spec.cssHeight,
    });
    const dates = data.map((b) => new Date(b.time * 1000).toISOString().slice(0, 10));
    const axis = { axisLabel: { color: spec.fg }, splitLine: { lineStyle: { color: spec.grid } } };
    const base = {
      animation: false,
      backgroundColor: spec.bg,
      title: { text: spec.title, textStyle: { color: spec.fg } },
      grid: { left: 70, right: 30, top: 50, bottom: 40 },
    };
    if (spec.cls === 'pie-chart') {
      c.setOption({
        ...base,
        series: [
          {
            type: 'pie',
            radius: spec.donut ? ['40%', '70%'] : '65%',
            data: ['BTC', 'ETH', 'SOL', 'Cash', 'Stocks', 'Gold'].map((n, k) => ({
              name: n,
              value: Math.round(data[k * 5].close % 97) + 5,
            })),
            label: { color: spec.fg },
          },
        ],
      });
      return;
    }
    if (spec.cls === 'thumbnail') {
      // a readable candlestick chart, shrunk afterwards far below what can be read
      c.setOption({
        ...base,
        title: undefined,
        xAxis: { type: 'category', data: dates, ...axis },
        yAxis: { type: 'value', scale: true, ...axis },
        series: [{ type: 'candlestick', data: data.map((b) => [b.open, b.close, b.low, b.high]) }],
      });
      return;
    }
    if (spec.cls === 'depth-chart') {
      c.setOption({ ...base, ...depthOption(spec, data) });
      return;
    }
    if (spec.cls === 'bar-chart') {
      // monthly-style returns in green and red columns around zero
      const rets = data.slice(1).map((b, k) => ((b.close - data[k].close) / data[k].close) * 100);
      c.setOption({
        ...base,
        xAxis: { type: 'category', data: dates.slice(1), ...axis },
        yAxis: { type: 'value', ...axis },
        series: [
          {
            type: 'bar',
            data: rets.map((v) => ({
              value: v,
              itemStyle: { color: v >= 0 ? '#26a69a' : '#ef5350' },
            })),
          },
        ],
      });
      return;
    }
    c.setOption({
      ...base,
      xAxis: { type: 'category', data: dates, ...axis },
      yAxis: { type: 'value', scale: true, position: spec.axisRight ? 'right' : 'left', ...axis },
      series: [
        {
          type: 'line',
          data: data.map((b) => b.close),
          showSymbol: false,
          lineStyle: { color: spec.accent, width: 2 },
          areaStyle: spec.cls === 'area-chart' ? { color: spec.accent, opacity: 0.3 } : undefined,
        },
      ],
    });
  };

  /** Renders one negative spec into the page. */
  neg.render = async function render(spec) {
    document.body.innerHTML = '';
    Object.assign(document.body.style, {
      margin: '0',
      background: spec.bg,
      color: spec.fg,
      fontFamily: spec.font,
      width: spec.cssWidth + 'px',
      height: spec.cssHeight + 'px',
      overflow: 'hidden',
    });
    await document.fonts.load(`14px ${spec.font}`);
    const root = document.createElement('div');
    Object.assign(root.style, {
      width: spec.cssWidth + 'px',
      height: spec.cssHeight + 'px',
      overflow: 'hidden',
    });
    document.body.appendChild(root);
    const rng = neg.rng(spec.seed);
    if (neg.pages[spec.cls]) neg.pages[spec.cls](spec, root, rng, spec.bars);
    else if (neg.more && neg.more[spec.cls]) neg.more[spec.cls](spec, root, rng, spec.bars);
    else neg.charts(spec, root, spec.bars);
    await lib.frames(4);
  };
})();
