import type { MethodOutput } from '../api/contract.js';
import type { InventoryCache } from '../api/inventory-cache.js';
import type { MemorySearch } from '../api/search.js';
import { searchTokens } from '../api/search-tokens.js';
import { snippet } from '../api/snippet.js';
import type { MemoryDir } from '../memdir/types.js';
import { EmbeddingsUnavailable, openEmbedder, type Embedder, type EmbeddingsConfig } from '../models/embeddings.js';
import { loadAppSettings } from '../settings/app-settings.js';
import { fuseRanks, nearest, normalize } from './hybrid.js';
import { pruneVectors } from './prune.js';
import { VectorStore } from './vector-store.js';

/**
 * Memory search for every door: keyword search (api/search.ts) ranked together with
 * embeddings when a provider is configured and answering; keyword-only otherwise, with a
 * note that says why. Vectors are updated incrementally: only content not embedded before.
 */

type SearchOutput = MethodOutput<'search'>;
type Hit = SearchOutput['hits'][number];

export interface SemanticSearchDeps {
  stateDir: string;
  env: NodeJS.ProcessEnv;
  inventories: InventoryCache;
  keyword: MemorySearch;
  /** Every memory dir this process knows (for dropping vectors of dirs that are gone). */
  knownDirs?: () => Promise<MemoryDir[]>;
  now?: () => number;
}

interface Doc {
  key: string;
  dir: MemoryDir;
  file: string;
  title: string;
  type: string | null;
  text: string;
  hash: string;
}

/** How long an unreachable provider is left alone before it is tried again. */
const RETRY_AFTER_MS = 30_000;
const BATCH = 32;
const EMBED_CHARS = 8000;
const CANDIDATES = 50;
const MIN_COSINE = 0.25;
/** How often stale vector files are looked for (once per process start, then at most hourly). */
const PRUNE_EVERY_MS = 3_600_000;

export class SemanticSearch {
  private embedder: { config: string; embedder: Embedder } | null = null;
  private readonly stores = new Map<string, VectorStore>();
  private readonly queries = new Map<string, Float32Array>();
  /** Per dir and model: the docs and their vectors for the inventory they were built from. */
  private readonly prepared = new Map<string, { inventory: object; docs: Doc[]; vectors: Array<[string, Float32Array]> }>();
  private down: { config: string; until: number; why: string } | null = null;
  private prunedAt: { model: string; at: number } | null = null;

  constructor(private readonly deps: SemanticSearchDeps) {}

  async search(dirs: MemoryDir[], query: string, limit: number): Promise<SearchOutput> {
    const s = await loadAppSettings(this.deps.stateDir);
    if (!s.embeddingsProvider || !s.embeddingsModel) {
      return this.keywordOnly(dirs, query, limit, 'no embeddings provider is set (settings embeddingsProvider and embeddingsModel)');
    }
    const cfg: EmbeddingsConfig = { provider: s.embeddingsProvider, model: s.embeddingsModel, baseUrl: s.embeddingsBaseUrl };
    const config = JSON.stringify(cfg);
    const now = (this.deps.now ?? Date.now)();
    if (this.down?.config === config && now < this.down.until) return this.keywordOnly(dirs, query, limit, this.down.why);
    try {
      return await this.hybrid(dirs, query, limit, cfg, config);
    } catch (e) {
      if (!(e instanceof EmbeddingsUnavailable)) throw e;
      const why = `${e.message}; keyword search only`;
      this.down = { config, until: now + RETRY_AFTER_MS, why };
      return this.keywordOnly(dirs, query, limit, why);
    }
  }

  private async keywordOnly(dirs: MemoryDir[], query: string, limit: number, note: string): Promise<SearchOutput> {
    return { ...(await this.deps.keyword.search(dirs, query, limit)), mode: 'keyword', note };
  }

  private async hybrid(dirs: MemoryDir[], query: string, limit: number, cfg: EmbeddingsConfig, config: string): Promise<SearchOutput> {
    if (this.embedder?.config !== config) this.embedder = { config, embedder: await openEmbedder(cfg, this.deps.env) };
    const { embedder } = this.embedder;
    const docs: Doc[] = [];
    const vectors: Array<[string, Float32Array]> = [];
    for (const dir of dirs) {
      const p = await this.prepare(dir, embedder);
      docs.push(...p.docs);
      vectors.push(...p.vectors);
    }
    await this.pruneIfDue(embedder.key);
    const qv = await this.queryVector(embedder, query);
    const keyword = await this.deps.keyword.search(dirs, query, Math.max(limit, CANDIDATES));
    const byKey = new Map(docs.map((d) => [d.key, d]));
    const keywordHits = new Map(keyword.hits.map((h) => [`${h.memoryDirId}/${h.file}`, h]));
    const near = nearest(qv, vectors, Math.max(limit, CANDIDATES), MIN_COSINE);
    const fused = fuseRanks([[...keywordHits.keys()], near.map((n) => n.id)]);
    const terms = searchTokens(query);
    const hits: Hit[] = [];
    for (const { id, score } of fused.slice(0, limit)) {
      const kw = keywordHits.get(id);
      if (kw) {
        hits.push({ ...kw, score });
        continue;
      }
      const d = byKey.get(id);
      if (!d) continue;
      hits.push({ memoryDirId: d.dir.id, memoryDirLabel: d.dir.label, file: d.file, title: d.title, snippet: snippet(d.text, terms), terms: [], score, type: d.type });
    }
    // Every keyword match plus the nearest meanings: what "100 of N matches" counts.
    return { hits, total: Math.max(fused.length, hits.length), mode: 'hybrid' };
  }

