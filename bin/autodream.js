#!/usr/bin/env node
// The `autodream` command: runs the built CLI (npm run build produces dist/). One-shot commands run
// from the bundle (dist/electron/cli/bundle/: a few files instead of ~200 modules, so they start
// fast); the long-running daemon and MCP server run from the per-module build.
// Ctrl+C while the CLI is still loading means "cancelled" (exit 5): nothing has started yet.
const early = () => process.exit(5);
process.once('SIGINT', early);
process.once('SIGTERM', early);
const argv = process.argv.slice(2);
const { splitCommand, SERVER_COMMANDS } = await import('../dist/electron/cli/command-name.js');
const command = splitCommand(argv).name;
const server = SERVER_COMMANDS.includes(command ?? '');
// A dream holds a memory dir's texts and everything derived from them for a few seconds, then exits.
// V8 lets the heap grow to 4x what was live at its last full collection before the next one (a
// 10,000-memory dry run peaked at ~410 MB RSS with ~110 MB live); 1.35x keeps it near 280 MB.
if (command === 'dream') (await import('node:v8')).setFlagsFromString('--heap-growing-percent=35');
// A snapshot command is over in a few hundred ms, mostly in native code (stat, hash, compress): V8's
// optimising compiler spends more on its background compiles than they save before exit (15 % of an
// incremental snapshot's CPU). Eight times the default budget lets only code that runs long (a
// walk of a very large dir) be optimised.
if (command === 'snapshots') (await import('node:v8')).setFlagsFromString('--interrupt-budget=540672');
const { main } = await import(server ? '../dist/electron/cli/main.js' : '../dist/electron/cli/bundle/main.js');
process.off('SIGINT', early);
process.off('SIGTERM', early);
process.exitCode = await main(argv);
