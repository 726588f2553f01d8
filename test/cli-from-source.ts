// The CLI as a process, run from the TypeScript sources (no build needed): for what only a
// real process shows, such as pipes, signals and the exit status the shell sees.
import { main } from '../src/cli/main.js';

process.exitCode = await main(process.argv);
