/**
 * The confidence at or above which an accepted reading is analysed at once, without asking the
 * trader to check it first: on the real screenshot sets, at least 95% of the accepted readings
 * this confident were acceptable (count and price range right). The figure behind the value, the
 * command that measures it and its precision on each set are in docs/benchmarks.md ("Auto-run
 * band"). Below it, the page shows the reading and the trader confirms or fixes it before paying.
 */
export const AUTO_RUN_CONFIDENCE = 0.5;

/** Whether a reading is analysed at once: accepted, and at or above the auto-run band. */
export function runsAtOnce(reading: { accepted: boolean; confidence: number }): boolean {
  return reading.accepted && reading.confidence >= AUTO_RUN_CONFIDENCE;
}
