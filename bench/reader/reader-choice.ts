// Which reader a benchmark scores: the working copy, a committed revision or another module.
import { basename, dirname, join, resolve } from 'node:path';
import { readerSnapshot, readerVersion } from './reader-adapter.ts';
import { ReaderWorker } from './reader-worker.ts';

export interface ReaderChoice {
  /** Score packages/chart-reader as committed at this revision instead of the working copy. */
  readerCommit: string | null;
  /** Score the readChart exported by this module file instead. */
  readerModule: string | null;
  /** Per-image limit on reading time; a reader that takes longer is stopped. */
  timeoutMs: number;
  /** Read as the product does in Node (OCR of labels, time axis and legend), not the pure reader. */
  ocr?: boolean;
}

/** Starts the chosen reader in a worker; `version` names it for the record. */
export function openReader(
  repoRoot: string,
  o: ReaderChoice,
): { reader: ReaderWorker; version: string } {
  const snapshot = o.readerCommit
    ? readerSnapshot(
        repoRoot,
        o.readerCommit,
        join(repoRoot, 'node_modules', '.cache', 'candlelens-reader-snapshots'),
      )
    : undefined;
  const modulePath = snapshot ?? (o.readerModule ? resolve(o.readerModule) : undefined);
  const version = snapshot
    ? basename(dirname(dirname(dirname(dirname(snapshot)))))
    : o.readerModule
      ? o.readerModule
      : readerVersion(repoRoot);
  return {
    reader: new ReaderWorker(modulePath, o.timeoutMs, o.ocr === true),
    version: o.ocr ? `${version} with OCR` : version,
  };
}

/** Reads the reader options from argv; returns the arguments it did not take. */
export function takeReaderArgs(args: string[], o: ReaderChoice): string[] {
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--reader-commit') o.readerCommit = args[++i] ?? null;
    else if (a === '--reader-module') o.readerModule = args[++i] ?? null;
    else if (a === '--timeout-ms') o.timeoutMs = Number(args[++i]);
    else if (a === '--ocr') o.ocr = true;
    else rest.push(a);
  }
  return rest;
}
