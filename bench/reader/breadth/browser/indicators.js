/* global window */
// Indicator series for the breadth corpus' panes (RSI, MACD, ATR), computed in the page.
(function () {
  const lib = window.candleLensBench;
  const ind = (lib.indicators = {});

  ind.rsi = function rsi(bars, period) {
    const out = [null];
    let gain = 0;
    let loss = 0;
    for (let i = 1; i < bars.length; i++) {
      const ch = bars[i].close - bars[i - 1].close;
      const g = Math.max(0, ch);
      const l = Math.max(0, -ch);
      if (i <= period) {
        gain += g / period;
        loss += l / period;
      } else {
        gain = (gain * (period - 1) + g) / period;
        loss = (loss * (period - 1) + l) / period;
      }
      out.push(i < period ? null : loss === 0 ? 100 : 100 - 100 / (1 + gain / loss));
    }
    return out;
  };

  function ema(values, period) {
    const k = 2 / (period + 1);
    let prev = null;
    return values.map((v) => (prev = prev === null ? v : v * k + prev * (1 - k)));
  }

  ind.macd = function macd(bars) {
    const closes = bars.map((b) => b.close);
    const fast = ema(closes, 12);
    const slow = ema(closes, 26);
    const line = fast.map((v, i) => v - slow[i]);
    const signal = ema(line, 9);
    return { line, signal, hist: line.map((v, i) => v - signal[i]) };
  };

  ind.atr = function atr(bars, period) {
    const out = [];
    let value = null;
    for (let i = 0; i < bars.length; i++) {
      const b = bars[i];
      const prev = i > 0 ? bars[i - 1].close : b.open;
      const tr = Math.max(b.high - b.low, Math.abs(b.high - prev), Math.abs(b.low - prev));
      value = value === null ? tr : (value * (period - 1) + tr) / period;
      out.push(value);
    }
    return out;
  };

  /** Values of a pane kind per bar and their range: {values, lo, hi, histogram}. */
  ind.series = function series(kind, bars) {
    if (kind === 'volume') {
      const values = bars.map((b) => b.volume);
      return { values, lo: 0, hi: Math.max(...values) * 1.05 || 1, histogram: true };
    }
    if (kind === 'rsi') {
      const values = ind.rsi(bars, 14);
      return { values, lo: 0, hi: 100, histogram: false, levels: [30, 70] };
    }
    if (kind === 'atr') {
      const values = ind.atr(bars, 14);
      const finite = values.filter((v) => v !== null);
      return { values, lo: 0, hi: Math.max(...finite) * 1.1 || 1, histogram: true };
    }
    const m = ind.macd(bars);
    const all = [...m.hist, ...m.line, ...m.signal];
    const a = Math.max(...all.map(Math.abs)) * 1.1 || 1;
    return { values: m.hist, line: m.line, signal: m.signal, lo: -a, hi: a, histogram: true };
  };
})();
