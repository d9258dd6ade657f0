import { spawn } from 'node:child_process';
import { cp, lstat, mkdir, mkdtemp, open, readFile, readdir, readlink, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeSync, sha256 } from '../../../electron/core/snapshots/codec.js';
import { readManifest } from '../../../electron/core/snapshots/manifest.js';
import { ObjectStore } from '../../../electron/core/snapshots/objects.js';
import { packIndexOrNull, readPacked, type PackIndex } from '../../../electron/core/snapshots/packs.js';
import { SnapshotStore, type SnapshotTarget } from '../../../electron/core/snapshots/index.js';

export const CHILD = fileURLToPath(new URL('../../fixtures/snapshots/snapshot-child.ts', import.meta.url));
export const REPO = fileURLToPath(new URL('../../../', import.meta.url));

export async function tempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'ad-snap-'));
}

export interface FakeClock {
  (): number;
  advance(ms: number): void;
  set(ms: number): void;
}

export function fakeClock(start: number): FakeClock {
  let now = start;
  const clock = (() => now) as FakeClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (ms) => {
    now = ms;
  };
  return clock;
}

/** Write files (string or bytes) under a fresh memory dir; each file gets a distinct old mtime. */
export async function makeMemoryDir(parent: string, files: Record<string, string | Buffer>, id = 'proj-0123456789'): Promise<SnapshotTarget> {
  const path = join(parent, id, 'memory');
  await mkdir(path, { recursive: true });
  let t = Date.UTC(2026, 0, 1) / 1000;
  for (const [rel, body] of Object.entries(files)) {
    const abs = join(path, rel);
    await mkdir(dirname(abs), { recursive: true });
    await writeFile(abs, body);
    t += 3600.123456;
    await utimes(abs, t, t);
  }
  return { id, path };
}

export interface TreeItem {
  type: 'file' | 'dir' | 'symlink' | 'other';
  content?: string; // base64 for files
  target?: string;
  mode: number;
  mtimeMs: number;
}

/** Everything under a folder (not following links): type, bytes, mode, mtime. */
export async function readTree(root: string, opts: { dirs?: boolean } = {}): Promise<Map<string, TreeItem>> {
  const out = new Map<string, TreeItem>();
  const walk = async (rel: string) => {
    for (const name of (await readdir(rel ? join(root, rel) : root)).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      const abs = join(root, r);
      const st = await lstat(abs);
      const base = { mode: st.mode & 0o7777, mtimeMs: st.mtimeMs };
      if (st.isDirectory()) {
        if (opts.dirs !== false) out.set(r, { type: 'dir', ...base });
        await walk(r);
      } else if (st.isSymbolicLink()) out.set(r, { type: 'symlink', target: await readlink(abs), ...base });
      else if (st.isFile()) out.set(r, { type: 'file', content: (await readFile(abs)).toString('base64'), ...base });
      else out.set(r, { type: 'other', ...base });
    }
  };
  await walk('');
  return out;
}

/**
 * Trees equal, mtimes within 2 µs: utimes takes seconds as a double (spacing ~0.24 µs at today's
 * epoch) and stat's mtimeMs is a double again, so one rounding each way can move the last digit.
 */
