/* global window, document */
// Pictures that show candles without being a chart one can read: a flat illustration (a blog's
// header: stylised candles, an arrow, coins, a headline, no scale) and a video or link preview
// (a real candlestick chart with a big headline over it, shrunk afterwards to a thumbnail).
(function () {
  const lib = window.candleLensBench;
  const neg = (lib.negative = lib.negative || {});
  const pick = (rng, xs) => xs[Math.floor(rng() * xs.length)];
  const HEADLINES = [
    'How to read candlesticks',
    'BTC to 100K?',
    '5 patterns every trader must know',
    'Market update',
    'Trading 101',
    'Is the rally over?',
  ];

  function illustration(spec, root, rng) {
    const W = spec.cssWidth;
    const H = spec.cssHeight;
    const [c1, c2] = pick(rng, [
      ['#1e3c72', '#2a5298'],
      ['#0f2027', '#2c5364'],
      ['#ff9966', '#ff5e62'],
      ['#e0eafc', '#cfdef3'],
      ['#141e30', '#243b55'],
      ['#f7f7f7', '#dfe9f3'],
    ]);
    const up = pick(rng, ['#2ecc71', '#00e676', '#26a69a', '#ffffff']);
    const down = pick(rng, ['#e74c3c', '#ff1744', '#ef5350', '#f1c40f']);
    const n = 5 + Math.floor(rng() * 9);
    const x0 = W * (0.1 + rng() * 0.35);
    const span = W * (0.35 + rng() * 0.2);
    const w = (span / n) * (0.45 + rng() * 0.25);
    const parts = [
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>`,
      `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    ];
    let level = H * (0.65 + rng() * 0.1);
    const rise = rng() < 0.7;
    for (let i = 0; i < n; i++) {
      const isUp = rise ? rng() < 0.7 : rng() < 0.3;
      const body = H * (0.05 + rng() * 0.12);
      const top = isUp ? level - body : level;
      const x = x0 + (i * span) / n;
      const col = isUp ? up : down;
      const wick = body * (0.3 + rng() * 0.6);
      parts.push(
        `<line x1="${x + w / 2}" y1="${top - wick}" x2="${x + w / 2}" y2="${top + body + wick}" stroke="${col}" stroke-width="${Math.max(2, w / 8)}" stroke-linecap="round"/>`,
        `<rect x="${x}" y="${top}" width="${w}" height="${body}" rx="${w * (rng() * 0.3)}" fill="${col}"/>`,
      );
      level = isUp ? top + body * (rng() * 0.3) : top + body * (0.7 + rng() * 0.3);
      level += rise ? -H * 0.02 : H * 0.02;
    }
    if (rng() < 0.7)
      parts.push(
        `<path d="M ${x0} ${H * 0.8} L ${x0 + span * 0.5} ${H * 0.55} L ${x0 + span * 0.7} ${H * 0.62} L ${x0 + span} ${H * 0.3}" fill="none" stroke="${pick(rng, ['#ffd54f', '#ffffff', '#29b6f6'])}" stroke-width="${6 + rng() * 8}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    for (let k = 0; k < Math.floor(rng() * 4); k++) {
      const r = 18 + rng() * 30;
      const cx = W * (0.72 + rng() * 0.22);
      const cy = H * (0.2 + rng() * 0.6);
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f9a825" stroke="#f57f17" stroke-width="3"/>`,
        `<text x="${cx}" y="${cy + r * 0.35}" font-size="${r}" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="bold">$</text>`,
      );
    }
    if (rng() < 0.8)
      parts.push(
        `<text x="${W * 0.06}" y="${H * 0.16}" font-size="${Math.round(H * 0.07)}" fill="${c1.startsWith('#f') || c1.startsWith('#e') ? '#1a1a1a' : '#ffffff'}" font-family="${spec.font.replace(/'/g, '')}" font-weight="bold">${pick(rng, HEADLINES)}</text>`,
      );
    root.innerHTML = `<svg width="${W}" height="${H}" xmlns="http://www.w3.org/2000/svg">${parts.join('')}</svg>`;
  }

  function preview(spec, root, rng, data) {
    const LC = window.LightweightCharts;
    const host = document.createElement('div');
    root.appendChild(host);
    const chart = LC.createChart(host, {
      width: spec.cssWidth,
      height: spec.cssHeight,
      layout: {
        background: { type: 'solid', color: spec.bg },
        textColor: spec.fg,
        fontSize: 11 + Math.floor(rng() * 4),
        attributionLogo: false,
      },
      grid: { vertLines: { color: spec.grid }, horzLines: { color: spec.grid } },
      handleScroll: false,
      handleScale: false,
    });
    const s = chart.addSeries(LC.CandlestickSeries, {});
    s.setData(
      data.map((b) => ({ time: b.time, open: b.open, high: b.high, low: b.low, close: b.close })),
    );
    chart.timeScale().fitContent();
    if (rng() < 0.6) {
      const t = document.createElement('div');
      Object.assign(t.style, {
        position: 'absolute',
        zIndex: '10',
        left: '40px',
        top: rng() < 0.5 ? '40px' : spec.cssHeight * 0.55 + 'px',
        fontSize: Math.round(spec.cssHeight * 0.11) + 'px',
        fontWeight: 'bold',
        color: '#ffffff',
        textShadow: '3px 3px 0 #000, -2px -2px 0 #000',
        fontFamily: spec.font,
        maxWidth: spec.cssWidth * 0.7 + 'px',
      });
      t.textContent = pick(rng, HEADLINES);
      root.appendChild(t);
    }
  }

  neg.more = neg.more || {};
  neg.more.illustration = illustration;
  neg.more.preview = preview;
})();
