import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fstatSync, openSync, unlinkSync } from 'node:fs';
import { mkdir, readdir, readFile, unlink } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { systemClock, type Clock } from '../clock.js';
import { AutodreamError } from '../errors.js';
import { collectGarbage, deleteManifests } from './gc.js';
import { localDay } from '../clock.js';
import { isSafeDirId, isSnapshotId, makeSnapshotId, snapshotIdTime } from './ids.js';
import { encodeManifest, readManifest, readManifestInfo, writeManifest, type StoredSnapshot } from './manifest.js';
import { ObjectStore } from './objects.js';
import { LOCK_FILE, absPath, checkRelPath } from './relPath.js';
import { removeStaleTempFiles, writeFileAtomic } from '../fsx/atomic.js';
import { isPidAlive } from '../lock/pid.js';
import { applyRestorePlan, discardStaged, stageAhead } from './restoreApply.js';
import { planPathsRestore, planWholeRestore } from './restorePlan.js';
import { DAY_MS, DEFAULT_RETENTION_DAYS, newestFirst, planRetention } from './retention.js';
import { scanMemoryDir, scanPaths, type FsClock, type ScanOptions, type StatCache } from './scan.js';
import { withStoreLock, type LockHold, type StoreLockOptions } from './storeLock.js';
import { SNAPSHOT_REASONS, type FileEntry, type ProgressListener, type RestoreResult, type RetentionResult, type Snapshot, type SnapshotDiff, type SnapshotInfo, type SnapshotReason, type SnapshotTarget } from './types.js';
import { ObjectCheck } from './verify.js';

export interface SnapshotStoreOptions {
  clock?: Clock;
  /** See storeLock.ts. Tests that kill processes use a short stale time. */
  lockStaleMs?: number;
  lockWaitMs?: number;
  /**
   * fsync objects, manifests and restored files (default true): a snapshot or restore then
   * survives a power cut, not just a killed process. A pre-dream snapshot must, since the
   * dream's own writes are fsynced. Off only in tests and benchmarks.
   */
  durable?: boolean;
}

export interface CreateOptions {
  /** Free text kept with the snapshot, e.g. the dream id of a pre-dream snapshot. */
  note?: string;
  onProgress?: ProgressListener;
  /** Only these paths (relative), e.g. the files a dream is about to write. */
  scope?: readonly string[];
}

export interface RestoreOptions {
  /** Restore only this file (relative to the memory dir) and touch nothing else. */
  file?: string;
  onProgress?: ProgressListener;
  /**
   * Remove the temp files dead writers left in the memory dir, as every writer does under the
   * writer lock. A whole restore always does (from its own scan: no second listing); a restore of
   * one file or of a scoped snapshot lists the dir for them only when asked.
   */
  sweepTempFiles?: boolean;
}

/** The memory dir a snapshot was taken of, for callers that start from a snapshot id. */
export function memoryDirOf(info: SnapshotInfo): SnapshotTarget {
  return { id: info.memoryDirId, path: info.memoryDir };
}

/**
 * Restorable history of memory dirs, in the state dir (never in a memory dir):
 * `packs/` (content by SHA-256, stored once; see objects.ts), `manifests/<memory dir id>/<snapshot id>.snap`,
 * `tmp/` (half-written files of killed processes, cleared on the next run), `store.lock`.
 * Objects are always durable before the manifest that names them is written, so a manifest never
 * points at a missing object.
 */
export class SnapshotStore {
  readonly root: string;
  private readonly clock: Clock;
  private readonly objects: ObjectStore;
  private readonly lockOpts: StoreLockOptions;
  private readonly durable: boolean;
  /** The newest manifest of each memory dir: the stat cache of its next snapshot. */
  private readonly newest = new Map<string, { id: string; cache: StatCache }>();
  private readonly recent = new Map<string, Snapshot>();
  private added = false;

  constructor(root: string, opts: SnapshotStoreOptions = {}) {
    if (!isAbsolute(root)) throw new AutodreamError('bad-input', 'The snapshot store needs an absolute path.', { file: root });
    this.root = root;
    this.clock = opts.clock ?? systemClock;
    this.objects = new ObjectStore(root);
    this.durable = opts.durable ?? true;
    this.lockOpts = { staleMs: opts.lockStaleMs ?? 10_000, waitMs: opts.lockWaitMs ?? 60_000 };
  }

