/** Waits (at most `ms`, 5 s unless told) until `condition` holds, asking again every 20 ms. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  ms = 5000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
