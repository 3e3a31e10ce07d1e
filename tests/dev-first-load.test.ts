// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkDevFirstLoad, unexpectedOutput } from '../scripts/dev-first-load.mjs';

// Issue 19.3: a newcomer's first `npm run dev` (an empty dependency cache, as on a fresh clone) opens the shop
// once, with no error and nothing on the dev server's output but its address.

describe("the dev server's output", () => {
  it("allows its address, and once on a first start the optimizer's progress, and nothing else", () => {
    const output = [
      '\u001b[32m  ➜  \u001b[39m  \u001b[1mLocal\u001b[22m:   http://localhost:5173/',
      '  ➜  Network: use --host to expose',
      '',
      '6:28:47 AM [vite] (client) [optimizer] scanning dependencies...',
      '6:28:49 AM [vite] (client) [optimizer] bundling dependencies...',
      'The `envFile` option is deprecated, please use `envDir: false` instead.',
      '6:21:50 AM [vite] (client) [optimizer] bundling dependencies...',
      '6:21:57 AM [vite] (client) ✨ optimized dependencies changed. reloading',
    ].join('\n');
    expect(unexpectedOutput(output)).toEqual([
      'The `envFile` option is deprecated, please use `envDir: false` instead.',
      // Bundling a second time: a dependency found late.
      '6:21:50 AM [vite] (client) [optimizer] bundling dependencies...',
      '6:21:57 AM [vite] (client) ✨ optimized dependencies changed. reloading',
    ]);
  });
});

describe('the first npm run dev', () => {
  it('loads each page once, without an error, and prints only its address', async () => {
    const { problems, output } = await checkDevFirstLoad();
    expect(problems, output).toEqual([]);
  });
});
