/** One piece of work and what it costs its owner's share of the queue while it waits or runs. */
export interface QueuedJob<T> {
  cost: number;
  work: () => Promise<T>;
}

/**
 * Runs work a few at a time (`slots`), taking turns between owners: when a slot frees, the owner
 * served least recently goes next, so one person's many jobs wait behind everyone else's one. An
 * owner runs at most `maxRunningPerOwner` jobs at once, and may have at most `maxCostPerOwner`
 * waiting or running; a batch past it is refused whole.
 */
export class FairQueue {
  private running = 0;
  /** Each owner's jobs waiting to start, oldest first; owners in the order they came. */
  private readonly waiting = new Map<string, (() => void)[]>();
  /** What each owner has waiting or running, and when each was last served (a turn number). */
  private readonly held = new Map<string, number>();
  private readonly lastServed = new Map<string, number>();
  private readonly runningBy = new Map<string, number>();
  private turns = 0;

  constructor(
    readonly slots: number,
    readonly maxCostPerOwner: number,
    readonly maxRunningPerOwner = slots,
  ) {}

  /** What `owner` has waiting or running. */
  heldBy(owner: string): number {
    return this.held.get(owner) ?? 0;
  }

  /**
   * Queues all of `jobs` for `owner` and returns their results, or returns undefined (and queues
   * none) when they would take the owner past their share.
   */
  submit<T>(owner: string, jobs: QueuedJob<T>[]): Promise<T>[] | undefined {
    const total = jobs.reduce((sum, job) => sum + job.cost, 0);
    if (this.heldBy(owner) + total > this.maxCostPerOwner) return undefined;
    this.held.set(owner, this.heldBy(owner) + total);
    return jobs.map((job) => this.run(owner, job));
  }

  private async run<T>(owner: string, job: QueuedJob<T>): Promise<T> {
    await new Promise<void>((start) => {
      const mine = this.waiting.get(owner);
      if (mine) mine.push(start);
      else this.waiting.set(owner, [start]);
      this.startNext();
    });
    try {
      return await job.work();
    } finally {
      this.running -= 1;
      this.runningBy.set(owner, this.runningBy.get(owner)! - 1);
      const left = this.heldBy(owner) - job.cost;
      if (left > 0) this.held.set(owner, left);
      else {
        // Nothing left of theirs: next time they come, they come as someone new.
        this.held.delete(owner);
        this.lastServed.delete(owner);
        this.runningBy.delete(owner);
      }
      this.startNext();
    }
  }

  private startNext(): void {
    while (this.running < this.slots) {
      let next: string | undefined;
      for (const owner of this.waiting.keys()) {
        if ((this.runningBy.get(owner) ?? 0) >= this.maxRunningPerOwner) continue;
        if (next === undefined || (this.lastServed.get(owner) ?? -1) < (this.lastServed.get(next) ?? -1)) {
          next = owner;
        }
      }
      if (next === undefined) return;
      const mine = this.waiting.get(next)!;
      const start = mine.shift()!;
      if (mine.length === 0) this.waiting.delete(next);
      this.turns += 1;
      this.lastServed.set(next, this.turns);
      this.runningBy.set(next, (this.runningBy.get(next) ?? 0) + 1);
      this.running += 1;
      start();
    }
  }
}
