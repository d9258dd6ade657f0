import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AutodreamError } from '../errors.js';
import type { MemoryDirInventory } from '../memdir/inventory.js';
import { splitFrontmatter, parseFrontmatterYaml } from '../memdir/frontmatter.js';
import { readMemoryText } from '../memdir/safe-read.js';
import type { MemoryDir, MemoryFileInfo } from '../memdir/types.js';
import type { MethodOutput } from './contract.js';

type Contents = MethodOutput<'memoryDirs.read'>;
type FileSummary = Contents['files'][number];

export function groupOf(f: MemoryFileInfo): FileSummary['group'] {
  if (f.team) return 'team';
  switch (f.category) {
    case 'user':
      return 'user';
    case 'feedback-positive':
    case 'feedback-negative':
      return 'feedback';
    case 'project':
      return 'project';
    case 'reference':
      return 'reference';
    default:
      return f.frontmatter.type ?? 'other';
  }
}

/** What the memory browser shows of one memory dir. */
export function contentsOf(inv: MemoryDirInventory): Omit<Contents, 'memoryDir'> {
  const indexed = new Set((inv.index?.lines ?? []).flatMap((l) => (l.kind === 'entry' ? [l.file] : [])));
  // A file that exists but could not be used is not a stale pointer: it is listed under problems.
  const present = new Set([...inv.files.map((f) => f.relPath), ...inv.logs.map((l) => l.relPath), ...inv.problems.map((p) => p.file)]);
  const files: FileSummary[] = [
    ...inv.files.map((f) => ({
      file: f.relPath,
      name: f.frontmatter.name ?? null,
      description: f.frontmatter.description ?? null,
      type: f.frontmatter.type ?? f.frontmatter.unknownType ?? null,
      group: groupOf(f),
      size: f.size,
      mtime: new Date(f.mtimeMs).toISOString(),
      indexed: indexed.has(f.relPath),
    })),
    ...inv.logs.map((l) => ({
      file: l.relPath,
      name: l.date,
      description: null,
      type: null,
      group: 'logs' as const,
      size: l.size,
      mtime: new Date(l.mtimeMs).toISOString(),
      indexed: indexed.has(l.relPath),
    })),
  ];
  return {
    index: inv.index
      ? {
          text: inv.index.text,
          entries: inv.index.lines.flatMap((l) => (l.kind === 'entry' ? [{ title: l.title, file: l.file, hook: l.hook, lineNo: l.lineNo, exists: present.has(l.file) }] : [])),
        }
      : null,
    files,
    problems: inv.problems.map((p) => ({ file: p.file, reason: p.reason, ...(p.line !== undefined && { line: p.line }) })),
  };
}

/** One memory file for the browser; malformed frontmatter still shows the text. */
export async function readOne(dir: MemoryDir, file: string): Promise<MethodOutput<'memoryDirs.readFile'>> {
  const read = await readMemoryText(dir.path, file);
  if (!read.ok) {
    const missing = await stat(join(dir.path, file)).then(() => false, () => true);
    throw new AutodreamError(missing ? 'not-found' : 'unreadable', read.problem.reason, { file: read.problem.file, ...(read.problem.line !== undefined && { line: read.problem.line }) });
  }
  const split = splitFrontmatter(read.text);
  let frontmatter: Record<string, unknown> | null = null;
  let body = read.text;
  if (split.ok && split.split.hasFrontmatter) {
    body = read.text.slice(split.split.bodyOffset);
    const yaml = parseFrontmatterYaml(read.text, split.split);
    if (yaml.ok) {
      const js: unknown = yaml.doc.toJS();
      frontmatter = js && typeof js === 'object' && !Array.isArray(js) ? (js as Record<string, unknown>) : {};
    }
  }
  return { memoryDirId: dir.id, file, text: read.text, frontmatter, body, mtime: new Date(read.mtimeMs).toISOString() };
}
