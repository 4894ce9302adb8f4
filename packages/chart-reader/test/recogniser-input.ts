// Inputs for tests of the label recogniser's graph (decisions 197, 202).
import * as ort from 'onnxruntime-node';

/** Pseudo-random crop-shaped input (3 x 48 x `width`, values in -1..1), the same on every run. */
export function noiseInput(width: number, seed: number): ort.Tensor {
  let s = seed;
  const d = new Float32Array(3 * 48 * width);
  for (let i = 0; i < d.length; i++) {
    s = (s * 16807) % 2147483647;
    d[i] = (s / 2147483647) * 2 - 1;
  }
  return new ort.Tensor('float32', d, [1, 3, 48, width]);
}
