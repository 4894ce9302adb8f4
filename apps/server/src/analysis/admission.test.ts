import { describe, expect, it } from 'vitest';
import { AdmissionGate, AnalysisBusyError } from './admission.ts';

const MP = 1_000_000;

describe('the analysis admission gate', () => {
  it('runs as many as there are slots, queues up to the bound, and refuses the rest at once', async () => {
    const gate = new AdmissionGate({ slots: 2, queueLimit: 1 });
    const a = await gate.enter(MP);
    const b = await gate.enter(MP);
    let started = false;
    const c = gate.enter(MP).then((release) => {
      started = true;
      return release;
    });
    expect(() => gate.enter(MP)).toThrow(AnalysisBusyError);
    expect(gate.full).toBe(true);
    a();
    const release = await c;
    expect(started).toBe(true);
    b();
    release();
    expect(gate.stats).toEqual({ running: 0, waiting: 0, pixels: 0 });
  });

  it('keeps the pixels held at once within the budget, whatever the number of slots', async () => {
    const gate = new AdmissionGate({ slots: 8, queueLimit: 8, pixelBudget: 16 * MP });
    const first = await gate.enter(8 * MP);
    const second = await gate.enter(8 * MP);
    const order: string[] = [];
    const third = gate.enter(8 * MP).then((r) => (order.push('third'), r));
    const small = gate.enter(MP).then((r) => (order.push('small'), r));
    await Promise.resolve();
    expect(gate.stats).toEqual({ running: 2, waiting: 2, pixels: 16 * MP });
    first();
    (await third)();
    (await small)();
    // First come, first served: the small one does not jump the queue.
    expect(order).toEqual(['third', 'small']);
    second();
    expect(gate.stats.pixels).toBe(0);
  });

  it('still runs one screenshot larger than the whole budget, alone', async () => {
    const gate = new AdmissionGate({ slots: 4, queueLimit: 4, pixelBudget: 4 * MP });
    const huge = await gate.enter(40 * MP);
    expect(gate.stats.pixels).toBe(4 * MP);
    let next = false;
    const after = gate.enter(MP).then((r) => ((next = true), r));
    await Promise.resolve();
    expect(next).toBe(false);
    huge();
    (await after)();
  });
});
