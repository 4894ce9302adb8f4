// The label recogniser's graph made shorter before ONNX Runtime loads it (decision 197). The
// exported PP-OCRv4 recogniser follows each convolution with a learned scale and shift (`Mul`,
// `Add` by single numbers), a hard-swish written out as four element-wise steps (`Add 3`, `Clip
// 0..6`, `Mul`, `Div 6`), then another scale and shift. Every one of those steps is a pass over the
// whole activation, and the runtime's own optimiser fuses none of them. Here:
// - a scale and shift after a convolution go into its weights and bias;
// - a hard-swish becomes `x * HardSigmoid(x)` (two passes; opset 9 has no HardSwish);
// - a scale and shift before a 1x1 convolution without padding go into that convolution.
// Each is exact arithmetic (a sum of products reordered), so the outputs differ only by float
// rounding. A graph that does not hold the patterns is returned as it was.
import {
  ATTR,
  GRAPH,
  MODEL,
  NODE,
  SUBGRAPH_OPS,
  attributes,
  constantNode,
  constantValue,
  encodeNode,
  floatAttr,
  parseNode,
  type FloatTensor,
  type Node,
} from './onnx-nodes.ts';
import {
  bytesField,
  concatBytes,
  readFields,
  stringField,
  text,
  varints,
} from './protobuf-wire.ts';

/** How many of each pattern were folded. */
export interface FoldCounts {
  affineIntoConv: number;
  hardSwish: number;
  affineIntoNextConv: number;
}

export interface FoldedModel {
  model: Uint8Array;
  folded: FoldCounts;
}

/** The graph's nodes with lookups that follow the edits. */
class Graph {
  readonly nodes: (Node | null)[];
  private readonly constants = new Map<string, FloatTensor | null>();
  private readonly producers = new Map<string, Node>();
  private readonly before = new Map<Node, Node[]>();
  private serial = 0;

  constructor(
    nodes: Node[],
    private readonly graphOutputs: Set<string>,
  ) {
    this.nodes = nodes;
    for (const n of nodes) for (const o of n.outputs) this.producers.set(o, n);
  }

  constant(name: string): FloatTensor | null {
    if (!this.constants.has(name)) {
      const p = this.producers.get(name);
      this.constants.set(name, p ? constantValue(p) : null);
    }
    return this.constants.get(name)!;
  }

  /** The single number a scale or shift multiplies or adds, when `name` is one. */
  scalar(name: string): number | null {
    const c = this.constant(name);
    return c && c.data.length === 1 ? c.data[0]! : null;
  }

  producer(name: string): Node | null {
    const p = this.producers.get(name);
    return p && this.nodes.includes(p) ? p : null;
  }

  /** The one node reading `name`, when exactly one does and it is not a graph output. */
  soleConsumer(name: string): Node | null {
    if (this.graphOutputs.has(name)) return null;
    let found: Node | null = null;
    for (const n of this.nodes) {
      if (!n || !n.inputs.includes(name)) continue;
      if (found) return null;
      found = n;
    }
    return found;
  }

  /** `op(x, scalar)` in either order: the other input and the number. */
  withScalar(n: Node | null, op: string): { other: string; value: number } | null {
    if (!n || n.opType !== op || n.inputs.length !== 2) return null;
    const [a, b] = n.inputs as [string, string];
    const vb = this.scalar(b);
    if (vb !== null && this.scalar(a) === null) return { other: a, value: vb };
    const va = op === 'Mul' || op === 'Add' ? this.scalar(a) : null;
    if (va !== null && vb === null) return { other: b, value: va };
    return null;
  }

  remove(n: Node): void {
    this.nodes[this.nodes.indexOf(n)] = null;
  }

  /** A new constant, placed before `user`. */
  addConstant(user: Node, base: string, t: FloatTensor): string {
    const name = `${base}__folded_${this.serial++}`;
    const node = constantNode(name, t);
    this.before.set(user, [...(this.before.get(user) ?? []), node]);
    this.producers.set(name, node);
    this.constants.set(name, t);
    return name;
  }

