import { isAbsolute, join } from 'node:path';
import { AutodreamError } from '../errors.js';

/** Claude Code's lock lives in the memory dir but is never snapshotted, restored or removed. */
export const LOCK_FILE = '.consolidate-lock';

/**
 * A path inside a memory dir, as the user typed it (`--file REL`) or as a manifest holds it:
 * relative, no `..`, no NUL. Returns it `/`-separated without `.` or empty parts.
 */
export function checkRelPath(rel: string, what = 'path'): string {
  if (typeof rel !== 'string' || rel.length === 0 || rel.includes('\0')) {
    throw new AutodreamError('bad-input', `Invalid ${what} ${JSON.stringify(rel)}.`, { hint: 'Give a path relative to the memory dir.' });
  }
  if (isAbsolute(rel) || rel.startsWith('/') || rel.startsWith('\\') || /^[A-Za-z]:/.test(rel)) {
    throw new AutodreamError('outside-memory-dir', `${what} must be relative to the memory dir, not absolute.`, {
      file: rel,
      hint: 'Give a path relative to the memory dir, e.g. notes/deploy.md.',
    });
  }
  // Backslashes count as separators here so that `a\..\b` is refused on every platform.
  if (rel.split(/[\\/]/).some((part) => part === '..')) {
    throw new AutodreamError('outside-memory-dir', `${what} may not contain "..".`, {
      file: rel,
      hint: 'Give a path inside the memory dir.',
    });
  }
  const clean = rel.split('/').filter((part) => part !== '' && part !== '.').join('/');
  if (clean === '') throw new AutodreamError('bad-input', `Invalid ${what} ${JSON.stringify(rel)}.`, { hint: 'Name a file, not the memory dir itself.' });
  return clean;
}

/** The absolute path of a checked relative path. */
export function absPath(root: string, rel: string): string {
  return join(root, ...rel.split('/'));
}

/** `a/b/c` -> [`a`, `a/b`]. */
export function ancestorsOf(rel: string): string[] {
  const parts = rel.split('/');
  const out: string[] = [];
  for (let i = 1; i < parts.length; i++) out.push(parts.slice(0, i).join('/'));
  return out;
}

/** True if `rel` is `base` or lies under it. */
export function isWithin(rel: string, base: string): boolean {
  return rel === base || rel.startsWith(`${base}/`);
}
