import MiniSearch from 'minisearch';
import type { MemoryDirInventory } from '../memdir/inventory.js';
import type { InventoryCache } from './inventory-cache.js';
import type { MemoryDir } from '../memdir/types.js';
import { snippet } from './snippet.js';
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
  type: string | null;
}

/**
 * Full-text search over memory files. One MiniSearch index per memory dir, rebuilt only when
 * the dir's inventory changed (the inventory cache checks file stats), so a search costs a walk
 * of stats at most, not a reread.
 */
export class MemorySearch {
  private readonly indexes = new Map<string, { inventory: MemoryDirInventory; search: MiniSearch<SearchDoc> }>();

  constructor(private readonly inventories: InventoryCache) {}

  private async indexFor(dir: MemoryDir): Promise<MiniSearch<SearchDoc>> {
    const inv = await this.inventories.get(dir);
    const cached = this.indexes.get(dir.id);
    if (cached && cached.inventory === inv) return cached.search;
    const search = new MiniSearch<SearchDoc>({
      fields: ['title', 'text'],
      storeFields: ['memoryDirId', 'memoryDirLabel', 'file', 'title', 'text', 'type'],
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
        type: f.frontmatter.type ?? null,
      })),
      ...inv.logs.map((l) => ({ id: `${dir.id}/${l.relPath}`, memoryDirId: dir.id, memoryDirLabel: dir.label, file: l.relPath, title: l.date, text: l.text, type: 'logs' })),
    ]);
    this.indexes.set(dir.id, { inventory: inv, search });
    return search;
  }

  async search(dirs: MemoryDir[], query: string, limit: number): Promise<MethodOutput<'search'>> {
    const found: Array<SearchDoc & { score: number; terms: string[] }> = [];
    for (const dir of dirs) {
      for (const r of (await this.indexFor(dir)).search(query)) found.push(r as unknown as SearchDoc & { score: number; terms: string[] });
    }
    // Snippets only for what is shown: a common word can match every file.
    found.sort((a, b) => b.score - a.score);
    return {
      // Every match, not just those shown: the window says "100 of 441 matches" when it caps.
      total: found.length,
      hits: found.slice(0, limit).map((doc) => ({
        memoryDirId: doc.memoryDirId,
        memoryDirLabel: doc.memoryDirLabel,
        file: doc.file,
        title: doc.title,
        snippet: snippet(doc.text, doc.terms),
        terms: doc.terms,
        score: doc.score,
        type: doc.type,
      })),
    };
  }
}
