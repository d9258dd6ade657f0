import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { MemoryDirStatus } from '../../core/api/contract.js';
import { AutodreamError, isAutodreamError } from '../../core/errors.js';
import type { CliContext } from '../context.js';
import { EXIT } from '../exit-codes.js';
import { createMemoryServer } from '../mcp/server.js';
import type { Command } from './types.js';

const USAGE = 'usage: autodream mcp [--memory-dir DIR | --project PATH]   (memory tools for agents over MCP on stdio; default: the project of the current directory)';

/** The default memory dir of a memory tool server, resolved once (an error is kept and told to the agent). */
export function defaultDirResolver(ctx: CliContext, values: { memoryDir?: string | undefined; project?: string | undefined }, cwd: string): () => Promise<MemoryDirStatus | AutodreamError> {
  let found: Promise<MemoryDirStatus | AutodreamError> | null = null;
  return () => {
    found ??= (values.memoryDir !== undefined
      ? ctx.app.call('memoryDirs.resolve', { memoryDir: resolve(cwd, values.memoryDir) })
      : ctx.app.call('memoryDirs.resolve', { project: resolve(cwd, values.project ?? '.') })
    ).catch((e: unknown) => {
      const err = isAutodreamError(e) ? e : new AutodreamError('internal', e instanceof Error ? e.message : String(e));
      return new AutodreamError(err.code, `No default memory dir: ${err.message}`, { hint: 'Pass memoryDir (an id or path from `autodream status`), or start the server with --memory-dir DIR.' });
    });
    return found;
  };
}

export async function packageVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

export const mcp: Command = {
  usage: USAGE,
  options: { 'memory-dir': { type: 'string' }, project: { type: 'string' } },
  async run(ctx, { values, positionals }) {
    if (positionals.length) throw new AutodreamError('usage', `Unexpected argument "${positionals[0]}".`);
    if (values['memory-dir'] !== undefined && values.project !== undefined) throw new AutodreamError('usage', 'Give --memory-dir or --project, not both.');
    const defaultDir = defaultDirResolver(ctx, { memoryDir: values['memory-dir'] as string | undefined, project: values.project as string | undefined }, ctx.cwd);
    // A wrong --memory-dir is a usage error now, not a surprise at the first tool call.
    if (values['memory-dir'] !== undefined || values.project !== undefined) {
      const d = await defaultDir();
      if (d instanceof AutodreamError) throw d;
    }
    const server = createMemoryServer({ api: ctx.app, defaultDir, version: await packageVersion() });
    const transport = new StdioServerTransport();
    const closed = new Promise<void>((done) => {
      transport.onclose = () => done();
      // The client went away: stdin ended. Nothing more will come.
      process.stdin.once('end', () => done());
      process.stdin.once('close', () => done());
    });
    await server.connect(transport);
    ctx.stderr.write('autodream mcp: memory tools ready on stdio.\n');
    await closed;
    await server.close().catch(() => undefined);
    return EXIT.ok;
  },
};
