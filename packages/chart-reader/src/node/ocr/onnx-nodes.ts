// The nodes of an ONNX graph as the load-time edits of the label recogniser read and write them
// (decisions 197, 202): each node keeps the bytes it was read from until an edit changes it.
import {
  bytesField,
  concatBytes,
  floatField,
  readFields,
  stringField,
  text,
  varintField,
  varints,
  type WireField,
} from './protobuf-wire.ts';

// ONNX field numbers (onnx.proto): ModelProto.graph; GraphProto.node, output; NodeProto.input,
// output, op_type, attribute; AttributeProto.name, f, i, t, ints, type; TensorProto.dims,
// data_type, float_data, raw_data; ValueInfoProto.name, type.
export const MODEL = { graph: 7 };
export const GRAPH = { node: 1, output: 12 };
export const NODE = { input: 1, output: 2, opType: 4, attribute: 5 };
export const ATTR = { name: 1, f: 2, i: 3, t: 5, ints: 8, type: 20 };
export const TENSOR = { dims: 1, dataType: 2, floatData: 4, rawData: 9 };
export const FLOAT_TYPE = 1;
export const SUBGRAPH_OPS = new Set(['If', 'Loop', 'Scan']);
export const ATTR_FLOAT = 1;
export const ATTR_TENSOR = 4;

export interface Node {
  inputs: string[];
  outputs: string[];
  opType: string;
  /** Every field but the inputs and outputs, as read (name, op type, attributes, domain). */
  rest: Uint8Array[];
  /** The node's bytes as read, while it is unchanged. */
  raw: Uint8Array | null;
}

export interface FloatTensor {
  dims: number[];
  data: Float64Array;
}
export function parseNode(raw: Uint8Array): Node {
  const node: Node = { inputs: [], outputs: [], opType: '', rest: [], raw };
  for (const f of readFields(raw)) {
    if (f.no === NODE.input) node.inputs.push(text(f));
    else if (f.no === NODE.output) node.outputs.push(text(f));
    else {
      if (f.no === NODE.opType) node.opType = text(f);
      node.rest.push(f.raw);
    }
  }
  return node;
}

export function encodeNode(n: Node): Uint8Array {
  if (n.raw) return n.raw;
  return concatBytes([
    ...n.inputs.map((s) => stringField(NODE.input, s)),
    ...n.outputs.map((s) => stringField(NODE.output, s)),
    ...n.rest,
  ]);
}

export function attributes(n: Node): Map<string, WireField[]> {
  const out = new Map<string, WireField[]>();
  for (const raw of n.rest) {
    const [f] = readFields(raw);
    if (f?.no !== NODE.attribute) continue;
    const fields = readFields(f.body!);
    const name = fields.find((a) => a.no === ATTR.name);
    if (name) out.set(text(name), fields);
  }
  return out;
}

/** A Constant node's value when it is a float tensor. */
export function constantValue(n: Node): FloatTensor | null {
  if (n.opType !== 'Constant') return null;
  const t = attributes(n)
    .get('value')
    ?.find((a) => a.no === ATTR.t);
  if (!t) return null;
  const fields = readFields(t.body!);
  const type = fields.find((f) => f.no === TENSOR.dataType)?.varint;
  if (type !== FLOAT_TYPE) return null;
  const dims = varints(fields, TENSOR.dims);
  const raw = fields.find((f) => f.no === TENSOR.rawData || f.no === TENSOR.floatData)?.body;
  if (!raw || raw.length % 4) return null;
  const view = new DataView(raw.buffer, raw.byteOffset, raw.length);
  const data = new Float64Array(raw.length / 4);
  for (let i = 0; i < data.length; i++) data[i] = view.getFloat32(i * 4, true);
  if (data.length !== dims.reduce((a, b) => a * b, 1)) return null;
  return { dims, data };
}

export function constantNode(name: string, t: FloatTensor): Node {
  const raw = new Uint8Array(t.data.length * 4);
  const view = new DataView(raw.buffer);
  t.data.forEach((v, i) => view.setFloat32(i * 4, v, true));
  const tensor = concatBytes([
    ...t.dims.map((d) => varintField(TENSOR.dims, d)),
    varintField(TENSOR.dataType, FLOAT_TYPE),
    bytesField(TENSOR.rawData, raw),
  ]);
  const attr = concatBytes([
    stringField(ATTR.name, 'value'),
    bytesField(ATTR.t, tensor),
    varintField(ATTR.type, ATTR_TENSOR),
  ]);
  return {
    inputs: [],
    outputs: [name],
    opType: 'Constant',
    rest: [stringField(NODE.opType, 'Constant'), bytesField(NODE.attribute, attr)],
    raw: null,
  };
}

export function floatAttr(name: string, f: number): Uint8Array {
  return bytesField(
    NODE.attribute,
    concatBytes([
      stringField(ATTR.name, name),
      floatField(ATTR.f, f),
      varintField(ATTR.type, ATTR_FLOAT),
    ]),
  );
}