export function expectSameTree(actual: Map<string, TreeItem>, expected: Map<string, TreeItem>, skip: (rel: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  const keys = new Set([...actual.keys(), ...expected.keys()]);
  for (const k of [...keys].sort()) {
    if (skip(k)) continue;
    const a = actual.get(k);
    const e = expected.get(k);
    if (!a || !e) {
      problems.push(`${k}: ${a ? 'unexpected' : 'missing'}`);
      continue;
    }
    if (a.type !== e.type || a.content !== e.content || a.target !== e.target) problems.push(`${k}: content/type differs`);
    else if (a.mode !== e.mode) problems.push(`${k}: mode ${a.mode.toString(8)} != ${e.mode.toString(8)}`);
    else if (a.type !== 'symlink' && Math.abs(a.mtimeMs - e.mtimeMs) > 0.002) problems.push(`${k}: mtime ${a.mtimeMs} != ${e.mtimeMs}`);
  }
  return problems;
}

export async function removeTemp(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** Where the store keeps each object: loose files (stores written before packs) and packs. */
async function storedObjects(root: string): Promise<{ loose: Map<string, string>; packs: Map<string, PackIndex>; badPacks: string[] }> {
  const loose = new Map<string, string>();
  const odir = join(root, 'objects');
  for (const sub of await readdir(odir).catch(() => [] as string[])) {
    for (const rest of await readdir(join(odir, sub))) loose.set(sub + rest, join(odir, sub, rest));
  }
  const packs = new Map<string, PackIndex>();
  const badPacks: string[] = [];
  const pdir = join(root, 'packs');
  for (const name of await readdir(pdir).catch(() => [] as string[])) {
    const index = packIndexOrNull(join(pdir, name));
    if (index) packs.set(join(pdir, name), index);
    else badPacks.push(name);
  }
  return { loose, packs, badPacks };
}

/** How many distinct objects the store holds. */
export async function countObjects(root: string): Promise<number> {
  const { loose, packs } = await storedObjects(root);
  const all = new Set(loose.keys());
  for (const index of packs.values()) for (const h of index.keys()) all.add(h);
  return all.size;
}

/** Damage an object where it is stored: its bytes replaced ('damaged') or the object gone ('missing'). */
export async function damageObject(root: string, hash: string, how: 'damaged' | 'missing'): Promise<void> {
  const { loose, packs } = await storedObjects(root);
  const file = loose.get(hash);
  if (file) {
    if (how === 'missing') await rm(file);
    else await writeFile(file, Buffer.concat([Buffer.of(0), Buffer.from('tampered\n')]));
    return;
  }
  for (const [pack, index] of packs) {
    const at = index.get(hash);
    if (!at) continue;
    if (how === 'damaged') {
      const fh = await open(pack, 'r+');
      await fh.write(Buffer.alloc(at.length, 0x41), 0, at.length, at.offset);
      await fh.close();
    } else {
      // The store's own garbage collection, told that only this object is unreferenced.
      const keep = new Set([...packs.values()].flatMap((i) => [...i.keys()]).filter((h) => h !== hash));
      for (const h of loose.keys()) keep.add(h);
      await new ObjectStore(root).retain(keep);
    }
    return;
  }
  throw new Error(`no object ${hash} in ${root}`);
}

/** Every manifest in a store decodes, every object it names exists, and every object matches its hash. */
export async function checkStoreIntegrity(root: string): Promise<{ manifests: number; problems: string[] }> {
  const problems: string[] = [];
  let manifests = 0;
  const { loose, packs, badPacks } = await storedObjects(root);
  const storedBytes = async (hash: string): Promise<Buffer | null> => {
    const file = loose.get(hash);
    if (file) return readFile(file);
    for (const [pack, index] of packs) {
      const at = index.get(hash);
      if (at) return readPacked(pack, at);
    }
    return null;
  };
  const mdir = join(root, 'manifests');
  const dirs = await readdir(mdir).catch(() => [] as string[]);
  for (const d of dirs) {
    for (const name of await readdir(join(mdir, d))) {
      manifests++;
      try {
        const m = await readManifest(join(mdir, d, name));
        for (const e of m.entries) {
          if (e.type !== 'file') continue;
          const stored = await storedBytes(e.hash);
          if (!stored) problems.push(`${name}: ${e.path} -> missing object ${e.hash}`);
          else if (sha256(decodeSync(stored)) !== e.hash) problems.push(`${name}: ${e.path} -> damaged object ${e.hash}`);
        }
      } catch (e) {
        problems.push(`${name}: ${String(e)}`);
      }
    }
  }
  // Objects and packs exist whole or not at all, referenced or not (a later snapshot may reuse any of them).
  for (const name of badPacks) problems.push(`pack ${name} is not whole`);
  const whole = (hash: string, stored: Buffer) => {
    try {
      return sha256(decodeSync(stored)) === hash;
    } catch {
      return false;
    }
  };
  for (const [hash, file] of loose) if (!whole(hash, await readFile(file))) problems.push(`object ${hash} is not whole`);
  for (const [pack, index] of packs) for (const [hash, at] of index) if (!whole(hash, readPacked(pack, at))) problems.push(`object ${hash} in ${pack} is not whole`);
  return { manifests, problems };
}

export interface ChildResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Run the fixture child; `killWhen(line)` returning a delay (ms) kills it that long after that stdout line. */
export function runChild(job: object, killWhen?: (line: string) => number | null): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: REPO,
      env: { ...process.env, AD_SNAPSHOT_JOB: JSON.stringify(job) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let armed = false;
    child.stdout.on('data', (d: Buffer) => {
      const chunk = d.toString();
      stdout += chunk;
      if (!killWhen || armed) return;
      for (const line of chunk.split('\n')) {
        const delay = killWhen(line);
        if (delay !== null) {
          armed = true;
          setTimeout(() => child.kill('SIGKILL'), delay);
          break;
        }
      }
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** A deterministic pseudo-random sequence for tests. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 0x100000000;
  };
}

/** The memory files the stores under test/fixtures/snapshots were written from (their first snapshot). */
export const FIXTURE_FILES: Readonly<Record<string, string | Buffer>> = {
  'MEMORY.md': '- [Deploy](deploy.md) — how we deploy\n- [User](user.md) — who the user is\n',
  'deploy.md': '---\nname: deploy\ndescription: how we deploy\ntype: project\n---\nWe deploy with `bun run ship` from the release branch.\n'.repeat(40),
  'user.md': '---\nname: user\ndescription: who the user is\ntype: user\n---\nThe user prefers pnpm and short answers.\n',
  'logs/2026-11-20.md': '- 09:00 moved staging to eu-west-2\n',
  'tiny.md': 'x\n',
  'binary.bin': Buffer.from([0, 1, 2, 3, 255, 254, 0, 7]),
};

/**
 * A copy of a store written by an older version (`fixture`, a folder under
 * test/fixtures/snapshots) in a fresh temp dir, opened on 2026-11-24 09:00 with a fake clock, and
 * the memory dir `dirId` it was written for, now holding other files (MEMORY.md changed, stray.md
 * added) so that a restore has work to do.
 */
export async function openOldStore(fixture: string, dirId: string): Promise<{ tmp: string; root: string; clock: FakeClock; store: SnapshotStore; dir: SnapshotTarget }> {
  const tmp = await tempDir();
  const root = join(tmp, 'state', 'snapshots');
  await cp(fileURLToPath(new URL(`../../fixtures/snapshots/${fixture}`, import.meta.url)), root, { recursive: true });
  const clock = fakeClock(Date.UTC(2026, 10, 24, 9));
  const store = new SnapshotStore(root, { clock, lockStaleMs: 2000 });
  const dir = await makeMemoryDir(tmp, { 'MEMORY.md': '- gone wrong\n', 'stray.md': 'not in the old snapshot\n' }, dirId);
  return { tmp, root, clock, store, dir };
}
