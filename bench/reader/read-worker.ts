// Runs readChart in a worker thread so a reader that hangs can be stopped. Messages:
// in  {type:'init', modulePath?, ocr?} -> out {type:'ready'} | {type:'failed', error}
// in  {type:'read', data, width, height, colourHalved?} -> out {type:'result', ms, reading?, error?}
import { parentPort } from 'node:worker_threads';
import { loadReader, normaliseReading, type ReadFunction } from './reader-adapter.ts';

let read: ReadFunction | null = null;

parentPort?.on(
  'message',
  async (msg: {
    type: string;
    modulePath?: string;
    ocr?: boolean;
    data?: Uint8Array;
    width?: number;
    height?: number;
    /** The file kept its colour at half resolution (as decoded). */
    colourHalved?: boolean;
  }) => {
    if (msg.type === 'init') {
      try {
        read = await loadReader(msg.modulePath, msg.ocr === true);
        parentPort?.postMessage({ type: 'ready' });
      } catch (e) {
        parentPort?.postMessage({ type: 'failed', error: (e as Error).message });
      }
      return;
    }
    if (msg.type !== 'read' || !read || !msg.data) return;
    const image = {
      data: msg.data,
      width: msg.width ?? 0,
      height: msg.height ?? 0,
      ...(msg.colourHalved ? { colourHalved: true } : {}),
    };
    const t0 = performance.now();
    let raw: unknown;
    try {
      raw = await read(image);
    } catch (e) {
      const ms = performance.now() - t0;
      parentPort?.postMessage({
        type: 'result',
        ms,
        error: `threw: ${(e as Error)?.message ?? String(e)}`,
      });
      return;
    }
    const ms = performance.now() - t0;
    try {
      parentPort?.postMessage({ type: 'result', ms, reading: normaliseReading(raw) });
    } catch (e) {
      parentPort?.postMessage({ type: 'result', ms, error: `garbage: ${(e as Error).message}` });
    }
  },
);
