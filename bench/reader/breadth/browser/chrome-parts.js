/* global window, document */
// The pieces of app chrome the breadth corpus's layouts are built from: positioned elements,
// rows of cells, a watch list, an order table, a toolbar and a drawing-tools bar. Each piece
// draws itself and returns the region it covers (CSS px).
(function () {
  const lib = window.candleLensBench;
  const el = (tag, style, text) => {
    const e = document.createElement(tag);
    Object.assign(e.style, {
      position: 'absolute',
      boxSizing: 'border-box',
      overflow: 'hidden',
      ...style,
    });
    if (text !== undefined) e.textContent = text;
    document.body.appendChild(e);
    return e;
  };
  const flexRow = (parent, cells, style = {}) => {
    const row = document.createElement('div');
    Object.assign(row.style, {
      display: 'flex',
      justifyContent: 'space-between',
      gap: '8px',
      padding: '3px 6px',
      ...style,
    });
    for (const c of cells) {
      const s = document.createElement('span');
      s.textContent = c;
      row.appendChild(s);
    }
    parent.appendChild(row);
    return row;
  };
  const region = (kind, left, top, width, height) => ({ kind, left, top, width, height });

  const WATCH = [
    ['AAPL', '189.41', '+0.52%'],
    ['MSFT', '411.20', '-0.31%'],
    ['EURUSD', '1.08421', '+0.04%'],
    ['GBPJPY', '191.774', '-0.12%'],
    ['XAUUSD', '2,331.70', '+0.80%'],
    ['BTCUSDT', '61,234.5', '-1.20%'],
    ['ETHUSDT', '3,120.55', '+2.10%'],
    ['NAS100', '18,204.1', '+0.33%'],
    ['US30', '39,112', '-0.08%'],
    ['USDJPY', '151.882', '+0.21%'],
    ['SOLUSDT', '142.37', '+4.05%'],
    ['TSLA', '176.54', '-2.34%'],
  ];

  function watchList(left, top, width, height, t, title) {
    const panel = el('div', {
      left: left + 'px',
      top: top + 'px',
      width: width + 'px',
      height: height + 'px',
      fontSize: '12px',
      borderLeft: `1px solid ${t.grid}`,
      padding: '6px 4px',
    });
    flexRow(panel, [title, 'Last', 'Chg%'], { fontWeight: 'bold', opacity: '0.7' });
    for (let i = 0; i * 22 < height - 30; i++) flexRow(panel, WATCH[i % WATCH.length]);
    return region('watchlist', left, top, width, height);
  }

  function orderTable(left, top, width, height, t, spec) {
    const panel = el('div', {
      left: left + 'px',
      top: top + 'px',
      width: width + 'px',
      height: height + 'px',
      fontSize: '12px',
      borderTop: `1px solid ${t.grid}`,
      padding: '4px 8px',
    });
    flexRow(panel, ['Positions', 'Orders', 'History', 'Journal'], {
      justifyContent: 'flex-start',
      gap: '18px',
      fontWeight: 'bold',
    });
    flexRow(panel, ['Symbol', 'Side', 'Qty', 'Entry', 'Mark', 'P&L'], { opacity: '0.6' });
    const p = spec.bars[spec.bars.length - 1].close;
    const f = (v) => lib.formatPrice(v, spec.precision, 'plain');
    const rows = [
      [spec.symbol, 'Buy', '0.50', f(p * 0.991), f(p), '+42.10'],
      [spec.symbol, 'Sell', '1.00', f(p * 1.004), f(p), '-12.75'],
      ['XAUUSD', 'Buy', '0.10', '2,318.40', '2,331.70', '+133.00'],
      ['EURUSD', 'Sell', '2.00', '1.08512', '1.08421', '+182.00'],
    ];
    for (let i = 0; i < rows.length && 44 + i * 22 < height; i++) flexRow(panel, rows[i]);
    return region('order-table', left, top, width, height);
  }

  function toolbar(left, top, width, height, t, spec) {
    const bar = el('div', {
      left: left + 'px',
      top: top + 'px',
      width: width + 'px',
      height: height + 'px',
      display: 'flex',
      alignItems: 'center',
      gap: '14px',
      padding: '0 10px',
      fontSize: '13px',
      borderBottom: `1px solid ${t.grid}`,
    });
    for (const [txt, bold] of [
      [spec.symbol, true],
      ...[...new Set(['1m', '5m', '15m', '1H', '4H', '1D', spec.timeframe])].map((x) => [
        x,
        x === spec.timeframe,
      ]),
      ['Indicators', false],
      ['Alert', false],
      ['Replay', false],
    ]) {
      const s = document.createElement('span');
      s.textContent = txt;
      s.style.fontWeight = bold ? 'bold' : 'normal';
      s.style.opacity = bold ? '1' : '0.7';
      bar.appendChild(s);
    }
    return region('toolbar', left, top, width, height);
  }

  function drawingTools(left, top, width, height, t) {
    const bar = el('div', {
      left: left + 'px',
      top: top + 'px',
      width: width + 'px',
      height: height + 'px',
      borderRight: `1px solid ${t.grid}`,
    });
    for (let i = 0; i * 38 < height - 38; i++) {
      const icon = document.createElement('div');
      Object.assign(icon.style, {
        width: '18px',
        height: '18px',
        margin: '10px auto',
        border: `2px solid ${t.text}`,
        opacity: '0.4',
        borderRadius: i % 3 === 0 ? '50%' : '2px',
        transform: i % 3 === 2 ? 'rotate(45deg)' : 'none',
      });
      bar.appendChild(icon);
    }
    return region('drawing-tools', left, top, width, height);
  }

  lib.chromeParts = { el, flexRow, region, watchList, orderTable, toolbar, drawingTools };
})();
