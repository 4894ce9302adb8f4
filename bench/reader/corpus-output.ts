// What every corpus generator does at its end and on its command line.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes the manifest (version marked partial when only part of the plan was made) and the
 * generation time, logs the summary line and returns the count and seconds.
 */
export function finishCorpus<E>(
  dir: string,
  plan: { version: string; seed: number; partial: boolean },
  entries: E[],
  started: number,
  log: (line: string) => void,
): { count: number; seconds: number } {
  const manifest = {
    version: plan.partial ? `${plan.version}+partial` : plan.version,
    seed: plan.seed,
    count: entries.length,
    entries,
  };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1));
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(join(dir, 'generation.json'), JSON.stringify({ seconds, count: entries.length }));
  log(`corpus: ${entries.length} images in ${seconds.toFixed(1)} s -> ${dir}`);
  return { count: entries.length, seconds };
}

/** `--limit N`, `--filter TEXT` and `--out DIR` of a generator's command line. */
export function generatorArgs(args: string[]): { limit?: number; filter?: string; dir?: string } {
  const val = (name: string): string | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const limit = val('--limit');
  const filter = val('--filter');
  const dir = val('--out');
  return {
    ...(limit !== undefined ? { limit: Number(limit) } : {}),
    ...(filter !== undefined ? { filter } : {}),
    ...(dir !== undefined ? { dir } : {}),
  };
}
