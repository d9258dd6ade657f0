import { posix } from 'node:path';

import { isOverflowFile } from './text/index-layout.js';

/**
 * Overflow indexes (`MEMORY-overflow-project.md`, ...; named by text/index-layout.ts) hold
 * the entries that do not fit in MEMORY.md. They are index files, not memories.
 */
export function isOverflowIndex(relPath: string): boolean {
  return isOverflowFile(relPath);
}

/**
 * The memory file an index entry points at, relative to the memory dir, or null when the
 * target is not a local file (a URL, an anchor only) or leaves the dir.
 */
export function entryTarget(indexFile: string, link: string): string | null {
  let target = link.trim();
  if (target === '' || target.startsWith('#') || /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(target)) return null;
  target = target.replace(/[?#].*$/, '');
  try {
    target = decodeURI(target);
  } catch {
    // keep it as written
  }
  target = target.replace(/\\/g, '/');
  if (target.startsWith('/')) return null;
  const joined = posix.normalize(posix.join(posix.dirname(indexFile), target));
  if (joined.startsWith('../') || joined === '..' || joined === '.') return null;
  return joined;
}

/** The link an index writes for a memory file (relative to the index's folder). */
export function linkFor(indexFile: string, memoryFile: string): string {
  const rel = posix.relative(posix.dirname(indexFile), memoryFile);
  // Only what breaks a Markdown link target is escaped: names stay readable (中文.md).
  return rel.replace(/%/g, '%25').replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
}
