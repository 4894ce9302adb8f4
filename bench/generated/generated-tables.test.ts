// Generated tables cannot go stale: each records a SHA-256 of the inputs it was made from (market
// files and sources), and these checks recompute it from the committed files. A table left behind
// by a change to its inputs fails here; the fix is to re-run the generator named in its header.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { EVIDENCE } from '@candlelens/analysis';
import { describe, expect, it } from 'vitest';
import { evidenceInputsHash } from '../analysis/evidence/inputs.ts';
import { ROOT, sourcesHash } from '../analysis/inputs-hash.ts';
import { VERDICT_SOURCES } from '../reader/verdict/sources.ts';

/** The hash a generated file's header records after `label`. */
function recorded(file: string, label: string): string | undefined {
  const head = readFileSync(`${ROOT}${file}`, 'utf8').split('\n').slice(0, 6).join('\n');
  return new RegExp(`${label} SHA-256: ([0-9a-f]{64})`).exec(head)?.[1];
}

describe('generated tables match their inputs', () => {
  it('the evidence file (npm run bench:analysis)', () => {
    const file = 'packages/analysis/src/evidence/evidence-data.generated.ts';
    expect(recorded(file, 'Inputs \\(market files and sources\\)')).toBe(EVIDENCE.inputsHash);
    expect(EVIDENCE.inputsHash, 'stale: re-run npm run bench:analysis').toBe(evidenceInputsHash());
  });

  it("the reader's verdict model (npx tsx bench/reader/verdict/verdict-fit.ts)", () => {
    const file = 'packages/chart-reader/src/stages/judge/verdict-model.generated.ts';
    expect(recorded(file, 'Fitting sources'), 'stale: re-fit the verdict model').toBe(
      sourcesHash(VERDICT_SOURCES),
    );
  });

  it('the glyph templates (node packages/chart-reader/scripts/make-glyph-templates.mjs)', () => {
    const file = 'packages/chart-reader/src/stages/price-axis/glyph-templates.generated.ts';
    const script = readFileSync(
      `${ROOT}packages/chart-reader/scripts/make-glyph-templates.mjs`,
      'utf8',
    ).replace(/\r\n/g, '\n');
    expect(recorded(file, 'Generator'), 'stale: re-run the glyph template generator').toBe(
      createHash('sha256').update(script).digest('hex'),
    );
  });
});
