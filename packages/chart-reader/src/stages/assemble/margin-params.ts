/** What a trailing run of marks must hold to be taken for drawings (decision 075). */
export const MARGIN_DRAWING = {
  /** Fewest marks in the run. */
  minRun: 3,
  /** Rows a mark's middle may stand off another's to share its row (a dash and a square of one
   * line, the digits of one tag). */
  rowTolerancePx: 1.5,
  /** Row-mates a mark needs in the run to count as drawn on a line. */
  rowMates: 2,
  /** Share of the run's marks that must stand on a shared row. */
  onRowsShare: 0.6,
  /** Tallest mark of such a drawing, as a share of the plot's height (a dash, a dot, a small
   * square, a tag's digit); never less than `minHeightPx`. */
  maxHeightShare: 0.03,
  minHeightPx: 4,
  /** Height of a dash or a dot of a line, and the share of the run's marks that must be such. */
  flatPx: 2,
  /** Letters of a drawing's text are at least this tall (taller marks on one row are text when
   * their tops and bottoms both line up with two others'). */
  letterMinPx: 3,
  flatShare: 0.4,
  /** A step to the next mark is off the candles' pitch when it is this share of a pitch from a
   * whole number of pitches; from this share of such steps the run keeps a spacing of its own
   * (real flat candles keep their slots). */
  offLattice: 0.2,
  /** ...and never less than this many pixels: two centres each rounded to a pixel put a step
   * up to a pixel off the lattice, a third of a pitch on candles 3 px apart (holdout chartjs-024,
   * 2.9 px apart: a quiet tail's real candles were a third off by rounding alone). */
  offLatticePx: 1,
  offLatticeShare: 0.3,
  /** A run whose typical step differs from the pitch by this share keeps a spacing of its own. */
  spacingDiffers: 0.1,
  /** ...when this share of its marks at least are in one colour: a dashed line is drawn in one,
   * a quiet market's last candles take turns in both (holdout chartjs-024, 2.9 px apart: candles
   * missed and merged leave steps of 3 and 4 px, median 4 against a pitch of 3). */
  lineColourShare: 0.8,
  /** A step between neighbours further apart than this many typical candle ranges is a jump;
   * a run with this share of jumps hops between lines (real prices move on). */
  jump: 1,
  jumpShare: 0.3,
  /** A step of this many pitches inside a run of small marks may be where the series ended and
   * the drawings begin (breadth margin family: a quiet market's last candles as small as a Fibonacci
   * level's letters, the first of them 3 pitches after the last candle). */
  gapPitches: 2,
  /** ...on candles this far apart at least: closer, each candle is a column or two of pixels, and
   * the columns missed leave such steps inside the series (breadth dense-002, 1.7 px apart: its
   * last 40 candles were taken for drawings without this). */
  gapMinPitchPx: 3,
  /** Taller marks in a row such a run may hold (a bracket of a level's text, a digit joined to
   * the level's line). */
  tallBetween: 2,
  /** Longest run looked for from a gap: a margin a third of a 1920-px plot wide holds about as
   * many marks at a 4-px pitch (the checks take time growing with the square of the run). */
  longestFromGap: 150,
  /** A label or marker standing apart is at most this share of the candles' typical range. */
  smallAgainstSeries: 0.25,
  /** At most this many small marks standing at least `detachedGap` pitches after the series
   * are a drawing's label or marker. */
  detachedMax: 2,
  detachedGap: 2.5,
  /** Times the end is looked at again for such marks after some were left out. */
  rounds: 4,
  /** A marker after the last candle is this many times as wide as the bodies (plus a pixel)
   * and stands this many typical candle heights off the candle before it. */
  markerWidth: 1.6,
  markerOffRanges: 1,
  /** Fewest candles that must remain, and that the pitch is measured on. */
  minRemaining: 20,
  /** A filled shape (a position tool's box, a Fibonacci zone) sliced at the pitch (decision
   * 156): neighbours of one colour whose bodies reach one shared top or bottom row continue one
   * shape. Two real candles of one colour never do: the second opens where the first closed.
   * Measured on the breadth `margin` family and the real TradingView Fibonacci snapshot (its box
   * cut into ten slices 14-15 rows tall, tops and bottoms within a row of each other). */
  shape: {
    /** Below this share of marks in the rarer colour the chart draws both directions in one
     * colour, and slices must share both edges. */
    colourShare: 0.1,
    /** Rows a shared edge may differ by (antialiasing, a line over one slice). */
    edgePx: 1.5,
    /** Rows of wick a slice may show past its body (a shape's edge blurred by a row). */
    wicklessPx: 1,
    /** A slice's body is at least this tall: small candles of a quiet market that opens off
     * the last close (minute bars) share rows by a pixel or two (synthetic plotly-016: 3-5 px
     * candles stepping by a row were taken for slices at 3). */
    minBodyPx: 6,
    /** The bodies are at least this wide: narrower, a wick does not show beside its body and
     * every candle looks wickless (breadth dense-013: 2-3 px bodies sharing a high). */
    minBodyWidthPx: 4,
    /** Fewest slices in the run, fewest in a row (one shape), and their share of its marks:
     * one shape cut into four, or zones of several colours taking turns in the slots. */
    minSlices: 4,
    minChain: 3,
    sliceShare: 0.4,
    /** Marks after the last shape (its text, a tag, a line's dashes) at most; more, and the
     * shape was drawn over the series, not after it. */
    afterMax: 6,
    /** Marks between two slices (another shape's slice in a slot, a zone's label) at most. */
    betweenMax: 3,
    /** A shape drawn from a few bars back: the last marks kept that may be its slices over the
     * candles (the breadth margin family's position tools start up to 12 bars back). */
    overMax: 8,
  },
  /** A drawing's text in the margin, cut into its letters' strokes (decision 156). Measured on
   * the breadth `margin` family (a position tool's text over its box, 10-13 px letters, at a
   * pitch of 5-14 px). */
  letters: {
    /** A stroke is at most this share of the bodies' typical width... */
    narrowShare: 0.6,
    /** ...and the bodies at least this wide (thinner bodies leave no room to tell a stroke
     * from a body; a dense chart's hidden bodies are as thin as their wicks). */
    minBodyPx: 5,
    /** Fewest strokes, their share of the run, and other marks in a row among them at most. */
    minRun: 5,
    share: 0.6,
    betweenMax: 3,
  },
} as const;
