#!/usr/bin/env python3
"""Trains the reader's learned column stage and exports it to ONNX.

Debian's python3-torch (1.13) and python3-onnx (1.12) only: `apt-get install -y python3-torch
python3-onnx`, then from the repository root, after the training renders were made
(`npx tsx bench/reader/learned/columns-generate.ts`, written to bench/out/learned-columns):

    nice -n 10 /usr/bin/python3 bench/reader/learned/train_columns.py

The model reads the screenshot shrunk to 96 rows and at most 640 columns, four bytes a cell (the
block's mean colour and its strongest ink; column-input.ts), and
answers, per column: is a candle (body or wick) of the price pane there, and is the column within
the series (first candle to last). Four 2-D convolutions fold the rows into features per column,
then dilated 1-D convolutions along the columns give each column the context of its neighbours
(an empty margin after the series, a panel beside it). Renders of the last round are the
validation set: training stops when their loss has not improved for `--patience` epochs.
"""
import argparse
import hashlib
import json
import os
import random
import struct
import time
import zlib

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

SEED = 149
HEIGHT = 96
CHANNELS = 4  # block mean R, G, B and block ink (column-input.ts)
CROP = 192
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
MODEL_OUT = os.path.join(ROOT, 'packages', 'chart-reader', 'src', 'node', 'columns',
                         'column-model.generated.onnx')
FIXTURES = os.path.join(ROOT, 'packages', 'chart-reader', 'test', 'fixtures', 'columns')
# validation renders whose inputs and the trained net's answers the inference test replays
FIXTURE_IDS = ('margin', 'negative', 'plain')
TAGS = {}


class ColumnNet(nn.Module):
    """Rows folded into per-column features, then context along the columns; two logits per column."""

    def __init__(self, folded=False):
        super().__init__()
        chans = [7, 12, 24, 32, 32]
        rows = []
        for i in range(4):
            rows += [nn.Conv2d(chans[i], chans[i + 1], 3, stride=(2, 1), padding=1),
                     nn.Identity() if folded else nn.BatchNorm2d(chans[i + 1]), nn.ReLU()]
        self.rows = nn.Sequential(*rows)  # 96 rows -> 6
        self.proj = nn.Conv1d(32 * 6, 48, 1)
        self.dilations = (1, 2, 4, 8, 16, 32)
        self.context = nn.ModuleList(
            [nn.Conv1d(48, 48, 3, padding=d, dilation=d) for d in self.dilations])
        self.norms = nn.ModuleList(
            [nn.Identity() if folded else nn.BatchNorm1d(48) for _ in self.dilations])
        self.head = nn.Conv1d(48, 2, 1)

    def forward(self, image):
        # image: (B, 4, 96, W), 0..255: the colours, their difference from the mean colour, the ink
        x = image / 255.0
        rgb = x[:, :3]
        x = torch.cat([rgb, rgb - rgb.mean(dim=(2, 3), keepdim=True), x[:, 3:]], dim=1)
        h = self.rows(x)
        h = F.relu(self.proj(torch.flatten(h, 1, 2)))
        for conv, norm in zip(self.context, self.norms):
            h = h + F.relu(norm(conv(h)))
        return self.head(h)


class Exported(nn.Module):
    """The trained net with probabilities out: (B, 2, W), channel 0 candle, 1 within the series."""

    def __init__(self, net):
        super().__init__()
        self.net = net

    def forward(self, image):
        return torch.sigmoid(self.net(image))


def folded_from_onnx(path):
    """The exported graph rebuilt in torch: the net without batch norms (the export folds them
    into the convolutions), its weights read from the ONNX file."""
    import onnx
    from onnx import numpy_helper

    model = onnx.load(path)
    weights = {i.name: numpy_helper.to_array(i) for i in model.graph.initializer}
    net = ColumnNet(folded=True)
    convs = [m for m in net.rows if isinstance(m, nn.Conv2d)] + [net.proj, *net.context, net.head]
    nodes = [n for n in model.graph.node if n.op_type == 'Conv']
    assert len(nodes) == len(convs), 'the graph is not this net'
    with torch.no_grad():
        for node, conv in zip(nodes, convs):
            conv.weight.copy_(torch.from_numpy(weights[node.input[1]].copy()))
            conv.bias.copy_(torch.from_numpy(weights[node.input[2]].copy()))
    return net.eval()


def load(data_dirs, rounds):
    items = []
    for data_dir in data_dirs:
        items += load_dir(data_dir, rounds)
    return items


