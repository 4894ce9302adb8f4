/* global window, document */
// Things drawn over the plot for the breadth corpus, as apps draw them: a legend with the last
// candle's OHLC, a tooltip, order lines with their tags and price pills, an account panel,
// buy/sell markers, a magnifier icon and a mouse cursor. Each returns its region (CSS px).
(function () {
  const lib = window.candleLensBench;
  const div = (style, text) => {
    const e = document.createElement('div');
    Object.assign(e.style, {
      position: 'absolute',
      boxSizing: 'border-box',
      whiteSpace: 'nowrap',
      // above the chart's canvases (lightweight-charts stacks them at z-index 2: without this,
      // markers, trade labels, tooltips and the cursor were drawn under its charts; decision 212)
      zIndex: '10',
      ...style,
    });
    if (text !== undefined) e.textContent = text;
    document.body.appendChild(e);
    return e;
  };
  const box = (kind, e) => {
    const r = e.getBoundingClientRect();
    return { kind, left: r.left, top: r.top, width: r.width, height: r.height };
  };

  // (for the overlays other files register: `trade-labels.js`)
  lib.overlayParts = { div, box };

  lib.overlays = {
    // drawn by the renderer itself (a scale and a series of the chart)
    compare() {
      return [];
    },
    'volume-overlay'() {
      return [];
    },
    legend(spec, res, at) {
      const last = spec.bars[spec.bars.length - 1];
      const f = (v) => lib.formatPrice(v, spec.precision, spec.labelFormat);
      const up = last.close >= last.open;
      const e = div({
        left: res.plot.left + 8 + 'px',
        top: res.plot.top + 6 + 'px',
        fontSize: spec.theme.fontSize + 'px',
        fontFamily: spec.theme.fontFamily,
        color: spec.theme.text,
        display: 'flex',
        gap: '6px',
      });
      const parts = [[`${spec.symbol} · ${spec.timeframe} · ${spec.exchange}`, spec.theme.text]];
      for (const [k, v] of [
        ['O', last.open],
        ['H', last.high],
        ['L', last.low],
        ['C', last.close],
      ])
        parts.push([
          `${k}${at[0] > 0.5 ? ' ' : ''}${f(v)}`,
          up ? spec.colors.upBorder : spec.colors.downBorder,
        ]);
      for (const [txt, col] of parts) {
        const s = document.createElement('span');
        s.textContent = txt;
        s.style.color = col;
        e.appendChild(s);
      }
      return [box('legend', e)];
    },

    tooltip(spec, res, at) {
      const k = Math.min(res.candles.length - 1, Math.floor(at[0] * res.candles.length));
      const c = res.candles[k];
      const b = spec.bars[c.i];
      const f = (v) => lib.formatPrice(v, spec.precision, spec.labelFormat);
      const dark = spec.theme.name !== 'light' && spec.theme.name !== 'paper';
      const e = div({
        left: Math.min(c.x + 14, res.plot.left + res.plot.width - 150) + 'px',
        top: res.plot.top + res.plot.height * at[1] * 0.6 + 'px',
        background: dark ? 'rgba(30,34,45,0.92)' : 'rgba(255,255,255,0.94)',
        border: `1px solid ${spec.theme.grid}`,
        borderRadius: '4px',
        padding: '6px 10px',
        fontSize: '12px',
        lineHeight: '17px',
        color: spec.theme.text,
        fontFamily: spec.theme.fontFamily,
      });
      const when = new Date(b.time * 1000).toISOString().replace('T', ' ').slice(0, 16);
      for (const l of [
        when,
        `Open: ${f(b.open)}`,
        `High: ${f(b.high)}`,
        `Low: ${f(b.low)}`,
        `Close: ${f(b.close)}`,
        `Volume: ${Math.round(b.volume)}`,
      ]) {
        const r = document.createElement('div');
        r.textContent = l;
        e.appendChild(r);
      }
      return [box('tooltip', e)];
    },

    'order-lines'(spec, res, at) {
      const out = [];
      const lines = [
        ['BUY 0.50', '#2962ff', 0.25 + at[1] * 0.3],
        ['TP', '#26a69a', 0.1 + at[0] * 0.1],
        ['SL -42.10', '#ef5350', 0.75 + at[0] * 0.15],
      ].slice(0, at[0] > 0.5 ? 3 : 2);
      for (const [label, color, frac] of lines) {
        const y = Math.round(res.plot.top + res.plot.height * frac);
        const price = res.priceTop - frac * (res.priceTop - res.priceBottom);
        const line = div({
          left: res.plot.left + 'px',
          top: y + 'px',
          width: res.plot.width + 'px',
          height: '0',
          borderTop: `1px dashed ${color}`,
        });
        const tag = div(
          {
            left: res.plot.left + res.plot.width * 0.15 + 'px',
            top: y - 9 + 'px',
            height: '18px',
            background: color,
            color: '#fff',
            fontSize: '11px',
            padding: '2px 6px',
            borderRadius: '2px',
          },
          label,
        );
        const pillLeft =
          spec.axisSide === 'left' ? res.plot.left - 64 : res.plot.left + res.plot.width;
        const pill = div(
          {
            left: pillLeft + 'px',
            top: y - 9 + 'px',
            width: '64px',
            height: '18px',
            background: color,
            color: '#fff',
            fontSize: '11px',
            padding: '2px 4px',
          },
          lib.formatPrice(price, spec.precision, spec.labelFormat),
        );
        out.push(box('order-line', line), box('order-tag', tag), box('price-tag', pill));
      }
      return out;
    },

    'info-panel'(spec, res, at) {
      const e = div({
        left: res.plot.left + res.plot.width * (at[0] > 0.5 ? 0.7 : 0.03) + 'px',
        top: res.plot.top + 34 + 'px',
        background: 'rgba(20,20,20,0.75)',
        color: '#f0f0f0',
        fontSize: '12px',
        lineHeight: '17px',
        padding: '6px 10px',
        fontFamily: spec.theme.fontFamily,
      });
      for (const l of [
        'Balance   10,000.00',
        'Equity    10,245.50',
        'Margin       120.00',
        'Free      10,125.50',
        'Trend: UP   RSI 61.2',
      ]) {
        const r = document.createElement('div');
        r.textContent = l;
        e.appendChild(r);
      }
      return [box('info-panel', e)];
    },

    panel: (spec, res, at) => toolPanel(spec, res, at, 1),
    'panel-translucent': (spec, res, at) => toolPanel(spec, res, at, 0.6 + at[1] * 0.15),

    markers(spec, res, at) {
      const out = [];
      const step = Math.max(5, Math.round(res.candles.length / 6));
      for (let k = Math.floor(at[0] * step); k < res.candles.length; k += step) {
        const c = res.candles[k];
        const buy = (k / step) % 2 < 1;
        const y = buy ? c.yLow + 6 : c.yHigh - 22;
        const e = div(
          {
            left: c.x - 8 + 'px',
            top: y + 'px',
            width: '16px',
            height: '16px',
            background: buy ? '#2962ff' : '#e91e63',
            color: '#fff',
            fontSize: '10px',
            textAlign: 'center',
            lineHeight: '16px',
            borderRadius: '50%',
          },
          buy ? 'B' : 'S',
        );
        out.push(box('marker', e));
      }
      return out;
    },

    magnifier(spec, res, at) {
      const size = 30 + Math.round(at[1] * 16);
      const e = div({
        left: res.plot.left + res.plot.width * (0.1 + at[0] * 0.8) + 'px',
        top: res.plot.top + res.plot.height * (0.15 + at[1] * 0.6) + 'px',
        width: size + 'px',
        height: size + 'px',
      });
      e.innerHTML = `<svg viewBox="0 0 24 24" width="${size}" height="${size}"><circle cx="10" cy="10" r="7" fill="rgba(255,255,255,0.35)" stroke="#555" stroke-width="2"/><line x1="15" y1="15" x2="22" y2="22" stroke="#555" stroke-width="3"/><line x1="7" y1="10" x2="13" y2="10" stroke="#555" stroke-width="1.5"/><line x1="10" y1="7" x2="10" y2="13" stroke="#555" stroke-width="1.5"/></svg>`;
      return [box('magnifier', e)];
    },

    cursor(spec, res, at) {
      const e = div({
        left: res.plot.left + res.plot.width * (0.2 + at[0] * 0.6) + 'px',
        top: res.plot.top + res.plot.height * (0.2 + at[1] * 0.6) + 'px',
        width: '18px',
        height: '26px',
      });
      e.innerHTML =
        '<svg viewBox="0 0 12 19" width="18" height="26"><path d="M0 0 L0 16 L4 12 L7 18 L9 17 L6 11 L11 11 Z" fill="#000" stroke="#fff" stroke-width="1"/></svg>';
      return [box('cursor', e)];
    },
  };

  /**
   * A tool window over the middle of the plot (a position-size calculator): title bar, tab
   * buttons, rows of labelled fields. Opaque, or translucent so the bars show through it dimmed.
   */
  function toolPanel(spec, res, at, alpha) {
    const p = res.plot;
    const w = Math.round(Math.min(360, p.width * (0.3 + at[0] * 0.15)));
    const h = Math.round(p.height * (0.45 + at[1] * 0.25));
    const light = at[0] > 0.35;
    const bg = light ? [236, 236, 236] : [40, 44, 52];
    const e = div({
      left: Math.round(p.left + p.width * (0.12 + at[0] * 0.3)) + 'px',
      top: Math.round(p.top + p.height * (0.5 - h / p.height / 2)) + 'px',
      width: w + 'px',
      height: h + 'px',
      background: `rgba(${bg.join(',')},${alpha})`,
      border: `1px solid ${light ? '#a0a0a0' : '#606060'}`,
      color: light ? '#202020' : '#e0e0e0',
      fontFamily: 'sans-serif',
      fontSize: '13px',
      lineHeight: '24px',
      padding: '4px 8px',
      overflow: 'hidden',
      zIndex: '20',
    });
    const line = (parts) => {
      const r = document.createElement('div');
      r.style.display = 'flex';
      r.style.gap = '8px';
      for (const [text, field] of parts) {
        const s = document.createElement('span');
        s.textContent = text;
        if (field)
          Object.assign(s.style, {
            border: '1px solid #999',
            background: light ? '#fff' : '#1c1f26',
            padding: '0 6px',
            minWidth: '64px',
            textAlign: 'right',
          });
        r.appendChild(s);
      }
      e.appendChild(r);
    };
    const last = spec.bars[spec.bars.length - 1];
    const f = (v) => lib.formatPrice(v, spec.precision, 'plain');
    line([['▲ Position Size Calculator', false]]);
    line([
      ['Main', true],
      ['Risk', true],
      ['Margin', true],
    ]);
    line([
      ['Entry:', false],
      [f(last.close), true],
    ]);
    line([
      ['Stop-loss:', false],
      [f(last.low), true],
    ]);
    line([
      ['Take-profit:', false],
      [f(last.high), true],
    ]);
    for (const [k, v] of [
      ['ATR period:', '14'],
      ['Risk, %:', '1.00'],
      ['Account balance', '3,234.47'],
      ['Position size:', '0.03'],
      ['Point value:', '0.03'],
    ])
      line([
        [k, false],
        [v, true],
      ]);
    return [box(alpha >= 1 ? 'panel' : 'panel-translucent', e)];
  }

  /** Time (ISO) at page x, interpolated along the drawn candles' centres. */
  lib.timeAtX = function timeAtX(candles, bars, x) {
    const cs = [...candles].sort((a, b) => a.x - b.x);
    if (cs.length < 2) return null;
    let k = cs.findIndex((c) => c.x >= x);
    if (k <= 0) k = k === 0 ? 1 : cs.length - 1;
    const a = cs[k - 1];
    const b = cs[k];
    const ta = bars[a.i].time;
    const tb = bars[b.i].time;
    const t = ta + ((x - a.x) / (b.x - a.x || 1)) * (tb - ta);
    return new Date(Math.round(t) * 1000).toISOString();
  };

  /** Renders one breadth spec: fonts, layout, chart, overlays; the truth in CSS px. */
  lib.renderBreadth = async function renderBreadth(spec) {
    await document.fonts.load(`${spec.theme.fontSize}px ${spec.theme.fontFamily}`);
    document.body.innerHTML = '';
    const t = spec.theme;
    Object.assign(document.body.style, {
      margin: '0',
      background: t.chrome,
      color: t.text,
      fontFamily: t.fontFamily,
      overflow: 'hidden',
      width: spec.cssWidth + 'px',
      height: spec.cssHeight + 'px',
    });
    const layout = lib.layouts[spec.layout](spec, t);
    spec.frame = layout.frame;
    const host = document.createElement('div');
    Object.assign(host.style, {
      position: 'absolute',
      left: layout.frame.left + 'px',
      top: layout.frame.top + 'px',
      width: layout.frame.width + 'px',
      height: layout.frame.height + 'px',
      background: t.background,
    });
    document.body.appendChild(host);
    const res = await lib.renderers[spec.library](spec, host);
    // the synthetic corpus' renderers report the plot alone: it is the price pane
    if (!res.panes) res.panes = [{ kind: 'price', ...res.plot }];
    if (res.timeLabels === undefined) res.timeLabels = null;
    if (!res.overlays) res.overlays = [];
    await lib.frames(2);
    const regions = [...layout.regions, ...res.overlays];
    spec.overlays.forEach((name, k) =>
      regions.push(...lib.overlays[name](spec, res, spec.overlayAt[k] || [0.5, 0.5])),
    );
    await lib.frames(2);
    for (const c of res.candles) c.time = new Date(spec.bars[c.i].time * 1000).toISOString();
    return { ...res, chrome: regions, shows: layout.shows, frame: layout.frame };
  };
})();
