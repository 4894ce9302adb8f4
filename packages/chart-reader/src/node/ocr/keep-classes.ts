// The label recogniser's classifier cut to the characters the reader ever asks for (decision
// 202). PP-OCRv4's last step scores every time step against all 6,625 classes of its dictionary
// (a `MatMul` by a 120 x 6,625 weight, an `Add` of a bias, a `Softmax`), then the decoder looks at
// the 81 a price, a date or a legend may hold. Here the weight's columns and the bias's entries
// of the other classes are dropped before ONNX Runtime loads the graph: the scores of the classes
// kept are the same sums of the same products, so the best class at every step is the same, and
// the softmax spreads its mass over the kept classes alone (a reading's confidence is its least
// sure character's probability among them).
import {
  ATTR,
  GRAPH,
  MODEL,
  attributes,
  constantNode,
  constantValue,
  encodeNode,
  parseNode,
  type FloatTensor,
  type Node,
} from './onnx-nodes.ts';
import { bytesField, concatBytes, readFields, text, varintField } from './protobuf-wire.ts';

// ONNX field numbers (onnx.proto): ValueInfoProto.name, type; TypeProto.tensor_type;
// TypeProto.Tensor.shape; TensorShapeProto.dim; Dimension.dim_value.
const VALUE_INFO = { name: 1, type: 2 };
const TYPE = { tensor: 1 };
const TENSOR_TYPE = { shape: 2 };
const SHAPE = { dim: 1 };
const DIM = { value: 1 };

/** `message` with its field `no` (a message) replaced by `edit` of it; other fields as read. */
function editField(
  message: Uint8Array,
  no: number,
  edit: (body: Uint8Array, index: number, count: number) => Uint8Array,
): Uint8Array {
  const fields = readFields(message);
  const count = fields.filter((f) => f.no === no).length;
  let index = 0;
  return concatBytes(
    fields.map((f) => (f.no === no ? bytesField(no, edit(f.body!, index++, count)) : f.raw)),
  );
}

/** A graph output's value info with its last dimension set to `size`. */
function withLastDim(valueInfo: Uint8Array, size: number): Uint8Array {
  return editField(valueInfo, VALUE_INFO.type, (type) =>
    editField(type, TYPE.tensor, (tensor) =>
      editField(tensor, TENSOR_TYPE.shape, (shape) =>
        editField(shape, SHAPE.dim, (dim, i, n) =>
          i === n - 1 ? varintField(DIM.value, size) : dim,
        ),
      ),
    ),
  );
}

/** How many dimensions a graph output's value info declares. */
function rank(valueInfo: Uint8Array): number {
  const type = readFields(valueInfo).find((f) => f.no === VALUE_INFO.type);
  const tensor = type && readFields(type.body!).find((f) => f.no === TYPE.tensor);
  const shape = tensor && readFields(tensor.body!).find((f) => f.no === TENSOR_TYPE.shape);
  return shape ? readFields(shape.body!).filter((f) => f.no === SHAPE.dim).length : 0;
}

/** The columns `keep` of a [rows, classes] weight, or the entries `keep` of a [classes] bias. */
function kept(t: FloatTensor, keep: readonly number[]): FloatTensor {
  if (t.dims.length === 1)
    return { dims: [keep.length], data: Float64Array.from(keep, (k) => t.data[k]!) };
  const [rows, cols] = t.dims as [number, number];
  const data = new Float64Array(rows * keep.length);
  for (let r = 0; r < rows; r++)
    for (let j = 0; j < keep.length; j++) data[r * keep.length + j] = t.data[r * cols + keep[j]!]!;
  return { dims: [rows, keep.length], data };
}

/**
 * `model` whose one output, `Softmax(MatMul(x, W) + b)` over its last axis, scores only the classes
 * `keep` (in that order); null when the graph does not end that way or a class is out of range.
 */
export function keepClasses(model: Uint8Array, keep: readonly number[]): Uint8Array | null {
  const modelFields = readFields(model);
  const graphField = modelFields.find((f) => f.no === MODEL.graph);
  if (!graphField || keep.length === 0) return null;
  const graphFields = readFields(graphField.body!);
  const outputs = graphFields.filter((f) => f.no === GRAPH.output);
  if (outputs.length !== 1) return null;
  const outputName = text(readFields(outputs[0]!.body!).find((f) => f.no === VALUE_INFO.name)!);
  const nodes = graphFields.filter((f) => f.no === GRAPH.node).map((f) => parseNode(f.body!));
  const producer = (name: string): Node | undefined => nodes.find((n) => n.outputs.includes(name));
  const readers = (name: string): number => nodes.filter((n) => n.inputs.includes(name)).length;

  const softmax = producer(outputName);
  const axis =
    softmax &&
    attributes(softmax)
      .get('axis')
      ?.find((f) => f.no === ATTR.i)?.varint;
  if (softmax?.opType !== 'Softmax' || axis !== rank(outputs[0]!.body!) - 1) return null;
  const add = producer(softmax.inputs[0]!);
  if (add?.opType !== 'Add' || add.inputs.length !== 2) return null;
  const matmul = add.inputs.map(producer).find((n) => n?.opType === 'MatMul');
  const biasName = add.inputs.find((name) => producer(name)?.opType === 'Constant');
  if (!matmul || !biasName || matmul.inputs.length !== 2) return null;
  const weightName = matmul.inputs[1]!;
  const weightNode = producer(weightName);
  const biasNode = producer(biasName)!;
  const weight = weightNode ? constantValue(weightNode) : null;
  const bias = constantValue(biasNode);
  if (!weight || !bias || weight.dims.length !== 2 || bias.dims.length !== 1) return null;
  const classes = weight.dims[1]!;
  if (bias.dims[0] !== classes || keep.some((k) => !(k >= 0 && k < classes))) return null;
  if (readers(weightName) !== 1 || readers(biasName) !== 1) return null;
  if (readers(matmul.outputs[0]!) !== 1 || readers(add.outputs[0]!) !== 1) return null;

  const swap = new Map<Node, Node>([
    [weightNode!, constantNode(weightName, kept(weight, keep))],
    [biasNode, constantNode(biasName, kept(bias, keep))],
  ]);
  let nodeIndex = 0;
  const graph = concatBytes(
    graphFields.map((f) => {
      if (f.no === GRAPH.output) return bytesField(GRAPH.output, withLastDim(f.body!, keep.length));
      if (f.no !== GRAPH.node) return f.raw;
      const cut = swap.get(nodes[nodeIndex++]!);
      return cut ? bytesField(GRAPH.node, encodeNode(cut)) : f.raw;
    }),
  );
  return concatBytes(
    modelFields.map((f) => (f.no === MODEL.graph ? bytesField(MODEL.graph, graph) : f.raw)),
  );
}