def load_dir(data_dir, rounds):
    raw = np.fromfile(os.path.join(data_dir, 'inputs.bin'), dtype=np.uint8)
    items = []
    with open(os.path.join(data_dir, 'index.jsonl')) as f:
        for line in f:
            e = json.loads(line)
            if e['id'].startswith('r') and int(e['id'][1:e['id'].index('-')]) >= rounds:
                continue
            TAGS[e['id']] = e['tags']
            n = e['width'] * e['height'] * CHANNELS
            img = raw[e['offset']:e['offset'] + n].reshape(e['height'], e['width'], CHANNELS)
            labels = np.stack([np.frombuffer(e['candle'].encode(), dtype=np.uint8) - 48,
                               np.frombuffer(e['span'].encode(), dtype=np.uint8) - 48])
            items.append((e['id'], np.ascontiguousarray(img.transpose(2, 0, 1)), labels))
    return items


def crop_batch(items, rng):
    """Random crops CROP columns wide (narrower images padded; padding is not scored)."""
    xs = np.zeros((len(items), CHANNELS, HEIGHT, CROP), dtype=np.float32)
    ys = np.zeros((len(items), 2, CROP), dtype=np.float32)
    mask = np.zeros((len(items), CROP), dtype=np.float32)
    for k, (_, img, lab) in enumerate(items):
        w = img.shape[2]
        x0 = rng.randint(0, max(0, w - CROP))
        n = min(CROP, w)
        xs[k, :, :, :n] = img[:, :, x0:x0 + n]
        if n < CROP:
            xs[k, :, :, n:] = img[:, :, -1:]  # the last column repeated
        ys[k, :, :n] = lab[:, x0:x0 + n]
        mask[k, :n] = 1
    return torch.from_numpy(xs), torch.from_numpy(ys), torch.from_numpy(mask)


def loss_of(logits, ys, mask):
    bce = F.binary_cross_entropy_with_logits(logits, ys, reduction='none')
    return (bce * mask[:, None, :]).sum() / (mask.sum() * 2)


def evaluate(net, items):
    """Loss and column accuracy of both heads on whole images."""
    net.eval()
    total, n, right = 0.0, 0, np.zeros(2)
    with torch.no_grad():
        for _, img, lab in items:
            x = torch.from_numpy(img[None].astype(np.float32))
            y = torch.from_numpy(lab[None].astype(np.float32))
            logits = net(x)
            total += F.binary_cross_entropy_with_logits(logits, y, reduction='sum').item()
            n += lab.shape[1]
            right += ((logits[0] > 0).numpy() == (lab > 0)).sum(axis=1)
    net.train()
    return total / (2 * n), right / n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--data', nargs='+', default=[os.path.join(ROOT, 'bench', 'out', 'learned-columns')],
                    help='folders of training renders (columns-generate.ts --out)')
    ap.add_argument('--rounds', type=int, default=8, help='rounds of renders used (r0.. r<N-1>)')
    ap.add_argument('--out', default=MODEL_OUT)
    ap.add_argument('--epochs', type=int, default=24)
    ap.add_argument('--patience', type=int, default=5)
    ap.add_argument('--batch', type=int, default=16)
    ap.add_argument('--crops', type=int, default=2, help='crops of each image per epoch')
    ap.add_argument('--threads', type=int, default=1)
    ap.add_argument('--fixtures-only', action='store_true',
                    help='no training: the test fixtures from the model at --out')
    a = ap.parse_args()

    random.seed(SEED)
    np.random.seed(SEED)
    torch.manual_seed(SEED)
    torch.set_num_threads(a.threads)
    rng = random.Random(SEED)

    started = time.time()
    items = load(a.data, a.rounds)
    last_round = max(int(i[0][1:i[0].index('-')]) for i in items if i[0].startswith('r'))
    val = [i for i in items if i[0].startswith(f'r{last_round}-') or i[0].startswith('n1-')]
    val_ids = {i[0] for i in val}
    train = [i for i in items if i[0] not in val_ids]
    print(f'{len(train)} training, {len(val)} validation renders ({time.time() - started:.0f} s)')
    if a.fixtures_only:
        fixtures(folded_from_onnx(a.out), val)
        return

    net = ColumnNet()
    params = sum(p.numel() for p in net.parameters())
    print(f'{params} parameters')
    opt = torch.optim.Adam(net.parameters(), lr=2e-3)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=a.epochs)
    best, best_state, stale, history = float('inf'), None, 0, []
    for epoch in range(a.epochs):
        t0 = time.time()
        order = [i for i in train for _ in range(a.crops)]
        rng.shuffle(order)
        run = 0.0
        for b in range(0, len(order), a.batch):
            xs, ys, mask = crop_batch(order[b:b + a.batch], rng)
            loss = loss_of(net(xs), ys, mask)
            opt.zero_grad()
            loss.backward()
            opt.step()
            run += loss.item()
            if (b // a.batch) % 10 == 9:
                print(f'  step {b // a.batch + 1}: loss {loss.item():.4f} ({time.time() - t0:.0f} s)',
                      flush=True)
        sched.step()
        vloss, vacc = evaluate(net, val)
        history.append({'epoch': epoch + 1, 'train': run / max(1, len(order) // a.batch),
                        'val': vloss, 'candleAcc': vacc[0], 'spanAcc': vacc[1],
                        'seconds': time.time() - t0})
        print(f'epoch {epoch + 1}: train {history[-1]["train"]:.4f} val {vloss:.4f} '
              f'candle acc {vacc[0]:.4f} span acc {vacc[1]:.4f} ({time.time() - t0:.0f} s)',
              flush=True)
        if vloss < best - 1e-4:
            best, stale = vloss, 0
            best_state = {k: v.clone() for k, v in net.state_dict().items()}
        else:
            stale += 1
            if stale >= a.patience:
                break
    net.load_state_dict(best_state)
    net.eval()
    export(net, a, history, params, len(train), len(val), time.time() - started)
    fixtures(folded_from_onnx(a.out), val)


def write_png(path, img):
    """An RGBA image (H, W, 4 uint8) as a PNG file (no filter, zlib level 9); the model input's
    ink channel is the alpha."""
    h, w, _ = img.shape
    raw = b''.join(b'\x00' + img[y].tobytes() for y in range(h))

    def chunk(kind, data):
        return (struct.pack('>I', len(data)) + kind + data +
                struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff))
    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0)) +
                chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


