import type { Command } from './types.js';
import { status } from './status.js';
import { settings } from './settings.js';
import { dream } from './dream.js';
import { undo } from './undo.js';
import { history } from './history.js';
import { snapshots } from './snapshots.js';
import { daemon } from './daemon.js';
import { mcp } from './mcp.js';
import { edit } from './edit.js';

export const commands: Record<string, Command> = { status, settings, dream, undo, history, snapshots, daemon, mcp, edit };
