import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { AutodreamError } from '../errors.js';
import { readMemoryDir, type MemoryDirInventory } from '../memdir/inventory.js';
import { splitFrontmatter, parseFrontmatterYaml } from '../memdir/frontmatter.js';
import { readMemoryText } from '../memdir/safe-read.js';
import type { MemoryDir, MemoryFileInfo } from '../memdir/types.js';
import type { MethodOutput } from './contract.js';

type Contents = MethodOutput<'memoryDirs.read'>;
type FileSummary = Contents['files'][number];

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Words for search in English and Chinese alike (MiniSearch's default tokenizer finds no Chinese). */
export function searchTokens(text: string): string[] {
  const out: string[] = [];
  for (const s of segmenter.segment(text)) if (s.isWordLike) out.push(s.segment.toLowerCase());
  return out;
}

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
  const present = new Set([...inv.files.map((f) => f.relPath), ...inv.logs.map((l) => l.relPath)]);
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

interface SearchDoc {
  id: string;
  memoryDirId: string;
  memoryDirLabel: string;
  file: string;
  title: string;
  text: string;
}

/**
 * Full-text search over memory files. One MiniSearch per memory dir, rebuilt only when a
 * file's content hash changed, so repeated searches cost a walk of stats, not a reindex.
 */
export class MemorySearch {
  private readonly indexes = new Map<string, { signature: string; search: MiniSearch<SearchDoc> }>();

  indexFor(dir: MemoryDir, inv: MemoryDirInventory): MiniSearch<SearchDoc> {
    const signature = inv.files.map((f) => f.sha256).join('') + inv.logs.map((l) => l.sha256).join('');
    const cached = this.indexes.get(dir.id);
    if (cached && cached.signature === signature) return cached.search;
    const search = new MiniSearch<SearchDoc>({
      fields: ['title', 'text'],
      storeFields: ['memoryDirId', 'memoryDirLabel', 'file', 'title', 'text'],
      tokenize: searchTokens,
      searchOptions: { tokenize: searchTokens, prefix: true, fuzzy: 0.15, boost: { title: 2 }, combineWith: 'AND' },
    });
    search.addAll([
      ...inv.files.map((f) => ({ id: `${dir.id}/${f.relPath}`, memoryDirId: dir.id, memoryDirLabel: dir.label, file: f.relPath, title: f.frontmatter.name ?? f.relPath, text: f.text })),
      ...inv.logs.map((l) => ({ id: `${dir.id}/${l.relPath}`, memoryDirId: dir.id, memoryDirLabel: dir.label, file: l.relPath, title: l.date, text: l.text })),
    ]);
    this.indexes.set(dir.id, { signature, search });
    return search;
  }

  async search(dirs: MemoryDir[], query: string, limit: number): Promise<MethodOutput<'search'>> {
    const hits: MethodOutput<'search'>['hits'] = [];
    for (const dir of dirs) {
      const index = this.indexFor(dir, await readMemoryDir(dir));
      for (const r of index.search(query)) {
        const doc = r as unknown as SearchDoc & { score: number; terms: string[] };
        hits.push({ memoryDirId: doc.memoryDirId, memoryDirLabel: doc.memoryDirLabel, file: doc.file, title: doc.title, snippet: snippet(doc.text, doc.terms), terms: doc.terms, score: doc.score });
      }
    }
    hits.sort((a, b) => b.score - a.score);
    return { hits: hits.slice(0, limit) };
  }
}

/** ~160 chars of text around the first matched term. */
export function snippet(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0), text.length);
  const start = at === text.length ? 0 : Math.max(0, at - 60);
  const s = text.slice(start, start + 160).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${s}${start + 160 < text.length ? '…' : ''}`;
}
