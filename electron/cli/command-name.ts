/** Options before the command that take a value (so the value is not taken for the command). */
const VALUED = ['--config-dir', '--state-dir'];

/** `autodream [options] <command> ...`: the command's name (undefined if none) and every other argument. */
export function splitCommand(argv: readonly string[]): { name: string | undefined; rest: string[] } {
  const i = argv.findIndex((a, j) => !a.startsWith('-') && !VALUED.includes(argv[j - 1] ?? ''));
  return i < 0 ? { name: undefined, rest: [...argv] } : { name: argv[i], rest: [...argv.slice(0, i), ...argv.slice(i + 1)] };
}

/** Commands that run as long-lived servers; bin/autodream.js runs them from the per-module build, not the bundle. */
export const SERVER_COMMANDS: readonly string[] = ['daemon', 'mcp'];
