/**
 * A number of bytes shared by every upload in the process: each takes its part before it reads a
 * byte and gives it back when it is answered, so that many uploads at once cannot hold more.
 */
export class ByteBudget {
  private held = 0;

  constructor(readonly capacity: number) {}

  /** Takes `bytes`, or returns undefined when they do not fit; the function returned gives them back (once). */
  take(bytes: number): (() => void) | undefined {
    if (this.held + bytes > this.capacity) return undefined;
    this.held += bytes;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.held -= bytes;
    };
  }
}
