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

/**
 * A component test waits for what it needs (`findBy…`, `waitFor`), never for a time. The ceiling on such
 * a wait is raised from the library's 1 s: the form engine checks values asynchronously, and with two
 * test files sharing two cores a screen can take longer than a second to settle, which is not a fault.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
