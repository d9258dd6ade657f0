import { AutodreamError, isAutodreamError } from '../core/errors.js';
import { parseCommandArgs } from './args.js';
import { splitCommand } from './command-name.js';
import { EXIT } from './exit-codes.js';
import type { CliContext, CliIO } from './context.js';
import { commands } from './commands/index.js';
import type { Command } from './commands/types.js';

const USAGE = `autodream: keeps your AI agents' memory healthy.

usage: autodream [--config-dir DIR] [--state-dir DIR] [--json] <command> ...

  status    [TARGET]                       gates, lock, sessions since, next eligible time
  dream     [TARGET] [--dry-run] [--if-due] [--depth light|rem|deep] [--force]
  undo      DREAM_ID                       put back what that dream changed
  history   [TARGET]                       past dreams and their reports
  snapshots list|create [TARGET]
  snapshots diff ID                        what differs between a snapshot and the files now
  snapshots restore ID [--file REL]        whole snapshot or one file
  settings  get [KEY] | set KEY VALUE      e.g. settings set autoDreamEnabled false
  edit      FILE [TARGET]                  edit a memory in $EDITOR; saved with a snapshot, undoable
  daemon    [--port N] [--no-open]         scheduler + web UI on 127.0.0.1
  mcp       [--memory-dir DIR | --project PATH]  memory tools for agents (MCP on stdio)

TARGET: --memory-dir DIR | --project PATH | --all
        (default: the memory dir of the project containing the current directory;
         status defaults to --all)

exit codes: 0 done, 1 error, 2 usage, 3 locked by another dream, 4 refused by the guard, 5 cancelled`;

function exitCodeFor(e: AutodreamError): number {
  switch (e.code) {
    case 'usage':
      return EXIT.usage;
    case 'locked':
      return EXIT.locked;
    case 'refused':
      return EXIT.refused;
    case 'cancelled':
      return EXIT.cancelled;
    default:
      return EXIT.error;
  }
}

/** Run the CLI; returns the exit code. Never throws. */
export async function main(argv: string[], io: Partial<CliIO> = {}): Promise<number> {
  const out = io.stdout ?? process.stdout;
  const err = io.stderr ?? process.stderr;
  const { name, rest } = splitCommand(argv);
  if (!name || name === 'help') {
    if (argv.includes('--version')) {
      const v = await version().catch((e: unknown) => e as Error);
      if (v instanceof Error) {
        err.write(`autodream: ${v.message}\n`);
        return EXIT.error;
      }
      out.write(`${v}\n`);
      return EXIT.ok;
    }
    (name || argv.includes('--help') || argv.includes('-h') ? out : err).write(`${USAGE}\n`);
    return name || argv.includes('--help') || argv.includes('-h') ? EXIT.ok : EXIT.usage;
  }
  const load = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!load) {
    err.write(`autodream: unknown command "${name}".\n${USAGE}\n`);
    return EXIT.usage;
  }
  // Until the command runs (it listens itself), Ctrl+C or SIGTERM while modules load means
  // "cancelled" (exit 5): nothing has started yet.
  const early = (): never => process.exit(EXIT.cancelled);
  process.once('SIGINT', early);
  process.once('SIGTERM', early);
  let ctx: CliContext | undefined;
  let command: Command | undefined;
  // A command that is going to run needs its context (the engine) too: both load at once. Not for
  // --help, which loads no engine code.
  const context = rest.includes('--help') || rest.includes('-h') ? null : import('./context.js');
  context?.catch(() => undefined); // awaited below; a failure there is reported there
  try {
    command = await load();
    const parsed = parseCommandArgs(rest, command.options);
    if (parsed.values.help) {
      out.write(`${command.usage}\n`);
      return EXIT.ok;
    }
    const { createContext } = await (context ?? import('./context.js'));
    ctx = await createContext(parsed.values, { stdout: out, stderr: err, env: io.env ?? process.env, cwd: io.cwd ?? process.cwd() });
    process.off('SIGINT', early);
    process.off('SIGTERM', early);
    return await command.run(ctx, parsed);
  } catch (e) {
    const error = isAutodreamError(e) ? e : new AutodreamError('internal', e instanceof Error ? e.message : String(e), { cause: e });
    if ((io.env ?? process.env).AUTODREAM_DEBUG === '1' && e instanceof Error) err.write(`${e.stack}\n`);
    if (argv.includes('--json')) out.write(`${JSON.stringify({ error: error.toJSON() })}\n`);
    err.write(`autodream ${name}: ${error.describe()}\n`);
    if (error.code === 'usage' && command) err.write(`${command.usage}\n`);
    return exitCodeFor(error);
  } finally {
    process.off('SIGINT', early);
    process.off('SIGTERM', early);
    await ctx?.close();
  }
}

/** The version in autodream's package.json, the nearest above this file (dist/electron/cli/, its bundle/, or the sources). */
async function version(): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  for (let up = new URL('./package.json', import.meta.url); ; up = new URL('../package.json', up)) {
    const pkg = JSON.parse((await readFile(up, 'utf8').catch(() => null)) ?? '{}') as { name?: string; version?: string };
    if (pkg.name === 'autodream' && pkg.version) return pkg.version;
    if (up.pathname === '/package.json') throw new AutodreamError('internal', "autodream's package.json was not found above the CLI.");
  }
}
