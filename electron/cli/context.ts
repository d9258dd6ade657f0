import { resolve } from 'node:path';
import { homedir } from 'node:os';
import { AutodreamError } from '../core/errors.js';
import { createAutodream, type Autodream } from '../core/api/autodream.js';
import { resolveStateDir } from '../core/state.js';
import type { MemoryDirStatus } from '../core/api/contract.js';
import type { MemoryDir } from '../core/memdir/types.js';

export interface CliIO {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export interface CliContext extends CliIO {
  app: Autodream;
  json: boolean;
  configHome: string;
  stateDir: string;
  /** Print a result: the JSON document with --json, else the human text. */
  print(json: unknown, human: () => string): void;
  /**
   * TARGET -> memory dirs (--memory-dir DIR | --project PATH | --all | the project of cwd),
   * resolved from the paths alone: no inventory, no gates.
   */
  targets(values: Record<string, unknown>): Promise<MemoryDirTarget[]>;
  /** TARGET -> the full status of each memory dir (gates, sessions, index); for `status`. */
  statuses(values: Record<string, unknown>, defaultAll?: boolean): Promise<MemoryDirStatus[]>;
  close(): Promise<void>;
}

/** A memory dir as a command other than `status` needs it. */
export type MemoryDirTarget = Pick<MemoryDirStatus, 'id' | 'memoryDir' | 'label' | 'kind'>;

function oneTarget(v: Record<string, unknown>): void {
  const given = ['memory-dir', 'project', 'all'].filter((k) => v[k] !== undefined && v[k] !== false);
  if (given.length > 1) throw new AutodreamError('usage', `Give one TARGET, not ${given.map((g) => `--${g}`).join(' and ')}.`);
}

export async function createContext(values: Record<string, unknown>, io: CliIO): Promise<CliContext> {
  const home = io.env.HOME ?? homedir();
  const configHome = typeof values['config-dir'] === 'string'
    ? resolve(io.cwd, values['config-dir'])
    : io.env.CLAUDE_CONFIG_DIR ? resolve(io.env.CLAUDE_CONFIG_DIR) : resolve(home, '.claude');
  const stateDir = typeof values['state-dir'] === 'string' ? resolve(io.cwd, values['state-dir']) : resolveStateDir(io.env);
  // The engine's modules build no zod schema as they load (the status-start test checks that zod
  // is not even loaded), so this still comes before every schema.
  preferJitlessSchemas();
  const app = await createAutodream({ configHome, stateDir, env: io.env, home });
  const json = values.json === true;
  return {
    ...io,
    app,
    json,
    configHome,
    stateDir,
    print(doc, human) {
      io.stdout.write(json ? `${JSON.stringify(doc, null, 2)}\n` : `${human()}\n`);
    },
    async targets(v) {
      oneTarget(v);
      const asTarget = (d: MemoryDir): MemoryDirTarget => ({ id: d.id, memoryDir: d.path, label: d.label, kind: d.kind });
      if (v.all === true) return (await app.registry.list()).dirs.map(asTarget);
      if (typeof v['memory-dir'] === 'string') return [asTarget(await app.registry.forPath(resolve(io.cwd, v['memory-dir'])))];
      return [asTarget(await app.registry.forProject(typeof v.project === 'string' ? resolve(io.cwd, v.project) : io.cwd))];
    },
    async statuses(v, defaultAll = false) {
      oneTarget(v);
      const given = ['memory-dir', 'project', 'all'].some((k) => v[k] !== undefined && v[k] !== false);
      if (v.all === true || (!given && defaultAll)) return (await app.call('memoryDirs.list', {})).memoryDirs;
      if (typeof v['memory-dir'] === 'string') return [await app.call('memoryDirs.resolve', { memoryDir: resolve(io.cwd, v['memory-dir']) })];
      const project = typeof v.project === 'string' ? resolve(io.cwd, v.project) : io.cwd;
      return [await app.call('memoryDirs.resolve', { project })];
    },
    close: () => app.close(),
  };
}

/**
 * A command parses a few small inputs and settings files: zod's compiling each object schema on
 * its first parse (new Function) costs more than it saves, so the CLI turns it off (`jitless`).
 * Without loading zod: most commands, `status` first, never need it. zod keeps its global config
 * in one object on globalThis, shared by every copy of it and read as each schema is built, so
 * setting it there before zod loads is `z.config({ jitless: true })` (a test holds the two equal).
 */
export function preferJitlessSchemas(): void {
  const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (shared.__zod_globalConfig ??= {}).jitless = true;
}