  changed(n: Node, inputs: string[], outputs: string[] = n.outputs): void {
    n.inputs = inputs;
    n.outputs = outputs;
    n.raw = null;
    for (const o of outputs) this.producers.set(o, n);
  }

  /** The nodes in order, the constants no node reads any more left out. */
  ordered(): Node[] {
    const all = this.nodes.flatMap((n) => (n ? [...(this.before.get(n) ?? []), n] : []));
    const read = new Set([...this.graphOutputs, ...all.flatMap((n) => n.inputs)]);
    return all.filter((n) => n.opType !== 'Constant' || n.outputs.some((o) => read.has(o)));
  }
}

/** A convolution's weight and bias (zeros when it has none), when both are constants. */
function convParams(g: Graph, conv: Node): { w: FloatTensor; b: Float64Array } | null {
  const w = conv.inputs[1] ? g.constant(conv.inputs[1]) : null;
  if (!w || w.dims.length !== 4) return null;
  const outCh = w.dims[0]!;
  const b = conv.inputs[2] ? g.constant(conv.inputs[2]) : null;
  if (conv.inputs[2] && (!b || b.data.length !== outCh)) return null;
  return { w, b: b ? b.data : new Float64Array(outCh) };
}

/** Conv -> Mul(a) -> Add(b): the convolution's weights times a, its bias times a plus b. */
function foldAffineIntoConv(g: Graph, conv: Node): boolean {
  const params = convParams(g, conv);
  const mulNode = g.soleConsumer(conv.outputs[0]!);
  const mul = g.withScalar(mulNode, 'Mul');
  const addNode = mulNode && g.soleConsumer(mulNode.outputs[0]!);
  const add = g.withScalar(addNode, 'Add');
  if (!params || !mul || !add || !mulNode || !addNode) return false;
  const { w, b } = params;
  const a = mul.value;
  const weights = g.addConstant(conv, conv.inputs[1]!, {
    dims: w.dims,
    data: w.data.map((v) => v * a),
  });
  const bias = g.addConstant(conv, conv.inputs[1]!, {
    dims: [b.length],
    data: b.map((v) => v * a + add.value),
  });
  g.changed(conv, [conv.inputs[0]!, weights, bias], [addNode.outputs[0]!]);
  g.remove(mulNode);
  g.remove(addNode);
  return true;
}

/** Add(x, 3) -> Clip(0, 6) -> Mul(x, .) -> Div(6) becomes Mul(x, HardSigmoid(x)). */
function foldHardSwish(g: Graph, clip: Node): boolean {
  if (clip.opType !== 'Clip' || clip.inputs.length !== 1) return false;
  const attrs = attributes(clip);
  const lo = attrs.get('min')?.find((f) => f.no === ATTR.f)?.float;
  const hi = attrs.get('max')?.find((f) => f.no === ATTR.f)?.float;
  if (lo !== 0 || hi !== 6) return false;
  const addNode = g.producer(clip.inputs[0]!);
  const add = g.withScalar(addNode, 'Add');
  if (!addNode || !add || add.value !== 3 || g.soleConsumer(addNode.outputs[0]!) !== clip)
    return false;
  const x = add.other;
  const mulNode = g.soleConsumer(clip.outputs[0]!);
  if (!mulNode || mulNode.opType !== 'Mul' || !mulNode.inputs.includes(x)) return false;
  const divNode = g.soleConsumer(mulNode.outputs[0]!);
  const div = g.withScalar(divNode, 'Div');
  if (!divNode || !div || div.value !== 6 || div.other !== mulNode.outputs[0]) return false;
  const gate = `${clip.outputs[0]}__hard_sigmoid`;
  addNode.opType = 'HardSigmoid';
  addNode.rest = [
    stringField(NODE.opType, 'HardSigmoid'),
    floatAttr('alpha', 1 / 6),
    floatAttr('beta', 0.5),
  ];
  g.changed(addNode, [x], [gate]);
  g.changed(mulNode, [x, gate], [divNode.outputs[0]!]);
  g.remove(clip);
  g.remove(divNode);
  return true;
}

