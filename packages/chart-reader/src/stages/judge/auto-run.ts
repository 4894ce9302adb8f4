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