  /** Snapshot a memory dir now. */
  async create(dir: SnapshotTarget, reason: SnapshotReason, opts: CreateOptions = {}): Promise<SnapshotInfo> {
    this.checkTarget(dir);
    if (!SNAPSHOT_REASONS.includes(reason)) throw new AutodreamError('bad-input', `Unknown snapshot reason ${JSON.stringify(reason)}.`);
    return (await this.locked((hold) => this.createLocked(dir, reason, opts, hold, opts.scope))).info;
  }

  /** The scheduler's daily snapshot: taken only if this memory dir has no daily snapshot yet today (local date). */
  async ensureDaily(dir: SnapshotTarget, opts: CreateOptions = {}): Promise<{ taken: boolean; snapshot: SnapshotInfo }> {
    this.checkTarget(dir);
    return this.locked(async (hold) => {
      const today = localDay(this.clock());
      for (const id of (await this.idsOf(dir.id)).reverse()) {
        if (localDay(snapshotIdTime(id)!) !== today) continue;
        const info = await readManifestInfo(this.manifestPath(dir.id, id)).catch(() => null);
        if (info?.reason === 'daily') return { taken: false, snapshot: info };
      }
      return { taken: true, snapshot: (await this.createLocked(dir, 'daily', opts, hold, opts.scope)).info };
    });
  }

  /** Snapshots, newest first; of one memory dir if given. Damaged manifests are left out. */
  async list(memoryDirId?: string): Promise<SnapshotInfo[]> {
    const dirIds = memoryDirId !== undefined ? [memoryDirId] : await this.dirIds();
    const out: SnapshotInfo[] = [];
    for (const dirId of dirIds) {
      if (!isSafeDirId(dirId)) continue;
      for (const id of await this.idsOf(dirId)) {
        const info = await readManifestInfo(this.manifestPath(dirId, id)).catch(() => null);
        if (info) out.push(info);
      }
    }
    return out.sort(newestFirst);
  }

  /** One snapshot's summary, by id (reads its summary line only). */
  async info(id: string): Promise<SnapshotInfo> {
    const known = this.recent.get(id);
    return known ? known.info : readManifestInfo(await this.findManifest(id));
  }

  /** A snapshot with all its entries (shared with later calls: treat it as read-only). */
  async get(id: string): Promise<Snapshot> {
    const file = await this.findManifest(id);
    // Manifests never change once written: keep the last few decoded (readFile per file, restore).
    let snapshot = this.recent.get(id);
    if (!snapshot) {
      const { scanStartedMs: _s, scanClock: _c, ...decoded } = await readManifest(file);
      snapshot = decoded;
      this.recent.set(id, snapshot);
      if (this.recent.size > 4) this.recent.delete(this.recent.keys().next().value!);
    }
    return snapshot;
  }

  /** One file's bytes as the snapshot has them (checked against its hash). */
  async readFile(id: string, rel: string): Promise<Buffer> {
    const path = checkRelPath(rel, 'file');
    const entry = (await this.get(id)).entries.find((e) => e.path === path);
    if (!entry) throw new AutodreamError('not-found', `${path} is not in snapshot ${id}.`, { file: path });
    if (entry.type !== 'file') throw new AutodreamError('bad-input', `${path} is a ${entry.type} in snapshot ${id}, not a file.`, { file: path });
    return this.objects.read(entry.hash, path);
  }

  /** What differs between a snapshot and the memory dir now (snapshot -> now). */
  async diff(id: string, dir: SnapshotTarget): Promise<SnapshotDiff> {
    this.checkTarget(dir);
    const snap = await this.get(id);
    checkSameDir(snap.info, dir);
    const scope = snap.info.scope;
    const present = scope ? await scanPaths(dir.path, scope) : await scanMemoryDir(dir.path, { cache: await this.statCache(dir.id) });
    const { compareEntries, describeChange } = await import('./diff.js'); // the patch library only when a diff is asked for
    const changes = compareEntries(snap.entries, present.entries);
    const changed = [];
    for (const c of changes.changed) changed.push(await describeChange(dir.path, id, c, (h, p) => this.objects.read(h, p)));
    return { snapshotId: id, memoryDir: dir.path, memoryDirId: dir.id, added: changes.added, removed: changes.removed, changed, problems: present.problems };
  }

