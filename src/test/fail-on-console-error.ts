import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// A test that logs console.error fails: errors must be asserted, not printed.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});
