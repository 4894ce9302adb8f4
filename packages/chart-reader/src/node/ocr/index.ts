// Price-axis label OCR for Node (decision 080): PaddleOCR's recogniser on ONNX Runtime.
export type { LabelCrop, LabelReader, LabelReading } from './types.ts';
export {
  createLabelReader,
  sharedLabelReader,
  closeSharedLabelReader,
  warmSharedLabelReader,
} from './label-reader.ts';
export type { LabelReaderOptions } from './label-reader.ts';
export { cropLabel, type Box } from './crop.ts';
export { memoReader } from './memo.ts';
export { checkLabelColumn, type ColumnCheck, type ColumnLabel } from './column.ts';
export { LABEL_CHARSET, TEXT_CHARSET } from './paddle-engine.ts';
