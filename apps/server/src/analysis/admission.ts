/** Thrown at once when every worker is busy and the queue is full: the caller answers 503. */
export class AnalysisBusyError extends Error {
  constructor() {
    super('busy');
    this.name = 'AnalysisBusyError';
  }
}

export interface AdmissionLimits {
  /** How many analyses run at the same time (one per worker thread). */
  slots: number;
  /** How many more may wait for a slot; beyond that, callers are refused at once. */
  queueLimit: number;
  /** Total pixels that running analyses may hold decoded at once (memory ceiling). */
  pixelBudget?: number;
}

interface Waiter {
  pixels: number;
  start: (release: () => void) => void;
}

/**
 * Decides when an analysis may start: a free slot, and room in the pixel budget (one analysis
 * larger than the whole budget still runs, alone). Waiting is first come, first served, and bounded:
 * over the bound, `enter` throws `AnalysisBusyError` without waiting.
 */
export class AdmissionGate {
  private running = 0;
  private pixelsInUse = 0;
  private readonly waiting: Waiter[] = [];
  private readonly budget: number;

  constructor(private readonly limits: AdmissionLimits) {
    this.budget = limits.pixelBudget ?? Infinity;
  }

  /** True when a new analysis would be refused right now. */
  get full(): boolean {
    return this.waiting.length >= this.limits.queueLimit && !this.fits(0);
  }

  get stats() {
    return { running: this.running, waiting: this.waiting.length, pixels: this.pixelsInUse };
  }

  /** Waits for a slot; resolves with the function that gives it back. Throws when over the bound. */
  enter(pixels: number): Promise<() => void> {
    const cost = Math.min(Math.max(0, pixels), this.budget);
    if (this.waiting.length === 0 && this.fits(cost)) return Promise.resolve(this.take(cost));
    if (this.waiting.length >= this.limits.queueLimit) throw new AnalysisBusyError();
    return new Promise((resolve) => this.waiting.push({ pixels: cost, start: resolve }));
  }

  private fits(cost: number): boolean {
    if (this.running >= this.limits.slots) return false;
    return this.running === 0 || this.pixelsInUse + cost <= this.budget;
  }

  private take(cost: number): () => void {
    this.running++;
    this.pixelsInUse += cost;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      this.pixelsInUse -= cost;
      this.drain();
    };
  }

  private drain() {
    while (this.waiting.length && this.fits(this.waiting[0]!.pixels)) {
      const next = this.waiting.shift()!;
      next.start(this.take(next.pixels));
    }
  }
}
