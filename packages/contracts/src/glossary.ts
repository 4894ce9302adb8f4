/**
 * Plain explanations of the technical terms the analysis text uses. The page explains each on
 * hover or tap; the copied text carries the ones it uses as a footnote. A term the text uses
 * must be here (the engine's tests read every text for terms outside this list).
 */
export interface GlossaryEntry {
  /** The term as the text writes it. */
  term: string;
  /** Regular expression (source, matched case-insensitively) for the term and its variants. */
  match: string;
  explanation: string;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    term: 'typical move',
    match: '\\btypical (?:\\d+-(?:minute|hour) |hourly |daily |weekly |monthly )?moves?\\b',
    explanation:
      'How far price usually travels in one candle: the average high-to-low range of the last 14 candles, gaps included (the Average True Range, ATR 14).',
  },
  {
    term: 'measured edge',
    match: '\\bmeasured (?:edge|direction)\\b',
    explanation:
      'On past charts of the same kind, this did better than the best simple alternative (a coin toss, always calling the more common direction, the same thing in random prices), by more than chance allows after counting how many things were tested.',
  },
  {
    term: '95% range of the rate',
    match: '\\(\\d+(?:\\.\\d)?%-\\d+(?:\\.\\d)?%\\)',
    explanation:
      'A figure like 52% (48%-56%) means 52% on past charts, and the true rate lies between 48% and 56% with 95% confidence, allowing for how much markets differ from one another.',
  },
  {
    term: 'coin toss',
    match: '\\ba coin toss\\b',
    explanation: 'Right half of the time: what guessing up or down at random would score.',
  },
  {
    term: 'random prices',
    match: '\\brandom prices\\b',
    explanation:
      'Made-up price series that move as much as the real one but at random; a pattern found there as often, and followed as often, tells nothing.',
  },
  {
    term: 'shuffled prices',
    match: '\\bshuffled prices\\b',
    explanation:
      "The chart's own candles put in a random order: the same moves without any order in them.",
  },
  {
    term: 'support',
    match: '\\bsupports?\\b',
    explanation: 'A price below the last close where price turned up before.',
  },
  {
    term: 'resistance',
    match: '\\bresistances?\\b',
    explanation: 'A price above the last close where price turned down before.',
  },
  {
    term: 'swing',
    match: '\\bswings?(?: (?:high|low|level|point)s?)?\\b',
    explanation:
      'A turning point: a candle whose high (or low) is above (or below) the candles on both sides of it.',
  },
  {
    term: 'R1, S1',
    match: '\\b[RS]\\d\\b',
    explanation:
      'Labels of the resistance (R) and support (S) levels drawn on the chart, numbered from the nearest to the last close.',
  },
  {
    term: 'PDH, PDL, PMH, PML',
    match: '\\bP[DM][HL]\\b',
    explanation:
      "Labels of the prior day's high and low (PDH, PDL) on intraday charts and the prior month's (PMH, PML) on daily charts.",
  },
  {
    term: 'round number',
    match: '\\bround numbers?\\b',
    explanation: 'A price like 100 or 1.1000 that traders often watch.',
  },
  {
    term: 'prior period high and low',
    match: '\\bprior (?:period|day|month)(?:\\S*)? (?:highs?|lows?)\\b',
    explanation:
      'The high and low of the previous day (on intraday charts) or the previous month (on daily charts).',
  },
  {
    term: 'gap',
    match: '\\bgaps?(?: up| down)?\\b',
    explanation:
      "A jump from one candle's close to the next candle's open that left the prices between them untraded.",
  },
  {
    term: 'projection',
    match: '\\bproj(?:ections?)?\\b',
    explanation:
      'A round number beyond the prices the chart shows: price has never been there on this chart.',
  },
  {
    term: 'trend line',
    match: '\\btrend lines?\\b|\\bchannel (?:lower|upper) line\\b',
    explanation: 'A straight line through two or more recent turning points.',
  },
  {
    term: 'momentum',
    match: '\\bmomentum\\b',
    explanation: 'How far and how fast price moved over the last few candles.',
  },
  {
    term: 'divergence',
    match: '\\bdivergences?\\b',
    explanation:
      'Price makes a new high (or low) while an indicator or the volume does not: a sign the move may be tiring.',
  },
  {
    term: 'RSI',
    match: '\\bRSI\\b',
    explanation:
      'Relative Strength Index (14 candles): a 0-100 gauge of recent gains against recent losses. Above 70 is called overbought, below 30 oversold.',
  },
  {
    term: 'overbought / oversold',
    match: '\\bover(?:bought|sold)\\b',
    explanation:
      'An indicator at the top (or bottom) of its usual range after a run of gains (or losses). It says where the indicator is, not what comes next.',
  },
  {
    term: 'MACD',
    match: '\\bMACD\\b',
    explanation:
      'Moving Average Convergence Divergence: the gap between a 12- and a 26-candle average; its signal line is a 9-candle average of that gap, and the histogram the difference between the two.',
  },
  {
    term: 'EMA',
    match: '\\bEMA\\b',
    explanation:
      'Exponential moving average: the average close of the last N candles, recent candles weighing more.',
  },
  {
    term: 'SMA',
    match: '\\bSMA\\b',
    explanation: 'Simple moving average: the plain average close of the last N candles.',
  },
  {
    term: 'Bollinger Bands',
    match: '\\bBollinger\\b',
    explanation:
      'Lines two standard deviations above and below the 20-candle average; most closes fall between them.',
  },
  {
    term: 'Stochastic',
    match: '\\bStochastic\\b',
    explanation:
      'Where the close sits in the high-low range of the last 14 candles, 0 at the low and 100 at the high, smoothed; its fast line is %K and its slow line %D.',
  },
  {
    term: 'ADX',
    match: '\\bADX\\b',
    explanation:
      'Average Directional Index (14): how strongly price trends, whichever the direction. Under 20 is weak, over 25 strong.',
  },
  {
    term: 'measured-move target',
    match: '\\btargets?\\b',
    explanation:
      'The price a pattern points to: its height added to (or taken from) the price that confirms it. Shown only where such targets were reached more often than the same distance at other times.',
  },
  {
    term: 'confirm and fail',
    match: '\\b(?:confirm(?:s|ed)?|fail(?:s|ed)?)\\b',
    explanation:
      'A pattern confirms when a candle closes beyond its breakout price, and fails when price trades beyond the price that would undo it.',
  },
  {
    term: 'forecast range',
    match: '\\b(?:50|80|95)% ranges?\\b',
    explanation:
      'The span the close 10 candles later fell in that share of the time on past charts of the same kind, scaled to how much this chart has moved lately.',
  },
  {
    term: 'volume',
    match: '\\bvolumes?\\b',
    explanation: 'How much traded in each candle (on a chart, the bars of its volume pane).',
  },
  // Candlestick patterns
  {
    term: 'Doji',
    match: '\\bdoji\\b',
    explanation: 'A candle that closes almost where it opened: buyers and sellers in balance.',
  },
  {
    term: 'Hammer',
    match: '\\bhammer\\b',
    explanation: 'A small body at the top of a long lower wick, after a fall.',
  },
  {
    term: 'Inverted hammer',
    match: '\\binverted hammer\\b',
    explanation: 'A small body at the bottom of a long upper wick, after a fall.',
  },
  {
    term: 'Hanging man',
    match: '\\bhanging man\\b',
    explanation: 'A hammer shape (small body, long lower wick) after a rise.',
  },
  {
    term: 'Shooting star',
    match: '\\bshooting star\\b',
    explanation: 'A small body at the bottom of a long upper wick, after a rise.',
  },
  {
    term: 'Engulfing',
    match: '\\bengulfing\\b',
    explanation:
      'A candle whose body covers the whole body of the candle before it, the other colour.',
  },
  {
    term: 'Harami',
    match: '\\bharami\\b',
    explanation: "A small candle whose body sits inside the previous candle's larger body.",
  },
  {
    term: 'Morning and evening star',
    match: '\\b(?:morning|evening) star\\b',
    explanation:
      'Three candles: a large one, a small one that gaps away, and a large one the other way.',
  },
  {
    term: 'Piercing line and dark cloud cover',
    match: '\\bpiercing line\\b|\\bdark cloud cover\\b',
    explanation:
      "Two candles: the second opens beyond the first's close and closes past the middle of its body.",
  },
  {
    term: 'Three white soldiers and black crows',
    match: '\\bthree (?:white soldiers|black crows)\\b',
    explanation: 'Three long candles in a row the same way, each closing near its extreme.',
  },
  // Chart patterns
  {
    term: 'Double top and bottom',
    match: '\\bdouble (?:top|bottom)s?\\b',
    explanation:
      'Two highs (or lows) at about the same price with a dip (or rise) between; it confirms on a close beyond that dip (or rise).',
  },
  {
    term: 'Head and shoulders',
    match: '\\bhead and shoulders\\b',
    explanation:
      'Three highs, the middle one highest (inverse: three lows, the middle lowest); it confirms on a close through the line under (over) the two dips.',
  },
  {
    term: 'Triangle',
    match: '\\btriangles?\\b',
    explanation:
      'Highs and lows closing in on each other: ascending with flat highs, descending with flat lows, symmetrical with both sloping.',
  },
  {
    term: 'Wedge',
    match: '\\bwedges?\\b',
    explanation:
      'Highs and lows both rising (or falling) while closing in on each other; a rising wedge is read as bearish, a falling one as bullish.',
  },
  {
    term: 'Flag',
    match: '\\b(?:bull|bear) flags?\\b',
    explanation: 'A sharp move followed by a short, narrow drift the other way.',
  },
  {
    term: 'Channel',
    match: '\\bchannels?\\b',
    explanation: 'Two parallel lines that contain price as it rises, falls or moves sideways.',
  },
];

/** The glossary entries a text uses, in the order of the glossary. */
export function glossaryTermsIn(text: string): GlossaryEntry[] {
  return GLOSSARY.filter((g) => new RegExp(g.match, 'i').test(text));
}
