import { routeHref } from '../router.js';
import type { LinkTarget, MarkdownLinks } from './markdown.js';

interface KnownFile {
  file: string;
  name: string | null;
}

/** `team/a.md` + `../b.md` -> `b.md`; null when the link leaves the memory dir. */
export function resolveRelative(fromFile: string | null, target: string): string | null {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // Keep it as written.
  }
  const base = fromFile && fromFile.includes('/') ? fromFile.split('/').slice(0, -1) : [];
  const parts = decoded.startsWith('/') ? [] : [...base];
  for (const part of decoded.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.length ? parts.join('/') : null;
}

/**
 * Links inside a memory file point at other memory files: turn them into routes of the
 * browser, and mark pointers to files that do not exist (stale index lines).
 */
export function memoryLinks(dirId: string, fromFile: string | null, files: readonly KnownFile[]): MarkdownLinks {
  const byPath = new Set(files.map((f) => f.file));
  byPath.add('MEMORY.md');
  const byName = new Map<string, string>();
  for (const f of files) {
    if (f.name) byName.set(f.name, f.file);
    byName.set(f.file.replace(/\.md$/, '').split('/').at(-1)!, f.file);
  }
  const target = (file: string): LinkTarget => {
    const exists = byPath.has(file);
    return {
      href: routeHref({ name: 'browse', dirId, file: file === 'MEMORY.md' ? null : file }),
      ...(exists ? {} : { missing: true, title: `Stale pointer: ${file} does not exist` }),
    };
  };
  return {
    relative(link) {
      const file = resolveRelative(fromFile, link);
      return file ? target(file) : null;
    },
    wiki(name) {
      const file = byName.get(name) ?? byName.get(name.replace(/\.md$/, ''));
      return file ? target(file) : null;
    },
  };
}
