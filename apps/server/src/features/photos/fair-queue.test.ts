import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

/** Jobs the test finishes by hand: each records when it starts, and ends when told. */
function controlledJobs() {
  const started: string[] = [];
  const finishers = new Map<string, { finish: () => void; fail: () => void }>();
  const job = (name: string, cost = 1) => ({
    cost,
    work: () =>
      new Promise<string>((resolve, reject) => {
        started.push(name);
        finishers.set(name, { finish: () => resolve(name), fail: () => reject(new Error(name)) });
      }),
  });
  // A started job's promise settles on a later turn of the event loop's microtasks.
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  const finish = async (name: string) => {
    finishers.get(name)!.finish();
    await settle();
  };
  const fail = async (name: string) => {
    finishers.get(name)!.fail();
    await settle();
  };
  return { started, job, finish, fail, settle };
}

describe('FairQueue', () => {
  it('takes turns between owners: one owner’s many jobs wait behind each other owner’s one', async () => {
    const queue = new FairQueue(1, 100);
    const { started, job, finish, settle } = controlledJobs();
    const results = [
      ...queue.submit('flood', [job('flood 1'), job('flood 2'), job('flood 3')])!,
      ...queue.submit('ann', [job('ann 1')])!,
      ...queue.submit('bob', [job('bob 1'), job('bob 2')])!,
    ];
    await settle();
    expect(started).toEqual(['flood 1']);
    for (const name of ['flood 1', 'ann 1', 'bob 1', 'flood 2', 'bob 2', 'flood 3']) await finish(name);
    expect(started).toEqual(['flood 1', 'ann 1', 'bob 1', 'flood 2', 'bob 2', 'flood 3']);
    expect(await Promise.all(results)).toEqual(['flood 1', 'flood 2', 'flood 3', 'ann 1', 'bob 1', 'bob 2']);
  });

  it('runs as many jobs at once as it has slots, and a newcomer gets the next free one', async () => {
    const queue = new FairQueue(2, 100);
    const { started, job, finish, settle } = controlledJobs();
    queue.submit('flood', [job('flood 1'), job('flood 2'), job('flood 3'), job('flood 4')]);
    await settle();
    expect(started).toEqual(['flood 1', 'flood 2']);
    queue.submit('ann', [job('ann 1')]);
    await finish('flood 2');
    expect(started).toEqual(['flood 1', 'flood 2', 'ann 1']);
    await finish('flood 1');
    expect(started).toEqual(['flood 1', 'flood 2', 'ann 1', 'flood 3']);
  });

  it('keeps a slot free for someone else when an owner runs as many jobs as one owner may', async () => {
    const queue = new FairQueue(2, 100, 1);
    const { started, job, finish, settle } = controlledJobs();
    queue.submit('flood', [job('flood 1'), job('flood 2'), job('flood 3')]);
    await settle();
    expect(started).toEqual(['flood 1']);
    queue.submit('ann', [job('ann 1')]);
    await settle();
    expect(started).toEqual(['flood 1', 'ann 1']);
    await finish('flood 1');
    expect(started).toEqual(['flood 1', 'ann 1', 'flood 2']);
  });

  it('refuses, whole, a batch that takes an owner past their share, and counts a job until it ends', async () => {
    const queue = new FairQueue(1, 10);
    const { started, job, finish, fail, settle } = controlledJobs();
    const first = queue.submit('flood', [job('flood 1', 6), job('flood 2', 4)])!;
    expect(queue.heldBy('flood')).toBe(10);
    expect(queue.submit('flood', [job('flood 3', 1)])).toBeUndefined();
    // Another owner's share is their own.
    const ann = queue.submit('ann', [job('ann 1', 10)]);
    expect(ann).toHaveLength(1);
    await settle();
    // A failed job gives its share back as a finished one does.
    const failed = expect(first[0]).rejects.toThrow('flood 1');
    await fail('flood 1');
    await failed;
    expect(queue.heldBy('flood')).toBe(4);
    expect(queue.submit('flood', [job('flood 3', 7)])).toBeUndefined();
    const more = queue.submit('flood', [job('flood 3', 6)]);
    expect(more).toHaveLength(1);
    expect(queue.heldBy('flood')).toBe(10);
    for (const name of ['ann 1', 'flood 2', 'flood 3']) await finish(name);
    expect(started).toEqual(['flood 1', 'ann 1', 'flood 2', 'flood 3']);
    expect(queue.heldBy('flood')).toBe(0);
    expect(queue.heldBy('ann')).toBe(0);
  });
});
