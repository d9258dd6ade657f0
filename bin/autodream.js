#!/usr/bin/env node
// The `autodream` command: runs the built CLI (npm run build produces dist/).
// Ctrl+C while the CLI is still loading means "cancelled" (exit 5): nothing has started yet.
const early = () => process.exit(5);
process.once('SIGINT', early);
process.once('SIGTERM', early);
const { main } = await import('../dist/electron/cli/main.js');
process.off('SIGINT', early);
process.off('SIGTERM', early);
process.exitCode = await main(process.argv.slice(2));
