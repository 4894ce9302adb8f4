/* global window, document */
// KLineChart 9 (canvas): candle pane with its OHLC legend, indicator panes (VOL, MACD, RSI)
// below. Truth from the chart's own convertToPixel and pane sizes.
(function () {
  const lib = window.candleLensBench;

  lib.renderers.kline = async function renderKline(spec, host) {
    const K = window.klinecharts;
    const c = spec.colors;
    const el = document.createElement('div');
    el.style.width = spec.frame.width + 'px';
    el.style.height = spec.frame.height + 'px';
    host.appendChild(el);
    const text = {
      color: spec.theme.text,
      family: spec.theme.fontFamily,
      size: spec.theme.fontSize,
    };
    const gridLine = {
      show: spec.grid !== 'off',
      color: spec.theme.grid,
      style: spec.grid === 'dotted' ? 'dashed' : 'solid',
      dashedValue: [2, 2],
    };
    const type =
      spec.barStyle === 'ohlc' ? 'ohlc' : c.hollow === 'up' ? 'candle_up_stroke' : 'candle_solid';
    const chart = K.init(el, {
      styles: {
        grid: { horizontal: gridLine, vertical: gridLine },
        candle: {
          type,
          bar: {
            upColor: c.upBorder,
            downColor: c.downBorder,
            noChangeColor: spec.theme.text,
            upBorderColor: c.upBorder,
            downBorderColor: c.downBorder,
            noChangeBorderColor: spec.theme.text,
            upWickColor: c.upWick,
            downWickColor: c.downWick,
            noChangeWickColor: spec.theme.text,
          },
          priceMark: {
            last: { show: spec.lastPrice },
            high: { show: spec.kline.marks, color: spec.theme.text },
            low: { show: spec.kline.marks, color: spec.theme.text },
          },
          tooltip: { showRule: spec.kline.legend ? 'always' : 'none', text },
        },
        xAxis: { tickText: text, axisLine: { color: spec.theme.grid } },
        yAxis: { tickText: text, axisLine: { color: spec.theme.grid } },
        separator: { color: spec.theme.grid },
        indicator: { tooltip: { text } },
      },
    });
    chart.setPriceVolumePrecision(spec.precision, 0);
    const bars = spec.bars;
    chart.applyNewData(
      bars.map((b) => ({
        timestamp: b.time * 1000,
        open: b.open,
        high: b.high,
        low: b.low,
        close: b.close,
        volume: b.volume,
      })),
    );
    if (spec.maPeriods.length)
      chart.createIndicator({ name: 'MA', calcParams: spec.maPeriods }, true, {
        id: 'candle_pane',
      });
    const paneIds = spec.panes.map((kind) =>
      chart.createIndicator(
        { volume: 'VOL', macd: 'MACD', rsi: 'RSI', atr: 'ATR' }[kind] || 'VOL',
        false,
        { height: Math.round(spec.frame.height * 0.18) },
      ),
    );
    chart.setBarSpace(spec.kline.barSpace);
    chart.setOffsetRightDistance(spec.kline.rightGap);
    await lib.frames(4);
    const root = el.getBoundingClientRect();
    const boxOf = (id) => {
      const s = chart.getSize(id, 'main');
      return { left: root.left + s.left, top: root.top + s.top, width: s.width, height: s.height };
    };
    const plot = boxOf('candle_pane');
    const px = (i, value) =>
      chart.convertToPixel({ dataIndex: i, value }, { paneId: 'candle_pane', absolute: true });
    const out = [];
    const range = chart.getVisibleRange();
    const spacing = chart.getBarSpace();
    for (let i = Math.max(0, range.from - 1); i < Math.min(bars.length, range.to + 1); i++) {
      const b = bars[i];
      const p = px(i, b.high);
      if (p.x === undefined || p.x + spacing / 2 < 0 || p.x - spacing / 2 > plot.width) continue;
      out.push({
        i,
        x: root.left + p.x,
        yOpen: root.top + px(i, b.open).y,
        yHigh: root.top + p.y,
        yLow: root.top + px(i, b.low).y,
        yClose: root.top + px(i, b.close).y,
        halfWidth: Math.max(0.5, spacing * 0.4),
      });
    }
    const priceAt = (y) =>
      chart.convertFromPixel([{ y: y - root.top }], { paneId: 'candle_pane', absolute: true })[0]
        .value;
    const samples = [];
    for (let k = 0; k <= 10; k++) {
      const y = plot.top + (plot.height * k) / 10;
      samples.push({ y, price: priceAt(y) });
    }
    const overlays = spec.kline.legend
      ? [
          {
            kind: 'ohlc-legend',
            left: plot.left,
            top: plot.top,
            width: Math.min(plot.width, 520),
            height: spec.theme.fontSize + 10,
          },
        ]
      : [];
    return {
      plot,
      candles: out,
      priceTop: priceAt(plot.top),
      priceBottom: priceAt(plot.top + plot.height),
      samples,
      spacing,
      mouse: null,
      panes: [
        { kind: 'price', ...plot },
        ...spec.panes.map((kind, k) => ({ kind, ...boxOf(paneIds[k]) })),
      ],
      timeLabels: null,
      overlays,
    };
  };
})();
