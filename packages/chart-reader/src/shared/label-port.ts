// The label reader the stages are given (a port): the price-axis stage has it check the labels
// it read glyph by glyph, the time-axis stage has it read time labels and legends. The pure
// reader passes the glyph port, which recognises nothing anew: every stage keeps its glyph
// reading, and words (dates, tickers) stay unread. In Node the port is the OCR recogniser.
//
// A stage that may ask the port is a generator (`Staged<T>`): asking yields the recogniser's
// promise, and whoever runs the stages resumes it with the answer. The pure reader runs them at
// once (`runNow`: the glyph port never yields); Node awaits each answer (`runAsync`). One
// pipeline, the same code, synchronous where nothing waits.

/** A text box in the image the port reads from (inclusive pixel bounds of its ink). */
export interface TextBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** What the port read in one box: its characters ('' when nothing) and how sure it is (0..1). */
export interface LabelText {
  text: string;
  confidence: number;
}

/** The characters that may be read: a price label's, or a time label's and a legend's words. */
export type LabelCharset = 'price' | 'text';

/** Stage work that may wait on the label reader; its result is `T`. */
export type Staged<T> = Generator<Promise<LabelText[]>, T, LabelText[]>;

export interface LabelPort {
  /** Whether the port recognises text itself. The glyph port does not: stages then keep what the
   * glyph reader read and read no words. */
  readonly recognises: boolean;
  /** One reading per box, in order. */
  read(boxes: readonly TextBox[], charset: LabelCharset): Staged<LabelText[]>;
  /** The same port for a crop of its image whose top-left corner is at (dx, dy) in it. */
  within(dx: number, dy: number): LabelPort;
}

/** The pure reader's port: no recogniser, so each box reads as nothing (and nothing waits). */
export const GLYPH_PORT: LabelPort = {
  recognises: false,
  // eslint-disable-next-line require-yield -- answers at once: the pure reader never waits
  *read(boxes) {
    return boxes.map(() => ({ text: '', confidence: 0 }));
  },
  within() {
    return GLYPH_PORT;
  },
};

/** Runs stage work that never waits (the glyph port's), at once. */
export function runNow<T>(work: Staged<T>): T {
  const step = work.next();
  if (!step.done) {
    // a promise of a recogniser the pure reader does not have: never answered here
    step.value.catch(() => undefined);
    throw new Error('a stage waited on a label reader; the pure reader has none');
  }
  return step.value;
}

/** A reading the label reader failed to give, thrown into the stage that asked for it. */
export class LabelReaderError extends Error {
  override name = 'LabelReaderError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** Runs stage work, awaiting each reading it asks for; a failed reading is thrown into it. */
export async function runAsync<T>(work: Staged<T>): Promise<T> {
  let step = work.next();
  while (!step.done) {
    let answer: LabelText[];
    try {
      answer = await step.value;
    } catch (err) {
      step = work.throw(new LabelReaderError(err));
      continue;
    }
    step = work.next(answer);
  }
  return step.value;
}

/** `k` indices spread evenly over 0..n-1, both ends first. */
export function spread(n: number, k: number): number[] {
  if (k >= n) return Array.from({ length: n }, (_, i) => i);
  const out = new Set<number>();
  for (let j = 0; out.size < k && j < k * 2; j++)
    out.add(Math.round((j % k) * ((n - 1) / Math.max(1, k - 1))));
  for (let i = 0; out.size < k; i++) out.add(i);
  return [...out].sort((a, b) => a - b);
}