/** Mul(c) -> Add(d) -> a 1x1 convolution without padding: W times c, bias plus d times sum W. */
function foldAffineIntoNextConv(g: Graph, conv: Node): boolean {
  const attrs = attributes(conv);
  const kernel = varints(attrs.get('kernel_shape') ?? [], ATTR.ints);
  const pads = varints(attrs.get('pads') ?? [], ATTR.ints);
  const group = attrs.get('group')?.find((f) => f.no === ATTR.i)?.varint ?? 1;
  if (attrs.has('auto_pad') || kernel.length !== 2 || kernel.some((k) => k !== 1)) return false;
  if (pads.some((p) => p !== 0) || group !== 1) return false;
  const params = convParams(g, conv);
  const addNode = g.producer(conv.inputs[0]!);
  const add = g.withScalar(addNode, 'Add');
  const mulNode = add ? g.producer(add.other) : null;
  const mul = g.withScalar(mulNode, 'Mul');
  if (!params || !add || !mul || !addNode || !mulNode) return false;
  if (g.soleConsumer(addNode.outputs[0]!) !== conv) return false;
  if (g.soleConsumer(mulNode.outputs[0]!) !== addNode) return false;
  const { w, b } = params;
  const perOut = w.data.length / w.dims[0]!;
  const weights = g.addConstant(conv, conv.inputs[1]!, {
    dims: w.dims,
    data: w.data.map((v) => v * mul.value),
  });
  const bias = g.addConstant(conv, conv.inputs[1]!, {
    dims: [b.length],
    data: b.map((v, o) => {
      let sum = 0;
      for (let i = 0; i < perOut; i++) sum += w.data[o * perOut + i]!;
      return v + add.value * sum;
    }),
  });
  g.changed(conv, [mul.other, weights, bias]);
  g.remove(mulNode);
  g.remove(addNode);
  return true;
}

/** The model with its scale-and-shift steps and hard-swishes folded (see the file's head). */
export function foldRecogniser(model: Uint8Array): FoldedModel {
  const folded: FoldCounts = { affineIntoConv: 0, hardSwish: 0, affineIntoNextConv: 0 };
  const modelFields = readFields(model);
  const graphField = modelFields.find((f) => f.no === MODEL.graph);
  if (!graphField) return { model, folded };
  const graphFields = readFields(graphField.body!);
  const outputs = new Set(
    graphFields
      .filter((f) => f.no === GRAPH.output)
      .map((f) => text(readFields(f.body!).find((v) => v.no === 1)!)),
  );
  const g = new Graph(
    graphFields.filter((f) => f.no === GRAPH.node).map((f) => parseNode(f.body!)),
    outputs,
  );
  // a node holding a graph of its own may read any name: the folds would not see those reads
  if (g.nodes.some((n) => n && SUBGRAPH_OPS.has(n.opType))) return { model, folded };
  const each = (op: string, fold: (g: Graph, n: Node) => boolean): number =>
    [...g.nodes].filter((n) => n?.opType === op && g.nodes.includes(n) && fold(g, n)).length;
  folded.affineIntoConv = each('Conv', foldAffineIntoConv);
  folded.hardSwish = each('Clip', foldHardSwish);
  folded.affineIntoNextConv = each('Conv', foldAffineIntoNextConv);
  if (!folded.affineIntoConv && !folded.hardSwish && !folded.affineIntoNextConv)
    return { model, folded };
  const graph = concatBytes([
    ...g.ordered().map((n) => bytesField(GRAPH.node, encodeNode(n))),
    ...graphFields.filter((f) => f.no !== GRAPH.node).map((f) => f.raw),
  ]);
  return {
    model: concatBytes(
      modelFields.map((f) => (f.no === MODEL.graph ? bytesField(MODEL.graph, graph) : f.raw)),
    ),
    folded,
  };
}
