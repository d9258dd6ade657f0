import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { AutodreamError } from '../../core/errors.js';
import { EXIT } from '../exit-codes.js';
import { createMemoryServer, defaultDirResolver, serverVersion } from '../mcp/server.js';
import type { Command } from './types.js';

const USAGE = 'usage: autodream mcp [--memory-dir DIR | --project PATH]   (memory tools for agents over MCP on stdio; default: the project of the current directory)';

export const mcp: Command = {
  usage: USAGE,
  options: { 'memory-dir': { type: 'string' }, project: { type: 'string' } },
  async run(ctx, { values, positionals }) {
    if (positionals.length) throw new AutodreamError('usage', `Unexpected argument "${positionals[0]}".`);
    if (values['memory-dir'] !== undefined && values.project !== undefined) throw new AutodreamError('usage', 'Give --memory-dir or --project, not both.');
    const defaultDir = defaultDirResolver(ctx.app, { memoryDir: values['memory-dir'] as string | undefined, project: values.project as string | undefined }, ctx.cwd);
    // A wrong --memory-dir is a usage error now, not a surprise at the first tool call.
    if (values['memory-dir'] !== undefined || values.project !== undefined) {
      const d = await defaultDir();
      if (d instanceof AutodreamError) throw d;
    }
    const server = createMemoryServer({ api: ctx.app, defaultDir, version: await serverVersion() });
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