def fixtures(net, val):
    """Three validation inputs (one with drawings in an empty margin, one not a chart, one
    plain) as PNG, and the exported net's probabilities for them, computed by torch from the
    weights in the ONNX file (so ONNX Runtime is checked against another implementation)."""
    os.makedirs(FIXTURES, exist_ok=True)
    tags = TAGS
    picks = {
        'margin': next((i for i in val if 'drawings:yes' in tags.get(i[0], []) and
                       'margin:yes' in tags.get(i[0], [])), val[0]),
        'negative': next((i for i in val if i[0].startswith('n')), val[0]),
        'plain': next((i for i in val if 'drawings:no' in tags.get(i[0], []) and
                      'margin:no' in tags.get(i[0], [])), val[0]),
    }
    expected = {'generator': 'bench/reader/learned/train_columns.py', 'inputs': {}}
    with torch.no_grad():
        for name in FIXTURE_IDS:
            ident, img, lab = picks[name]
            write_png(os.path.join(FIXTURES, f'{name}.png'), img.transpose(1, 2, 0))
            p = torch.sigmoid(net(torch.from_numpy(img[None].astype(np.float32))))[0].numpy()
            expected['inputs'][name] = {
                'render': ident,
                'candle': [round(float(v), 5) for v in p[0]],
                'span': [round(float(v), 5) for v in p[1]],
                'labels': {'candle': lab[0].tolist(), 'span': lab[1].tolist()},
            }
    with open(os.path.join(FIXTURES, 'expected.json'), 'w') as f:
        json.dump(expected, f)
    print(f'wrote {len(FIXTURE_IDS)} fixtures to {FIXTURES}')


def export(net, a, history, params, n_train, n_val, seconds):
    import onnx

    dummy = torch.zeros(1, CHANNELS, HEIGHT, 320)
    torch.onnx.export(Exported(net), dummy, a.out, opset_version=17,
                      input_names=['image'], output_names=['columns'],
                      dynamic_axes={'image': {0: 'batch', 3: 'width'},
                                    'columns': {0: 'batch', 2: 'width'}})
    model = onnx.load(a.out)
    model.doc_string = ('Generated by bench/reader/learned/train_columns.py from the renders of '
                        'bench/reader/learned/columns-generate.ts; do not edit.')
    model.producer_name = 'bench/reader/learned/train_columns.py'
    best = min(history, key=lambda h: h['val'])
    for k, v in {'seed': SEED, 'epochs': len(history), 'val_candle_accuracy': best['candleAcc'],
                 'val_span_accuracy': best['spanAcc']}.items():
        p = model.metadata_props.add()
        p.key, p.value = k, str(v)
    onnx.save(model, a.out)
    with open(a.out, 'rb') as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    record = {
        'generator': 'bench/reader/learned/train_columns.py',
        'data': f'bench/reader/learned/columns-generate.ts --rounds {a.rounds} --negatives 2',
        'seed': SEED, 'torch': torch.__version__, 'parameters': params,
        'training': n_train, 'validation': n_val, 'seconds': round(seconds),
        'history': history, 'sha256': digest,
    }
    with open(a.out.replace('.onnx', '.json'), 'w') as f:
        json.dump(record, f, indent=1)
    print(f'wrote {a.out} ({os.path.getsize(a.out)} bytes) in {seconds:.0f} s')


if __name__ == '__main__':
    main()
