/* global window, document */
// More things apps draw over a chart, for the breadth corpus: an opaque trading panel over part
// of the plot (a position sizer in the middle, a terminal docked over the bottom, an order window
// over the right), a TradingView-style legend of coloured study values over the plot's top, and
// a small chart card whose price scale is partly hidden under a badge. Each returns its regions
// (CSS px); a trading panel's region is kind 'trade-panel': the candles under it do not show.
(function () {
  const lib = window.candleLensBench;
  const { el } = lib.chromeParts;
  const box = (kind, e) => {
    const r = e.getBoundingClientRect();
    return { kind, left: r.left, top: r.top, width: r.width, height: r.height };
  };
  const cell = (parent, style, text) => {
    const e = document.createElement('div');
    Object.assign(e.style, { boxSizing: 'border-box', whiteSpace: 'nowrap', ...style });
    if (text !== undefined) e.textContent = text;
    parent.appendChild(e);
    return e;
  };

  /** The panel's rows: a label, an input box of numbers and maybe a button, as a sizer's. */
  function sizerRows(panel, spec, n, dark) {
    const f = (v) => lib.formatPrice(v, spec.precision, spec.labelFormat);
    const last = spec.bars[spec.bars.length - 1].close;
    const rows = [
      ['Entry:', f(last)],
      ['Stop-loss:', f(last * 1.02)],
      ['Take-profit:', f(last * 0.95)],
      ['ATR period:', '14'],
      ['Risk, %:', '1.00'],
      ['Risk, USD:', '97.78'],
      ['Reward, USD:', '233.82'],
      ['Position size:', '0.05'],
      ['Point value:', '0.05'],
      ['Commission:', '0.00'],
      ['Account balance', '9,778.86'],
      ['Reward/risk:', '2.39'],
    ];
    for (const [label, value] of rows.slice(0, n)) {
      const row = cell(panel, {
        display: 'flex',
        alignItems: 'center',
        gap: '8px',
        padding: '3px 8px',
      });
      cell(row, { flex: '1' }, label);
      cell(
        row,
        {
          width: '88px',
          textAlign: 'right',
          padding: '1px 4px',
          background: dark ? '#2a2e39' : '#ffffff',
          border: `1px solid ${dark ? '#50535e' : '#a0a0a0'}`,
        },
        value,
      );
    }
  }

  Object.assign(lib.overlays, {
    'trade-panel'(spec, res, at) {
      const p = res.plot;
      const dark = at[1] > 0.65;
      const surface = {
        background: dark ? '#1e222d' : '#f0f0f0',
        color: dark ? '#d1d4dc' : '#000000',
        border: `1px solid ${dark ? '#434651' : '#808080'}`,
        fontSize: '12px',
        fontFamily: 'sans-serif',
        zIndex: '5',
      };
      let e;
      if (at[0] < 0.45) {
        // a position sizer over the middle of the plot
        const top = p.top + p.height * (0.08 + at[1] * 0.2);
        const height = p.height * (0.6 + at[1] * 0.25);
        e = el('div', {
          ...surface,
          left: p.left + p.width * (0.12 + at[0] * 0.5) + 'px',
          top: top + 'px',
          width: Math.max(220, p.width * 0.32) + 'px',
          height: Math.min(height, p.top + p.height - top - 4) + 'px',
        });
        cell(
          e,
          { background: dark ? '#2a2e39' : '#dcdcdc', padding: '4px 8px', fontWeight: 'bold' },
          '▼ Position Sizer (ver. 3.00)   Spread: 6',
        );
        const tabs = cell(e, { display: 'flex', gap: '6px', padding: '6px 8px' });
        for (const t of ['Main', 'Risk', 'Margin', 'Swaps', 'Trading'])
          cell(tabs, { border: '1px solid #a0a0a0', padding: '1px 6px' }, t);
        sizerRows(e, spec, 12, dark);
      } else if (at[0] < 0.8) {
        // a terminal docked over the bottom of the plot, across the whole chart
        const height = p.height * (0.22 + at[1] * 0.2);
        e = el('div', {
          ...surface,
          left: spec.frame.left + 'px',
          top: p.top + p.height - height + 'px',
          width: spec.frame.width + 'px',
          height: height + spec.frame.top + spec.frame.height - p.top - p.height + 'px',
        });
        const tabs = cell(e, {
          display: 'flex',
          gap: '14px',
          padding: '3px 8px',
          borderBottom: '1px solid #a0a0a0',
        });
        for (const t of ['Trade', 'Exposure', 'History', 'News', 'Mailbox', 'Journal'])
          cell(tabs, {}, t);
        const f = (v) => lib.formatPrice(v, spec.precision, spec.labelFormat);
        const last = spec.bars[spec.bars.length - 1].close;
        for (let k = 0; k < 8; k++)
          cell(
            e,
            { padding: '2px 8px', display: 'flex', gap: '28px' },
            `${1001 + k}   ${spec.symbol}   ${k % 2 ? 'sell' : 'buy'}   0.${k + 1}0   ${f(last * (1 + (k - 4) * 0.003))}   ${f(last)}   ${(k * 13.7 - 40).toFixed(2)}`,
          );
      } else {
        // an order window over the right of the plot
        const left = p.left + p.width * (0.55 + at[1] * 0.15);
        e = el('div', {
          ...surface,
          left: left + 'px',
          top: p.top + p.height * 0.06 + 'px',
          width: Math.min(260, p.left + p.width - left - 6) + 'px',
          height: p.height * 0.85 + 'px',
        });
        cell(
          e,
          { background: '#1f4e8c', color: '#fff', padding: '4px 8px' },
          `Order - ${spec.symbol}`,
        );
        sizerRows(e, spec, 9, dark);
        for (const t of ['Sell by Market', 'Buy by Market'])
          cell(
            e,
            {
              margin: '6px 8px',
              padding: '4px',
              textAlign: 'center',
              color: '#fff',
              background: t.startsWith('Sell') ? '#ef5350' : '#26a69a',
            },
            t,
          );
      }
      return [box('trade-panel', e)];
    },

    'study-legend'(spec, res, at) {
      const last = spec.bars[spec.bars.length - 1];
      const prev = spec.bars[spec.bars.length - 2] || last;
      const f = (v) => lib.formatPrice(v, spec.precision, spec.labelFormat);
      const c = spec.colors;
      const tone = last.close >= last.open ? c.upBorder : c.downBorder;
      const e = el('div', {
        left: res.plot.left + 8 + 'px',
        top: res.plot.top + 4 + 'px',
        fontSize: spec.theme.fontSize + 'px',
        fontFamily: spec.theme.fontFamily,
        color: spec.theme.text,
        lineHeight: '1.45',
        overflow: 'visible',
        zIndex: '4',
      });
      const line = (parts) => {
        const l = cell(e, { display: 'flex', gap: '5px' });
        for (const [text, colour] of parts) cell(l, { color: colour }, text);
      };
      const chg = last.close - prev.close;
      line([
        [`${spec.symbol}, ${spec.timeframe}, ${spec.exchange}`, spec.theme.text],
        ...['O', 'H', 'L', 'C'].map((k) => [
          `${k}${f(last[{ O: 'open', H: 'high', L: 'low', C: 'close' }[k]])}`,
          tone,
        ]),
        [`${chg >= 0 ? '+' : ''}${f(chg)} (${((chg / prev.close) * 100).toFixed(2)}%)`, tone],
      ]);
      const ma = spec.maColors[0] || '#2962ff';
      line([
        [`Mean reversion study (200, 14, ${1 + Math.round(at[0] * 4)})`, spec.theme.text],
        [f(last.close * 0.9), ma],
        ['0', c.upBorder],
        ['1', c.downBorder],
        ['n/a', spec.theme.text],
        [f(last.high * 1.03), c.downBorder],
        [f(last.low * 0.94), c.upBorder],
      ]);
      if (at[1] > 0.5) line([[`Vol ${(last.volume / 1000).toFixed(2)}K`, tone]]);
      return [box('legend', e)];
    },

    badge(spec, res, at) {
      // a status pill over the price scale's upper labels
      const axisLeft =
        spec.axisSide === 'left' ? res.plot.left - 58 : res.plot.left + res.plot.width + 4;
      const e = el(
        'div',
        {
          left: axisLeft + 'px',
          top: res.plot.top + 4 + at[1] * 10 + 'px',
          padding: '2px 7px',
          borderRadius: '5px',
          fontSize: '11px',
          fontWeight: 'bold',
          fontFamily: 'sans-serif',
          color: '#ffffff',
          background: ['#3aa28c', '#e0a030', '#5a6cf0'][Math.floor(at[0] * 3)],
          zIndex: '6',
        },
        ['LIVE', 'DELAYED', 'PRO'][Math.floor(at[0] * 3)],
      );
      return [box('badge', e)];
    },
  });

  /** A small chart card on a page: a title above, a rounded border, the chart inside. */
  lib.layouts.card = function card(spec, t) {
    const W = spec.cssWidth;
    const H = spec.cssHeight;
    const head = 34;
    el(
      'div',
      { left: '12px', top: '8px', fontSize: '15px', fontWeight: 'bold', color: t.text },
      `${spec.symbol} chart (${spec.timeframe} bars)`,
    );
    el('div', {
      left: '4px',
      top: head + 'px',
      width: W - 8 + 'px',
      height: H - head - 4 + 'px',
      border: `1px solid ${t.grid}`,
      borderRadius: '8px',
    });
    return {
      frame: { left: 8, top: head + 6, width: W - 16, height: H - head - 14 },
      regions: [{ kind: 'title', left: 0, top: 0, width: W, height: head }],
      shows: ['symbol', 'timeframe'],
    };
  };
})();
