import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.js';

/** A `run` whose batches finish when the test says so. */
function controlledRun() {
  const batches: {
    items: number[];
    finish: (results?: PromiseSettledResult<string>[]) => void;
    fail: (error: Error) => void;
  }[] = [];
  const run = (items: number[]) =>
    new Promise<PromiseSettledResult<string>[]>((resolve, reject) => {
      batches.push({
        items,
        finish: (results) =>
          resolve(results ?? items.map((item) => ({ status: 'fulfilled', value: `done ${item}` }))),
        fail: reject,
      });
    });
  return { run, batches };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('runs a lone item at once, without waiting for others', async () => {
    const { run, batches } = controlledRun();
    const add = createBatcher(run, { maxBatch: 10, concurrency: 1 });
    const answer = add(1);
    expect(batches.map((batch) => batch.items)).toEqual([[1]]);
    batches[0]!.finish();
    await expect(answer).resolves.toBe('done 1');
  });

  it('gathers the items that arrive while batches run, at most maxBatch at a time, in order', async () => {
    const { run, batches } = controlledRun();
    const add = createBatcher(run, { maxBatch: 3, concurrency: 2 });
    const answers = [1, 2, 3, 4, 5, 6, 7].map((item) => add(item));
    // Two batches run at once; the items behind them wait.
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2]]);
    batches[1]!.finish();
    await settle();
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2], [3, 4, 5]]);
    batches[0]!.finish();
    await settle();
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2], [3, 4, 5], [6, 7]]);
    batches[2]!.finish();
    batches[3]!.finish();
    await expect(Promise.all(answers)).resolves.toEqual([1, 2, 3, 4, 5, 6, 7].map((item) => `done ${item}`));
  });

  it('settles each item on its own, fails a whole batch when run throws, and goes on after', async () => {
    const { run, batches } = controlledRun();
    const add = createBatcher(run, { maxBatch: 5, concurrency: 1 });
    const first = add(1);
    const [second, third] = [add(2), add(3)];
    batches[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    batches[1]!.finish([
      { status: 'rejected', reason: new Error('refused 2') },
      { status: 'fulfilled', value: 'done 3' },
    ]);
    await expect(second).rejects.toThrow('refused 2');
    await expect(third).resolves.toBe('done 3');
    const fourth = add(4);
    expect(batches.at(-1)!.items).toEqual([4]);
    batches.at(-1)!.finish([]);
    await expect(fourth).rejects.toThrow('no result');
  });
});
