import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { forEachSegment } from '../dream/text/segments.js';
import { mkdirPrivate, writeFileAtomic } from '../fsx/atomic.js';
import type { MemoryDirInventory } from '../memdir/inventory.js';
import type { MemoryDir } from '../memdir/types.js';
import { isSafeDirId } from '../snapshots/ids.js';
import type { MethodOutput } from './contract.js';
import type { InventoryCache } from './inventory-cache.js';
import { snippet } from './snippet.js';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Words for search in English and Chinese alike (MiniSearch's default tokenizer finds no
 * Chinese): Intl.Segmenter's word boundaries, through the fast ASCII path of segments.ts.
 */
export function searchTokens(text: string): string[] {
  const out: string[] = [];
  forEachSegment(text, (start, end, word) => {
    if (word) out.push(text.slice(start, end).toLowerCase());
  });
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

const OPTIONS: Options<SearchDoc> = {
  fields: ['title', 'text'],
  // Never the text: a hit's snippet is cut from the file when it is shown.
  storeFields: ['memoryDirId', 'memoryDirLabel', 'file', 'title', 'type'],
  tokenize: searchTokens,
  // searchTokens lowercases already: MiniSearch's default would do it again for every word.
  processTerm: (term) => term,
  searchOptions: { tokenize: searchTokens, prefix: true, fuzzy: 0.15, boost: { title: 2 }, combineWith: 'AND' },
};

/** Bump when documents, tokens or options change: indexes kept by an older version are rebuilt. */
const VERSION = 1;
/** Longest stretch of indexing before giving the event loop back (other calls answer meanwhile). */
const SLICE_MS = 8;

/** One dir's index and, for each file in it, the stat (size, mtime) of the content it holds. */
interface DirIndex {
  search: MiniSearch<SearchDoc>;
  stats: Map<string, string>;
}

/** The first line of a kept index. */
interface Header {
  version: number;
  path: string;
  stats: Array<[string, string]>;
  /** How many term lines follow (a file cut short is not used). */
  terms: number;
  rest: Omit<AsPlainObject, 'index'>;
}

/** Gives the event loop back whenever SLICE_MS of work has passed since it last did. */
class Slicer {
  private t = performance.now();

  async pause(): Promise<void> {
    if (performance.now() - this.t < SLICE_MS) return;
    await nextTurn();
    this.t = performance.now();
  }
}

/**
 * Full-text search over memory files. One MiniSearch index per memory dir, kept in the state
 * dir (`cache/search/<dir id>.json`) and brought up to date on each search: only files whose
 * size or mtime changed are indexed again, in slices that yield to the event loop, so no other
 * call waits on a build. The index holds words and a few fields, never the texts.
 */
export class MemorySearch {
  private readonly current = new Map<string, DirIndex>();
  /** Files indexed by this instance so far (a kept index that is current costs none). */
  indexedFiles = 0;
  /** The update under way per dir: searches of one dir share it. */
  private readonly updating = new Map<string, Promise<DirIndex>>();

  constructor(
    private readonly inventories: InventoryCache,
    private readonly stateDir?: string,
  ) {}

  private indexFor(dir: MemoryDir, inv: MemoryDirInventory): Promise<DirIndex> {
    let p = this.updating.get(dir.id);
    if (!p) {
      p = this.update(dir, inv).finally(() => this.updating.delete(dir.id));
      this.updating.set(dir.id, p);
    }
    return p;
  }

  private async update(dir: MemoryDir, inv: MemoryDirInventory): Promise<DirIndex> {
    const index = this.current.get(dir.id) ?? (await this.load(dir)) ?? { search: new MiniSearch<SearchDoc>(OPTIONS), stats: new Map() };
    const docs = docsOf(dir, inv);
    let changed = false;
    const slicer = new Slicer();
    for (const [file] of index.stats) {
      if (docs.has(file)) continue;
      index.search.discard(`${dir.id}/${file}`);
      index.stats.delete(file);
      changed = true;
    }
    for (const [file, { stat, doc }] of docs) {
      const had = index.stats.get(file);
      if (had === stat) continue;
      if (had !== undefined) index.search.discard(`${dir.id}/${file}`);
      index.search.add(doc());
      index.stats.set(file, stat);
      this.indexedFiles += 1;
      changed = true;
      await slicer.pause();
    }
    this.current.set(dir.id, index);
    if (changed) await this.store(dir, index).catch(() => undefined);
    return index;
  }

  private fileOf(dir: MemoryDir): string | null {
    return this.stateDir && isSafeDirId(dir.id) ? join(this.stateDir, 'cache', 'search', `${dir.id}.json`) : null;
  }

  /** The index kept by an earlier process, if it is of this dir and this version. */
  private async load(dir: MemoryDir): Promise<DirIndex | null> {
    const file = this.fileOf(dir);
    if (!file) return null;
    try {
      const lines = (await readFile(file, 'utf8')).split('\n');
      const head = JSON.parse(lines[0]!) as Header;
      if (head.version !== VERSION || head.path !== dir.path || !Array.isArray(head.stats) || lines.length !== head.terms + 1) return null;
      const terms: AsPlainObject['index'] = [];
      const slicer = new Slicer();
      for (let i = 1; i < lines.length; i++) {
        terms.push(JSON.parse(lines[i]!) as AsPlainObject['index'][number]);
        await slicer.pause();
      }
      return { search: await MiniSearch.loadJSAsync({ ...head.rest, index: terms }, OPTIONS), stats: new Map(head.stats) };
    } catch {
      return null; // none yet, or damaged: built again
    }
  }

  /** One line of what the index holds besides its terms, then one line per term: written and read in slices. */
  private async store(dir: MemoryDir, index: DirIndex): Promise<void> {
    const file = this.fileOf(dir);
    if (!file) return;
    const { index: terms, ...rest } = index.search.toJSON();
    const head: Header = { version: VERSION, path: dir.path, stats: [...index.stats], terms: terms.length, rest };
    const lines = [JSON.stringify(head)];
    const slicer = new Slicer();
    for (const t of terms) {
      lines.push(JSON.stringify(t));
      await slicer.pause();
    }
    await mkdirPrivate(join(this.stateDir!, 'cache', 'search'));
    await writeFileAtomic(file, lines.join('\n'), { mode: 0o600, fsync: false });
  }

  async search(dirs: MemoryDir[], query: string, limit: number): Promise<MethodOutput<'search'>> {
    const found: Array<{ score: number; terms: string[]; doc: Omit<SearchDoc, 'text'>; inv: MemoryDirInventory }> = [];
    for (const dir of dirs) {
      const inv = await this.inventories.get(dir);
      const index = await this.indexFor(dir, inv);
      for (const r of index.search.search(query)) found.push({ score: r.score, terms: r.terms, doc: r as unknown as Omit<SearchDoc, 'text'>, inv });
    }
    // Snippets only for what is shown: a common word can match every file.
    found.sort((a, b) => b.score - a.score);
    return {
      // Every match, not just those shown: the window says "100 of 441 matches" when it caps.
      total: found.length,
      hits: found.slice(0, limit).map(({ doc, terms, score, inv }) => ({
        memoryDirId: doc.memoryDirId,
        memoryDirLabel: doc.memoryDirLabel,
        file: doc.file,
        title: doc.title,
        snippet: snippet(textOf(inv, doc.file), terms),
        terms,
        score,
        type: doc.type,
      })),
    };
  }
}

/** The documents of a dir by file, each with the stat that says whether its indexed content is current (made only when indexed). */
function docsOf(dir: MemoryDir, inv: MemoryDirInventory): Map<string, { stat: string; doc: () => SearchDoc }> {
  const out = new Map<string, { stat: string; doc: () => SearchDoc }>();
  const base = (file: string) => ({ id: `${dir.id}/${file}`, memoryDirId: dir.id, memoryDirLabel: dir.label, file });
  for (const f of inv.files) {
    // The body and description, not the raw frontmatter: that is what a person searches for.
    const doc = () => ({ ...base(f.relPath), title: f.frontmatter.name ?? f.relPath, text: bodyText(f), type: f.frontmatter.type ?? null });
    out.set(f.relPath, { stat: `${f.size}:${f.mtimeMs}:${dir.label}`, doc });
  }
  for (const l of inv.logs) {
    out.set(l.relPath, { stat: `${l.size}:${l.mtimeMs}:${dir.label}`, doc: () => ({ ...base(l.relPath), title: l.date, text: l.text, type: 'logs' }) });
  }
  return out;
}

function bodyText(f: MemoryDirInventory['files'][number]): string {
  return [f.frontmatter.description, f.frontmatter.body].filter(Boolean).join('\n');
}

function textOf(inv: MemoryDirInventory, file: string): string {
  const f = inv.files.find((x) => x.relPath === file);
  if (f) return bodyText(f);
  return inv.logs.find((l) => l.relPath === file)?.text ?? '';
}
