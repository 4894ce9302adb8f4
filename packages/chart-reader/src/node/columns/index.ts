// The learned column stage in Node (decision 149): the model input, the committed model on ONNX
// Runtime, the evidence the pure reading uses (`withLearnedColumns`).
export {
  COLUMN_INPUT,
  columnInput,
  dominantColour,
  inputColumnOf,
  type ColumnInput,
} from './column-input.ts';
export {
  COLUMN_MODEL_FILE,
  loadColumnModel,
  readColumnEvidence,
  sharedColumnModel,
  type ColumnModel,
} from './column-model.ts';
