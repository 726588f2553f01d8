#!/usr/bin/env node
// Thin launcher: the CLI lives in dist/cli (built by `npm run build`, run on `npm install`).
import { main } from '../dist/cli/main.js';

process.exitCode = await main(process.argv);
