export { COLUMN_INPUT, columnInput, inputColumnOf, type ColumnInput } from './column-input.ts';
