import { Worker } from 'node:worker_threads';
import type { ReadImage, Reading } from './reader-adapter.ts';

export interface ReadOutcome {
  ms: number;
  reading: Reading | { error: string };
}

interface WorkerMessage {
  type: 'ready' | 'failed' | 'result';
  error?: string;
  ms?: number;
  reading?: Reading;
}

/**
 * readChart in a worker thread, one image at a time, with a time limit: a reader that hangs is
 * stopped, the image counted as a failure, and a fresh worker started for the next image.
 */
export class ReaderWorker {
  private worker: Worker | null = null;

  constructor(
    private readonly modulePath: string | undefined,
    private readonly timeoutMs: number,
    /** Read as the product does in Node: OCR of the labels, the time axis and the legend. */
    private readonly ocr = false,
  ) {}

  private async start(): Promise<Worker> {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./read-worker-boot.mjs', import.meta.url));
    const ready = await this.next(worker, 60_000);
    if (ready.type !== 'ready') {
      await worker.terminate();
      throw new Error(`reader did not load: ${ready.error ?? ready.type}`);
    }
    this.worker = worker;
    return worker;
  }

  private next(worker: Worker, timeoutMs: number, post?: () => void): Promise<WorkerMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timeout after ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (m: WorkerMessage): void => {
        cleanup();
        resolve(m);
      };
      const onError = (e: Error): void => {
        cleanup();
        reject(e);
      };
      const onExit = (code: number): void => {
        cleanup();
        reject(new Error(`reader worker exited with code ${code}`));
      };
      const cleanup = (): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      if (post) post();
      else worker.postMessage({ type: 'init', modulePath: this.modulePath, ocr: this.ocr });
    });
  }

  /**
   * Reads one image (its pixels are copied, so the caller's buffer stays usable). A fresh
   * worker first reads the image once untimed, so that module loading and compilation are
   * not counted.
   */
  async read(image: ReadImage): Promise<ReadOutcome> {
    const fresh = this.worker === null;
    let worker: Worker;
    try {
      worker = await this.start();
    } catch (e) {
      return { ms: 0, reading: { error: (e as Error).message } };
    }
    if (fresh) {
      const warm = await this.readOn(worker, image);
      if ('error' in warm.reading && this.worker === null) return warm;
    }
    return this.readOn(this.worker ?? worker, image);
  }

  private async readOn(worker: Worker, image: ReadImage): Promise<ReadOutcome> {
    const data = new Uint8Array(image.data);
    const started = performance.now();
    try {
      const m = await this.next(worker, this.timeoutMs, () =>
        worker.postMessage(
          {
            type: 'read',
            data,
            width: image.width,
            height: image.height,
            colourHalved: image.colourHalved === true,
          },
          [data.buffer],
        ),
      );
      if (m.type !== 'result')
        return { ms: performance.now() - started, reading: { error: `unexpected ${m.type}` } };
      return { ms: m.ms ?? 0, reading: m.reading ?? { error: m.error ?? 'no result' } };
    } catch (e) {
      await this.stop();
      return { ms: performance.now() - started, reading: { error: (e as Error).message } };
    }
  }

  async stop(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }
}
