import { afterEach, vi } from 'vitest';

/**
 * A stray console.error (or React warning) fails the test that caused it (DESIGN.md §6). A test that
 * expects one says so with `expectConsoleError()`.
 */
let allowed = 0;
const seen: string[] = [];

export function expectConsoleError(count = 1) {
  allowed += count;
}

vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (allowed > 0) {
    allowed--;
    return;
  }
  seen.push(args.map(String).join(' '));
});

afterEach(() => {
  allowed = 0;
  if (seen.length) {
    const messages = seen.splice(0);
    throw new Error(`console.error was called:\n${messages.join('\n')}`);
  }
});
