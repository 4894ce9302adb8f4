import { afterEach, describe, expect, it } from 'vitest';
import { loadRazorpay, RAZORPAY_CHECKOUT_SRC } from './razorpay.ts';

const scripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src === RAZORPAY_CHECKOUT_SRC);

afterEach(() => {
  for (const s of scripts()) s.remove();
  delete window.Razorpay;
});

describe('loadRazorpay', () => {
  it('adds the Checkout script once, when first needed, and retries after a failure', async () => {
    expect(scripts()).toHaveLength(0);
    const first = loadRazorpay();
    const again = loadRazorpay();
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Checkout could not be loaded');
    await expect(again).rejects.toThrow();
    expect(scripts()).toHaveLength(0);

    const retry = loadRazorpay();
    expect(scripts()).toHaveLength(1);
    class Checkout {}
    window.Razorpay = Checkout as unknown as NonNullable<typeof window.Razorpay>;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(Checkout);
    await expect(loadRazorpay()).resolves.toBe(Checkout);
  });
});
