export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `check` every `intervalMs` until it returns true; throws "timed out waiting for <what>" after
 * `timeoutMs`. An error thrown by `check` ends the wait at once with that error.
 */
export async function waitFor(
  what: string,
  timeoutMs: number,
  check: () => Promise<boolean> | boolean,
  intervalMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}
