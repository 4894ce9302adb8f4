// The price-axis stage's tuned numbers, in one place: what each is and what it was set on. The
// label column, the fit and the scales were set on the synthetic corpus' axes (decision 030:
// lightweight-charts, ECharts, Plotly and broker styles, DPR 1-3, PNG and JPEG) and then on the
// real screenshots and the breadth corpus' fonts (decisions 072, 074); the label reader's check
// on decision 080's 1,290 label crops. (The glyph reader's own numbers stay beside its code:
// text-lines.ts, glyph-segmentation.ts, glyphs.ts.)

export interface PriceAxisParams {
  labels: {
    /** Canvas text drawn 'middle' is centred on its em box, lower than the digits (they stand
     * on the baseline, cap-height tall): a price stands this share of the digits' height below
     * their centre. */
    centreBelow: number;
  };
  column: {
    /** The label column is looked for in this share of the image at each side (pixels at least). */
    stripShare: number;
    minStrip: number;
    /** Lines of one column: their aligned edges within this share of the text height (pixels at
     * least), their heights within this share (pixels at least). */
    edgeWithin: number;
    minEdgeWithin: number;
    heightWithin: number;
    minHeightWithin: number;
    /** A label of fewer glyphs than this counts for less (stray marks read as lone digits). */
    fullGlyphs: number;
    /** A column counts by the labels one scale explains (times this) before its rows. */
    explainedWeight: number;
  };
  fit: {
    /** A label is on the fitted scale within this share of the text height (pixels at least). */
    tolerance: number;
    minTolerance: number;
    /** Two labels of one value this near (pixels) are one label read twice. */
    sameLabel: number;
    /** Digits read as a round number's zeros only with this many labels on the fit at least. */
    roundOffLabels: number;
    /** The stage's confidence is full with this many labels on the fit; a fit of two labels
     * counts this much. */
    fullLabels: number;
    twoLabels: number;
  };
  /** Numbers that are not the candles' scale (decision 209): an axis whose labels all stand
   * `stepsBeyond` label steps or more beyond the candles' rows (below the lowest low or above
   * the highest high; both labels of a two-label fit, at any distance) is another pane's
   * (volume, an indicator), and the labels left on the
   * candles' side replace it only when `refitLabels` of them fit one scale (two labels always
   * fit a line); a fit with at least `tableBetween` labels read between its own, off the line,
   * and as many as its own, is a coincidence in a table's column. */
  otherPane: { stepsBeyond: number; refitLabels: number; tableBetween: number };
  lines: {
    /** A line wider than this many text heights is words (a legend, a header), not a price. */
    wordsFrom: number;
    /** A line is read again in its box grown by this many pixels, and this share of its height
     * below (a comma's tail). */
    pad: number;
    below: number;
    /** Glyphs this many text heights apart join one line (a word space breaks it). */
    maxGap: number;
    /** Across a decimal point, a mark at most `dotSize` pixels each way in the line's lower half,
     * glyphs this many heights apart still join (a monospace font's point stands in a cell of
     * its own: 1.32740 in Inconsolata at 8 px parts at its point, 10 px wide). */
    pointGap: number;
    dotSize: number;
    /** Glyphs stacked in a column (text written sideways, an axis title beside the labels): a
     * glyph that overlaps another's columns by `stackOverlap` of the narrower and stands within
     * `stackGap` of its own height under or over it continues a line across `stackedMaxGap`
     * text heights at most (the gap between two characters, not a word's). */
    stackOverlap: number;
    stackGap: number;
    stackedMaxGap: number;
  };
  aligned: {
    /** Lines of one column of text: their edges within this share of the text height (pixels at
     * least), their heights within this share (pixels at least), on this many rows at least. */
    edgeWithin: number;
    minEdgeWithin: number;
    heightWithin: number;
    minHeightWithin: number;
    minRows: number;
  };
  runs: {
    /** A scale is at least this many labels one fit explains. */
    minLabels: number;
    /** A misread label beyond a run's ends joins it within this many steps of the run. */
    reach: number;
    /** Runs found through both alignments are one when their boxes start in the same cell of
     * this many pixels. */
    sameCell: number;
  };
  labelCheck: {
    /** Both ends and the middle: three agreeing labels confirm a glyph reading (decision 080's
     * 90 real and 1,200 rendered label crops: the vote let 15 digit swaps through, against 51 for
     * a check of the column's arithmetic). */
    probe: number;
    /** Enough for the robust fit, spread over the column's height (decision 080). */
    cap: number;
  };
  weakColumns: {
    /** A column whose glyph reading its scales explain for less than this share of its lines
     * is weak. */
    explained: number;
    /** Columns re-read at most (the longest), and columns probed at most. */
    maxColumns: number;
    maxProbed: number;
    /** Then at most one more column is re-read, of the sparsest ones probed: one whose rows
     * stand this many line heights apart (a price axis of a few labels beside a watch list). */
    minSparseness: number;
    maxSparseProbed: number;
    /** Labels read per column at most. */
    maxLabels: number;
    /** Labels read first; a column where fewer than two of them are numbers is not read further. */
    probe: number;
    /** Widest label box read, as a multiple of its height (about 16 characters). */
    maxAspect: number;
    /** The glyph reader read a piece of the label (a comma, a digit) when its line spans less
     * than this share of the box. */
    piece: number;
  };
  runEnds: {
    /** Lines past a run's outer labels read again, within this many of its steps. */
    reach: number;
    /** A line stands on the run's steps when its row is within this share of a step of one. */
    onStep: number;
    /** Its height within this share of the run's text height. */
    height: number;
    /** Lines read again per run at most. */
    maxLines: number;
  };
}