  /**
   * Put a snapshot back (whole, or one file). Order: check every object it needs (a damaged
   * store fails here, before anything is written), snapshot the present (`pre-restore`: of the
   * whole dir, or for a single file of just that path, so the restore can be undone) while the
   * files are staged as temp files beside their places, then, once that snapshot is durable,
   * change the dir. Running it again after a crash finishes it.
   */
  async restore(id: string, dir: SnapshotTarget, opts: RestoreOptions = {}): Promise<RestoreResult> {
    this.checkTarget(dir);
    const snap = await this.get(id);
    checkSameDir(snap.info, dir);
    const rel = opts.file === undefined ? undefined : checkRelPath(opts.file, '--file');
    if (rel === LOCK_FILE) throw new AutodreamError('bad-input', `${LOCK_FILE} is never restored: it is Claude Code's lock.`, { file: rel });
    const scope = snap.info.scope;
    if (rel !== undefined && (scope ? !scope.includes(rel) : !snap.entries.some((e) => e.path === rel))) {
      throw new AutodreamError('not-found', `${rel} is not in snapshot ${id}.`, { file: rel, hint: 'See `autodream snapshots diff ID` for the files it has.' });
    }
    // Which paths this restore may touch: one file, the snapshot's scope, or everything.
    const paths = rel !== undefined ? [rel] : scope;
    const wanted = paths ? snap.entries.filter((e) => paths.includes(e.path)) : snap.entries;
    if (rel !== undefined && wanted[0]?.type === 'dir') throw new AutodreamError('bad-input', `${rel} is a folder in snapshot ${id}; restore one file or the whole snapshot.`, { file: rel });

    return this.locked(async (hold) => {
      // A memory dir deleted by accident is exactly what a restore is for: start from an empty one.
      if (!existsSync(dir.path)) await mkdir(dir.path, { recursive: true });
      const note = `before restoring ${id}${rel === undefined ? '' : ` (${rel})`}`;
      const pre = await this.scanLocked(dir, 'pre-restore', { note }, paths, true);
      // Temp files of dead writers are no memory and in no snapshot: a whole restore removes those
      // its scan found (a rerun after a kill finishes clean); a scoped one lists the dir if asked.
      if (!paths) for (const rel of pre.staleTemps) await unlink(absPath(dir.path, rel)).catch(() => undefined);
      else if (opts.sweepTempFiles) await removeStaleTempFiles(dir.path, isPidAlive);
      const plan = paths ? planPathsRestore(snap.entries, pre, paths, scope !== undefined) : planWholeRestore(snap.entries, pre);
      // While the pre-restore snapshot is made durable, the files to write are staged beside
      // their places (temp files, fsynced): nothing a reader sees changes until it is committed.
      // The staging goes first: it hands the thread pool the creation of its temp files (the
      // costly step); meanwhile this thread checks every object the restore will write (read and
      // hashed, in the staging's order: each temp file is written, then fsynced with its batch, as
      // soon as its own object checked out) and compresses the pre-restore content. That snapshot
      // is kept only once every object checked out: a damaged store fails the restore with no
      // snapshot kept, no file changed (the temp files written so far are removed).
      const check = new ObjectCheck(this.objects, plan.writes, opts.onProgress);
      const contentOf = (h: string, p: string) => check.content(h, p);
      const [staging, committed, verified] = await Promise.allSettled([stageAhead(dir.path, plan, contentOf, this.durable), this.commitLocked(dir, pre, {}, hold, check.done), check.done]);
      const ahead = staging.status === 'fulfilled' ? staging.value : [];
      try {
        if (verified.status === 'rejected') throw verified.reason;
        if (committed.status === 'rejected') throw committed.reason;
        if (staging.status === 'rejected') throw staging.reason;
        hold.check();
      } catch (e) {
        await discardStaged(ahead);
        throw e;
      }
      const done = await applyRestorePlan(dir.path, plan, contentOf, { onProgress: opts.onProgress, durable: this.durable }, ahead);
      return { snapshotId: id, preRestoreSnapshotId: pre.info.id, ...done };
    });
  }

  /**
   * Delete snapshots past the window (see retention.ts: the newest of each memory dir and the
   * one holding the window's start always stay), then the objects no manifest names.
   */
  async applyRetention(days = DEFAULT_RETENTION_DAYS): Promise<RetentionResult> {
    if (!Number.isFinite(days) || days < 0) throw new AutodreamError('bad-input', `Retention must be a number of days >= 0, not ${days}.`);
    return this.locked(async () => {
      const plan = planRetention(await this.list(), this.clock(), days);
      const freed = await deleteManifests(plan.remove.map((s) => this.manifestPath(s.memoryDirId, s.id)));
      const all: string[] = [];
      for (const dirId of await this.dirIds()) for (const id of await this.idsOf(dirId)) all.push(this.manifestPath(dirId, id));
      const gc = await collectGarbage(this.objects, all);
      // Without the mark (a full disk), retention only runs again at the next chance.
      await writeFileAtomic(this.retentionMark, `${new Date(this.clock()).toISOString()}\n`, { mode: 0o600, fsync: this.durable }).catch(() => undefined);
      return { deletedSnapshots: plan.remove.map((s) => s.id), deletedObjects: gc.deletedObjects, freedBytes: freed + gc.freedBytes };
    });
  }

