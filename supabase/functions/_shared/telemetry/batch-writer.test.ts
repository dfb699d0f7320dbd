import { createBatchWriter, type BatchItem, type StoreResult } from './batch-writer.ts';

const item = (n: number, size = 10): BatchItem => ({ address_key: `k${n}`, beacon: 'x'.repeat(size) });

function writer(options: {
  maxItems?: number;
  maxChars?: number;
  answer?: (items: BatchItem[]) => Promise<StoreResult[]>;
}) {
  const batches: BatchItem[][] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const submit = createBatchWriter({
    maxItems: options.maxItems ?? 100,
    maxChars: options.maxChars ?? 10_000,
    maxInFlight: 1,
    async write(items) {
      batches.push(items);
      await gate;
      return options.answer ? options.answer(items) : items.map(() => true);
    },
  });
  return { batches, submit, release };
}

describe('createBatchWriter', () => {
  it('writes the first item at once and the ones arriving meanwhile together, within maxItems and maxChars', async () => {
    const w = writer({ maxItems: 3, maxChars: 200 });
    const results = [w.submit(item(0)), ...[1, 2, 3, 4].map((n) => w.submit(item(n))), w.submit(item(5, 300))];
    expect(w.batches.map((b) => b.length)).toEqual([1]);
    w.release();
    await Promise.all(results);
    // 1 alone; then 3 (maxItems); then 1 more before the over-long one, which goes alone.
    expect(w.batches.map((b) => b.map((i) => i.address_key))).toEqual([['k0'], ['k1', 'k2', 'k3'], ['k4'], ['k5']]);
  });

  it('rejects every item of a batch whose write fails or answers the wrong number of results', async () => {
    const failing = writer({ answer: () => Promise.reject(new Error('down')) });
    const a = Promise.allSettled([failing.submit(item(0)), failing.submit(item(1))]);
    failing.release();
    expect((await a).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const short = writer({ answer: async () => [true] });
    const b = [short.submit(item(0)), short.submit(item(1)), short.submit(item(2))];
    short.release();
    const settled = await Promise.allSettled(b);
    expect(settled[0]).toEqual({ status: 'fulfilled', value: true });
    expect(settled[1]).toEqual({
      status: 'rejected',
      reason: new Error('collect_telemetry answered 1 results for 2 beacons'),
    });
    expect(settled[2]).toMatchObject({ status: 'rejected' });
  });

  it('passes on counted, dropped and refused (null), and reads anything else as dropped', async () => {
    const answers: Record<string, unknown> = { k0: true, k1: false, k2: null, k3: 'yes' };
    const w = writer({ answer: async (items) => items.map((i) => answers[i.address_key!] as StoreResult) });
    const results = Promise.all([0, 1, 2, 3].map((n) => w.submit(item(n))));
    w.release();
    expect(await results).toEqual([true, false, null, false]);
  });
});
