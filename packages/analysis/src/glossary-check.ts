import { glossaryTermsIn } from '@candlelens/contracts';

/**
 * Technical terms the text must not use at all: each was replaced by plain words (the typical
 * move for ATR, "a straight line through the closes" for the regression, "any chart of the group"
 * for the base rate...). Every other technical term the text uses is in the glossary
 * (@candlelens/contracts), explained on the page and in the copied text.
 */
export const REPLACED_TERMS: readonly [string, RegExp][] = [
  ['ATR', /\bATR\b/],
  ['R²', /R²|\bR-squared\b/i],
  ['regression', /\bregression\b/i],
  ['base rate', /\bbase rate\b/i],
  ['walk-forward', /\bwalk-forward\b/i],
  ['random walk', /\brandom walks?\b/i],
  ['shuffled returns', /\bshuffled returns\b/i],
  ['Brier', /\bBrier\b/i],
  ['variance ratio', /\bvariance ratio\b/i],
  ['quantile', /\bquantiles?\b/i],
  ['%B', /%B\b/],
  ['%K / %D', /%[KD]\b/],
  ['bootstrap', /\bbootstrap/i],
  ['sigma', /\bsigma\b|σ/i],
  ['standard deviation', /\bstandard deviations?\b/i],
  ['fractal', /\bfractals?\b/i],
  ['invalidation', /\binvalidation\b/i],
  ['held-out', /\bheld-out\b/i],
  ['calibration', /\bcalibrat/i],
  ['baseline', /\bbaselines?\b/i],
  ['volatility', /\bvolatility\b/i],
  ['per bar %', /% per bar\b/],
];

/** Technical terms in a text: those it should not use, and the glossary's it uses. */
export function termsIn(text: string): { replaced: string[]; explained: string[] } {
  return {
    replaced: REPLACED_TERMS.filter(([, re]) => re.test(text)).map(([t]) => t),
    explained: glossaryTermsIn(text).map((g) => g.term),
  };
}

/**
 * Bold spans of a text that are neither a label ("Above the last close:") nor the absence of a
 * measured direction nor a call with a measured edge: what "nothing unmeasured in bold" forbids.
 */
export function unmeasuredBold(
  text: string,
  measured: { direction: boolean; chance: boolean },
): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\*\*(.+?)\*\*/g)) {
    const span = m[1] as string;
    if (span.endsWith(':') || span === 'No measured direction.') continue;
    if (/^(Bullish|Bearish): a measured edge\.$/.test(span) && measured.direction) continue;
    if (/^\d+%$/.test(span) && measured.chance) continue;
    out.push(span);
  }
  return out;
}

/** Sentences of an analysis text, its header line and disclaimer left out. */
export function sentencesIn(text: string): number {
  const body = text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('_') && !l.startsWith('#') && l !== '---');
  return body.reduce((n, l) => n + (l.match(/[.!?](?=\s|$)/g)?.length ?? 0), 0);
}