export const PRICE_AXIS: PriceAxisParams = {
  // the synthetic corpus' canvas renders (lightweight-charts, ECharts): decision 030
  labels: { centreBelow: 0.1 },
  column: {
    stripShare: 0.3,
    minStrip: 40,
    edgeWithin: 0.35,
    minEdgeWithin: 2,
    heightWithin: 0.2,
    minHeightWithin: 1.5,
    // pieces of rotated time labels and icons read as lone digits on the real screenshots
    fullGlyphs: 3,
    explainedWeight: 100,
  },
  fit: {
    tolerance: 0.3,
    minTolerance: 1.5,
    sameLabel: 1.5,
    roundOffLabels: 3,
    fullLabels: 5,
    twoLabels: 0.5,
  },
  // set on real2 openalgo-nse re-encoded at JPEG 85 (its volume scale 2.7 steps below the lowest
  // low) and on the breadth charts with their price labels painted out (bench:other-pane)
  otherPane: { stepsBeyond: 1, refitLabels: 3, tableBetween: 2 },
  lines: {
    wordsFrom: 14,
    pad: 2,
    below: 0.3,
    maxGap: 1.2,
    pointGap: 2,
    dotSize: 4,
    // measured on the holdout corpus' Vega-Lite axis titles (decision 195)
    stackOverlap: 0.5,
    stackGap: 0.5,
    stackedMaxGap: 0.4,
  },
  aligned: {
    edgeWithin: 0.3,
    minEdgeWithin: 2,
    heightWithin: 0.25,
    minHeightWithin: 1.5,
    minRows: 3,
  },
  // set on the real screenshots and the breadth corpus' panes (decisions 072 and 074)
  runs: { minLabels: 3, reach: 2.5, sameCell: 4 },
  labelCheck: { probe: 3, cap: 8 },
  // set on the real sets (a MetaTrader axis the glyph reader read as commas; a watch list of
  // changes beside an axis of four labels) and the breadth corpus' app-chrome family
  weakColumns: {
    explained: 0.8,
    maxColumns: 2,
    maxProbed: 5,
    minSparseness: 4,
    maxSparseProbed: 4,
    maxLabels: 12,
    probe: 3,
    maxAspect: 9,
    piece: 0.6,
  },
  // a run's last labels misread by the glyph reader in a font it has not seen (a condensed
  // MetaTrader face's 4): measured on every corpus in decision 163
  runEnds: { reach: 2.5, onStep: 0.2, height: 0.3, maxLines: 4 },
};
