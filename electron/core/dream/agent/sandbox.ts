import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { parseMemoryFile } from '../../memdir/frontmatter.js';
import { relPathProblem } from '../../memdir/safe-read.js';
import { isOverflowIndex } from '../overflow.js';
import type { Orientation } from '../orient.js';
import type { Workspace } from '../workspace.js';

/**
 * What the model may touch. Every tool acts on the Workspace, never the disk, and every path
 * is checked here first: a call that leaves the memory dir (`..`, an absolute path, a symlink),
 * targets a raw log, a session note, team memory, CLAUDE.md, the index or a non-`.md` file, or
 * carries invalid frontmatter is refused with a reason the model sees and the report lists.
 * In an OpenClaw workspace the one writable file is MEMORY.md (the memories themselves).
 */

export interface Sandbox {
  o: Orientation;
  ws: Workspace;
  /** Files the dream may never write: logs, session notes, unreadable files, symlinks. */
  readOnly: ReadonlySet<string>;
}

/** Why a path may not be used at all, or null. */
function pathRefusal(s: Sandbox, file: string): string | null {
  const outside = relPathProblem(file);
  if (outside) return `${outside}: the model works only inside the memory dir`;
  if (file.includes('\\')) return 'uses "\\": paths inside the memory dir use "/"';
  if (file.split('/').some((p) => p === '' || p === '.' || p.startsWith('.'))) return 'is a hidden or odd path (tool state such as the lock lives there)';
  if (symlinkOnPath(s, file)) return 'goes through a symlink: a dream never follows or rewrites links';
  return null;
}

export function readRefusal(s: Sandbox, file: string): string | null {
  const why = pathRefusal(s, file);
  if (why) return why;
  if (/(^|\/)CLAUDE\.md$/i.test(file)) return 'CLAUDE.md is not memory and is out of reach of a dream';
  if (!s.ws.exists(file) && !logText(s, file)) return 'no such file in the memory dir (list_memories shows what exists)';
  return null;
}

export function writeRefusal(s: Sandbox, file: string): string | null {
  const why = pathRefusal(s, file);
  if (why) return why;
  if (s.o.dir.kind === 'openclaw-workspace') {
    if (file !== 'MEMORY.md') return 'is not MEMORY.md: in an OpenClaw workspace MEMORY.md holds the memories (bullets and ### entries) and is the only file a dream writes; the daily logs are raw sources and the agent\'s other files are not memory';
    return s.readOnly.has(file) ? 'could not be read or parsed when the dream started: it is never rewritten' : null;
  }
  if (/(^|\/)CLAUDE\.md$/i.test(file)) return 'CLAUDE.md holds the project\'s instructions: a dream never edits it (report a conflict in your summary instead)';
  if (!file.toLowerCase().endsWith('.md')) return 'is not a Markdown (.md) memory file';
  if (file === 'MEMORY.md' || file === 'team/MEMORY.md' || isOverflowIndex(file)) return 'is the index: it is rebuilt from the topic files after you finish; improve the files\' descriptions instead';
  if (file.startsWith('logs/') || s.o.inventory.logs.some((l) => l.relPath === file)) return 'is a raw daily log: logs are sources, never rewritten';
  if (file.startsWith('team/') || s.o.byFile.get(file)?.team) return 'is team memory, shared with others: a dream leaves it to its owners';
  if (s.o.inventory.files.some((f) => f.relPath === file && f.category === 'session') || (s.o.dir.kind === 'openclaw' && file.startsWith('sessions/'))) return 'is a session note: a raw source, never rewritten';
  if (s.readOnly.has(file)) return 'could not be read or parsed when the dream started: it is never rewritten';
  if (file.includes('/') && !s.ws.exists(file) && !folderHoldsMemories(s, file)) return 'is in a subfolder: memories are top-level topic files';
  return null;
}

/** Why a text cannot be a memory file, or null. */
export function contentRefusal(s: Sandbox, content: string): string | null {
  if (content.includes('\0')) return 'contains a NUL character';
  if (s.o.dir.kind === 'openclaw-workspace') return null; // MEMORY.md there is plain Markdown; its edits are checked against the old text (act.ts)
  const parsed = parseMemoryFile(content);
  if (!parsed.ok) return `has invalid frontmatter: ${parsed.reason}${parsed.line ? ` (line ${parsed.line})` : ''}`;
  const fm = parsed.file;
  if (!fm.hasFrontmatter) return s.o.dir.kind === 'openclaw' ? null : 'has no frontmatter: start with ---, name, description, type, ---';
  if (!fm.name?.trim()) return 'has frontmatter without a name';
  if (!fm.description?.trim() || /\n/.test(fm.description)) return 'has frontmatter without a one-line description';
  if (!fm.type) return `has frontmatter without a valid type (user, feedback, project or reference)${fm.unknownType ? `, not "${fm.unknownType}"` : ''}`;
  if (fm.body.trim() === '') return 'has no body: a memory states something';
  return null;
}

/** The text of a daily log or session note (read-only sources), or null. */
export function logText(s: Sandbox, file: string): string | null {
  return s.o.inventory.logs.find((l) => l.relPath === file)?.text ?? null;
}

function folderHoldsMemories(s: Sandbox, file: string): boolean {
  const folder = file.slice(0, file.lastIndexOf('/') + 1);
  return s.o.memories.some((m) => !m.team && m.file.startsWith(folder) && !m.file.slice(folder.length).includes('/'));
}

/** The file or one of its folders is a symlink on disk (a read-only check: nothing is written). */
function symlinkOnPath(s: Sandbox, file: string): boolean {
  if (s.o.links.has(file)) return true;
  const parts = file.split('/');
  for (let i = 1; i <= parts.length; i++) {
    try {
      if (lstatSync(join(s.o.dir.path, ...parts.slice(0, i))).isSymbolicLink()) return true;
    } catch {
      return false;
    }
  }
  return false;
}
