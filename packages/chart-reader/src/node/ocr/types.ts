/** One label's pixels: RGBA, 4 bytes per pixel, row-major, a little margin around the text. */
export interface LabelCrop {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

export interface LabelReading {
  /** The characters read (those of the charset asked for: a price label's digits, `.`, `,`, space,
   * `-`, `K`/`M`/`B`, `%`, `+` and the braces of folded zeros), '' when nothing was read. */
  text: string;
  /** 0..1: the least sure character's probability among the characters a label may hold (0
   * when nothing was read). */
  confidence: number;
}

/** Reads price-axis label crops. Keep one per thread: loading costs a few hundred milliseconds. */
export interface LabelReader {
  /** The engine behind `read`, or 'none' when it could not be loaded. */
  readonly engine: 'paddle' | 'none';
  /** Why the engine is unavailable (the reader then keeps its own glyph reading), else null. */
  readonly warning: string | null;
  /** Milliseconds spent loading the engine. */
  readonly loadMs: number;
  /**
   * One reading per crop, in order. With engine 'none' every reading is empty. Only the
   * characters of `charset` are read (default: a price label's; `TEXT_CHARSET` for dates and
   * legends).
   */
  read(crops: readonly LabelCrop[], charset?: string): Promise<LabelReading[]>;
  /** Frees the engine; `read` afterwards returns empty readings. */
  close(): Promise<void>;
}
