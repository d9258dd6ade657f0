import { realpath, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { AutodreamError, type FileProblem } from '../errors.js';
import { discoverMemoryDirs } from '../memdir/discover.js';
import { memoryDirForProject } from '../memdir/memory-path.js';
import { memoryDirId } from '../state.js';
import type { MemoryDir } from '../memdir/types.js';

export interface RegistryOptions {
  configHome: string;
  env: NodeJS.ProcessEnv;
  home: string;
  /** Read fresh on every discovery: the person may add folders while the app runs. */
  folders(): Promise<{ extraFolders: string[]; openclawRoot: string | null }>;
}

/**
 * The memory dirs this process knows: everything discovered on the machine, plus dirs named
 * explicitly (`--memory-dir`, `--project`) that discovery does not list.
 */
export class MemoryDirRegistry {
  private readonly explicit = new Map<string, MemoryDir>();
  private last: { dirs: MemoryDir[]; problems: FileProblem[] } = { dirs: [], problems: [] };
  /** The discovery in flight or just done: searches and status refreshes come in bursts. */
  private recent: { at: number; result: Promise<{ dirs: MemoryDir[]; problems: FileProblem[] }> } | null = null;

  constructor(private readonly opts: RegistryOptions) {}

  /** Every memory dir; discovery runs again when the last one is older than `maxAgeMs`. */
  list(maxAgeMs = 2000): Promise<{ dirs: MemoryDir[]; problems: FileProblem[] }> {
    const now = Date.now();
    if (this.recent && now - this.recent.at <= maxAgeMs) return this.recent.result;
    const result = this.discover();
    this.recent = { at: now, result };
    result.catch(() => (this.recent = null));
    return result;
  }

  /** Forget the last discovery (the folders to look in changed). */
  invalidate(): void {
    this.recent = null;
  }

  private async discover(): Promise<{ dirs: MemoryDir[]; problems: FileProblem[] }> {
    const { configHome, env, home } = this.opts;
    const folders = await this.opts.folders();
    const found = await discoverMemoryDirs({
      configHome,
      env,
      home,
      extraFolders: folders.extraFolders,
      ...(folders.openclawRoot && { openclawRoot: folders.openclawRoot }),
    });
    const ids = new Set(found.dirs.map((d) => d.id));
    this.last = { dirs: [...found.dirs, ...[...this.explicit.values()].filter((d) => !ids.has(d.id))], problems: found.problems };
    return this.last;
  }

  /** A known memory dir by id; rediscovers once before giving up. */
  async get(id: string): Promise<MemoryDir> {
    const hit = this.explicit.get(id) ?? this.last.dirs.find((d) => d.id === id) ?? (await this.list(0)).dirs.find((d) => d.id === id);
    if (!hit) throw new AutodreamError('not-found', `No memory dir with id "${id}".`, { hint: 'List them with `autodream status`.' });
    return hit;
  }

  /** The memory dir of a project, resolved the way Claude Code resolves it. */
  async forProject(projectPath: string): Promise<MemoryDir> {
    const { configHome, env, home } = this.opts;
    const paths = await memoryDirForProject(resolve(projectPath), { configHome, env, home });
    if (!(await isDir(paths.memoryDir))) {
      throw new AutodreamError('not-found', `Claude Code has no memory for ${paths.projectRoot} yet (expected ${paths.memoryDir}).`, {
        hint: 'Give --memory-dir DIR, or run from inside a project that has memory.',
      });
    }
    const real = await realpath(paths.memoryDir);
    const known = (await this.list()).dirs.find((d) => d.path === real);
    if (known) return known;
    return this.remember({
      id: memoryDirId(real),
      path: real,
      kind: 'claude-code',
      transcriptDir: (await isDir(paths.transcriptDir)) ? paths.transcriptDir : null,
      projectRoot: paths.gitRoot ?? paths.projectRoot,
      label: basename(paths.gitRoot ?? paths.projectRoot),
    });
  }

  /** A memory dir by its path: a discovered one, or an ad-hoc folder for this process. */
  async forPath(path: string): Promise<MemoryDir> {
    const abs = resolve(path);
    if (!(await isDir(abs))) throw new AutodreamError('not-found', `${abs} is not a folder.`, { hint: 'Give the path of a memory dir.' });
    const real = await realpath(abs);
    const known = (await this.list()).dirs.find((d) => d.path === real);
    if (known) return known;
    // `<config home>/projects/<slug>/memory` has its transcripts in `<config home>/projects/<slug>`.
    const inClaudeLayout = basename(real) === 'memory' && basename(dirname(dirname(real))) === 'projects';
    const transcriptDir = inClaudeLayout ? join(this.opts.configHome, 'projects', basename(dirname(real))) : null;
    return this.remember({
      id: memoryDirId(real),
      path: real,
      kind: inClaudeLayout ? 'claude-code' : 'folder',
      transcriptDir: transcriptDir && (await isDir(transcriptDir)) ? transcriptDir : null,
      projectRoot: null,
      label: inClaudeLayout ? basename(dirname(real)) : basename(real),
    });
  }

  private remember(dir: MemoryDir): MemoryDir {
    this.explicit.set(dir.id, dir);
    this.recent = null;
    return dir;
  }
}

async function isDir(p: string): Promise<boolean> {
  return (await stat(p).catch(() => null))?.isDirectory() ?? false;
}
