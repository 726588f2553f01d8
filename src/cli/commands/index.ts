// Every top-level command of the CLI; each module adds one puzzle's subcommands.
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { registerKnight } from './knight.js';
import { registerTerrain } from './terrain.js';
import { registerGrid } from './grid.js';

export type RegisterCommand = (program: Command, context: CliContext) => void;

export const commands: RegisterCommand[] = [registerKnight, registerTerrain, registerGrid];
