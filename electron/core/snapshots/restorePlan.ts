import { AutodreamError, type FileProblem } from '../errors.js';
import { LOCK_FILE, ancestorsOf, isWithin } from './relPath.js';
import type { DirEntry, FileEntry, LinkEntry, ManifestEntry } from './types.js';

/** The memory dir as it is now (from the pre-restore snapshot's scan). */
export interface PresentState {
  entries: readonly ManifestEntry[];
  /** Unreadable files and folders: their content is not saved anywhere, so a restore must not touch them. */
  problems: readonly FileProblem[];
  /** Special files: never snapshotted, never removed. */
  skipped: readonly FileProblem[];
}

/** What a restore does, in the order it does it. */
export interface RestorePlan {
  /** Files and links to delete (not in the snapshot, or in the way of something of another type). */
  removeFiles: string[];
  /** Folders to delete, deepest first. */
  removeDirs: string[];
  /** Folders not in the snapshot that stay because they hold things that cannot be snapshotted. */
  keptDirs: string[];
  /** Folders to create, parents first. */
  mkdirs: DirEntry[];
  writes: FileEntry[];
  links: LinkEntry[];
  /** Same content, other mode or mtime. */
  touchFiles: FileEntry[];
  /** Folders whose mode and mtime are set last, deepest first. */
  dirMeta: DirEntry[];
}

const depth = (p: string) => p.split('/').length;

function conflict(path: string, why: string): AutodreamError {
  return new AutodreamError('conflict', `Cannot restore ${path}: ${why}.`, {
    file: path,
    hint: 'Nothing was changed. Move it out of the memory dir (or fix its permissions) and restore again.',
  });
}

function blockedBy(path: string, blocked: readonly FileProblem[]): FileProblem | undefined {
  return blocked.find((b) => isWithin(path, b.file));
}

function mapOf(entries: readonly ManifestEntry[]): Map<string, ManifestEntry> {
  const m = new Map<string, ManifestEntry>();
  for (const e of entries) if (e.path !== LOCK_FILE) m.set(e.path, e);
  return m;
}

function needsTouch(t: FileEntry, p: ManifestEntry | undefined): boolean {
  return p?.type === 'file' && (p.mode !== t.mode || p.mtimeMs !== t.mtimeMs);
}

/** Put the whole memory dir back as the snapshot had it. */
export function planWholeRestore(target: readonly ManifestEntry[], present: PresentState): RestorePlan {
  const T = mapOf(target);
  const P = mapOf(present.entries);
  const blocked = [...present.problems, ...present.skipped];
  const plan: RestorePlan = { removeFiles: [], removeDirs: [], keptDirs: [], mkdirs: [], writes: [], links: [], touchFiles: [], dirMeta: [] };

  for (const p of P.values()) {
    const t = T.get(p.path);
    if (p.type !== 'dir') {
      if (!t || t.type !== p.type) plan.removeFiles.push(p.path);
      continue;
    }
    if (t?.type === 'dir') continue;
    const inside = blocked.find((b) => isWithin(b.file, p.path));
    if (!inside) plan.removeDirs.push(p.path);
    else if (t) throw conflict(p.path, `the snapshot has a ${t.type} here, but this folder holds ${inside.file}, which cannot be saved first (${inside.reason})`);
    else plan.keptDirs.push(p.path);
  }
  plan.removeDirs.sort((a, b) => depth(b) - depth(a));

  for (const t of T.values()) {
    const p = P.get(t.path);
    const b = blockedBy(t.path, blocked);
    if (t.type === 'dir') {
      if (p?.type !== 'dir') {
        if (b) throw conflict(t.path, `${b.file} is in the way (${b.reason})`);
        plan.mkdirs.push(t);
      }
      plan.dirMeta.push(t);
    } else if (t.type === 'file') {
      if (p?.type !== 'file' || p.hash !== t.hash) {
        if (b) throw conflict(t.path, `${b.file} is in the way (${b.reason})`);
        plan.writes.push(t);
      } else if (needsTouch(t, p)) plan.touchFiles.push(t);
    } else if (p?.type !== 'symlink' || p.target !== t.target) {
      if (b) throw conflict(t.path, `${b.file} is in the way (${b.reason})`);
      plan.links.push(t);
    }
  }
  plan.mkdirs.sort((a, b) => depth(a.path) - depth(b.path));
  plan.dirMeta.sort((a, b) => depth(b.path) - depth(a.path));
  return plan;
}

/**
 * Put back only the given paths (one file, or the scope of a scoped snapshot) and touch nothing
 * else; missing parent folders are created. A path the snapshot does not have is an error, or,
 * with `absentRemoves` (a scoped snapshot: it did not exist then), removed.
 */
export function planPathsRestore(target: readonly ManifestEntry[], present: PresentState, rels: readonly string[], absentRemoves = false): RestorePlan {
  const T = mapOf(target);
  const P = mapOf(present.entries);
  const blocked = [...present.problems, ...present.skipped];
  const plan: RestorePlan = { removeFiles: [], removeDirs: [], keptDirs: [], mkdirs: [], writes: [], links: [], touchFiles: [], dirMeta: [] };
  const made = new Set<string>();
  for (const rel of rels) {
    const t = T.get(rel);
    const p = P.get(rel);
    if (!t && !absentRemoves) throw new AutodreamError('not-found', `${rel} is not in this snapshot.`, { file: rel, hint: 'See `autodream snapshots diff ID` for the files it has.' });
    if (t?.type === 'dir') throw new AutodreamError('bad-input', `${rel} is a folder in this snapshot; restore one file at a time or the whole snapshot.`, { file: rel });
    const b = blockedBy(rel, blocked);
    if (b) throw conflict(rel, `${b.file} is in the way (${b.reason})`);
    if (p?.type === 'dir') throw conflict(rel, 'there is a folder with that name now');
    if (!t) {
      if (p) plan.removeFiles.push(rel);
      continue;
    }
    for (const a of ancestorsOf(rel)) {
      const pa = P.get(a);
      if (pa && pa.type !== 'dir') throw conflict(rel, `${a} is a ${pa.type}, not a folder`);
      if (pa || made.has(a)) continue;
      const ta = T.get(a);
      plan.mkdirs.push({ type: 'dir', path: a, mode: ta?.type === 'dir' ? ta.mode : 0o755, mtimeMs: ta?.mtimeMs ?? 0 });
      made.add(a);
    }
    if (p && p.type !== t.type) plan.removeFiles.push(rel);
    if (t.type === 'file') {
      if (p?.type !== 'file' || p.hash !== t.hash) plan.writes.push(t);
      else if (needsTouch(t, p)) plan.touchFiles.push(t);
    } else if (p?.type !== 'symlink' || p.target !== t.target) plan.links.push(t);
  }
  plan.mkdirs.sort((a, b) => depth(a.path) - depth(b.path));
  // Only folders this restore created get their snapshot mode; existing ones are left as they are.
  plan.dirMeta = plan.mkdirs.filter((d) => d.mtimeMs > 0).sort((x, y) => depth(y.path) - depth(x.path));
  return plan;
}

/** Every object a plan needs. */
export function objectsNeeded(plan: RestorePlan): Map<string, string> {
  const m = new Map<string, string>();
  for (const w of plan.writes) if (!m.has(w.hash)) m.set(w.hash, w.path);
  return m;
}
