import { AutodreamError } from '../../core/errors.js';
import type { CliContext } from '../context.js';
import { startDaemonServer } from '../daemon/server.js';
import { openBrowser, shouldOpenBrowser } from '../daemon/open-browser.js';
import { rendererDir } from '../daemon/renderer-dir.js';
import { loadOrCreateToken, tokenFile } from '../daemon/token-store.js';
import { EXIT } from '../exit-codes.js';
import { onStopSignals } from '../signals.js';
import type { Command } from './types.js';
import { startScheduler } from '../../core/scheduler/start.js';
import { engineChorePorts, engineWatchedDirs, retentionDaysFrom } from '../../core/scheduler/engine-ports.js';

const USAGE = 'usage: autodream daemon [--port N] [--no-open] [--no-scheduler] [--new-token]   (scheduler + web UI on 127.0.0.1; --port 0 = any free port; the token is kept across restarts, --new-token replaces it)';

/** Something running beside the server for the daemon's lifetime (the scheduler). */
export interface DaemonService {
  stop(): Promise<void> | void;
}
export type StartScheduler = (ctx: CliContext) => Promise<DaemonService> | DaemonService;

export interface DaemonDeps {
  /** Starts the idle-aware scheduler over ctx.app; absent = web UI and API only. */
  startScheduler?: StartScheduler;
  /** Resolves when the daemon should stop (default: SIGINT or SIGTERM). */
  stopSignal?: () => Promise<string>;
}

export function parsePort(raw: string | boolean | undefined): number {
  if (raw === undefined) return 0;
  const text = String(raw);
  const port = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(port) || port > 65535) {
    throw new AutodreamError('usage', `--port must be a number from 0 to 65535, not "${text}".`);
  }
  return port;
}

/** The first SIGINT or SIGTERM stops the daemon cleanly; a second one kills it. */
function untilSignal(): Promise<string> {
  return new Promise((resolve) => onStopSignals(resolve));
}

export function createDaemonCommand(deps: DaemonDeps = {}): Command {
  return {
    usage: USAGE,
    options: { port: { type: 'string' }, 'no-open': { type: 'boolean' }, 'no-scheduler': { type: 'boolean' }, 'new-token': { type: 'boolean' } },
    async run(ctx, { values, positionals }) {
      if (positionals.length) throw new AutodreamError('usage', `Unexpected argument "${positionals[0]}".`);
      const port = parsePort(values.port);
      // The same token across restarts: an open page reconnects by itself after the daemon comes back.
      const { token, created } = await loadOrCreateToken(ctx.stateDir, { rotate: values['new-token'] === true });
      if (created && values['new-token'] === true) ctx.stderr.write(`A new access token was made (${tokenFile(ctx.stateDir)}); links with the old one no longer work.\n`);
      const server = await startDaemonServer({ api: ctx.app, port, token, staticDir: rendererDir(ctx.env) });
      // Listen for signals before the URL prints, so a stop sent right after that line is not lost.
      const stopped = (deps.stopSignal ?? untilSignal)();
      let scheduler: DaemonService | undefined;
      // Live refresh: memory written by Claude Code (or a person) shows in open pages within a second.
      const stopWatching = await ctx.app.watchFiles({ log: (m) => ctx.stderr.write(`${m}\n`) });
      try {
        const pageUrl = `${server.url}/?token=${server.token}`;
        // Started before the URL is out, so the first page already sees its status ("on", not "not running").
        scheduler = deps.startScheduler && values['no-scheduler'] !== true ? await deps.startScheduler(ctx) : undefined;
        // The first stdout line is the contract (cli.md): scripts and tests read the URL from it.
        ctx.stdout.write(`autodream daemon: ${pageUrl}\n`);
        ctx.stderr.write(`Serving the web UI and API on ${server.url}${scheduler ? ' with the scheduler running' : ''}. Stop with Ctrl+C.\n`);
        if (shouldOpenBrowser(values['no-open'] === true, ctx.stdout.isTTY, ctx.env)) openBrowser(pageUrl);
        await stopped;
        ctx.stderr.write('Stopping the autodream daemon.\n');
      } finally {
        await scheduler?.stop();
        await stopWatching();
        await server.close();
      }
      return EXIT.ok;
    },
  };
}

/** The daemon as `autodream daemon` runs it: the web UI, the API and the idle-aware scheduler. */
export const daemon: Command = createDaemonCommand({
  startScheduler: async (ctx) => {
    let retentionDays = 7;
    const running = await startScheduler({
      api: ctx.app,
      watchedDirs: engineWatchedDirs(ctx.app),
      ...engineChorePorts(ctx.app, () => retentionDays),
      log: (m) => ctx.stderr.write(`scheduler: ${m}\n`),
    });
    const sync = () => (retentionDays = retentionDaysFrom(running.settings.view()?.app));
    sync();
    const off = running.settings.onChange(sync);
    // `scheduler.status` reports this scheduler; without it (--no-scheduler) it says "not running".
    const detach = ctx.app.attachScheduler(running.scheduler);
    return { stop: async () => (off(), detach(), await running.stop()) };
  },
});
