/* global window, document */
// Pages that are not charts, for the negative corpus: a news article, a dashboard with KPI cards
// and small line charts, a sign-up form, a table of prices, a document page.
(function () {
  const lib = window.candleLensBench;
  const neg = (lib.negative = lib.negative || {});

  const add = (parent, tag, style, text) => {
    const e = document.createElement(tag);
    Object.assign(e.style, style || {});
    if (text !== undefined) e.textContent = text;
    parent.appendChild(e);
    return e;
  };
  const WORDS =
    'market traders rally central bank rates inflation outlook earnings quarter growth shares index investors volatility bond yields report session analysts expect guidance revenue demand supply energy prices policy decision week gains losses sector technology banks'.split(
      ' ',
    );
  const sentence = (rng, n) => {
    const w = [];
    for (let i = 0; i < n; i++) w.push(WORDS[Math.floor(rng() * WORDS.length)]);
    const s = w.join(' ');
    return s[0].toUpperCase() + s.slice(1) + '.';
  };
  const paragraph = (rng, n) =>
    Array.from({ length: n }, () => sentence(rng, 8 + Math.floor(rng() * 10))).join(' ');
  /** A small seeded generator in the page (mulberry32). */
  neg.rng = function rng(seed) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  };

  neg.pages = {
    'web-page'(spec, root, rng) {
      const nav = add(root, 'div', {
        display: 'flex',
        gap: '24px',
        padding: '14px 28px',
        background: spec.accent,
        color: '#fff',
        fontWeight: 'bold',
      });
      for (const x of ['Markets News', 'Stocks', 'Crypto', 'Forex', 'Opinion', 'Subscribe'])
        add(nav, 'span', {}, x);
      const body = add(root, 'div', { display: 'flex', gap: '28px', padding: '20px 28px' });
      const main = add(body, 'div', { flex: '3' });
      add(main, 'h1', { fontSize: '30px', margin: '0 0 10px' }, sentence(rng, 9));
      add(
        main,
        'div',
        { opacity: '0.6', marginBottom: '12px' },
        'By Staff Writer · Updated 20 Nov 2026, 14:05',
      );
      add(main, 'div', {
        height: '180px',
        background: `linear-gradient(135deg, ${spec.accent}, #ccc)`,
        marginBottom: '14px',
      });
      for (let i = 0; i < 6; i++) add(main, 'p', { lineHeight: '1.6' }, paragraph(rng, 4));
      const side = add(body, 'div', {
        flex: '1',
        borderLeft: '1px solid #ddd',
        paddingLeft: '16px',
      });
      add(side, 'h3', {}, 'Most read');
      for (let i = 0; i < 8; i++)
        add(side, 'p', { fontSize: '14px' }, `${i + 1}. ${sentence(rng, 7)}`);
    },

    dashboard(spec, root, rng, data) {
      Object.assign(root.style, {
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: '14px',
        padding: '18px',
        boxSizing: 'border-box',
      });
      const kpis = [
        ['Revenue', '$1.24M', '+8.2%'],
        ['Active users', '48,210', '+3.1%'],
        ['Churn', '2.4%', '-0.3%'],
        ['Orders', '9,874', '+12.0%'],
      ];
      for (const [name, value, chg] of kpis) {
        const card = add(root, 'div', {
          background: spec.card,
          borderRadius: '10px',
          padding: '14px',
        });
        add(card, 'div', { opacity: '0.6', fontSize: '13px' }, name);
        add(card, 'div', { fontSize: '28px', fontWeight: 'bold', margin: '6px 0' }, value);
        add(card, 'div', { color: chg.startsWith('-') ? '#e53935' : '#43a047' }, chg);
      }
      const charts = [];
      for (let i = 0; i < 4; i++) {
        const card = add(root, 'div', {
          background: spec.card,
          borderRadius: '10px',
          padding: '8px',
          gridColumn: i < 2 ? 'span 2' : 'span 2',
          height: Math.round((spec.cssHeight - 200) / 2) + 'px',
        });
        charts.push(card);
      }
      const series = data.slice(-120).map((b) => b.close);
      charts.forEach((card, i) => {
        const c = window.echarts.init(card, spec.dark ? 'dark' : null, { renderer: 'canvas' });
        const kinds = ['line', 'bar', 'line', 'pie'];
        const kind = kinds[i];
        const vals = series.map((v, k) =>
          i === 1 ? Math.round(v * (0.5 + rng())) % 900 : v * (1 + 0.02 * Math.sin(k / (3 + i))),
        );
        c.setOption(
          kind === 'pie'
            ? {
                animation: false,
                backgroundColor: 'transparent',
                series: [
                  {
                    type: 'pie',
                    radius: ['35%', '65%'],
                    data: ['Direct', 'Search', 'Social', 'Email'].map((n, k) => ({
                      name: n,
                      value: 10 + k * 7,
                    })),
                  },
                ],
              }
            : {
                animation: false,
                backgroundColor: 'transparent',
                grid: { left: 50, right: 10, top: 20, bottom: 24 },
                xAxis: { type: 'category', data: vals.map((_, k) => k) },
                yAxis: { type: 'value', scale: true },
                series: [
                  {
                    type: kind,
                    data: i === 1 ? vals.slice(-24) : vals,
                    showSymbol: false,
                    areaStyle: i === 2 ? {} : undefined,
                  },
                ],
              },
        );
      });
    },

    form(spec, root) {
      const card = add(root, 'div', {
        width: '380px',
        margin: '60px auto',
        padding: '28px',
        background: spec.card,
        borderRadius: '12px',
        boxShadow: '0 4px 20px rgba(0,0,0,0.15)',
      });
      add(card, 'h2', { marginTop: '0' }, 'Create your account');
      for (const label of ['Full name', 'E-mail', 'Password', 'Confirm password', 'Country']) {
        add(card, 'div', { fontSize: '13px', margin: '12px 0 4px' }, label);
        add(card, 'div', { height: '34px', border: '1px solid #aaa', borderRadius: '6px' });
      }
      add(
        card,
        'div',
        { fontSize: '12px', margin: '12px 0', opacity: '0.7' },
        'Password must have: 8-16 characters, an uppercase letter, a digit and a special character.',
      );
      add(
        card,
        'div',
        {
          background: spec.accent,
          color: '#fff',
          padding: '10px',
          textAlign: 'center',
          borderRadius: '6px',
          marginTop: '16px',
        },
        'Sign up',
      );
    },

    table(spec, root, rng, data) {
      add(root, 'h2', { margin: '16px 24px' }, 'Historical prices');
      const t = add(root, 'table', {
        borderCollapse: 'collapse',
        margin: '0 24px',
        width: 'calc(100% - 48px)',
        fontSize: '13px',
      });
      const head = add(t, 'tr', { background: spec.card });
      for (const h of ['Date', 'Open', 'High', 'Low', 'Close', 'Adj Close', 'Volume'])
        add(head, 'th', { textAlign: 'right', padding: '6px 10px' }, h);
      const rows = data.slice(-Math.floor((spec.cssHeight - 90) / 28));
      for (const b of rows.reverse()) {
        const tr = add(t, 'tr', { borderBottom: '1px solid #ccc' });
        const f = (v) => v.toFixed(2);
        for (const v of [
          new Date(b.time * 1000).toISOString().slice(0, 10),
          f(b.open),
          f(b.high),
          f(b.low),
          f(b.close),
          f(b.close),
          Math.round(b.volume).toLocaleString('en-US'),
        ])
          add(tr, 'td', { textAlign: 'right', padding: '5px 10px' }, v);
      }
    },

    document(spec, root, rng) {
      Object.assign(root.style, { background: '#8a8a8a', padding: '24px 0' });
      const page = add(root, 'div', {
        width: Math.round(spec.cssWidth * 0.62) + 'px',
        margin: '0 auto',
        background: '#fff',
        color: '#111',
        padding: '48px 56px',
        fontFamily: 'serif',
        minHeight: spec.cssHeight + 'px',
      });
      add(page, 'h1', { fontSize: '24px' }, 'Quarterly Market Review');
      add(
        page,
        'div',
        { fontStyle: 'italic', marginBottom: '16px' },
        'Research note · For professional investors only',
      );
      for (let i = 0; i < 3; i++) {
        add(page, 'h3', {}, `${i + 1}. ${sentence(rng, 4)}`);
        for (let k = 0; k < 2; k++)
          add(page, 'p', { textAlign: 'justify', lineHeight: '1.5' }, paragraph(rng, 5));
      }
    },
  };
})();
