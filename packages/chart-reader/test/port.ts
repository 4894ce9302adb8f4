// Label ports for tests: a recogniser scripted by the boxes it is asked about.
import type { LabelPort, LabelText, Staged, TextBox } from '../src/shared/label-port.ts';

/**
 * A port that reads each box as `textOf` says (by its position and size), and counts the boxes
 * it was asked to read.
 */
export function scriptedPort(textOf: (box: TextBox, k: number) => string): LabelPort & {
  asked: TextBox[];
} {
  const asked: TextBox[] = [];
  const port = {
    recognises: true,
    asked,
    *read(boxes: readonly TextBox[]): Staged<LabelText[]> {
      const out: LabelText[] = boxes.map((b, k) => {
        asked.push(b);
        return { text: textOf(b, k), confidence: 1 };
      });
      // a recogniser answers later: the stages wait for it
      return yield Promise.resolve(out);
    },
    within: () => port,
  };
  return port;
}
