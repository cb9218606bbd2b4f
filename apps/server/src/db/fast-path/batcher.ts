export interface BatcherOptions {
  /** The most items run together. */
  maxBatch: number;
  /** The most batches running at once; items arriving meanwhile wait for the next one. */
  concurrency: number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

/**
 * Runs items together that arrive while earlier ones are running. An item that finds a batch
 * free runs at once, alone: nothing ever waits for a timer, so a quiet server answers as fast as
 * without batching, and a busy one pays one statement and one commit for many items.
 *
 * `run` settles each item on its own (a refusal of one is not a failure of the others); if it
 * throws, every item of the batch fails with that error.
 */
export function createBatcher<I, O>(
  run: (items: I[]) => Promise<PromiseSettledResult<O>[]>,
  { maxBatch, concurrency }: BatcherOptions,
): (item: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let running = 0;

  function startBatches() {
    while (running < concurrency && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      running += 1;
      run(batch.map((waiting) => waiting.item))
        .then(
          (results) =>
            batch.forEach((waiting, index) => {
              const result = results[index];
              if (result?.status === 'fulfilled') waiting.resolve(result.value);
              else waiting.reject(result ? result.reason : new Error('the batch gave no result for an item'));
            }),
          (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
        )
        .finally(() => {
          running -= 1;
          startBatches();
        });
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      startBatches();
    });
}
