/* global window */
// Apache ECharts renderer for the CandleLens reader corpus; truth via convertToPixel and the
// series' drawn layout.
(function () {
  const lib = window.candleLensBench;

  lib.renderers.echarts = async function renderEcharts(spec, host) {
    const echarts = window.echarts;
    const c = spec.colors;
    const W = spec.frame.width;
    const H = spec.frame.height;
    const bars = spec.bars.slice(spec.hiddenLeft);
    const n = bars.length;
    const fmt = (v) => lib.formatPrice(v, spec.precision, spec.labelFormat);
    const day = (t) => new Date(t * 1000).toISOString().slice(0, 10);
    const intraday = spec.bars.length > 1 && spec.bars[1].time - spec.bars[0].time < 86400;
    const label = (t) =>
      intraday ? new Date(t * 1000).toISOString().slice(5, 16).replace('T', ' ') : day(t);
    const axisW = Math.round(spec.theme.fontSize * (spec.precision + 6) * 0.62) + 14;
    const top = spec.maPeriods.length > 0 ? 56 : 42;
    const bottomAxis = spec.timeAxis ? 28 : 10;
    const volH = spec.volume ? Math.round(H * 0.16) : 0;
    const grid0 = {
      left: spec.axisSide === 'left' ? axisW : 18,
      right: spec.axisSide === 'right' ? axisW : 18,
      top,
      height: H - top - bottomAxis - (volH ? volH + 12 : 0),
    };
    const gridLine = {
      show: spec.grid !== 'off',
      lineStyle: { color: spec.theme.grid, type: spec.grid === 'dotted' ? 'dotted' : 'solid' },
    };
    const categories = bars.map((b) => label(b.time));
    const series = [
      {
        type: 'candlestick',
        name: spec.title,
        data: bars.map((b) => [b.open, b.close, b.low, b.high]),
        itemStyle: {
          color: c.up,
          color0: c.down,
          borderColor: c.upBorder,
          borderColor0: c.downBorder,
        },
        markLine: spec.lastPrice
          ? {
              symbol: 'none',
              silent: true,
              data: [{ yAxis: bars[n - 1].close }],
              label: {
                formatter: (p) => fmt(p.value),
                position: spec.axisSide === 'left' ? 'start' : 'end',
              },
              lineStyle: {
                type: 'dashed',
                color: lib.solid(c, bars[n - 1].close >= bars[n - 1].open),
              },
            }
          : undefined,
      },
    ];
    spec.maPeriods.forEach((period, k) => {
      const values = lib.sma(spec.bars, period).slice(spec.hiddenLeft);
      series.push({
        type: 'line',
        name: 'MA' + period,
        data: values,
        showSymbol: false,
        lineStyle: { width: spec.lineWidth, color: spec.maColors[k] },
        itemStyle: { color: spec.maColors[k] },
      });
    });
    const grids = [grid0];
    const xAxes = [
      {
        type: 'category',
        data: categories,
        boundaryGap: true,
        axisLabel: { show: spec.timeAxis, color: spec.theme.text },
        axisLine: { lineStyle: { color: spec.theme.grid } },
        splitLine: gridLine,
      },
    ];
    const yAxes = [
      {
        scale: true,
        position: spec.axisSide,
        axisLabel: { formatter: fmt, color: spec.theme.text },
        splitLine: gridLine,
        axisLine: { show: spec.grid === 'off', lineStyle: { color: spec.theme.text } },
      },
    ];
    if (volH) {
      grids.push({
        left: grid0.left,
        right: grid0.right,
        top: top + grid0.height + 10,
        height: volH,
      });
      xAxes.push({
        type: 'category',
        gridIndex: 1,
        data: categories,
        axisLabel: { show: false },
        axisTick: { show: false },
      });
      yAxes.push({
        gridIndex: 1,
        scale: true,
        axisLabel: { show: false },
        splitLine: { show: false },
      });
      series.push({
        type: 'bar',
        xAxisIndex: 1,
        yAxisIndex: 1,
        data: bars.map((b) => ({
          value: b.volume,
          itemStyle: { color: lib.solid(c, b.close >= b.open) },
        })),
      });
    }
    const chart = echarts.init(host, null, {
      renderer: 'canvas',
      width: W,
      height: H,
      devicePixelRatio: spec.dpr,
    });
    chart.setOption({
      animation: false,
      backgroundColor: spec.theme.background,
      textStyle: { fontFamily: spec.theme.fontFamily, fontSize: spec.theme.fontSize },
      title: {
        text: spec.title,
        left: 10,
        top: 8,
        textStyle: { color: spec.theme.text, fontSize: 14 },
      },
      legend:
        spec.maPeriods.length > 0
          ? { top: 30, left: 10, textStyle: { color: spec.theme.text } }
          : undefined,
      // Crosshair lines and axis labels, without the tooltip box that would hide candles.
      tooltip: spec.crosshair
        ? { trigger: 'axis', axisPointer: { type: 'cross' }, showContent: false }
        : undefined,
      grid: grids,
      xAxis: xAxes,
      yAxis: yAxes,
      series,
      graphic: spec.watermark
        ? [
            {
              type: 'text',
              left: 'center',
              top: 'middle',
              silent: true,
              style: {
                text: spec.watermark,
                fontSize: 56,
                fill: lib.withAlpha(spec.theme.text, 0.12),
              },
            },
          ]
        : [],
    });
    await lib.frames(3);

    const hostRect = host.getBoundingClientRect();
    const rect = chart.getModel().getComponent('grid', 0).coordinateSystem.getRect();
    const yPix = (price) => hostRect.top + chart.convertToPixel({ yAxisIndex: 0 }, price);
    const spacing = rect.width / n;
    const halfWidth = Math.min(spacing * 0.35, 10);
    // ECharts draws each body between edges snapped to half pixels (its subPixelOptimize), up
    // to a pixel away from the category centre: the truth x is the centre of the drawn body.
    const candleData = chart.getModel().getSeriesByIndex(0).getData();
    const drawnX = (k) => {
      const ends = candleData.getItemLayout(k)?.ends;
      return ends && Number.isFinite(ends[0][0] + ends[1][0])
        ? (ends[0][0] + ends[1][0]) / 2
        : chart.convertToPixel({ xAxisIndex: 0 }, k);
    };
    const out = bars.map((b, k) => ({
      i: spec.hiddenLeft + k,
      x: hostRect.left + drawnX(k),
      yOpen: yPix(b.open),
      yHigh: yPix(b.high),
      yLow: yPix(b.low),
      yClose: yPix(b.close),
      halfWidth,
    }));
    const priceAt = (y) => chart.convertFromPixel({ yAxisIndex: 0 }, y);
    const samples = [];
    for (let k = 0; k <= 10; k++) {
      const y = rect.y + (rect.height * k) / 10;
      samples.push({ y: hostRect.top + y, price: priceAt(y) });
    }
    return {
      plot: {
        left: hostRect.left + rect.x,
        top: hostRect.top + rect.y,
        width: rect.width,
        height: rect.height,
      },
      candles: out,
      priceTop: priceAt(rect.y),
      priceBottom: priceAt(rect.y + rect.height),
      samples,
      spacing,
      mouse: spec.crosshair
        ? {
            x: hostRect.left + rect.x + rect.width * spec.crosshairAt[0],
            y: hostRect.top + rect.y + rect.height * spec.crosshairAt[1],
          }
        : null,
    };
  };
})();
