// What the real screenshots show of time, timeframe and symbol, taken from the truth notes in
// ../shared/data/screenshots/real (README.md and NAME.json: truthMethod, series, style, notes) and
// from what each screenshot's legend shows. undefined: the truth does not say (not scored); null:
// the screenshot shows none (a symbol read there is wrong).
export interface Expected {
  name: string;
  file: string;
  first?: string | null;
  last?: string | null;
  timeframe?: string | null;
  symbol?: string | null;
}

export const EXPECTED: Expected[] = [
  // "~77 thin 5-min candles", ticks 05:05..11:25
  { name: 'chklinechart-ios-dark', file: 'chklinechart-ios-dark.png', timeframe: '5m' },
  // SPY 1D, legend "SPY 1D ..." on the crosshair candle
  {
    name: 'finplot-spy-hollow-volume-overlay',
    file: 'finplot-spy-hollow-volume-overlay.png',
    timeframe: '1D',
    symbol: 'SPY',
  },
  // "BTC/USDT 5m", last bar 13:05 (first ~16:30 is under the tooltip)
  {
    name: 'frequi-btc-5m-dark-tooltip',
    file: 'frequi-btc-5m-dark-tooltip.png',
    last: '13:05',
    timeframe: '5m',
    symbol: 'BTC/USDT',
  },
  // 07:43..08:12, 1-minute; the chart has no legend (SAND-USDT is in a table below)
  {
    name: 'jesse-live-sand-usdt-1m',
    file: 'jesse-live-sand-usdt-1m.jpg',
    first: '07:43',
    last: '08:12',
    timeframe: '1m',
    symbol: null,
  },
  { name: 'kchartview-android-dark', file: 'kchartview-android-dark.png' },
  // first bar 11:40, last 22:40 (22 Jun 2023), AAPL in the toolbar with 1min/5min/30min buttons
  {
    name: 'lwcpy-aapl-5min-legend',
    file: 'lwcpy-aapl-5min-legend.png',
    first: '11:40',
    last: '22:40',
    timeframe: '5m',
    symbol: 'AAPL',
  },
  // series 2022-12-09 .. 2023-01-18 (+ a sliver of 2023-01-19), legend without a symbol
  {
    name: 'lwcpy-tsla-styled-watermark',
    file: 'lwcpy-tsla-styled-watermark.png',
    first: '2022-12-09',
    last: '2023-01-18',
    timeframe: '1D',
    symbol: null,
  },
  // series 2019-11-06 15:00 .. 16:00, one minute
  {
    name: 'mplfinance-sp500-1min-mav',
    file: 'mplfinance-sp500-1min-mav.png',
    first: '2019-11-06T15:00',
    last: '2019-11-06T16:00',
    timeframe: '1m',
    symbol: null,
  },
  // header "EURUSD,Daily"
  {
    name: 'mt4-eurusd-d1-classic-black',
    file: 'mt4-eurusd-d1-classic-black.png',
    timeframe: '1D',
    symbol: 'EURUSD',
  },
  // header "EURUSD,M5 ..."
  {
    name: 'mt4-eurusd-m5-green-red-atr',
    file: 'mt4-eurusd-m5-green-red-atr.jpg',
    timeframe: '5m',
    symbol: 'EURUSD',
  },
  // header "GBPUSD,M1 ...", 05:37..06:58 on 16 Jan 2019
  {
    name: 'mt4-gbpusd-m1-infopanel-black',
    file: 'mt4-gbpusd-m1-infopanel-black.png',
    first: '2019-01-16T05:37',
    last: '2019-01-16T06:58',
    timeframe: '1m',
    symbol: 'GBPUSD',
  },
  // "SPDR S&P 500 ETF Trust · 1D", the last candle is 27 Oct 2025; no ticker shown
  {
    name: 'spy-tradingview-dark',
    file: '../spy-tradingview-dark.png',
    last: '2025-10-27',
    timeframe: '1D',
    symbol: null,
  },
];
