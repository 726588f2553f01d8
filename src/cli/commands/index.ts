// Every top-level command of the CLI; each module adds one puzzle's subcommands.
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { registerGrid } from './grid.js';
import { registerKnight } from './knight.js';
import { registerLadder } from './ladder.js';
import { registerLaser } from './laser.js';
import { registerSokoban } from './sokoban.js';
import { registerTerrain } from './terrain.js';
import { registerWordSearch } from './wordsearch.js';
import { registerWorker } from './worker.js';

export type RegisterCommand = (program: Command, context: CliContext) => void;

export const commands: RegisterCommand[] = [
  registerKnight,
  registerSokoban,
  registerLadder,
  registerWordSearch,
  registerLaser,
  registerTerrain,
  registerGrid,
  registerWorker,
];
