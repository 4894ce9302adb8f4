// The normalise stage's tuned numbers, in one place: what each is and what it was set on.

export interface NormaliseParams {
  image: {
    /** Narrower or lower images (pixels) are refused: no label or candle can be read there. */
    minSide: number;
    /** The background is the commonest colour of the image without this share of it at each
     * edge. */
    edgeShare: number;
    /** Pixels sampled for it, about (every n-th pixel of every n-th row). */
    samples: number;
  };
  plot: {
    /** Pixels sampled for the plot's background, about, and the sampling step at least. */
    samples: number;
    minStep: number;
  };
  textScale: {
    /** Height of a price label at a pixel ratio of 1 (pixels): the text scale is the labels'
     * height over it. */
    labelHeight: number;
    /** Without labels: the image width of a screen at a pixel ratio of 1, and the scale's bounds. */
    screenWidth: number;
    minScale: number;
    maxScale: number;
  };
  veil: {
    /** Plots smaller than this (pixels) have no panel over them worth finding. */
    minPlotArea: number;
    /** The plot's commonest colours looked at for a panel, and the share of the plot one must
     * fill (sampled every other pixel and row). */
    colours: number;
    minShare: number;
    /** A panel's colour differs from the background by this much at least (RGB distance). */
    minContrast: number;
    /** A pixel within this of the panel's colour is the panel's. */
    near: number;
    /** A panel is at least this many pixels each way, covers at most this share of the plot,
     * and its pixels fill at least this share of its box. */
    minSide: number;
    maxShare: number;
    minFill: number;
    /** A chart colour outside the panel is no nearer the background than this, and shows in
     * this many pixels at least. */
    outsideFromBackground: number;
    outsideMinPixels: number;
    /** The chart's commonest colours outside the panel, two of which must show through it
     * dimmed, each this far from the commoner ones (shades of one colour count once). */
    chartColours: number;
    distinctColours: number;
    /** A colour inside the panel is not the panel's own when it lies further than this from it. */
    seenFromPanel: number;
    /** The factors tried (steps of 1/steps, from minStep to maxStep). */
    steps: number;
    minStep: number;
    maxStep: number;
    /** A dimmed candle colour this near the panel's own says nothing; one this near a colour
     * seen inside the panel is that colour. */
    dimmedFromPanel: number;
    dimmedNear: number;
    /** A dimmed colour is a blend of the panel and the chart: one this far past 0 or 255 in a
     * channel is none (a light panel dimming light greys). */
    pastRange: number;
    /** A colour seen inside the panel is a candle colour dimmed when it lies off the panel's
     * colour in that candle colour's direction: the cosine of the two at least this (the grey
     * fringe of white text on a grey card is not a dimmed green). */
    direction: number;
    /** Pixels of both candle colours, dimmed, that must show through the panel. */
    minHits: number;

    /** Patches of the panel's colour joined to its largest: no more than this many pixels from
     * it, and at least this share of its pixels (the panel cut by a line or a row of text). */
    pieceGap: number;
    pieceShare: number;
    /** A card's four sides, this many pixels in, are at least this share its colour; a panel
     * within this many pixels of two opposite sides of the plot is a band beside the candles. */
    sideInset: number;
    minSides: number;
    bandEdge: number;
  };
  fade: {
    /** Plots smaller than this (pixels) are not searched for a fade. */
    minPlotArea: number;
    /** A candle colour lies this far from the background at least (RGB distance) and shows in
     * this many sampled pixels (every other pixel and row); a second colour rarer than this share
     * of the first is not one (a one-colour chart). */
    colourFromBackground: number;
    minColourPixels: number;
    /** The commonest colours looked at for the candle colours; two whose channels spread this
     * far apart at least (coloured, not grey) are taken before the others. */
    colours: number;
    chroma: number;
    secondColourShare: number;
    /** Width of a bin of fractions of the way from the background to a colour, and how far off
     * that line (RGB distance) a pixel may lie and still be on it: `offLine` and `offLineShare`
     * of its distance along the line. */
    binWidth: number;
    offLine: number;
    offLineShare: number;
    /** A faded pixel differs from the background by this much at least (RGB distance). */
    minFadeContrast: number;
    /** The factors looked at. */
    minK: number;
    maxK: number;
    /** A factor's pixels (three bins, every other row) number this many more than, and this
     * many times, what three bins 2 to `aroundBins` away from it hold (their median). */
    minPeakPixels: number;
    peakOverAround: number;
    aroundBins: number;
    /** Cells (pixels each way) of at least `cellMinFaded` faded pixels and at most one
     * full-colour pixel (this far along, at least) per `fullPerFaded` of them; regions of at
     * least `minCells` such cells. */
    cell: number;
    cellMinFaded: number;
    fullFrom: number;
    fullPerFaded: number;
    minCells: number;
    /** A region whose faded pixels fill more than this share of it is a filled drawing; one
     * whose marks end on one row in this share of their columns stands on a baseline. */
    maxFill: number;
    maxOnOneRow: number;
    /** With two candle colours, each holds this share of a region's faded pixels at least. */
    minorShare: number;
    /** Pixels up to this many times the factor along the way are restored; the restored image
     * is read when it gives this many times as many candles as the image as it is. */
    restoreUpTo: number;
    moreCandles: number;
  };
  inlays: {
    /** The plot's commonest colours labelled (farther than `near` from the background), and how
     * near a pixel must be to one to count as it. */
    maxColours: number;
    near: number;
    /** Plots smaller than this each way (pixels) are not looked at; pixels sampled, about. */
    minPlotSide: number;
    samples: number;
    /** The widest strip taken for paint over a body (pixels). */
    stripWidth: number;
    /** A colour is paint when at least this many of its runs cut another colour in two and this
     * share of its pixels lie in narrow runs; and its strips cutting bodies are at least this
     * many, covering this share of its pixels. */
    minCutRuns: number;
    narrowShare: number;
    minStrips: number;
    stripShare: number;
    /** The colour on both sides of a strip runs on at least this far (pixels), and the strip's
     * own width and this much more. */
    minReach: number;
    reachBeyondStrip: number;
  };
}

