// Node entry of the reader: decoding files and bytes (sharp). The main entry stays I/O-free.
export { decodeImage, type DecodedImage, type DecodeOptions } from './decode.ts';
export { HintError, readChartFile, readChartImage, type NodeReadOptions } from './read-file.ts';
export { ocrPort } from './ocr-port.ts';
export * from './ocr/index.ts';
export { HINT_FLAGS, HINT_USAGE, parseHintFlag } from './hint-args.ts';
export * from './columns/index.ts';
