// The label reader as a check on the glyph reader (decision 080): a few labels of a column are
// read by the port; when they agree with the glyph reading the column keeps it, otherwise the
// port reads the column (up to a cap) and its readings replace the glyph's.
import { spread, type LabelPort, type Staged, type TextBox } from '../../shared/label-port.ts';
import { PRICE_AXIS } from './params.ts';

export interface CheckedLabel {
  /** The label's text box in the port's image. */
  box: TextBox;
  /** What the glyph reader read here ('' when nothing). */
  glyphText: string;
  /** Writes out what the port read, where the label's shape says more than its characters
   * (zeros folded into a count between braces, which the recogniser drops). */
  normalise?: (text: string) => string;
}

export interface LabelCheck {
  /** Per label: the text to use ('' when unread), and who read it. */
  texts: string[];
  source: 'glyph' | 'ocr';
  /** Labels the port read. */
  labelsRead: number;
}

const LABEL_CHECK = PRICE_AXIS.labelCheck;

/**
 * The column's texts: the glyph reader's where a few labels read by the port agree with them
 * (`parse` gives a text's value), else the port's. Reads nothing with a port that does not
 * recognise text.
 */
export function* checkLabelTexts(
  port: LabelPort,
  labels: readonly CheckedLabel[],
  parse: (text: string) => number | null,
): Staged<LabelCheck> {
  const glyph = labels.map((e) => e.glyphText);
  if (!port.recognises || labels.length === 0)
    return { texts: glyph, source: 'glyph', labelsRead: 0 };
  const cap = Math.min(labels.length, LABEL_CHECK.cap);
  const probe = spread(labels.length, Math.min(cap, LABEL_CHECK.probe));
  const asRead = (i: number, text: string): string => labels[i]!.normalise?.(text) ?? text;
  const first = (yield* port.read(
    probe.map((i) => labels[i]!.box),
    'price',
  )).map((r, k) => asRead(probe[k]!, r.text));
  const same = (a: string, b: string): boolean => {
    const va = parse(a);
    return va !== null && va === parse(b);
  };
  if (probe.every((i, k) => same(first[k]!, glyph[i]!)))
    return { texts: glyph, source: 'glyph', labelsRead: probe.length };
  // the glyph reader misread this font: the port reads the column, evenly over its height
  const all = spread(labels.length, cap);
  const rest = all.filter((i) => !probe.includes(i));
  const more = yield* port.read(
    rest.map((i) => labels[i]!.box),
    'price',
  );
  const texts = labels.map(() => '');
  probe.forEach((i, k) => (texts[i] = first[k]!));
  rest.forEach((i, k) => (texts[i] = asRead(i, more[k]!.text)));
  return { texts, source: 'ocr', labelsRead: all.length };
}
