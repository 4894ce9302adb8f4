// The assemble stage's tuned numbers, in one place: what each is and what it was set on.

export interface AssembleParams {
  direction: {
    /** A colour less saturated than this says nothing of its direction; green hues lie between
     * `greenFrom` and `greenTo`, red ones up to `redTo` or from `redFrom` (degrees). */
    minSaturation: number;
    greenFrom: number;
    greenTo: number;
    redTo: number;
    redFrom: number;
    /** Neighbour pairs whose two hypotheses differ by less than this (pixels) say nothing. */
    minDifference: number;
    /** The data decide with this many telling pairs at least, a signed-rank |z| of this much
     * (the 5 % level) and a vote this strong. */
    minPairs: number;
    minZ: number;
    minVote: number;
    /** A hue prior this strong decides weak data (green rises). */
    huePrior: number;
    /** Hollow bodies rise: the prior of the fill, and how much more clearly the data must
     * explain the fill than the colours for the fill to tell the direction. */
    fillPrior: number;
    fillMargin: number;
    /** A class (a colour, or the hollow bodies) holds at least this share of the candles (two
     * at least), and the other at least as much, for the partition to tell the direction. */
    minClassShare: number;
    minClass: number;
    /** Neighbours further apart than this many pitches are not chained. */
    neighbourPitches: number;
  };
  hiddenBodies: {
    /** A body hides its open and close when it is no wider than the wicks of the candles whose
     * bodies show (three at least), else than this share of the pitch (pixels at least). */
    minShowing: number;
    pitchShare: number;
    minWidth: number;
    /** Candles shorter than this (pixels) hide nothing. */
    minHeight: number;
    /** A hidden body's open and close stand this far apart at least (pixels), so that the
     * direction still shows. */
    minHalf: number;
  };
  edgeCut: {
    /** Leading candles cut by the plot's edge left out at most, and candles that must remain. */
    maxDropped: number;
    minRemaining: number;
  };
  priceOutliers: {
    /** How far (typical candle ranges, and pixels more) a mark stands off the series to be left
     * out. */
    off: number;
    offPx: number;
    /** Share of the plot's height along its top and bottom where such marks are looked for. */
    edgeBand: number;
    /** Longest run of marks side by side looked at as one (a logo's strokes, a word). */
    maxRun: number;
    /** Charts of fewer candles are left alone; at most one candle in this many is left out. */
    minCandles: number;
    maxOneIn: number;
    /** Marks shorter than this (pixels) are flat dashes, kept unless a taller mark of the same
     * run stands beside them. */
    minHeight: number;
    /** Marks this many pitches apart at most are side by side: a legend's letters can stand a
     * slot apart, with the candle of the slot between lost under them. */
    linkPitches: number;
    /** Times the series is looked at again after marks were left out. */
    rounds: number;
  };
}

export const ASSEMBLE: AssembleParams = {
  // set on the synthetic corpus' palettes (red-up, blue/orange, same-hue pairs) and its gappy
  // daily series: a chart of 25 candles must be able to overrule a wrong hue prior
  direction: {
    minSaturation: 0.25,
    greenFrom: 75,
    greenTo: 190,
    redTo: 25,
    redFrom: 330,
    minDifference: 0.5,
    minPairs: 8,
    minZ: 2,
    minVote: 0.12,
    huePrior: 0.3,
    fillPrior: 0.35,
    fillMargin: 0.15,
    minClassShare: 0.08,
    minClass: 2,
    neighbourPitches: 1.5,
  },
  // set on the synthetic corpus' dense charts at DPR 2-3 (11 % of bodies no wider than their
  // wicks; p95 error without their opens and closes 0.67 %)
  hiddenBodies: { minShowing: 3, pitchShare: 0.35, minWidth: 3, minHeight: 2, minHalf: 0.25 },
  // class: a chart scrolled so that its first candles run through the plot's top or bottom edge
  // (their cut bodies read as lows or highs that are not theirs); the cases of edge-cut.test.ts
  edgeCut: { maxDropped: 3, minRemaining: 20 },
  // set on the synthetic and breadth corpora's legends and logos (phone-006's legend letter;
  // lightweight-charts' logo strokes on a phone chart): decision 074
  priceOutliers: {
    off: 2,
    offPx: 2,
    edgeBand: 0.12,
    maxRun: 3,
    minCandles: 10,
    maxOneIn: 20,
    minHeight: 2,
    linkPitches: 2.5,
    rounds: 3,
  },
};
