/* global window, document */
// App chrome composed around the chart for the breadth corpus: toolbars, watch lists, order
// tables, a whole trading page, a desktop window frame, a phone screen. Each layout returns the
// chart's box and the regions of chrome it drew (CSS px).
(function () {
  const lib = window.candleLensBench;
  const { el, flexRow, region, watchList, orderTable, toolbar, drawingTools } = lib.chromeParts;

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