  /** Whether this store object has added a snapshot (a process that did cleans up after itself: applyRetentionIfDue). */
  get addedSnapshots(): boolean {
    return this.added;
  }

  /**
   * Retention, unless some process applied it in the last day (the scheduler's daily chore, or
   * another command): a user of the CLI alone keeps `days` of snapshots too, not every one forever.
   * Null when it was not due.
   */
  async applyRetentionIfDue(days = DEFAULT_RETENTION_DAYS): Promise<RetentionResult | null> {
    const last = Date.parse((await readFile(this.retentionMark, 'utf8').catch(() => '')).trim());
    const now = this.clock();
    // A mark in the future (a clock set back) does not hold retention off for good.
    if (Number.isFinite(last) && last <= now && now - last < DAY_MS) return null;
    return this.applyRetention(days);
  }

  /** When retention last ran to the end (ISO time), for applyRetentionIfDue. */
  private get retentionMark(): string {
    return join(this.root, 'retention-applied');
  }

  /** Snapshot the whole memory dir, or with `scope` only those paths. The caller holds the lock. */
  private async createLocked(dir: SnapshotTarget, reason: SnapshotReason, opts: CreateOptions, hold: LockHold, scope?: readonly string[]): Promise<StoredSnapshot> {
    const stored = await this.scanLocked(dir, reason, opts, scope);
    await this.commitLocked(dir, stored, opts, hold);
    return stored;
  }

  /**
   * Scan and store the content of a new snapshot; nothing names it until commitLocked writes its
   * manifest. `deferEncode`: new content is compressed by that commit, not during the scan.
   */
  private async scanLocked(dir: SnapshotTarget, reason: SnapshotReason, opts: CreateOptions, scope?: readonly string[], deferEncode = false): Promise<StoredSnapshot & { staleTemps: string[] }> {
    const newestId = (await this.idsOf(dir.id)).at(-1);
    const inflight = new Map<string, Promise<number>>();
    let written = 0;
    const scanOpts: ScanOptions = {
      onProgress: opts.onProgress,
      onContent: (hash, content) => {
        let p = inflight.get(hash);
        if (!p) {
          p = this.objects.put(hash, content, { defer: deferEncode }).then((n) => {
            if (n > 0) opts.onProgress?.({ phase: 'object', written: ++written });
            return n;
          });
          inflight.set(hash, p);
        }
        return p;
      },
    };
    const scanClock = scope ? undefined : this.readFsClock();
    const scan = scope ? await scanPaths(dir.path, scope, scanOpts) : await scanMemoryDir(dir.path, { ...scanOpts, cache: await this.statCache(dir.id) });
    // Strictly after the newest snapshot of this dir, so "newest" never depends on a tie.
    const createdAtMs = Math.max(this.clock(), newestId === undefined ? -Infinity : snapshotIdTime(newestId)! + 1);
    let id = makeSnapshotId(createdAtMs);
    while ((await this.findManifest(id).catch(() => null)) !== null) id = makeSnapshotId(createdAtMs);
    let files = 0;
    let bytes = 0;
    for (const e of scan.entries) {
      if (e.type !== 'file') continue;
      files++;
      bytes += e.size;
    }
    return {
      info: { id, createdAt: new Date(createdAtMs).toISOString(), reason, memoryDir: dir.path, memoryDirId: dir.id, files, bytes, problems: scan.problems.length, ...(opts.note !== undefined && { note: opts.note }), ...(scope && { scope: [...scope] }) },
      entries: scan.entries,
      problems: scan.problems,
      skipped: scan.skipped,
      scanStartedMs: scan.scanStartedMs,
      scanClock,
      staleTemps: scan.staleTemps,
    };
  }

  /**
   * Make a scanned snapshot durable and visible: its objects first, then its manifest; not at
   * all if `gate` rejects (it is awaited before the objects are written).
   */
  private async commitLocked(dir: SnapshotTarget, stored: StoredSnapshot, opts: CreateOptions, hold: LockHold, gate?: Promise<unknown>): Promise<void> {
    const { id } = stored.info;
    const manifest = encodeManifest(stored);
    await this.objects.packDeferred();
    await mkdir(join(this.root, 'manifests', dir.id), { recursive: true, mode: 0o700 });
    // The manifest's temp file is written and fsynced while the objects' pack is; it is renamed
    // into place (the commit point) only once the pack is durable.
    await writeManifest(this.objects.tmpDir, this.manifestPath(dir.id, id), manifest, this.durable, async () => {
      await gate;
      await this.objects.flush(this.durable);
      hold.check();
    });
    this.added = true;
    opts.onProgress?.({ phase: 'manifest', id });
    if (!stored.info.scope) this.newest.set(dir.id, { id, cache: cacheOf(stored) });
  }

