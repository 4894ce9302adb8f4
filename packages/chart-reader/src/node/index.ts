// Node entry of the reader: decoding files and bytes (sharp). The main entry stays I/O-free.
export { decodeImage, type DecodedImage, type DecodeOptions } from './decode.ts';
export { readChartFile } from './read-file.ts';
export * from './ocr/index.ts';
