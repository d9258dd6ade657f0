import { lstatSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { mkdirPrivate, writeFileAtomic } from '../fsx/atomic.js';
import { findMemoryFiles, type Candidate } from '../memdir/inventory.js';
import type { MemoryDir } from '../memdir/types.js';
import { isSafeDirId } from '../snapshots/ids.js';
import type { MethodOutput } from './contract.js';
import type { InventoryCache } from './inventory-cache.js';
import { readSearchFile, searchDocOf, statKeyNow } from './search-docs.js';
import { scanHelper } from './search-helper.js';
import { FUZZY, MAX_FUZZY, TITLE_BOOST, scoreMatches } from './search-scan.js';
import { searchTokens } from './search-tokens.js';
import { snippet } from './snippet.js';

export { searchTokens } from './search-tokens.js';

interface IndexedDoc {
  id: string;
  title: string;
  text: string;
}

const OPTIONS: Options<IndexedDoc> = {
  fields: ['title', 'text'],
  // Nothing stored: a hit's title, type and snippet are read from the file when it is shown.
  storeFields: [],
  tokenize: searchTokens,
  // searchTokens lowercases already: MiniSearch's default would do it again for every word.
  processTerm: (term) => term,
  // The same fuzziness and title weight as search-scan.ts, which matches and weighs as the index does.
  searchOptions: { tokenize: searchTokens, prefix: true, fuzzy: FUZZY, maxFuzzy: MAX_FUZZY, boost: { title: TITLE_BOOST }, combineWith: 'AND' },
};

/** Bump when documents, tokens or options change: indexes kept by an older version are rebuilt. */
const VERSION = 2;
/** Longest stretch of indexing before giving the event loop back (other calls answer meanwhile). */
const SLICE_MS = 8;
/** A dir with at most this many files to (re)index is brought up to date before answering; a bigger one is scanned meanwhile. */
const INLINE_FILES = 100;
/** A background build starts (and goes on) only after this long without a search that reads files... */
const QUIET_MS = 300;
/** ...or once this long has passed since it was asked for: searches that keep coming then share the thread with it, so they are soon answered by the index instead of each reading every file. */
const MAX_DEFER_MS = 1000;

/** One dir's index and, for each file of the dir, the stat (size, mtime, ctime) of the content it last read (indexed, or nothing to index). */
interface DirIndex {
  search: MiniSearch<IndexedDoc>;
  stats: Map<string, string>;
}

/** A dir's index when current; else the files just walked, if any (a scan then reads them). */
interface Ready {
  index: DirIndex | null;
  walked: Candidate[] | null;
}

/** What search knows of a dir: its index once ready, the stat signature it is current for, the build under way. */
interface DirState {
  index: DirIndex | null;
  signature: string | null;
  building: Promise<void> | null;
  /** The check under way of whether the index is current (searches of one dir share it). */
  checking: Promise<Ready> | null;
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

/**
 * Gives the event loop back whenever SLICE_MS of work has passed since it last did; a background
 * build also waits while a search scans (`hold`), so the scan a person waits on goes first.
 */
class Slicer {
  private t = performance.now();

  constructor(private readonly hold?: () => Promise<void> | null) {}

  /** pause() once SLICE_MS has passed, else null: a loop over thousands of files awaits only when it gives the thread back. */
  due(): Promise<void> | null {
    return performance.now() - this.t < SLICE_MS ? null : this.pause();
  }

  async pause(): Promise<void> {
    if (performance.now() - this.t < SLICE_MS) return;
    await nextTurn();
    for (let h = this.hold?.(); h; h = this.hold?.()) await h;
    this.t = performance.now();
  }
}

type Found = { dir: MemoryDir; file: string; score: number; terms: string[] };

/**
 * Full-text search over memory files. One MiniSearch index per memory dir, kept in the state
 * dir (`cache/search/<dir id>.json`) and brought up to date on each search: only files whose
 * size, mtime or ctime changed are indexed again. A big first build (or the load of a big kept
 * index) runs in the background, in slices that yield to the event loop; until it is ready,
 * searches of that dir read the files instead (search-scan.ts, the work shared with a helper
 * thread: search-helper.ts), finding the same files, so no call waits on a build. The index holds words only: titles and snippets are read from the
 * files shown, and no text is kept in memory.
 */
export class MemorySearch {
  private readonly dirs = new Map<string, DirState>();
  /** Files indexed by this instance so far (a kept index that is current costs none). */
  indexedFiles = 0;
  /** Searches answered by reading the files (an index was not ready). */
  scans = 0;
  private scanning = 0;
  private scansOver: { promise: Promise<void>; resolve: () => void } | null = null;
  private lastScanEnd = -Infinity;

  constructor(
    private readonly inventories: InventoryCache,
    private readonly stateDir?: string,
  ) {}

  private stateOf(dir: MemoryDir): DirState {
    let st = this.dirs.get(dir.id);
    if (!st) {
      st = { index: null, signature: null, building: null, checking: null };
      this.dirs.set(dir.id, st);
    }
    return st;
  }

  /** Every background build under way has ended (tests, benchmarks). */
  async settled(): Promise<void> {
    for (const st of this.dirs.values()) await st.building;
  }

  /** The dir's index when it is current (brought up to date first when little changed), else none and a build starts. */
  private async readyIndex(dir: MemoryDir): Promise<Ready> {
    const st = this.stateOf(dir);
    if (st.building) return { index: null, walked: null };
    const index = st.index;
    if (index) {
      const { signature } = await this.inventories.peek(dir);
      // A build that began meanwhile is left to finish (the search scans).
      if (st.building) return { index: null, walked: null };
      if (st.index === index && st.signature === signature) return { index, walked: null };
    }
    st.checking ??= this.check(dir, st).finally(() => {
      st.checking = null;
    });
    return st.checking;
  }

  private async check(dir: MemoryDir, st: DirState): Promise<Ready> {
    let walked: Candidate[];
    if (st.index) {
      // Taken before the walk: a change made after it shows in the next signature and is read then.
      const { signature } = await this.inventories.peek(dir);
      walked = (await findMemoryFiles(dir)).candidates;
      const work = diff(dir, st.index, walked);
      if (work.changed.length <= INLINE_FILES) {
        await this.update(dir, st.index, work, new Slicer());
        st.signature = signature;
        return { index: st.index, walked: null };
      }
    } else {
      walked = (await findMemoryFiles(dir)).candidates;
      if (walked.length <= INLINE_FILES) {
        // A small dir: walked again after the signature (cheap), so the index is never newer than it.
        const { signature } = await this.inventories.peek(dir);
        const index = (await this.load(dir, new Slicer())) ?? emptyIndex();
        await this.update(dir, index, diff(dir, index, (await findMemoryFiles(dir)).candidates), new Slicer());
        st.index = index;
        st.signature = signature;
        return { index, walked: null };
      }
    }
    this.build(dir, st);
    // The scan that answers meanwhile reads the files this walk found.
    return { index: null, walked };
  }

  /**
   * Resolves once no search has read files for QUIET_MS (a person typing a query gets each answer
   * before a build takes the thread), or at `due` at the latest.
   */
  private async quiet(due: number): Promise<void> {
    for (;;) {
      await nextTurn();
      const left = due - performance.now();
      if (left <= 0) return;
      if (this.scansOver) {
        const timer = new AbortController();
        await Promise.race([this.scansOver.promise, sleep(left, undefined, { signal: timer.signal }).catch(() => undefined)]);
        timer.abort();
        continue;
      }
      const wait = Math.min(this.lastScanEnd + QUIET_MS - performance.now(), left);
      if (wait <= 0) return;
      await sleep(wait);
    }
  }

  /** Load or build the dir's index in the background, giving way to scans until MAX_DEFER_MS after it was asked for. */
  private build(dir: MemoryDir, st: DirState): void {
    const due = performance.now() + MAX_DEFER_MS;
    const slicer = new Slicer(() => (performance.now() < due ? (this.scansOver?.promise ?? null) : null));
    st.building = (async () => {
      await this.quiet(due);
      const { signature } = await this.inventories.peek(dir);
      const index = st.index ?? (await this.load(dir, slicer)) ?? emptyIndex();
      st.index = index;
      st.signature = null;
      const { candidates } = await findMemoryFiles(dir);
      await this.update(dir, index, diff(dir, index, candidates), slicer);
      st.signature = signature;
    })()
      .catch(() => {
        // The next search tries again; until then it scans.
        st.index = null;
        st.signature = null;
      })
      .finally(() => {
        st.building = null;
      });
  }

  private async update(dir: MemoryDir, index: DirIndex, work: Diff, slicer: Slicer): Promise<void> {
    for (const file of work.gone) {
      if (index.search.has(idOf(dir, file))) index.search.discard(idOf(dir, file));
      index.stats.delete(file);
    }
    for (const c of work.changed) {
      if (index.search.has(idOf(dir, c.relPath))) index.search.discard(idOf(dir, c.relPath));
      const f = await readSearchFile(dir, c);
      const doc = f && searchDocOf(f.relPath, f.place, f.text);
      if (f && doc) {
        index.search.add({ id: idOf(dir, c.relPath), title: doc.title, text: doc.text });
        this.indexedFiles += 1;
      }
      // Files that hold nothing to search (MEMORY.md, unreadable) are remembered too, so they are not read again until they change.
      const stat = f?.stat ?? statKeyNow(dir, c);
      if (stat) index.stats.set(c.relPath, stat);
      else index.stats.delete(c.relPath);
      await slicer.pause();
    }
    if (work.gone.length > 0 || work.changed.length > 0) await this.store(dir, index, slicer).catch(() => undefined);
  }

  /** Read every file of the dir and keep those matching the query (no index needed). */
  private async scan(dir: MemoryDir, query: string, walked: Candidate[] | null): Promise<Found[]> {
    this.scans += 1;
    this.scanning += 1;
    if (!this.scansOver) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.scansOver = { promise, resolve };
    }
    try {
      const candidates = walked ?? (await findMemoryFiles(dir)).candidates;
      const slicer = new Slicer();
      const { matches, filesRead, length } = await scanHelper.scan(dir, candidates, query, () => slicer.due());
      return scoreMatches(matches, filesRead, length / Math.max(1, filesRead)).map(({ match, score }) => ({ dir, file: match.relPath, score, terms: match.terms }));
    } finally {
      this.scanning -= 1;
      if (this.scanning === 0) {
        this.lastScanEnd = performance.now();
        this.scansOver?.resolve();
        this.scansOver = null;
      }
    }
  }

  private fileOf(dir: MemoryDir): string | null {
    return this.stateDir && isSafeDirId(dir.id) ? join(this.stateDir, 'cache', 'search', `${dir.id}.json`) : null;
  }

  /** The index kept by an earlier process, if it is of this dir and this version. */
  private async load(dir: MemoryDir, slicer: Slicer): Promise<DirIndex | null> {
    const file = this.fileOf(dir);
    if (!file) return null;
    try {
      const lines = (await readFile(file, 'utf8')).split('\n');
      const head = JSON.parse(lines[0]!) as Header;
      if (head.version !== VERSION || head.path !== dir.path || !Array.isArray(head.stats) || lines.length !== head.terms + 1) return null;
      const terms: AsPlainObject['index'] = [];
      for (let i = 1; i < lines.length; i++) {
        terms.push(JSON.parse(lines[i]!) as AsPlainObject['index'][number]);
        lines[i] = '';
        await slicer.pause();
      }
      return { search: await MiniSearch.loadJSAsync({ ...head.rest, index: terms }, OPTIONS), stats: new Map(head.stats) };
    } catch {
      return null; // none yet, or damaged: built again
    }
  }

  /** One line of what the index holds besides its terms, then one line per term: written and read in slices. */
  private async store(dir: MemoryDir, index: DirIndex, slicer: Slicer): Promise<void> {
    const file = this.fileOf(dir);
    if (!file) return;
    const { index: terms, ...rest } = index.search.toJSON();
    const head: Header = { version: VERSION, path: dir.path, stats: [...index.stats], terms: terms.length, rest };
    const lines = [JSON.stringify(head)];
    for (const t of terms) {
      lines.push(JSON.stringify(t));
      await slicer.pause();
    }
    await mkdirPrivate(join(this.stateDir!, 'cache', 'search'));
    await writeFileAtomic(file, lines.join('\n'), { mode: 0o600, fsync: false });
  }

  async search(dirs: MemoryDir[], query: string, limit: number): Promise<MethodOutput<'search'>> {
    const found: Found[] = [];
    for (const dir of dirs) {
      const { index, walked } = await this.readyIndex(dir);
      if (!index) {
        found.push(...(await this.scan(dir, query, walked)));
        continue;
      }
      for (const r of index.search.search(query)) found.push({ dir, file: String(r.id).slice(dir.id.length + 1), score: r.score, terms: r.terms });
    }
    // Titles and snippets only for what is shown: a common word can match every file.
    found.sort((a, b) => b.score - a.score || (a.dir.id < b.dir.id ? -1 : a.dir.id > b.dir.id ? 1 : 0) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    return {
      // Every match, not just those shown: the window says "100 of 441 matches" when it caps.
      total: found.length,
      hits: await Promise.all(found.slice(0, limit).map((f) => hitOf(f))),
    };
  }
}

type Hit = MethodOutput<'search'>['hits'][number];

/** A hit as shown: title, type and a snippet from the file as it is now. */
async function hitOf({ dir, file, score, terms }: Found): Promise<Hit> {
  const viaLink = lstatSync(join(dir.path, file), { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
  const f = await readSearchFile(dir, { relPath: file, viaLink });
  const doc = f && searchDocOf(file, f.place, f.text);
  return { memoryDirId: dir.id, memoryDirLabel: dir.label, file, title: doc?.title ?? file, snippet: doc ? snippet(doc.text, terms) : '', terms, score, type: doc?.type ?? null };
}

function idOf(dir: MemoryDir, file: string): string {
  return `${dir.id}/${file}`;
}

function emptyIndex(): DirIndex {
  return { search: new MiniSearch<IndexedDoc>(OPTIONS), stats: new Map() };
}

/** What an index must drop (files gone) and read again (new, or changed by their stat) to match the dir now. */
interface Diff {
  changed: Candidate[];
  gone: string[];
}

function diff(dir: MemoryDir, index: DirIndex, candidates: Candidate[]): Diff {
  const seen = new Set<string>();
  const changed: Candidate[] = [];
  for (const c of candidates) {
    seen.add(c.relPath);
    const had = index.stats.get(c.relPath);
    if (had === undefined || had !== statKeyNow(dir, c)) changed.push(c);
  }
  return { changed, gone: [...index.stats.keys()].filter((f) => !seen.has(f)) };
}
