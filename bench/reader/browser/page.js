/* global window, document, requestAnimationFrame */
// Page chrome and helpers shared by the chart renderers of the CandleLens reader corpus.
(function () {
  const lib = (window.candleLensBench = window.candleLensBench || { renderers: {} });

  lib.frames = function frames(n) {
    return new Promise((resolve) => {
      const step = (left) => (left <= 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
      step(n);
    });
  };

  lib.formatPrice = function formatPrice(value, precision, format) {
    const group = (v, sep) => {
      const [int, frac] = Math.abs(v).toFixed(precision).split('.');
      const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
      return (v < 0 ? '-' : '') + grouped + (frac ? '.' + frac : '');
    };
    if (format === 'comma') return group(value, ',');
    if (format === 'space') return group(value, ' ');
    if (format === 'kilo') {
      const a = Math.abs(value);
      if (a >= 1e6) return (value / 1e6).toFixed(3) + 'M';
      if (a >= 1e5) return (value / 1e3).toFixed(1) + 'K';
      if (a >= 1e3) return (value / 1e3).toFixed(2) + 'K';
    }
    return value.toFixed(precision);
  };

  lib.sma = function sma(bars, period) {
    const out = [];
    let sum = 0;
    for (let i = 0; i < bars.length; i++) {
      sum += bars[i].close;
      if (i >= period) sum -= bars[i - period].close;
      out.push(i >= period - 1 ? sum / period : null);
    }
    return out;
  };

  lib.withAlpha = function withAlpha(hex, alpha) {
    if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
    const n = parseInt(hex.slice(1), 16);
    return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
  };

  /** Solid colour of a candle for fills that cannot be transparent (volume bars). */
  lib.solid = function solid(colors, up) {
    const body = up ? colors.up : colors.down;
    return body.startsWith('rgba(0,0,0,0') ? (up ? colors.upBorder : colors.downBorder) : body;
  };

  function el(tag, style, text) {
    const e = document.createElement(tag);
    Object.assign(e.style, style);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  /** Clears the page, draws the surrounding app chrome and returns the chart host element. */
  lib.buildPage = function buildPage(spec) {
    const t = spec.theme;
    document.body.innerHTML = '';
    Object.assign(document.body.style, {
      margin: '0',
      background: t.chrome,
      color: t.text,
      fontFamily: t.fontFamily,
      overflow: 'hidden',
      width: spec.cssWidth + 'px',
      height: spec.cssHeight + 'px',
    });
    const f = spec.frame;
    const last = spec.bars[spec.bars.length - 1];
    const price = lib.formatPrice(last.close, spec.precision, spec.labelFormat);
    if (f.top > 0) {
      const header = el('div', {
        position: 'absolute',
        left: '0',
        top: '0',
        width: spec.cssWidth + 'px',
        height: f.top + 'px',
        display: 'flex',
        alignItems: 'center',
        gap: '14px',
        padding: '0 12px',
        boxSizing: 'border-box',
        fontSize: f.top > 80 ? '18px' : '13px',
        borderBottom: `1px solid ${t.grid}`,
      });
      header.appendChild(el('b', {}, spec.title));
      header.appendChild(el('span', { opacity: '0.8' }, price));
      if (spec.cssWidth > 500)
        for (const w of ['1m', '15m', '1h', '4h', 'D', 'W'])
          header.appendChild(el('span', { opacity: '0.6' }, w));
      document.body.appendChild(header);
    }
    if (f.left > 0) {
      const bar = el('div', {
        position: 'absolute',
        left: '0',
        top: f.top + 'px',
        width: f.left + 'px',
        height: f.height + 'px',
        borderRight: `1px solid ${t.grid}`,
      });
      for (let i = 0; i < 8; i++)
        bar.appendChild(
          el('div', {
            width: '18px',
            height: '18px',
            margin: '12px auto',
            border: `2px solid ${t.text}`,
            opacity: '0.35',
            borderRadius: i % 2 ? '50%' : '3px',
          }),
        );
      document.body.appendChild(bar);
    }
    const rightSpace = spec.cssWidth - f.left - f.width;
    if (rightSpace > 60) {
      const panel = el('div', {
        position: 'absolute',
        left: f.left + f.width + 'px',
        top: f.top + 'px',
        width: rightSpace + 'px',
        fontSize: '12px',
        padding: '8px',
        boxSizing: 'border-box',
        borderLeft: `1px solid ${t.grid}`,
      });
      const rows = [
        ['AAPL', '189.41', '+0.52%'],
        ['MSFT', '411.20', '-0.31%'],
        ['EURUSD', '1.08421', '+0.04%'],
        ['XAUUSD', '2,331.7', '+0.80%'],
        ['ETHUSD', '3,120.5', '-1.20%'],
      ];
      panel.appendChild(el('div', { fontWeight: 'bold', marginBottom: '6px' }, 'Watchlist'));
      for (const r of rows) {
        const row = el('div', {
          display: 'flex',
          justifyContent: 'space-between',
          padding: '4px 0',
        });
        for (const c of r) row.appendChild(el('span', {}, c));
        panel.appendChild(row);
      }
      document.body.appendChild(panel);
    }
    const below = spec.cssHeight - f.top - f.height;
    if (below > 24) {
      const foot = el('div', {
        position: 'absolute',
        left: f.left + 'px',
        top: f.top + f.height + 'px',
        width: f.width + 'px',
        height: below + 'px',
        padding: '8px 12px',
        boxSizing: 'border-box',
        fontSize: below > 150 ? '15px' : '12px',
        borderTop: `1px solid ${t.grid}`,
      });
      const lines = [
        'Open ' + lib.formatPrice(last.open, spec.precision, spec.labelFormat),
        'High ' + lib.formatPrice(last.high, spec.precision, spec.labelFormat),
        'Low ' + lib.formatPrice(last.low, spec.precision, spec.labelFormat),
        'Vol ' + Math.round(last.volume),
      ];
      for (const l of below > 150 ? lines : [lines.join('   ')])
        foot.appendChild(el('div', { padding: '6px 0' }, l));
      document.body.appendChild(foot);
    }
    const host = el('div', {
      position: 'absolute',
      left: f.left + 'px',
      top: f.top + 'px',
      width: f.width + 'px',
      height: f.height + 'px',
      background: t.background,
    });
    document.body.appendChild(host);
    return host;
  };

  /** Renders one spec with its library's renderer; resolves with the truth in CSS px. */
  lib.render = async function render(spec) {
    const host = lib.buildPage(spec);
    const renderer = lib.renderers[spec.library];
    if (!renderer) throw new Error('no renderer for ' + spec.library);
    const result = await renderer(spec, host);
    await lib.frames(3);
    return result;
  };
})();
