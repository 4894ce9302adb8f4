import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const CSV = fileURLToPath(new URL('./fixtures/goog-2011-daily.csv', import.meta.url));

function run(args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', CLI, ...args], { encoding: 'utf8' });
}

describe('analyze-chart CLI', () => {
  it('prints the analysis text for a CSV', () => {
    const text = run(['--csv', CSV, '--type', 'quick']);
    expect(text.startsWith('## Key Levels')).toBe(true);
    expect(text).toContain('## Trend');
    expect(text.trimEnd().endsWith('_')).toBe(true);
  });

  it('prints the structured result as JSON, on the last N candles', () => {
    const result = JSON.parse(
      run(['--csv', CSV, '--type', 'prediction', '--json', '--last', '60', '--horizon', '5']),
    ) as {
      type: string;
      candleCount: number;
      forecast: { horizon: number } | null;
    };
    expect(result.type).toBe('prediction');
    expect(result.candleCount).toBe(60);
    expect(result.forecast?.horizon).toBe(5);
  });

  it('treats the CSV prices as relative with --relative', () => {
    const text = run(['--csv', CSV, '--type', 'key-levels', '--relative']);
    expect(text).toContain('% of range');
    expect(text).not.toContain('Psychological levels');
  });

  it('refuses an unknown analysis type', () => {
    expect(() =>
      execFileSync(
        process.execPath,
        ['--import', 'tsx', CLI, '--csv', CSV, '--type', 'astrology'],
        { stdio: 'pipe' },
      ),
    ).toThrow();
  });
});
