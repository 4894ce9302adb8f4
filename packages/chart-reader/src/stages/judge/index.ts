// Stage: judge the reading. Accepts or refuses it in words a trader understands, and says how
// sure the reader is and which parts are uncertain.
export { judgeReading, MIN_ACCEPTED_CANDLES, REASONS } from './judge-reading.ts';
