// The instrument and the timeframe in a chart's legend or header line: `EURUSD,M5 1.38492 ...`,
// `BTCUSDT · 1h · Binance`, `AAPL 1D`, `high_frog | 5m BTC/USDT`, `GBPUSD,Daily`.

export interface LegendInfo {
  /** An uppercase ticker (`EURUSD`, `BTC/USDT`, `BINANCE:BTCUSDT`, `BRK.B`), or null. */
  symbol: string | null;
  /** `1m`, `5m`, `1h`, `4h`, `1D`, `1W`, `1M` (as candleTimes names them), or null. */
  timeframe: string | null;
}

/** Minutes as a timeframe name: whole hours as hours. */
function minutesName(n: number): string {
  return n >= 60 && n % 60 === 0 ? `${n / 60}h` : `${n}m`;
}

const UNITS: [RegExp, (n: number) => string][] = [
  [/^(?:m|mins?|minutes?)$/, minutesName],
  [/^(?:h|hr|hrs|hours?)$/i, (n) => `${n}h`],
  [/^(?:d|days?)$/i, (n) => `${n}D`],
  [/^(?:w|wk|weeks?)$/i, (n) => `${n}W`],
  // TradingView: an uppercase M is a month
  [/^(?:M|mo|mos|months?)$/, (n) => `${n}M`],
];

const WORDS: Record<string, string> = {
  daily: '1D',
  weekly: '1W',
  monthly: '1M',
  hourly: '1h',
};

/**
 * A timeframe written as one token or a number and its unit: `M1` `M15` `H4` `D1` `W1` `MN`
 * (MetaTrader), `5m` `1h` `4H` `1D` `1W` `1M` `5min`, `Daily`, `1 hour`, `15 minutes`.
 */
export function parseTimeframe(token: string, unit = ''): string | null {
  const t = unit ? `${token} ${unit}` : token;
  let m: RegExpExecArray | null;
  if ((m = /^M(1|2|3|4|5|6|10|12|15|20|30)$/.exec(t))) return minutesName(Number(m[1]));
  if ((m = /^H(1|2|3|4|6|8|12)$/.exec(t))) return `${m[1]}h`;
  if (/^D1$/.test(t)) return '1D';
  if (/^W1$/.test(t)) return '1W';
  if (/^MN1?$/.test(t)) return '1M';
  const word = WORDS[t.toLowerCase()];
  if (word) return word;
  if ((m = /^(\d{1,3}) ?([A-Za-z]+)$/.exec(t))) {
    const n = Number(m[1]);
    if (n < 1) return null;
    for (const [re, name] of UNITS) if (re.test(m[2]!)) return name(n);
  }
  return null;
}

/** Words in capitals that are not instruments: legend fields, indicators, units. */
const NOT_SYMBOLS = new Set(
  'OPEN HIGH LOW CLOSE VOL VOLUME MA EMA SMA WMA RSI MACD ATR KDJ BOLL DIF DEA UTC GMT ETF AM PM USD EUR CHANGE CHG LAST BID ASK'.split(
    ' ',
  ),
);

/** A study's name run into its period or value: `MA21:0`, `EMA9`, `VOL:12`. */
const STUDY_VALUE = /^(?:MA|EMA|SMA|WMA|VOL|RSI|MACD|BOLL|KDJ|ATR|DIF|DEA)(?:\d|:)/;

/** An uppercase ticker: letters and digits, one `/`, `-`, `:` or `.` joining two parts; a long
 * one (six letters and more) with no letter four times in a row, nor one letter for over half. */
export function isTicker(token: string): boolean {
  if (!/^[A-Z][A-Z0-9]{0,11}(?:[/:.-][A-Z0-9]{1,12})?!?$/.test(token)) return false;
  const letters = token.match(/[A-Z]/g) ?? [];
  if (letters.length < 2) return false;
  // a blurred line read as one letter over and over (`LUUDUUUU`), not a name
  const most = Math.max(...letters.map((l) => letters.filter((k) => k === l).length));
  if (letters.length >= 6 && (/([A-Z])\1{3}/.test(token) || most * 2 > letters.length))
    return false;
  if (NOT_SYMBOLS.has(token) || /^(?:UTC|GMT)\b/.test(token) || parseTimeframe(token) !== null)
    return false;
  // a study's value in a legend (`MA21:0`, `EMA9`, `VOL:1.2K`), not an instrument
  return !STUDY_VALUE.test(token);
}