  /**
   * The file system's clock now: the ctime of a file created in the store's tmp folder. When the
   * memory dir is on the same device, the next snapshot's stat cache compares with it exactly.
   */
  private readFsClock(): FsClock | undefined {
    const probe = join(this.objects.tmpDir, `clock-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      const fd = openSync(probe, 'wx', 0o600);
      try {
        const st = fstatSync(fd);
        return { dev: st.dev, ms: st.ctimeMs };
      } finally {
        closeSync(fd);
        unlinkSync(probe);
      }
    } catch {
      return undefined;
    }
  }

  /** The newest snapshot of the whole memory dir: unchanged files are recognised from it. */
  private async statCache(dirId: string): Promise<StatCache | undefined> {
    const known = this.newest.get(dirId);
    for (const id of (await this.idsOf(dirId)).reverse()) {
      if (known?.id === id) return known.cache;
      const info = await readManifestInfo(this.manifestPath(dirId, id)).catch(() => null);
      if (!info || info.scope) continue;
      // A damaged manifest only costs speed here: every file is read again.
      const m = await readManifest(this.manifestPath(dirId, id)).catch(() => null);
      if (!m) return undefined;
      const cache = cacheOf(m);
      this.newest.set(dirId, { id, cache });
      return cache;
    }
    return undefined;
  }

  private checkTarget(dir: SnapshotTarget): void {
    if (!isSafeDirId(dir.id)) throw new AutodreamError('bad-input', `Invalid memory dir id ${JSON.stringify(dir.id)}.`);
    if (!isAbsolute(dir.path)) throw new AutodreamError('bad-input', 'Memory dir path must be absolute.', { file: dir.path });
    const rel = relative(resolve(dir.path), resolve(this.root));
    // Claude Code loads every *.md under a memory dir: the store must never live there.
    if (rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))) {
      throw new AutodreamError('bad-input', 'The snapshot store may not be inside the memory dir.', { file: this.root, hint: 'Use a state dir outside it (--state-dir).' });
    }
  }

  private locked<T>(fn: (hold: LockHold) => Promise<T>): Promise<T> {
    return withStoreLock(this.root, this.lockOpts, async (hold) => {
      await this.objects.discard();
      await this.objects.cleanTmp();
      await this.objects.refresh();
      this.objects.holdPacksOpen();
      try {
        return await fn(hold);
      } finally {
        this.objects.closePacks();
        await this.objects.discard();
      }
    });
  }

  private manifestPath(dirId: string, id: string): string {
    return join(this.root, 'manifests', dirId, `${id}.snap`);
  }

  private async dirIds(): Promise<string[]> {
    return (await readdir(join(this.root, 'manifests')).catch(() => [] as string[])).filter(isSafeDirId);
  }

  /** Snapshot ids of one memory dir, oldest first. */
  private async idsOf(dirId: string): Promise<string[]> {
    const names = await readdir(join(this.root, 'manifests', dirId)).catch(() => [] as string[]);
    return names.filter((n) => n.endsWith('.snap') && isSnapshotId(n.slice(0, -5))).map((n) => n.slice(0, -5)).sort();
  }

  private async findManifest(id: string): Promise<string> {
    if (isSnapshotId(id)) {
      for (const dirId of await this.dirIds()) {
        const p = this.manifestPath(dirId, id);
        if (existsSync(p)) return p;
      }
    }
    throw new AutodreamError('not-found', `No snapshot ${JSON.stringify(id)}.`, { hint: 'See `autodream snapshots list`.' });
  }
}

function cacheOf(s: StoredSnapshot): StatCache {
  const files = new Map<string, FileEntry>();
  for (const e of s.entries) if (e.type === 'file') files.set(e.path, e);
  return { files, scanStartedMs: s.scanStartedMs, scanClock: s.scanClock };
}

function checkSameDir(info: SnapshotInfo, dir: SnapshotTarget): void {
  if (info.memoryDirId !== dir.id) {
    throw new AutodreamError('bad-input', `Snapshot ${info.id} is of memory dir ${info.memoryDir}, not ${dir.path}.`, { file: dir.path, hint: 'Pick a snapshot of this memory dir (`autodream snapshots list`).' });
  }
}
