import { spawn, type ChildProcess } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, readFile, realpath, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MemoryDir } from '../../electron/core/memdir/types.js';
import { memoryDirId } from '../../electron/core/state.js';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const writerScript = fileURLToPath(new URL('./fixtures/writer.ts', import.meta.url));

export interface Dirs {
  root: string;
  memory: string;
  state: string;
  locks: string;
  config: string;
  cleanup(): Promise<void>;
}

export async function makeDirs(prefix = 'ad-rel-'): Promise<Dirs> {
  const root = await realpath(await mkdtemp(join(tmpdir(), prefix)));
  const d = { root, memory: join(root, 'memory'), state: join(root, 'state'), locks: join(root, 'locks'), config: join(root, 'claude') };
  await mkdir(d.memory);
  await mkdir(d.config);
  return { ...d, cleanup: () => rm(root, { recursive: true, force: true }) };
}

export function dirOf(path: string): MemoryDir {
  return { id: memoryDirId(path), path, kind: 'folder', transcriptDir: null, projectRoot: null, label: 'rel' };
}

const OLD = '2026-11-20T10:00:00Z';

function memory(name: string, type: string, body: string): string {
  return `---\nname: ${name}\ndescription: About ${name}\ntype: ${type}\n---\n${body}`;
}

/**
 * A memory dir a dream has several writes for: relative dates, a duplicate pair (a merge and
 * a deletion), a stale pointer and unindexed memories. `n` more plain memories pad it out.
 */
export async function seedMemory(dir: string, n = 6): Promise<void> {
  const files: Record<string, string> = {};
  for (let i = 0; i < n; i += 1) files[`topic-${i}.md`] = memory(`topic-${i}`, 'project', `Subsystem ${i} talks to queue q${i * 3} over gRPC.\n`);
  files['deploy.md'] = `---\nname: deploy\ndescription: How deploys work\nmetadata:\n  type: project\nmodified: 2026-11-20T09:00:00Z\n---\nWe deployed the billing API yesterday.\nDeploys need a green CI run.\n`;
  files['deploy-notes.md'] = `---\nname: deploy-notes\ndescription: Deploy notes\nmetadata:\n  type: project\nmodified: 2026-11-20T09:00:00Z\n---\nDeploys need a green CI run.\nWe deployed the billing API on 2026-11-19.\n`;
  files['release.md'] = memory('release', 'project', 'The release freeze started last week.\n');
  files['MEMORY.md'] = ['- [Deploy](deploy.md) — how deploys work', '- [Old notes](old-notes.md) — gone since October', '- [Topic 0](topic-0.md) — subsystem 0', ''].join('\n');
  for (const [rel, text] of Object.entries(files)) {
    const p = join(dir, rel);
    await mkdir(dirname(p), { recursive: true });
    await writeFile(p, text);
    const t = new Date(OLD);
    await utimes(p, t, t);
  }
}

/** Every file under a folder with its bytes (base64); folders end in '/'. The lock and our temp files are left out unless asked. */
export async function tree(root: string, all = false): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(rel ? join(root, rel) : root, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (!all && (e.name === '.consolidate-lock')) continue;
      if (e.isDirectory()) {
        out[`${r}/`] = 'dir';
        await walk(r);
      } else if ((await lstat(join(root, r))).isSymbolicLink()) out[r] = 'link';
      else out[r] = (await readFile(join(root, r))).toString('base64');
    }
  };
  await walk('');
  return out;
}

/** Files whose bytes differ between two trees (missing on either side counts). */
export function differing(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k]).sort();
}

/** Names in a memory dir that are neither memories nor the lock: temp files left behind. */
export async function strayFiles(dir: string, known: Iterable<string>): Promise<string[]> {
  const ok = new Set(known);
  const names = await readdir(dir, { recursive: true });
  return names.filter((n) => !ok.has(n) && n !== '.consolidate-lock').sort();
}

export interface Run {
  proc: ChildProcess;
  out: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/** Run the writer fixture (dream, undo, restore) in its own process. */
export function runWriter(job: Record<string, unknown>, env: NodeJS.ProcessEnv = {}): Run {
  const proc = spawn(process.execPath, ['--import', 'tsx', writerScript, JSON.stringify(job)], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  proc.stdout!.on('data', (b: Buffer) => (stdout += b.toString()));
  proc.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
  const out = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((done) => proc.on('close', (code, signal) => done({ code, signal, stdout, stderr })));
  return { proc, out };
}
