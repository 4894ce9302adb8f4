/* global window */
// lightweight-charts 5 with several panes: candles or OHLC bars on top, then volume and
// indicator panes (RSI, MACD, ATR) with their own scales. Truth from the chart's own API and
// each pane's element.
(function () {
  const lib = window.candleLensBench;

  lib.renderers['lwc-panes'] = async function renderLwcPanes(spec, host) {
    const LC = window.LightweightCharts;
    const c = spec.colors;
    const intraday = spec.bars.length > 1 && spec.bars[1].time - spec.bars[0].time < 86400;
    const compare = spec.overlays.includes('compare');
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
        panes: { separatorColor: spec.theme.grid, enableResize: false },
      },
      grid: { vertLines: gridLine, horzLines: gridLine },
      // a small card's scale shows few labels (a badge may then hide one of three)
      rightPriceScale:
        spec.layout === 'card'
          ? { visible: true, tickMarkDensity: 4.5 + (spec.cssHeight % 3) }
          : { visible: true },
      leftPriceScale: { visible: compare },
      timeScale: { visible: true, timeVisible: intraday, secondsVisible: false },
      crosshair: {
        mode: LC.CrosshairMode.Normal,
        vertLine: { visible: false },
        horzLine: { visible: false },
      },
      localization: { priceFormatter: (p) => lib.formatPrice(p, spec.precision, spec.labelFormat) },
      handleScroll: false,
      handleScale: false,
    });
    const bars = spec.bars;
    const main =
      spec.barStyle === 'ohlc'
        ? chart.addSeries(LC.BarSeries, {
            upColor: c.upBorder,
            downColor: c.downBorder,
            thinBars: spec.dpr < 2,
            lastValueVisible: spec.lastPrice,
            priceLineVisible: spec.lastPrice,
            priceFormat: {
              type: 'price',
              precision: spec.precision,
              minMove: 10 ** -spec.precision,
            },
          })
        : chart.addSeries(LC.CandlestickSeries, {
            upColor: c.up,
            downColor: c.down,
            borderUpColor: c.upBorder,
            borderDownColor: c.downBorder,
            wickUpColor: c.upWick,
            wickDownColor: c.downWick,
            lastValueVisible: spec.lastPrice,
            priceLineVisible: spec.lastPrice,
            priceFormat: {
              type: 'price',
              precision: spec.precision,
              minMove: 10 ** -spec.precision,
            },
          });
    main.setData(
      bars.map((b) => ({ time: b.time, open: b.open, high: b.high, low: b.low, close: b.close })),
    );
    if (compare) {
      // the compared symbol: another magnitude, moving against the candles' closes, in a colour
      // of its own, its last value tagged on its own scale in that colour
      const first = bars[0].close;
      const scale = [5, 180, 21000][spec.cssHeight % 3];
      const line = chart.addSeries(LC.LineSeries, {
        color: ['#f7a600', '#e040fb', '#4fc3f7'][spec.cssWidth % 3],
        lineWidth: 2,
        priceScaleId: 'left',
        priceLineVisible: false,
        lastValueVisible: spec.cssWidth % 2 === 0,
      });
      line.setData(
        bars.map((b, i) => ({
          time: b.time,
          value: scale * (first / b.close) * (1 + 0.02 * Math.sin(i / 5)),
        })),
      );
    }
    if (spec.overlays.includes('volume-overlay')) {
      // volume in the price pane, as trading apps draw it by default: half-transparent bars in
      // the candles' colours on a scale of their own over the bottom quarter or so, the candles'
      // scale leaving little room under the lows, so that lower wicks run into the bars
      const share = 0.22 + 0.08 * (spec.cssWidth % 3);
      const vol = chart.addSeries(LC.HistogramSeries, {
        priceFormat: { type: 'volume' },
        priceScaleId: 'overlay-volume',
        lastValueVisible: false,
        priceLineVisible: false,
      });
      chart.priceScale('overlay-volume').applyOptions({
        scaleMargins: { top: 1 - share, bottom: 0 },
      });
      main
        .priceScale()
        .applyOptions({ scaleMargins: { top: 0.1, bottom: 0.04 + 0.02 * (spec.cssHeight % 3) } });
      const alpha = [0.5, 0.6, 0.8][spec.cssHeight % 3];
      const values = lib.indicators.series('volume', bars).values;
      vol.setData(
        bars.map((b, i) => ({
          time: b.time,
          value: values[i] ?? 0,
          color: lib.withAlpha(lib.solid(c, b.close >= b.open), alpha),
        })),
      );
    }
    spec.maPeriods.forEach((period, k) => {
      const line = chart.addSeries(LC.LineSeries, {
        color: spec.maColors[k],
        lineWidth: spec.lineWidth,
        lastValueVisible: false,
        priceLineVisible: false,
        crosshairMarkerVisible: false,
      });
      const v = lib.sma(bars, period);
      line.setData(bars.flatMap((b, i) => (v[i] === null ? [] : [{ time: b.time, value: v[i] }])));
    });
    spec.panes.forEach((kind, k) => {
      const pane = k + 1;
      const ser = lib.indicators.series(kind, bars);
      if (ser.histogram) {
        const h = chart.addSeries(
          LC.HistogramSeries,
          {
            priceFormat: {
              type: kind === 'volume' ? 'volume' : 'price',
              precision: spec.precision,
              minMove: 10 ** -spec.precision,
            },
            lastValueVisible: false,
            priceLineVisible: false,
          },
          pane,
        );
        h.setData(
          bars.map((b, i) => ({
            time: b.time,
            value: ser.values[i] ?? 0,
            color:
              kind === 'macd' ? lib.solid(c, ser.values[i] >= 0) : lib.solid(c, b.close >= b.open),
          })),
        );
      }
      const line = kind === 'rsi' ? ser.values : kind === 'macd' ? ser.signal : null;
      if (line) {
        const l = chart.addSeries(
          LC.LineSeries,
          {
            color: spec.maColors[0] || '#2962ff',
            lineWidth: 1,
            lastValueVisible: kind === 'rsi',
            priceLineVisible: false,
          },
          pane,
        );
        l.setData(
          bars.flatMap((b, i) => (line[i] === null ? [] : [{ time: b.time, value: line[i] }])),
        );
      }
    });
    const panes = chart.panes();
    const total = spec.frame.height - 30;
    panes.forEach((p, k) =>
      p.setHeight(
        k === 0 ? Math.round(total * (1 - 0.2 * spec.panes.length)) : Math.round(total * 0.2),
      ),
    );
    await lib.frames(2);
    if (spec.hiddenLeft > 0)
      chart
        .timeScale()
        .setVisibleLogicalRange({ from: spec.hiddenLeft - 0.5, to: bars.length - 0.5 });
    else chart.timeScale().fitContent();
    await lib.frames(4);

    // a pane's element starts at the left-hand scale, when there is one
    const leftScale = compare ? chart.priceScale('left').width() : 0;
    const boxOf = (p) => {
      const e = p.getHTMLElement().getBoundingClientRect();
      return {
        left: e.left + leftScale,
        top: e.top,
        width: chart.paneSize(p.paneIndex()).width,
        height: e.height,
      };
    };
    const priceBox = boxOf(panes[0]);
    const size = chart.paneSize(0);
    const ts = chart.timeScale();
    const spacing =
      ts.logicalToCoordinate(bars.length - 1) - ts.logicalToCoordinate(bars.length - 2);
    const halfWidth = Math.max(0.5, spacing * 0.4);
    const out = [];
    bars.forEach((b, i) => {
      const x = ts.timeToCoordinate(b.time);
      if (x === null || x + halfWidth < 0 || x - halfWidth > size.width) return;
      out.push({
        i,
        x: priceBox.left + x,
        yOpen: priceBox.top + main.priceToCoordinate(b.open),
        yHigh: priceBox.top + main.priceToCoordinate(b.high),
        yLow: priceBox.top + main.priceToCoordinate(b.low),
        yClose: priceBox.top + main.priceToCoordinate(b.close),
        halfWidth,
      });
    });
    const samples = [];
    for (let k = 0; k <= 10; k++) {
      const y = (size.height * k) / 10;
      samples.push({ y: priceBox.top + y, price: main.coordinateToPrice(y) });
    }
    return {
      plot: { left: priceBox.left, top: priceBox.top, width: size.width, height: size.height },
      candles: out,
      priceTop: main.coordinateToPrice(0),
      priceBottom: main.coordinateToPrice(size.height),
      samples,
      spacing,
      mouse: null,
      panes: panes.map((p, k) => ({ kind: k === 0 ? 'price' : spec.panes[k - 1], ...boxOf(p) })),
      timeLabels: null,
      overlays: [],
    };
  };
})();
