import type { ChartReading } from '@candlelens/chart-reader';

/**
 * A reading kept with its preview, so that confirming it analyses what the trader saw instead of
 * reading the screenshot again: the reader's own result (without its debug diagnostics), which
 * reader made it and how long it took, in the pixels of the preview (`width` x `height`).
 */
export interface KeptReading {
  format: typeof KEPT_READING_FORMAT;
  readerVersion: string;
  /** Milliseconds the reading took when it was made (decoding excluded). */
  readMs: number;
  width: number;
  height: number;
  reading: ChartReading;
}

/** Bumped when what is kept changes shape: a reading kept in another shape is read again. */
export const KEPT_READING_FORMAT = 1;

/** The reading as kept: what a preview needs to be confirmed later, and nothing for debugging. */
export function keptReading(
  reading: ChartReading,
  made: { readerVersion: string; readMs: number; width: number; height: number },
): KeptReading {
  const { diagnostics: _diagnostics, ...kept } = reading;
  return { format: KEPT_READING_FORMAT, ...made, readMs: Math.round(made.readMs), reading: kept };
}

const NON_FINITE = '$number';

/** JSON keeps no NaN or Infinity: they are written as `{ "$number": "NaN" }` and read back. */
function encode(value: unknown): unknown {
  if (typeof value === 'number')
    return Number.isFinite(value) ? value : { [NON_FINITE]: String(value) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, encode(v)]),
    );
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]![0] === NON_FINITE) return Number(entries[0]![1]);
    return Object.fromEntries(entries.map(([k, v]) => [k, decode(v)]));
  }
  return value;
}

/** The kept reading as a JSON value for the database. */
export function keptReadingJson(kept: KeptReading): unknown {
  return encode(kept);
}

/** The kept reading from its JSON value; null when there is none or it was kept in another shape. */
export function keptReadingFromJson(json: unknown): KeptReading | null {
  if (!json || typeof json !== 'object') return null;
  const kept = decode(json) as Partial<KeptReading>;
  if (kept.format !== KEPT_READING_FORMAT || !kept.reading) return null;
  return kept as KeptReading;
}
