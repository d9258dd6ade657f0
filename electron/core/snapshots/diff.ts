import { readFile } from 'node:fs/promises';
import { createTwoFilesPatch } from 'diff';
import { LOCK_FILE, absPath } from './relPath.js';
import type { ChangedFile, ManifestEntry } from './types.js';

/** Past this size a file's diff is not worth computing or showing. */
export const MAX_DIFF_BYTES = 1024 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text = valid UTF-8 without NUL bytes; anything else is shown as "changed" without a diff. */
export function asText(buf: Buffer): string | null {
  if (buf.subarray(0, 8000).includes(0)) return null;
  try {
    return utf8.decode(buf);
  } catch {
    return null;
  }
}

export interface EntryChanges {
  added: string[];
  removed: string[];
  /** Same path, other content, link target or type. */
  changed: Array<{ before: ManifestEntry; now: ManifestEntry }>;
}

/** Files and links that differ (folders only matter through what they hold). */
export function compareEntries(before: readonly ManifestEntry[], now: readonly ManifestEntry[]): EntryChanges {
  const leaves = (es: readonly ManifestEntry[]) => new Map(es.filter((e) => e.type !== 'dir' && e.path !== LOCK_FILE).map((e) => [e.path, e]));
  const B = leaves(before);
  const N = leaves(now);
  const out: EntryChanges = { added: [], removed: [], changed: [] };
  for (const [path, n] of N) {
    const b = B.get(path);
    if (!b) out.added.push(path);
    else if (b.type !== n.type || (b.type === 'file' && n.type === 'file' && b.hash !== n.hash) || (b.type === 'symlink' && n.type === 'symlink' && b.target !== n.target)) {
      out.changed.push({ before: b, now: n });
    }
  }
  for (const path of B.keys()) if (!N.has(path)) out.removed.push(path);
  out.added.sort();
  out.removed.sort();
  out.changed.sort((x, y) => (x.before.path < y.before.path ? -1 : 1));
  return out;
}

/** A changed entry described for a person: a unified diff for text files. */
export async function describeChange(
  root: string,
  snapshotId: string,
  c: { before: ManifestEntry; now: ManifestEntry },
  snapshotContent: (hash: string, path: string) => Promise<Buffer>,
): Promise<ChangedFile> {
  const { before, now } = c;
  const file = before.path;
  if (before.type !== now.type) return { file, kind: 'type', patch: null };
  if (before.type === 'symlink' && now.type === 'symlink') {
    return { file, kind: 'symlink', patch: `symlink target: ${before.target} -> ${now.target}\n` };
  }
  if (before.type !== 'file' || now.type !== 'file') return { file, kind: 'type', patch: null };
  if (before.size > MAX_DIFF_BYTES || now.size > MAX_DIFF_BYTES) return { file, kind: 'too-large', patch: null };
  const [old, cur] = await Promise.all([snapshotContent(before.hash, file), readFile(absPath(root, file))]);
  const oldText = asText(old);
  const curText = asText(cur);
  if (oldText === null || curText === null) return { file, kind: 'binary', patch: null };
  return { file, kind: 'text', patch: createTwoFilesPatch(`a/${file}`, `b/${file}`, oldText, curText, `snapshot ${snapshotId}`, 'now') };
}
