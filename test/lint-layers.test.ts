// The layer rule of eslint.config.js (eslint-rules/layers.js): an import that breaks a layer is a
// lint error, one that keeps it is not.
import { RuleTester } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import layers from '../eslint-rules/layers.js';

RuleTester.describe = describe;
RuleTester.it = it;

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('layers/imports', layers.rules.imports, {
  valid: [
    { filename: at('src/search/bfs.ts'), code: "import { x } from './types.js';" },
    {
      filename: at('src/puzzles/sokoban/solver/solve.ts'),
      code: "import { x } from '../level.js';",
    },
    {
      filename: at('src/puzzles/sokoban/index.ts'),
      code: "import { x } from '../../grid/index.js';",
    },
    {
      filename: at('src/cli/commands/sokoban.ts'),
      code: "import { x } from '../../puzzles/sokoban/index.js';",
    },
    {
      filename: at('web/src/tabs/knight/state.ts'),
      code: "import { x } from '../../../../src/puzzles/knight/index.js';",
    },
    {
      filename: at('bench/grid.bench.ts'),
      code: "import { x } from '../src/puzzles/gridmap/index.js';",
    },
    // Tests may reach into what they test.
    {
      filename: at('test/cli-sokoban.test.ts'),
      code: "import { x } from '../src/puzzles/sokoban/moves/replay.js';",
    },
  ],
  invalid: [
    {
      filename: at('src/search/bfs.ts'),
      code: "import { x } from '../grid/index.js';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/puzzles/sokoban/level.ts'),
      code: "import { x } from '../wordsearch/index.js';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/cli/commands/sokoban.ts'),
      code: "import { x } from '../../puzzles/sokoban/moves/replay.js';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('web/src/tabs/sokoban/game.ts'),
      code: "export { x } from '../../../../src/puzzles/sokoban/level.js';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('bench/sokoban.bench.ts'),
      code: "import { x } from '../src/cli/options.js';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('bench/sokoban.bench.ts'),
      code: "const m = import('../src/puzzles/sokoban/solver/solve.js');",
      errors: [{ messageId: 'layer' }],
    },
  ],
});
