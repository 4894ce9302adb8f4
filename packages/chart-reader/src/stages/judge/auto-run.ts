/**
 * The confidence at or above which an accepted reading is analysed at once, without asking the
 * trader to check it first: at 0.85 or more, 134 of 139 accepted readings (96.4%) were acceptable
 * (count and price range right) over the real screenshots (9 of 9), the synthetic corpus (99 of
 * 102) and the breadth corpus (26 of 28); from 0.7 to 0.85, 89%. With the breadth corpus' later
 * Heikin-Ashi renders (27 of 31 there), 135 of 142 (95.1%): at the edge of the target. The command and the table per set
 * are in docs/benchmarks.md ("the band where no check is asked", decision 076). Below it, the page
 * shows the reading and the trader confirms or fixes it before paying.
 */
export const AUTO_RUN_CONFIDENCE = 0.85;

/** Whether a reading is analysed at once: accepted, and at or above the auto-run band. */
export function runsAtOnce(reading: { accepted: boolean; confidence: number }): boolean {
  return reading.accepted && reading.confidence >= AUTO_RUN_CONFIDENCE;
}

/**
 * A screenshot whose colour was kept at half resolution (JPEG 4:2:0, as phones and messaging apps
 * pass screenshots on; lossy WebP) is never analysed at once: its thin candles, legends and markers take
 * blends of their colours, and the verdict model was fitted on screenshots that kept theirs. The
 * real screenshots of both batches re-encoded so at quality 85 (`npm run bench:real -- --ocr
 * --recompress 85`): 2 of the 6 readings at 0.85 or more were wrong (decision 180). Its
 * confidence is held just below the band, and the reading says why.
 */
export const COLOUR_HALVED = {
  confidence: AUTO_RUN_CONFIDENCE - 0.01,
  warning:
    'the screenshot was saved with its colours at half resolution (a JPEG or a lossy WebP): thin candles take blended colours, so check the reading before it is analysed',
} as const;

/** The reading of a screenshot whose colour was halved, held below the band that runs at once,
 * its candles marked for the trader to check. */
export function heldWhenColourHalved<
  R extends { accepted: boolean; confidence: number; warnings: string[]; uncertain: string[] },
>(reading: R, colourHalved: boolean | undefined): R {
  if (!colourHalved || !reading.accepted || reading.confidence < AUTO_RUN_CONFIDENCE)
    return reading;
  return {
    ...reading,
    confidence: COLOUR_HALVED.confidence,
    uncertain: reading.uncertain.includes('candles')
      ? reading.uncertain
      : [...reading.uncertain, 'candles'],
    warnings: [...reading.warnings, COLOUR_HALVED.warning],
  };
}
