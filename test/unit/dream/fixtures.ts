import { lstat, mkdir, mkdtemp, readdir, readFile, realpath, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { MemoryDir, MemoryDirKind } from '../../../electron/core/memdir/types.js';

/** Real temp folders for one test: a memory dir, a state dir, a lock dir. */
export interface DreamDirs {
  root: string;
  memory: string;
  state: string;
  locks: string;
  cleanup: () => Promise<void>;
}

export async function makeDirs(): Promise<DreamDirs> {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'ad-')));
  const memory = join(root, 'memory');
  const state = join(root, 'state');
  const locks = join(root, 'locks');
  await mkdir(memory);
  return { root, memory, state, locks, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** Write files `{ 'rel/path': text }`; an mtime (ISO or ms) sets the file's time. */
export async function writeFiles(root: string, files: Record<string, string | Buffer>, mtime?: string | number): Promise<void> {
  for (const [rel, content] of Object.entries(files)) {
    const p = join(root, rel);
    await mkdir(dirname(p), { recursive: true });
    await writeFile(p, content);
    if (mtime !== undefined) {
      const t = new Date(mtime);
      await utimes(p, t, t);
    }
  }
}

export function memoryDirOf(path: string, kind: MemoryDirKind = 'claude-code', extra: Partial<MemoryDir> = {}): MemoryDir {
  return { id: 'test-mem-0123456789', path, kind, transcriptDir: null, projectRoot: null, label: 'test', ...extra };
}

/** Every file and link under a folder (dot-files included) with its bytes and whole-ms mtime. */
export async function treeState(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (rel: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(rel ? join(root, rel) : root, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        out[`${r}/`] = 'dir';
        await walk(r);
      } else {
        const st = await lstat(join(root, r));
        out[r] = `${(await readFile(join(root, r))).toString('base64')} @${Math.floor(st.mtimeMs)}`;
      }
    }
  };
  await walk('');
  return out;
}

/** Bytes only (no mtimes): what "identical bytes" means. */
export async function treeBytes(root: string): Promise<Record<string, string>> {
  const withTimes = await treeState(root);
  return Object.fromEntries(Object.entries(withTimes).map(([k, v]) => [k, v.replace(/ @\d+$/, '')]));
}

export const NOW = Date.parse('2026-11-25T12:00:00Z');
export const clock = (): number => NOW;

/** A memory file in Claude Code's older frontmatter generation. */
export function olderMemory(name: string, type: string, body: string, description = `About ${name}`): string {
  return `---\nname: ${name}\ndescription: ${description}\ntype: ${type}\n---\n${body}`;
}

/** A memory file in the newer generation (metadata.type, modified). */
export function newerMemory(name: string, type: string, body: string, modified: string, description = `About ${name}`): string {
  return `---\nname: ${name}\ndescription: ${description}\nmetadata:\n  type: ${type}\nmodified: ${modified}\n---\n${body}`;
}

/** The files plus a MEMORY.md pointing at each (so the index needs nothing). */
export function indexed(files: Record<string, string>): Record<string, string> {
  return { ...files, 'MEMORY.md': Object.keys(files).map((f) => `- [${f}](${f}) — ${f}`).join('\n') + '\n' };
}
