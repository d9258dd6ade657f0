#!/usr/bin/env node
// The `autodream` command: runs the built CLI (npm run build produces dist/).
import { main } from '../dist/electron/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