/**
 * A token in capitals with a lowercase letter whose shape is its capital's (`UsDT`: OCR cannot
 * tell s from S at one height) is in capitals.
 */
function upperCased(tok: string): string {
  const upper = (tok.match(/[A-Z]/g) ?? []).length;
  return upper >= 3 && /^[A-Zcosuvwxz0-9/:.-]+$/.test(tok) && /[/:-]|^[A-Z]/.test(tok)
    ? tok.toUpperCase()
    : tok;
}

/** The minutes TradingView names by a bare number in its legend (`· 15 ·`, `, 240,`). */
const BARE_MINUTES = [1, 2, 3, 5, 10, 15, 30, 45, 60, 120, 180, 240];

/** The timeframes a line names, in order, each once. */
function timeframes(text: string): string[] {
  const found: string[] = [];
  const add = (tf: string | null): void => {
    if (tf && !found.includes(tf)) found.push(tf);
  };
  const tokens = text.split(/[\s,·|•()[\]]+/).filter(Boolean);
  tokens.forEach((tok, i) => {
    const unit = tokens[i + 1];
    // `| H 187.16` read as `1H 187.16`: an OHLC field, not an hour
    if (/^1H$/.test(tok) && unit && /^\d[\d.,]*$/.test(unit)) return;
    if (/^\d{1,3}$/.test(tok) && unit && /^[A-Za-z]+$/.test(unit) && unit.length > 1)
      add(parseTimeframe(tok, unit));
    else add(parseTimeframe(tok));
  });
  // TradingView writes minutes as a bare number between dots: `BTCUSDT · 15 · Binance`
  const minutes = (seg: string): number | null => {
    const n = Number(/^\s*(\d{1,3})\s*$/.exec(seg)?.[1] ?? NaN);
    return BARE_MINUTES.includes(n) ? n : null;
  };
  for (const seg of text.split(/[·•|]/).slice(1, -1)) {
    const n = minutes(seg);
    if (n !== null) add(minutesName(n));
  }
  // and, in its older snapshots, between commas after the name and before the exchange:
  // `Bitcoin Perpetual Futures, 15, FTX O38459` (a number between commas elsewhere is a price
  // written with thousands separators)
  const parts = text.split(',');
  if (parts.length >= 3 && /[A-Za-z]{2}/.test(parts[0]!) && /^\s*[A-Za-z]{2}/.test(parts[2]!)) {
    const n = minutes(parts[1]!);
    if (n !== null) add(minutesName(n));
  }
  return found;
}

/**
 * The symbol and timeframe of a legend or header line, where it shows them. A line naming
 * several timeframes is a selector (a toolbar of buttons), not a statement: its timeframe is null.
 */
export function parseLegend(text: string): LegendInfo {
  const t = text
    .replace(/([|·•])/g, ' $1 ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map(upperCased)
    // MetaTrader's `EURUSD,M5`, its comma read as a point
    .map((tok) =>
      tok.replace(
        /^([A-Z]{2,}[A-Z0-9]*)\.(M\d{1,2}|H\d{1,2}|D1|W1|MN1?|Daily|Weekly|Monthly)$/,
        '$1,$2',
      ),
    )
    .join(' ')
    // a symbol and its timeframe run together where OCR lost the space: `SPY1D`; and a toolbar's
    // symbol and its timeframe buttons: `AAPL1m5m15m1H4H`
    .replace(/^([A-Z]{2,6})(\d{1,2}[mhDWM]|[MH]\d{1,2}|D1|W1)(?=\s|,|$)/, '$1 $2')
    // the dot between a symbol and its timeframe read as a dash: `SHIBUSDT-15m`
    .replace(/^([A-Z][A-Z0-9]{1,11})-(\d{1,3}[mhHDWM]|[MH]\d{1,2})(?=\s|,|$)/, '$1 $2')
    .replace(/^([A-Z]{2,6})((?:\d{1,2}[mhHDWM]){2,})(?=\s|,|$)/, (_, sym: string, tfs: string) =>
      [sym, ...(tfs.match(/\d{1,2}[mhHDWM]/g) ?? [])].join(' '),
    );
  const tfs = timeframes(t);
  const timeframe = tfs.length === 1 ? tfs[0]! : null;
  const first = t.split(/[,·|•]/)[0]!.trim();
  const tokens = t.split(/[\s,·|•]+/).filter(Boolean);
  let symbol: string | null;
  if (isTicker(first)) symbol = first;
  else if (
    tokens.length > 1 &&
    isTicker(tokens[0]!) &&
    (parseTimeframe(tokens[1]!) ?? parseTimeframe(tokens[1]!, tokens[2] ?? '')) !== null
  )
    symbol = tokens[0]!;
  else symbol = tokens.find((tok) => /[/:-]/.test(tok) && isTicker(tok)) ?? null;
  return { symbol, timeframe };
}

const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

/**
 * A calendar date written in a header line (`created with TradingView.com, Oct 27, 2025 10:18`,
 * `27 Oct 2025`, `2025-10-27`): the day the screenshot was taken, or null.
 */
export function headerDate(text: string): { year: number; month: number; day: number } | null {
  const month = (w: string): number => MONTHS.indexOf(w.slice(0, 3).toLowerCase()) + 1;
  let m = /\b([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})\b/.exec(text);
  let d = m ? { year: Number(m[3]), month: month(m[1]!), day: Number(m[2]) } : null;
  if (!d || d.month === 0) {
    m = /\b(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4})\b/.exec(text);
    d = m ? { year: Number(m[3]), month: month(m[2]!), day: Number(m[1]) } : null;
  }
  if (!d || d.month === 0) {
    m = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
    d = m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
  }
  if (!d || d.month < 1 || d.month > 12 || d.day < 1 || d.day > 31) return null;
  return d.year >= 1990 && d.year <= 2100 ? d : null;
}

