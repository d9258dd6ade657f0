import { posix } from 'node:path';
import { decodeLinkTarget, encodeLinkTarget } from '../memdir/link-target.js';

import { isOverflowFile } from './text/index-layout.js';

/**
 * Overflow indexes (`MEMORY-overflow-project.md`, ...; named by text/index-layout.ts) hold
 * the entries that do not fit in MEMORY.md. They are index files, not memories. A file is one
 * by its content, not only its name: autodream writes the marker `autodream: overflow-index`
 * into each, and a file with that name but without the marker is a person's own memory, never
 * deleted or overwritten. Without `text` the name alone is checked.
 */
export function isOverflowIndex(relPath: string, text?: string | null): boolean {
  if (!isOverflowFile(relPath)) return false;
  return text === undefined || (text !== null && hasOverflowMarker(text));
}

/** The marker in the frontmatter, or the sentence the overflow indexes of earlier versions end their preamble with. */
export function hasOverflowMarker(text: string): boolean {
  const head = text.slice(0, 2000);
  return /^autodream: overflow-index\r?$/m.test(head) || head.includes('indexed here instead (autodream keeps this file).');
}

/**
 * The memory file an index entry points at, relative to the memory dir, or null when the
 * target is not a local file (a URL, an anchor only) or leaves the dir.
 */
export function entryTarget(indexFile: string, link: string): string | null {
  // Asked again and again for the same lines by prune, the index layout and the counts.
  const key = `${indexFile}\u0000${link}`;
  const known = targets.get(key);
  if (known !== undefined) return known;
  const target = targetOf(indexFile, link);
  if (targets.size >= 100_000) targets.clear();
  targets.set(key, target);
  return target;
}
const targets = new Map<string, string | null>();

function targetOf(indexFile: string, link: string): string | null {
  let target = link.trim();
  if (target === '' || target.startsWith('#') || /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(target)) return null;
  // A typed backslash is a Windows separator; an encoded one (%5C) is part of a name.
  target = decodeLinkTarget(target.replace(/^<(.*)>$/, '$1').replace(/[?#].*$/, '').replace(/\\/g, '/'));
  if (target.startsWith('/')) return null;
  const joined = posix.normalize(posix.join(posix.dirname(indexFile), target));
  if (joined.startsWith('../') || joined === '..' || joined === '.') return null;
  return joined;
}

/** The link an index writes for a memory file (relative to the index's folder). */
export function linkFor(indexFile: string, memoryFile: string): string {
  const rel = posix.relative(posix.dirname(indexFile), memoryFile);
  return encodeLinkTarget(rel);
}
