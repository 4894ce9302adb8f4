/**
 * Where the level tags go beside the chart: each tag at the row of its line, nudged apart where
 * lines lie close, and where a nudge would take a tag off its line, merged with its neighbour into
 * one tag that spans both lines and names both prices (a zone of three or more lines names its
 * top and bottom). Everything here is in one unit (CSS pixels in the app).
 */

export interface TagLayoutOptions {
  /** Height of a tag with one price. */
  row: number;
  /** Height of a text line: a merged tag is at least one row and one line tall. */
  line: number;
  /** Space kept between two tags. */
  gap: number;
  /** The band the tags must stay in: top and bottom. */
  min: number;
  max: number;
}

export interface PlacedTag {
  /** The indices (into the input) of the lines this tag names, top to bottom. */
  members: number[];
  /** The tag's top edge and height. */
  top: number;
  height: number;
}

/**
 * A tag's height for lines at rows `ys` (top to bottom): one row for one line; for several, a tag
 * that spans them, with the top line's price at its top and the bottom line's at its bottom, two
 * text lines at least.
 */
export function tagHeight(ys: readonly number[], opts: Pick<TagLayoutOptions, 'row' | 'line'>) {
  if (ys.length < 2) return opts.row;
  const span = (ys.at(-1) as number) - (ys[0] as number);
  return Math.max(opts.row + opts.line, span + opts.row);
}

interface Wanted {
  members: number[];
  height: number;
  /** Where the tag's top would be with the tag centred on its lines. */
  want: number;
}

/**
 * Tops for tags in order, as close to where each wants to be as the gap allows (least squares,
 * by pooling neighbours that collide into blocks), all inside [min, max].
 */
export function nudge(
  tags: readonly { height: number; want: number }[],
  gap: number,
  min: number,
  max: number,
): number[] {
  interface Block {
    first: number;
    count: number;
    /** Sum over its tags of (want - offset of the tag inside the block). */
    sum: number;
    height: number;
    top: number;
  }
  const blocks: Block[] = [];
  const offsets: number[] = [];
  const clampTop = (b: Block) => Math.min(Math.max(b.sum / b.count, min), max - b.height);
  tags.forEach((t, i) => {
    offsets[i] = 0;
    let b: Block = { first: i, count: 1, sum: t.want, height: t.height, top: 0 };
    b.top = clampTop(b);
    let prev = blocks.at(-1);
    while (prev && prev.top + prev.height + gap > b.top) {
      // Pool: the later block's tags sit below the earlier one's, one gap apart.
      const shift = prev.height + gap;
      for (let k = b.first; k < b.first + b.count; k++) offsets[k] = (offsets[k] ?? 0) + shift;
      blocks.pop();
      b = {
        first: prev.first,
        count: prev.count + b.count,
        sum: prev.sum + b.sum - shift * b.count,
        height: prev.height + gap + b.height,
        top: 0,
      };
      b.top = clampTop(b);
      prev = blocks.at(-1);
    }
    blocks.push(b);
  });
  const tops: number[] = [];
  for (const b of blocks)
    for (let k = b.first; k < b.first + b.count; k++) tops[k] = b.top + (offsets[k] ?? 0);
  return tops;
}

/**
 * Lays the tags out for lines at rows `ys`: tags sit at their lines and never overlap; where
 * lines are too close for a tag each, neighbours merge into one tag (with both prices), the one
 * pushed furthest off its line first, until every tag is beside its lines or all are merged.
 */
export function layoutTags(ys: readonly number[], opts: TagLayoutOptions): PlacedTag[] {
  const order = ys
    .map((y, i) => ({ y, i }))
    .filter((o) => Number.isFinite(o.y))
    .sort((a, b) => a.y - b.y || a.i - b.i);
  const wanted = (members: number[]): Wanted => {
    const rows = members.map((m) => ys[m] as number);
    const height = tagHeight(rows, opts);
    return {
      members,
      height,
      want: ((rows[0] as number) + (rows.at(-1) as number)) / 2 - height / 2,
    };
  };
  let tags = order.map((o) => wanted([o.i]));
  for (;;) {
    const tops = nudge(tags, opts.gap, opts.min, opts.max);
    // The tag pushed furthest from its lines, if any is pushed more than 40% of a tag's height (a line grazing a tag's edge reads as belonging to the tag next to it). A tag at the
    // band's edge is measured from the nearest place it could have alone.
    let worst = -1;
    let worstBy = opts.row * 0.4 + 1e-9;
    tags.forEach((t, k) => {
      const alone = Math.min(Math.max(t.want, opts.min), opts.max - t.height);
      const by = Math.abs((tops[k] as number) - alone);
      if (by > worstBy) [worst, worstBy] = [k, by];
    });
    if (worst < 0 || tags.length < 2)
      return tags.map((t, k) => ({ members: t.members, top: tops[k] as number, height: t.height }));
    // Merge it with the neighbour whose lines are nearest to its own.
    const gapTo = (a: number, b: number) => {
      const ta = tags[a];
      const tb = tags[b];
      if (!ta || !tb) return Infinity;
      const lastOf = (t: Wanted) => ys[t.members.at(-1) as number] as number;
      const firstOf = (t: Wanted) => ys[t.members[0] as number] as number;
      return a < b ? firstOf(tb) - lastOf(ta) : firstOf(ta) - lastOf(tb);
    };
    const other = gapTo(worst, worst - 1) <= gapTo(worst, worst + 1) ? worst - 1 : worst + 1;
    const [a, b] = [Math.min(worst, other), Math.max(worst, other)];
    const merged = wanted([...(tags[a] as Wanted).members, ...(tags[b] as Wanted).members]);
    tags = [...tags.slice(0, a), merged, ...tags.slice(b + 1)];
  }
}
