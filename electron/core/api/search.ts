import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { readMemoryDir } from '../memdir/inventory.js';
import type { MemoryDir } from '../memdir/types.js';
import { snippet } from './browse.js';
import type { MethodOutput } from './contract.js';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Words for search in English and Chinese alike (MiniSearch's default tokenizer finds no Chinese). */
export function searchTokens(text: string): string[] {
  const out: string[] = [];
  for (const s of segmenter.segment(text)) if (s.isWordLike) out.push(s.segment.toLowerCase());
  return out;
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
 * What the files of a memory dir look like from their stats alone (path, size, mtime): cheap
 * enough to take on every search, and it changes whenever a memory file is written.
 */
export async function statSignature(root: string): Promise<string> {
  const parts: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(r);
      else if (e.name.endsWith('.md')) {
        const st = await lstat(join(root, r)).catch(() => null);
        if (st) parts.push(`${r}\0${st.size}\0${st.mtimeMs}`);
      }
    }
  };
  await walk('');
  return parts.sort().join('\n');
}

/**
 * Full-text search over memory files. One MiniSearch index per memory dir, rebuilt only when
 * the dir's stat signature changed, so a search costs a walk of stats, not a reread.
 */
export class MemorySearch {
  private readonly indexes = new Map<string, { signature: string; search: MiniSearch<SearchDoc> }>();

  private async indexFor(dir: MemoryDir): Promise<MiniSearch<SearchDoc>> {
    const signature = await statSignature(dir.path);
    const cached = this.indexes.get(dir.id);
    if (cached && cached.signature === signature) return cached.search;
    const inv = await readMemoryDir(dir);
    const search = new MiniSearch<SearchDoc>({
      fields: ['title', 'text'],
      storeFields: ['memoryDirId', 'memoryDirLabel', 'file', 'title', 'text'],
      tokenize: searchTokens,
      searchOptions: { tokenize: searchTokens, prefix: true, fuzzy: 0.15, boost: { title: 2 }, combineWith: 'AND' },
    });
    search.addAll([
      // The body and description, not the raw frontmatter: that is what a person searches for.
      ...inv.files.map((f) => ({
        id: `${dir.id}/${f.relPath}`,
        memoryDirId: dir.id,
        memoryDirLabel: dir.label,
        file: f.relPath,
        title: f.frontmatter.name ?? f.relPath,
        text: [f.frontmatter.description, f.frontmatter.body].filter(Boolean).join('\n'),
      })),
      ...inv.logs.map((l) => ({ id: `${dir.id}/${l.relPath}`, memoryDirId: dir.id, memoryDirLabel: dir.label, file: l.relPath, title: l.date, text: l.text })),
    ]);
    this.indexes.set(dir.id, { signature, search });
    return search;
  }

  async search(dirs: MemoryDir[], query: string, limit: number): Promise<MethodOutput<'search'>> {
    const hits: MethodOutput<'search'>['hits'] = [];
    for (const dir of dirs) {
      for (const r of (await this.indexFor(dir)).search(query)) {
        const doc = r as unknown as SearchDoc & { score: number; terms: string[] };
        hits.push({ memoryDirId: doc.memoryDirId, memoryDirLabel: doc.memoryDirLabel, file: doc.file, title: doc.title, snippet: snippet(doc.text, doc.terms), terms: doc.terms, score: doc.score });
      }
    }
    hits.sort((a, b) => b.score - a.score);
    return { hits: hits.slice(0, limit) };
  }
}
