import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { cliEntry } from '../daemon/daemon-process.js';

export interface Dirs {
  configDir: string;
  stateDir: string;
  home: string;
}

/** The official SDK client, connected to `autodream mcp` as a child process over stdio. */
export async function connectStdio(dirs: Dirs, args: string[] = [], cwd = dirs.home): Promise<{ client: Client; transport: StdioClientTransport; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [cliEntry(), '--config-dir', dirs.configDir, '--state-dir', dirs.stateDir, 'mcp', ...args],
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: dirs.home, AUTODREAM_HOME: dirs.stateDir, CLAUDE_CONFIG_DIR: dirs.configDir },
    stderr: 'pipe',
  });
  let err = '';
  transport.stderr?.on('data', (d: Buffer) => (err += d.toString('utf8')));
  const client = new Client({ name: 'autodream-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport, stderr: () => err };
}

export interface ToolAnswer {
  isError: boolean;
  text: string;
  data: Record<string, unknown>;
}

export async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolAnswer> {
  const r = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
  return { isError: r.isError === true, text, data: (r.structuredContent ?? {}) as Record<string, unknown> };
}