/** Words that end or sit in an instrument's name: `Apple Inc.`, `SPDR S&P 500 ETF Trust`. */
const NAME_WORDS =
  /\b(?:Inc|Corp|Corporation|Company|Co|Ltd|Limited|plc|PLC|Group|Holdings?|Trust|ETF|Fund|Index|Futures|Shares|SA|AG|NV|SE|ADR)\b/;

/** `Bitcoin / TetherUS`, `Euro / U.S. Dollar`: a pair written as two names. */
const PAIR_NAME =
  /^[A-Z][A-Za-z.]*(?: [A-Z][A-Za-z.]*)* ?\/ ?[A-Z][A-Za-z.]*(?: [A-Z][A-Za-z.]*)*$/;

/** Lines that state who made the screenshot, never what it shows. */
const HEADER_WORDS = /created with|tradingview|published|snapshot/i;

/** Indicator and drawing legends (`Relative Strength Index, 14`), never the instrument. */
const STUDY_WORDS =
  /\b(?:Relative Strength|Moving Average|Bollinger|Stochastic|Volume|True Range|Ichimoku|Divergence|Oscillator|Momentum|Retracement|Fib|Study|Strategy|Indicator|Sizer|Vol|MA|EMA|SMA|RSI|MACD)\b/i;

/**
 * The instrument's name where a legend writes a name instead of a ticker (TradingView's
 * `SPDR S&P 500 ETF Trust · 1D · NYSE Arca`, `Bitcoin / TetherUS, 1h, BINANCE`), or null.
 * The line's first part is a name when a timeframe follows it (after `·` or `,`), or when it has the
 * shape of one (a company word such as Inc or Trust, or two names joined by a slash). OCR's stray
 * marks (`S&:P`) are cleaned; a line of prices, a header or a ticker line gives no name.
 */
export function instrumentName(text: string): string | null {
  if (HEADER_WORDS.test(text)) return null;
  // TradingView writes `Name · 1D · Exchange`, older versions `Name, 1h, EXCHANGE`
  const parts = text.split(/\s*[·•|,]\s*/);
  const first = (parts[0] ?? '')
    .replace(/&[:;.,]+/g, '&')
    .replace(/[^A-Za-z0-9&./'()\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s,-]+$/, '')
    .trim();
  const words = first.split(' ').filter((w) => /[A-Za-z]{2}/.test(w));
  if (words.length < 2 || first.length > 60 || !/^[A-Z0-9]/.test(first)) return null;
  // prices (`O682.73`) are a legend's values, and studies are not the instrument
  if (/\d[.,]\d/.test(first) || STUDY_WORDS.test(first)) return null;
  if (parseLegend(first).symbol === first.split(' ')[0] && !NAME_WORDS.test(first)) return null;
  const second = parts[1]?.trim() ?? '';
  const timeframeFollows =
    parts.length > 1 &&
    (parseTimeframe(second) !== null ||
      [1, 2, 3, 5, 10, 15, 30, 45, 60, 120, 180, 240].includes(Number(second)));
  return timeframeFollows || NAME_WORDS.test(first) || PAIR_NAME.test(first) ? first : null;
}
