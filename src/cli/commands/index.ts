// Every top-level command of the CLI; each module adds one puzzle's subcommands.
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { registerKnight } from './knight.js';
import { registerSokoban } from './sokoban.js';

export type RegisterCommand = (program: Command, context: CliContext) => void;

export const commands: RegisterCommand[] = [registerKnight, registerSokoban];
