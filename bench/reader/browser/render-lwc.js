/* global window */
// lightweight-charts renderer for the CandleLens reader corpus; truth from the chart's own API.
(function () {
  const lib = window.candleLensBench;

  lib.renderers['lightweight-charts'] = async function renderLwc(spec, host) {
    const LC = window.LightweightCharts;
    const c = spec.colors;
    const intraday = spec.bars.length > 1 && spec.bars[1].time - spec.bars[0].time < 86400;
    const scaleMode = spec.logScale ? LC.PriceScaleMode.Logarithmic : LC.PriceScaleMode.Normal;
    const gridLine = {
      visible: spec.grid !== 'off',
      color: spec.theme.grid,
      style: spec.grid === 'dotted' ? LC.LineStyle.Dotted : LC.LineStyle.Solid,
    };
    const chart = LC.createChart(host, {
      width: spec.frame.width,
      height: spec.frame.height,
      layout: {
        background: { type: 'solid', color: spec.theme.background },
        textColor: spec.theme.text,
        fontFamily: spec.theme.fontFamily,
        fontSize: spec.theme.fontSize,
        attributionLogo: spec.logo,
      },
      grid: { vertLines: gridLine, horzLines: gridLine },
      rightPriceScale: { visible: spec.axisSide === 'right', mode: scaleMode },
      leftPriceScale: { visible: spec.axisSide === 'left', mode: scaleMode },
      timeScale: {
        visible: spec.timeAxis,
        timeVisible: intraday,
        secondsVisible: false,
        rightOffset: spec.rightOffset,
      },
      crosshair: {
        mode: LC.CrosshairMode.Normal,
        vertLine: { visible: spec.crosshair, labelVisible: spec.crosshair },
        horzLine: { visible: spec.crosshair, labelVisible: spec.crosshair },
      },
      localization: {
        priceFormatter: (p) => lib.formatPrice(p, spec.precision, spec.labelFormat),
      },
      handleScroll: false,
      handleScale: false,
    });
    const candles = chart.addSeries(LC.CandlestickSeries, {
      upColor: c.up,
      downColor: c.down,
      borderVisible: true,
      borderUpColor: c.upBorder,
      borderDownColor: c.downBorder,
      wickUpColor: c.upWick,
      wickDownColor: c.downWick,
      priceScaleId: spec.axisSide,
      priceFormat: { type: 'price', precision: spec.precision, minMove: 10 ** -spec.precision },
      lastValueVisible: spec.lastPrice,
      priceLineVisible: spec.lastPrice,
    });
    candles.setData(
      spec.bars.map((b) => ({
        time: b.time,
        open: b.open,
        high: b.high,
        low: b.low,
        close: b.close,
      })),
    );
    if (spec.volume) {
      const vol = chart.addSeries(LC.HistogramSeries, {
        priceScaleId: '',
        priceFormat: { type: 'volume' },
        lastValueVisible: false,
        priceLineVisible: false,
      });
      vol.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
      candles.priceScale().applyOptions({ scaleMargins: { top: 0.1, bottom: 0.25 } });
      vol.setData(
        spec.bars.map((b) => ({
          time: b.time,
          value: b.volume,
          color: lib.withAlpha(lib.solid(c, b.close >= b.open), 0.5),
        })),
      );
    }
    spec.maPeriods.forEach((period, k) => {
      const line = chart.addSeries(LC.LineSeries, {
        color: spec.maColors[k],
        lineWidth: spec.lineWidth,
        priceScaleId: spec.axisSide,
        lastValueVisible: false,
        priceLineVisible: false,
        crosshairMarkerVisible: false,
      });
      const values = lib.sma(spec.bars, period);
      line.setData(
        spec.bars.flatMap((b, i) =>
          values[i] === null ? [] : [{ time: b.time, value: values[i] }],
        ),
      );
    });
    if (spec.watermark) {
      LC.createTextWatermark(chart.panes()[0], {
        horzAlign: 'center',
        vertAlign: 'center',
        lines: [
          { text: spec.watermark, color: lib.withAlpha(spec.theme.text, 0.12), fontSize: 56 },
        ],
      });
    }
    const total = spec.bars.length;
    // The price scale takes its width from its labels once laid out, which narrows the time
    // scale: set the visible range after that, or the candles' positions depend on timing.
    await lib.frames(2);
    if (spec.hiddenLeft > 0) {
      chart.timeScale().setVisibleLogicalRange({
        from: spec.hiddenLeft - 0.5 - spec.scrollFrac,
        to: total - 0.5 + spec.rightOffset,
      });
    } else {
      chart.timeScale().fitContent();
    }
    await lib.frames(4);

    // The pane sits right of the left price scale (if shown) at the top of the chart.
    const hostRect = host.getBoundingClientRect();
    const leftAxisWidth = spec.axisSide === 'left' ? chart.priceScale('left').width() : 0;
    const rect = { left: hostRect.left + leftAxisWidth, top: hostRect.top };
    const size = chart.paneSize(0);
    const ts = chart.timeScale();
    const spacing = ts.logicalToCoordinate(total - 1) - ts.logicalToCoordinate(total - 2);
    const halfWidth = Math.max(0.5, spacing * 0.4);
    const out = [];
    spec.bars.forEach((b, i) => {
      const x = ts.timeToCoordinate(b.time);
      if (x === null || x + halfWidth < 0 || x - halfWidth > size.width) return;
      out.push({
        i,
        x: rect.left + x,
        yOpen: rect.top + candles.priceToCoordinate(b.open),
        yHigh: rect.top + candles.priceToCoordinate(b.high),
        yLow: rect.top + candles.priceToCoordinate(b.low),
        yClose: rect.top + candles.priceToCoordinate(b.close),
        halfWidth,
      });
    });
    const samples = [];
    for (let k = 0; k <= 10; k++) {
      const y = (size.height * k) / 10;
      samples.push({ y: rect.top + y, price: candles.coordinateToPrice(y) });
    }
    return {
      plot: { left: rect.left, top: rect.top, width: size.width, height: size.height },
      candles: out,
      priceTop: candles.coordinateToPrice(0),
      priceBottom: candles.coordinateToPrice(size.height),
      samples,
      spacing,
      mouse: spec.crosshair
        ? {
            x: rect.left + size.width * spec.crosshairAt[0],
            y: rect.top + size.height * spec.crosshairAt[1],
          }
        : null,
    };
  };
})();
