import type { Command } from './types.js';

/**
 * Each command's module is loaded only when that command runs, so `--help`, `--version` and
 * light commands never load the engine, the daemon or the MCP server.
 */
export const commands: Record<string, () => Promise<Command>> = {
  status: async () => (await import('./status.js')).status,
  settings: async () => (await import('./settings.js')).settings,
  dream: async () => (await import('./dream.js')).dream,
  undo: async () => (await import('./undo.js')).undo,
  history: async () => (await import('./history.js')).history,
  snapshots: async () => (await import('./snapshots.js')).snapshots,
  daemon: async () => (await import('./daemon.js')).daemon,
  mcp: async () => (await import('./mcp.js')).mcp,
  edit: async () => (await import('./edit.js')).edit,
};
