import { describe, expect, it } from 'vitest';
import { layoutTags, nudge, type PlacedTag, type TagLayoutOptions } from './tag-layout.ts';

const OPTS: TagLayoutOptions = { row: 16, line: 11, gap: 2, min: 0, max: 300 };

/** Every line passes through its tag, and no two tags overlap or leave the band. */
function expectReadable(ys: number[], tags: PlacedTag[], opts = OPTS) {
  const named = tags.flatMap((t) => t.members).sort((a, b) => a - b);
  expect(named).toEqual(ys.map((_, i) => i));
  const sorted = [...tags].sort((a, b) => a.top - b.top);
  sorted.forEach((t, k) => {
    expect(t.top).toBeGreaterThanOrEqual(opts.min - 1e-9);
    expect(t.top + t.height).toBeLessThanOrEqual(opts.max + 1e-9);
    for (const m of t.members) {
      expect(ys[m]).toBeGreaterThanOrEqual(t.top - 0.5);
      expect(ys[m]).toBeLessThanOrEqual(t.top + t.height + 0.5);
    }
    // A tag of its own is centred on its line but for a small nudge (or the band's edge).
    if (t.members.length === 1) {
      const alone = Math.min(
        Math.max(ys[t.members[0]!]! - t.height / 2, opts.min),
        opts.max - t.height,
      );
      expect(Math.abs(t.top - alone)).toBeLessThanOrEqual(opts.row * 0.4 + 1e-9);
    }
    const next = sorted[k + 1];
    if (next) expect(next.top).toBeGreaterThanOrEqual(t.top + t.height + opts.gap - 1e-9);
  });
}

describe('level tag layout', () => {
  it('leaves lines far apart each with its own tag, centred on the line', () => {
    const ys = [40, 120, 250];
    const tags = layoutTags(ys, OPTS);
    expect(tags.map((t) => t.members)).toEqual([[0], [1], [2]]);
    expect(tags.map((t) => t.top + t.height / 2)).toEqual([40, 120, 250]);
    expectReadable(ys, tags);
  });

  it('nudges close neighbours apart, both ways, keeping each on its line', () => {
    // 12 px apart: one tag each does not fit centred (16 + 2), but a 3 px nudge each way does.
    const ys = [100, 112];
    const tags = layoutTags(ys, OPTS);
    expect(tags.map((t) => t.members)).toEqual([[0], [1]]);
    const [a, b] = tags as [PlacedTag, PlacedTag];
    expect(a.top + a.height / 2).toBeCloseTo(97, 6);
    expect(b.top + b.height / 2).toBeCloseTo(115, 6);
    expectReadable(ys, tags);
  });

  it('merges lines too close to nudge into one tag naming both', () => {
    const ys = [150, 154];
    const tags = layoutTags(ys, OPTS);
    expect(tags).toHaveLength(1);
    expect(tags[0]!.members).toEqual([0, 1]);
    // Two text lines tall: the top price at the top line, the bottom price at the bottom one.
    expect(tags[0]!.height).toBe(27);
    expect(tags[0]!.top + tags[0]!.height / 2).toBeCloseTo(152, 6);
    expectReadable(ys, tags);
  });

  it('lists a merged tag top to bottom whatever order the levels came in', () => {
    const tags = layoutTags([154, 150], OPTS);
    expect(tags[0]!.members).toEqual([1, 0]);
  });

  it('keeps a cluster of four beside their lines where a column of tags would drift off', () => {
    // The old layout stacked these downwards from the first: the last tag sat 50 px below its line.
    const ys = [200, 203, 207, 212, 60];
    const tags = layoutTags(ys, OPTS);
    expectReadable(ys, tags);
    expect(tags.length).toBeLessThan(ys.length);
    expect(tags.find((t) => t.members.includes(4))?.members).toEqual([4]);
  });

  it('keeps tags inside the band at its top and bottom edges', () => {
    const ys = [1, 4, 296, 299];
    const tags = layoutTags(ys, OPTS);
    expectReadable(ys, tags);
  });

  it('stays readable for many levels on a short phone chart', () => {
    // Eight levels over a 170 px tall chart, three clusters, as on a 390 px phone.
    const opts = { ...OPTS, max: 170 };
    const ys = [12, 20, 26, 61, 95, 99, 104, 110];
    const tags = layoutTags(ys, opts);
    expectReadable(ys, tags, opts);
  });

  it('stays readable on any spread of levels', () => {
    let seed = 34;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let run = 0; run < 300; run++) {
      const opts = { ...OPTS, max: 120 + Math.floor(rnd() * 300) };
      const n = 1 + Math.floor(rnd() * 9);
      const ys = Array.from({ length: n }, () => Math.round(rnd() * opts.max));
      expectReadable(ys, layoutTags(ys, opts), opts);
    }
  });

  it('spans a merged zone from its top line to its bottom line', () => {
    const ys = [100, 105, 113, 160];
    const tags = layoutTags(ys, OPTS);
    expect(tags.map((t) => t.members)).toEqual([[0, 1, 2], [3]]);
    // Each end's price sits at its own line: half a row inside the tag's top and bottom.
    const zone = tags[0]!;
    expect(zone.top + OPTS.row / 2).toBeCloseTo(100, 6);
    expect(zone.top + zone.height - OPTS.row / 2).toBeCloseTo(113, 6);
    expectReadable(ys, tags);
  });

  it('ignores lines without a row (a price off the axis)', () => {
    const tags = layoutTags([50, Number.NaN], OPTS);
    expect(tags.map((t) => t.members)).toEqual([[0]]);
  });
});

describe('nudge', () => {
  it('moves a colliding pair apart symmetrically about their wanted places', () => {
    expect(
      nudge(
        [
          { height: 10, want: 50 },
          { height: 10, want: 52 },
        ],
        2,
        0,
        200,
      ),
    ).toEqual([45, 57]);
  });

  it('pushes a block off the band edge back inside', () => {
    expect(
      nudge(
        [
          { height: 10, want: -5 },
          { height: 10, want: -3 },
        ],
        2,
        0,
        200,
      ),
    ).toEqual([0, 12]);
  });
});
