import { describe, expect, it } from 'vitest';
import pkg from '../../../package.json' with { type: 'json' };

// The project brings its own Node (the npm package `node`, decision 039): npm scripts put
// node_modules/.bin first on PATH, so the test workers run on it, not on the machine's Node.
describe('the runtime', () => {
  it('is the Node that package.json pins, 24 LTS', () => {
    expect(process.version).toBe(`v${pkg.dependencies.node}`);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
