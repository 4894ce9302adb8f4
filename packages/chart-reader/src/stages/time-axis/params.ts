// The time-axis stage's tuned numbers, in one place: what each is and what it was set on. Unless
// a line says otherwise they were set on the real screenshots of the time-axis benchmark
// (`npm run time-axis -w @candlelens/bench`: MetaTrader, TradingView, lightweight-charts, jesse;
// first candle 4/5, last 5/7, timeframe 10/11, symbol 8/10 where the truth states them).

export interface TimeAxisParams {
  rows: {
    /** Rows looked at, at most: the nearest below the candles (all but one), then one above. */
    max: number;
    /** How far left and right of the plot a label may stand (pixels). */
    beyondPlot: number;
    /** Rows start this many pixels below the lowest candle, and reach this share of the image's
     * height below the plot; above it, this share. */
    belowCandles: number;
    depthBelow: number;
    depthAbove: number;
    /** A line joins a row when its centre lies within this share of the row's height of the
     * row's centre, and its height within this share of the row's. */
    sameRow: number;
    sameHeight: number;
  };
  axis: {
    /** Labels of an axis' row: at least two, at most this many. */
    maxLabels: number;
    /** They spread over at least this share of the plot's width, and stand apart by this many
     * text heights at least (closer runs are pieces of one text). */
    minSpread: number;
    minGap: number;
    /** Evenly spaced: widths and gaps each within their median over this. */
    evenParts: number;
  };
  ticks: {
    /** Ticks are looked for this many text heights beyond the label (3 pixels at least), from
     * this many text heights left of it to this many right (MetaTrader: at its left end). */
    reach: number;
    minReach: number;
    left: number;
    right: number;
    /** A row this full of ink is the axis line, not ticks. */
    axisLine: number;
    /** A tick is at least this many rows of ink, and this many more than the columns two
     * pixels each side. */
    minRows: number;
    margin: number;
    /** Labels are anchored at their ticks when this share of them (two at least) has one. */
    share: number;
  };
  legend: {
    /** The band looked at: from this share of the image's width left of the plot to this share
     * of the plot's width, from this share of the image's height above the plot to this share
     * of the plot's height into it. */
    left: number;
    right: number;
    above: number;
    into: number;
    /** A line starts within this share of the plot's width from its left edge. */
    startWithin: number;
    /** A run starting within this many pixels of the band's left edge (where that is not the
     * image's) is a line the band cuts: its first word goes on left of it (the breadth corpus'
     * toolbars beside a tool column: `XAUUSD` read as `UUSD`, `TSLA` as `SLA`). */
    cutPx: number;
    /** Or within this many text heights of ink on its rows left of the band (a letter gap
     * wider than `cutPx`: `SHIBUSDT` read as `HIBUSDT`, `BTCUSD` as `TCUSD`). */
    letterGap: number;
    /** Runs join a line across gaps of at most this many text heights, up to this many text
     * heights in all (what one recogniser crop holds). */
    wordGap: number;
    maxWidth: number;
    /** Lines read, at most, and text heights of each read for the symbol and timeframe (they
     * come first; the rest may hold a header's date). */
    maxLines: number;
    head: number;
    /** A line of one short word (at most `tabWidth` text heights) with at least `tabMates` more
     * such words on its row, each a word gap or more apart, of heights within `tabHeight` of its
     * own, is a tab of a row of tabs (`15m 1H 4H 1D`): which one is chosen does not show in its
     * text, and it gives no timeframe nor counts as a line read (breadth phone-jpeg-010: a 4H
     * chart read as 15m, the first tab). */
    tabWidth: number;
    tabMates: number;
    tabHeight: number;
  };
  read: {
    /** Labels read at most per screenshot, and per row (each costs 10-50 ms of OCR). */
    maxLabels: number;
    maxPerRow: number;
  };
}

export const TIME_AXIS: TimeAxisParams = {
  rows: {
    max: 3,
    beyondPlot: 40,
    belowCandles: 2,
    // a volume and an indicator pane can stand between the candles and the axis (MetaTrader)
    depthBelow: 0.6,
    depthAbove: 0.12,
    sameRow: 0.5,
    sameHeight: 0.45,
  },
  axis: { maxLabels: 40, minSpread: 0.25, minGap: 0.8, evenParts: 3 },
  // set on the MetaTrader screenshots, whose labels hang at their ticks' right (real/mt4-*)
  ticks: {
    reach: 1.2,
    minReach: 3,
    left: 0.6,
    right: 0.3,
    axisLine: 0.8,
    minRows: 2,
    margin: 2,
    share: 0.6,
  },
  legend: {
    left: 0.02,
    right: 0.7,
    above: 0.12,
    into: 0.2,
    startWithin: 0.2,
    cutPx: 2,
    letterGap: 0.5,
    wordGap: 3,
    maxWidth: 44,
    maxLines: 3,
    head: 16,
    tabWidth: 4,
    tabMates: 2,
    tabHeight: 0.3,
  },
  read: { maxLabels: 10, maxPerRow: 5 },
};
