// Copy text: plain text a trader can paste anywhere, with the terms it uses explained.
import { describe, expect, it } from 'vitest';
import { analysisAsText, plainText } from './analysis-text.ts';
import type { ShownAnalysis } from './shown-analysis.ts';

const MARKDOWN = [
  '_EURUSD, 1h: 150 candles from 4 Oct 06:00 to 12 Oct 11:00._',
  '',
  '## Verdict',
  '',
  '**No measured direction.** The signs point both ways.',
  '- Pointing up: RSI above 55; the close is above the EMA 20.',
  '',
  '---',
  '',
  '_This analysis is for information only._',
].join('\n');

describe('copied analysis text', () => {
  it('carries no Markdown marks', () => {
    const text = plainText(MARKDOWN);
    expect(text).not.toMatch(/\*\*|(^|\s)_|_(\s|$)|^---$|^#/m);
    expect(text).toContain('EURUSD, 1h: 150 candles');
    expect(text).toContain('VERDICT');
    expect(text).toContain('No measured direction. The signs point both ways.');
    expect(text).toContain('This analysis is for information only.');
    // names with underscores inside a word are left alone
    expect(plainText('file_name_here')).toBe('file_name_here');
  });

  it('ends with a footnote explaining the technical terms it uses, and only those', () => {
    const a = {
      type: 'general',
      createdAt: '2026-11-27T10:00:00.000Z',
      summary: 'No measured direction on this chart.',
      text: MARKDOWN,
    } as unknown as ShownAnalysis;
    const text = analysisAsText(a);
    const foot = text.slice(text.indexOf('Terms used'));
    expect(foot).toMatch(/- RSI: Relative Strength Index/);
    expect(foot).toMatch(/- EMA: Exponential moving average/);
    expect(foot).toMatch(/- measured edge: /);
    expect(foot).not.toMatch(/MACD|Bollinger/);
  });
});