  /** A dir's docs with vectors, embedding what is new; reused while its inventory is unchanged. */
  private async prepare(dir: MemoryDir, embedder: Embedder): Promise<{ docs: Doc[]; vectors: Array<[string, Float32Array]> }> {
    const inv = await this.deps.inventories.get(dir);
    const key = `${dir.id}\0${embedder.key}`;
    const hit = this.prepared.get(key);
    if (hit?.inventory === inv) return hit;
    const docs = this.docsOf(dir, inv);
    const store = await this.storeFor(dir, embedder.key);
    await this.embedMissing(store, docs, embedder);
    const vectors: Array<[string, Float32Array]> = [];
    for (const d of docs) {
      const v = store.get(d.hash);
      if (v) vectors.push([d.key, v]);
    }
    const out = { inventory: inv, docs, vectors };
    this.prepared.set(key, out);
    return out;
  }

  private docsOf(dir: MemoryDir, inv: Awaited<ReturnType<InventoryCache['get']>>): Doc[] {
    return [
      ...inv.files.map((f) => ({
        key: `${dir.id}/${f.relPath}`,
        dir,
        file: f.relPath,
        title: f.frontmatter.name ?? f.relPath,
        type: f.frontmatter.type ?? null,
        text: [f.frontmatter.description, f.frontmatter.body].filter(Boolean).join('\n'),
        hash: f.sha256,
      })),
      ...inv.logs.map((l) => ({ key: `${dir.id}/${l.relPath}`, dir, file: l.relPath, title: l.date, type: 'logs', text: l.text, hash: l.sha256 })),
    ];
  }

  /** Drop vector files no search can use (other models, dirs that are gone); see prune.ts. */
  private async pruneIfDue(model: string): Promise<void> {
    const now = (this.deps.now ?? Date.now)();
    if (!this.deps.knownDirs || (this.prunedAt?.model === model && now - this.prunedAt.at < PRUNE_EVERY_MS)) return;
    this.prunedAt = { model, at: now };
    const removed = await pruneVectors(this.deps.stateDir, await this.deps.knownDirs(), model);
    if (removed.length > 0) for (const key of [...this.stores.keys()]) if (!key.endsWith(`\0${model}`)) this.stores.delete(key);
  }

  private async storeFor(dir: MemoryDir, model: string): Promise<VectorStore> {
    const key = `${dir.id}\0${model}`;
    let store = this.stores.get(key);
    if (!store) {
      store = await VectorStore.open(this.deps.stateDir, dir, model);
      this.stores.set(key, store);
    }
    return store;
  }

  /** Embed what changed since the last search (new or edited files); forget what is gone. */
  private async embedMissing(store: VectorStore, docs: readonly Doc[], embedder: Embedder): Promise<void> {
    const missing = new Map<string, Doc>();
    for (const d of docs) if (!store.has(d.hash) && !missing.has(d.hash)) missing.set(d.hash, d);
    const todo = [...missing.values()];
    for (let i = 0; i < todo.length; i += BATCH) {
      const batch = todo.slice(i, i + BATCH);
      const vs = await embedder.embed(batch.map((d) => `${d.title}\n${d.text}`.slice(0, EMBED_CHARS)));
      batch.forEach((d, j) => store.set(d.hash, normalize(vs[j]!)));
    }
    store.keepOnly(new Set(docs.map((d) => d.hash)));
    await store.save();
  }

  private async queryVector(embedder: Embedder, query: string): Promise<Float32Array> {
    const key = `${embedder.key}\0${query}`;
    const hit = this.queries.get(key);
    if (hit) return hit;
    const [v] = await embedder.embed([query]);
    const qv = normalize(v!);
    this.queries.set(key, qv);
    if (this.queries.size > 200) this.queries.delete(this.queries.keys().next().value!);
    return qv;
  }
}
