// Stage: judge the reading. Accepts or refuses it in words a trader understands, and says how
// sure the reader is and which parts are uncertain.
export {
  EVIDENCE_NAMES,
  probability,
  readingEvidence,
  verdictTerms,
  type Evidence,
} from './evidence.ts';
export type { LogisticModel } from './evidence.ts';
export {
  AUTO_RUN_CONFIDENCE,
  COLOUR_HALVED,
  heldWhenColourHalved,
  runsAtOnce,
} from './auto-run.ts';
export { fillBelow } from './fill-below.ts';
export {
  fewCandlesReason,
  judgeReading,
  MIN_ACCEPTED_CANDLES,
  REASONS,
  rejudged,
} from './judge-reading.ts';
