/* global window, document */
// App chrome composed around the chart for the breadth corpus: toolbars, watch lists, order
// tables, a whole trading page, a desktop window frame, a phone screen. Each layout returns the
// chart's box and the regions of chrome it drew (CSS px).
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

  lib.layouts = {
    full: (spec) => ({
      frame: { left: 0, top: 0, width: spec.cssWidth, height: spec.cssHeight },
      regions: [],
      shows: [],
    }),

    toolbar(spec, t) {
      const top = 40;
      const left = 44;
      return {
        frame: { left, top, width: spec.cssWidth - left, height: spec.cssHeight - top },
        regions: [
          toolbar(0, 0, spec.cssWidth, top, t, spec),
          drawingTools(0, top, left, spec.cssHeight - top, t),
        ],
        shows: ['symbol', 'timeframe'],
      };
    },

    watchlist(spec, t) {
      const top = 40;
      const right = Math.min(280, Math.round(spec.cssWidth * 0.22));
      const bottom = Math.round(spec.cssHeight * 0.22);
      const w = spec.cssWidth - right;
      return {
        frame: { left: 0, top, width: w, height: spec.cssHeight - top - bottom },
        regions: [
          toolbar(0, 0, spec.cssWidth, top, t, spec),
          watchList(w, top, right, spec.cssHeight - top, t, 'Watchlist'),
          orderTable(0, spec.cssHeight - bottom, w, bottom, t, spec),
        ],
        shows: ['symbol', 'timeframe'],
      };
    },

    'trading-page'(spec, t) {
      const W = spec.cssWidth;
      const H = spec.cssHeight;
      const nav = el('div', {
        left: '0',
        top: '0',
        width: W + 'px',
        height: '44px',
        display: 'flex',
        alignItems: 'center',
        gap: '22px',
        padding: '0 16px',
        fontSize: '14px',
        borderBottom: `1px solid ${t.grid}`,
      });
      for (const x of [
        '◆ Exchange',
        'Markets',
        'Trade',
        'Derivatives',
        'Earn',
        'Wallet',
        'Log out',
      ])
        flexRow(nav, [x], { padding: '0' });
      const listW = Math.round(W * 0.18);
      const bookW = Math.round(W * 0.2);
      const headH = 52;
      const chartW = W - listW - bookW;
      const chartH = Math.round((H - 44 - headH) * 0.55);
      const head = el('div', {
        left: listW + 'px',
        top: '44px',
        width: chartW + 'px',
        height: headH + 'px',
        display: 'flex',
        alignItems: 'center',
        gap: '20px',
        padding: '0 12px',
        fontSize: '13px',
      });
      const last = spec.bars[spec.bars.length - 1];
      const f = (v) => lib.formatPrice(v, spec.precision, spec.labelFormat);
      for (const x of [
        spec.symbol,
        f(last.close),
        '24h High ' + f(last.high * 1.01),
        '24h Low ' + f(last.low * 0.99),
        'Vol 12,345.6',
      ])
        flexRow(head, [x], { padding: '0' });
      const book = el('div', {
        left: W - bookW + 'px',
        top: '44px',
        width: bookW + 'px',
        height: H - 44 + 'px',
        fontSize: '12px',
        borderLeft: `1px solid ${t.grid}`,
        padding: '6px',
      });
      flexRow(book, ['Price', 'Amount', 'Total'], { opacity: '0.6' });
      for (let i = 0; i * 20 < H - 100; i++) {
        const ask = i < (H - 100) / 40;
        const p =
          last.close *
          (1 + (ask ? 1 : -1) * 0.0007 * (ask ? (H - 100) / 40 - i : i - (H - 100) / 40 + 1));
        const row = flexRow(book, [
          f(p),
          (0.1 + ((i * 37) % 17) / 10).toFixed(3),
          (p * 1.3).toFixed(2),
        ]);
        row.firstChild.style.color = ask ? '#ef5350' : '#26a69a';
      }
      const below = H - 44 - headH - chartH;
      return {
        frame: { left: listW, top: 44 + headH, width: chartW, height: chartH },
        regions: [
          region('navigation', 0, 0, W, 44),
          watchList(0, 44, listW, H - 44, t, 'Pair'),
          region('pair-header', listW, 44, chartW, headH),
          region('order-book', W - bookW, 44, bookW, H - 44),
          orderTable(listW, 44 + headH + chartH, chartW, below, t, spec),
        ],
        shows: ['symbol'],
      };
    },

    window(spec) {
      const W = spec.cssWidth;
      const H = spec.cssHeight;
      const title = el(
        'div',
        {
          left: '0',
          top: '0',
          width: W + 'px',
          height: '28px',
          background: '#1f4e8c',
          color: '#fff',
          fontSize: '13px',
          padding: '6px 10px',
        },
        `12345678: Demo Markets-Server - Demo Account - [${spec.symbol},${spec.timeframe}]`,
      );
      el(
        'div',
        {
          left: W - 90 + 'px',
          top: '4px',
          width: '80px',
          height: '20px',
          color: '#fff',
          fontSize: '14px',
          textAlign: 'right',
        },
        '—  ☐  ✕',
      );
      const menu = el('div', {
        left: '0',
        top: '28px',
        width: W + 'px',
        height: '22px',
        background: '#f0f0f0',
        color: '#000',
        fontSize: '12px',
        display: 'flex',
        gap: '16px',
        padding: '3px 8px',
      });
      for (const x of ['File', 'View', 'Insert', 'Charts', 'Tools', 'Window', 'Help'])
        flexRow(menu, [x], { padding: '0' });
      const tools = el('div', {
        left: '0',
        top: '50px',
        width: W + 'px',
        height: '26px',
        background: '#e8e8e8',
        borderBottom: '1px solid #a0a0a0',
        display: 'flex',
        gap: '6px',
        padding: '3px 8px',
      });
      for (let i = 0; i < 22; i++) {
        const b = document.createElement('div');
        Object.assign(b.style, {
          width: '18px',
          height: '18px',
          border: '1px solid #808080',
          background: i % 4 === 0 ? '#b0c4de' : '#f8f8f8',
        });
        tools.appendChild(b);
      }
      const inner = el(
        'div',
        {
          left: '0',
          top: '76px',
          width: W + 'px',
          height: '20px',
          background: '#c9d7ea',
          color: '#000',
          fontSize: '12px',
          padding: '2px 8px',
        },
        `${spec.symbol},${spec.timeframe}`,
      );
      void inner;
      const termH = Math.round(H * 0.2);
      const term = el('div', {
        left: '0',
        top: H - termH - 20 + 'px',
        width: W + 'px',
        height: termH + 'px',
        background: '#ffffff',
        color: '#000',
        fontSize: '12px',
        borderTop: '2px solid #a0a0a0',
        padding: '2px 6px',
      });
      flexRow(
        term,
        ['Order', 'Time', 'Type', 'Size', 'Symbol', 'Price', 'S / L', 'T / P', 'Price', 'Profit'],
        { fontWeight: 'bold', background: '#e8e8e8' },
      );
      const p = spec.bars[spec.bars.length - 1].close;
      const f = (v) => v.toFixed(spec.precision);
      flexRow(term, [
        '48213377',
        '2026.11.20 09:14',
        'buy',
        '0.10',
        spec.symbol.toLowerCase(),
        f(p * 0.998),
        f(p * 0.99),
        f(p * 1.01),
        f(p),
        '12.40',
      ]);
      flexRow(
        term,
        [
          'Balance: 10 000.00 USD  Equity: 10 012.40  Free margin: 9 902.40  Margin level: 9102.18%',
        ],
        { fontWeight: 'bold' },
      );
      const status = el(
        'div',
        {
          left: '0',
          top: H - 20 + 'px',
          width: W + 'px',
          height: '20px',
          background: '#f0f0f0',
          color: '#000',
          fontSize: '11px',
          padding: '3px 8px',
        },
        'For Help, press F1        Default        1182/3 kb',
      );
      void title;
      void status;
      return {
        frame: { left: 0, top: 96, width: W, height: H - 96 - termH - 20 },
        regions: [
          region('window-title', 0, 0, W, 28),
          region('menu', 0, 28, W, 22),
          region('toolbar', 0, 50, W, 26),
          region('window-title', 0, 76, W, 20),
          region('order-table', 0, H - termH - 20, W, termH),
          region('status-bar', 0, H - 20, W, 20),
        ],
        shows: ['symbol', 'timeframe'],
      };
    },

    phone(spec, t) {
      const W = spec.cssWidth;
      const H = spec.cssHeight;
      const status = el('div', {
        left: '0',
        top: '0',
        width: W + 'px',
        height: '44px',
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        padding: '0 22px',
        fontSize: '15px',
        fontWeight: '600',
      });
      flexRow(status, ['9:41'], { padding: '0' });
      flexRow(status, ['▂▄▆ ◠ ▭'], { padding: '0' });
      const last = spec.bars[spec.bars.length - 1];
      const first = spec.bars[Math.max(0, spec.bars.length - 24)];
      const f = (v) => lib.formatPrice(v, spec.precision, spec.labelFormat);
      const head = el('div', {
        left: '0',
        top: '44px',
        width: W + 'px',
        height: '74px',
        padding: '6px 16px',
        fontSize: '13px',
      });
      flexRow(head, ['‹', spec.symbol, '☆'], { fontSize: '17px', fontWeight: 'bold' });
      const chg = ((last.close / first.close - 1) * 100).toFixed(2);
      const big = flexRow(head, [f(last.close), `${chg > 0 ? '+' : ''}${chg}%`], {
        fontSize: '22px',
      });
      big.style.color = last.close >= first.close ? '#26a69a' : '#ef5350';
      const tabs = el('div', {
        left: '0',
        top: '118px',
        width: W + 'px',
        height: '34px',
        display: 'flex',
        justifyContent: 'space-around',
        alignItems: 'center',
        fontSize: '13px',
        borderBottom: `1px solid ${t.grid}`,
      });
      for (const x of [...new Set(['15m', '1H', '4H', '1D', spec.timeframe]), 'More ▾']) {
        const s = document.createElement('span');
        s.textContent = x;
        if (x === spec.timeframe)
          Object.assign(s.style, { fontWeight: 'bold', borderBottom: '2px solid #f0b90b' });
        tabs.appendChild(s);
      }
      const bottomH = 120;
      const buttons = el('div', {
        left: '0',
        top: H - bottomH + 'px',
        width: W + 'px',
        height: bottomH + 'px',
        padding: '12px 16px',
        display: 'flex',
        gap: '12px',
        alignItems: 'flex-start',
      });
      for (const [txt, col] of [
        ['Buy', '#26a69a'],
        ['Sell', '#ef5350'],
      ]) {
        const b = document.createElement('div');
        Object.assign(b.style, {
          flex: '1',
          background: col,
          color: '#fff',
          borderRadius: '8px',
          padding: '12px',
          textAlign: 'center',
          fontWeight: 'bold',
        });
        b.textContent = txt;
        buttons.appendChild(b);
      }
      return {
        frame: { left: 0, top: 152, width: W, height: H - 152 - bottomH },
        regions: [
          region('status-bar', 0, 0, W, 44),
          region('app-header', 0, 44, W, 74),
          region('timeframe-tabs', 0, 118, W, 34),
          region('order-buttons', 0, H - bottomH, W, bottomH),
        ],
        shows: ['symbol', 'timeframe'],
      };
    },
  };
})();