export const NORMALISE: NormaliseParams = {
  image: {
    // a candle needs a few pixels, a label six rows: below this nothing is there to read
    minSide: 24,
    // set on the synthetic corpus' page and app frames (decision 070): a frame, toolbars and
    // panels around a chart can outnumber its background over the whole image
    edgeShare: 0.2,
    // sampling only: the commonest 4-bit bin is the same from a quarter-megapixel sample
    samples: 250_000,
  },
  plot: { samples: 150_000, minStep: 2 },
  textScale: {
    // lightweight-charts' and ECharts' 11-12 px fonts draw digits about 8 px tall at DPR 1
    // (the synthetic corpus)
    labelHeight: 8,
    screenWidth: 1200,
    minScale: 1,
    maxScale: 3,
  },
  // class: a translucent tooltip or panel laid over the candles (a crosshair's OHLC box, a
  // web app's hover card); measured on the tooltips of the breadth corpus' `tooltip` overlays
  // and the rendered tooltip of overlays.test.ts
  veil: {
    minPlotArea: 10_000,
    colours: 4,
    minShare: 0.015,
    minContrast: 12,
    near: 10,
    minSide: 40,
    maxShare: 0.6,
    minFill: 0.5,
    outsideFromBackground: 40,
    outsideMinPixels: 20,
    chartColours: 4,
    distinctColours: 30,
    seenFromPanel: 12,
    steps: 20,
    minStep: 2,
    maxStep: 18,
    dimmedFromPanel: 20,
    dimmedNear: 14,
    pastRange: 2,
    direction: 0.85,
    minHits: 40,
    pieceGap: 3,
    pieceShare: 0.05,
    sideInset: 1,
    minSides: 0.4,
    bandEdge: 2,
  },
  // class: candles faded toward the background with no panel colour of their own (a box
  // selection's unselected points, a hover card of the background's colour); measured on the
  // breadth corpus' faded families (bars-thin and dense with a selection, app-chrome's light
  // tooltips) and fade.test.ts
  fade: {
    minPlotArea: 10_000,
    colourFromBackground: 60,
    minColourPixels: 40,
    colours: 6,
    chroma: 60,
    secondColourShare: 0.15,
    binWidth: 0.02,
    offLine: 3,
    offLineShare: 0.15,
    minFadeContrast: 14,
    minK: 0.04,
    maxK: 0.6,
    minPeakPixels: 60,
    peakOverAround: 2.2,
    aroundBins: 8,
    cell: 8,
    cellMinFaded: 3,
    fullFrom: 0.85,
    fullPerFaded: 4,
    minCells: 16,
    maxFill: 0.45,
    maxOnOneRow: 0.5,
    minorShare: 0.1,
    restoreUpTo: 1.3,
    moreCandles: 1.05,
  },
  // class: an indicator that paints short stripes of its own colours down the candle bodies (a
  // terminal's signal overlay); measured on the painted bodies of inlays.test.ts and checked on
  // the synthetic corpus' dense charts (lwc-096 and echarts-016 keep their thin candles side by
  // side)
  inlays: {
    maxColours: 6,
    near: 40,
    minPlotSide: 20,
    samples: 200_000,
    stripWidth: 3,
    minCutRuns: 10,
    narrowShare: 0.8,
    minStrips: 5,
    stripShare: 0.8,
    minReach: 3,
    reachBeyondStrip: 3,
  },
};
