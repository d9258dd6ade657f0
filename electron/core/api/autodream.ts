import { readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { systemClock, type Clock } from '../clock.js';
import { AutodreamError, isAutodreamError } from '../errors.js';
import { ScanThrottle } from '../gates/scan-throttle.js';
import { isOpenClawDir } from '../memdir/openclaw.js';
import type { MemoryDir } from '../memdir/types.js';
import { loadAppSettings } from '../settings/app-settings.js';
import { readClaudeSettings, type ClaudeSettings } from '../settings/claude-settings.js';
import type { SnapshotStore } from '../snapshots/store.js';
import type { SnapshotInfo } from '../snapshots/types.js';
import { statePaths } from '../state.js';
import type { InventoryCache } from './inventory-cache.js';
import type { MemoryWatcher } from './memory-watcher.js';
import type { AutodreamApi, MemoryDirStatus, SnapshotInfo as ContractSnapshotInfo, EventName, EventPayload, MethodInput, MethodName, MethodOutput } from './contract.js';
import { dispatch, type Handlers } from './dispatch.js';
import type { DreamService } from './dream-service.js';
import type { EditService } from './edit-service.js';
import type { MapService } from './map-service.js';
import { EventBus } from './events.js';
import { DirWork } from './dir-work.js';
import { MemoryDirRegistry } from './registry.js';
import { readSettingsView, setSetting } from './settings-service.js';
import type { StatusSummaries } from './status-summary.js';
import type { TranscriptDirMap } from '../sessions/related.js';
import type { SemanticSearch } from '../semantic/semantic-search.js';
import type { AgentTuning } from '../dream/agent/setup.js';
import type { SecretStore } from '../models/keys.js';
import type { LiveScheduler } from './scheduler-status.js';
import { updateAppSettings } from '../settings/app-settings.js';
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface AutodreamOptions {
  /** Claude Code's config home. */
  configHome: string;
  /** autodream's own state: settings, dream reports, snapshots. */
  stateDir: string;
  env?: NodeJS.ProcessEnv;
  home?: string;
  clock?: Clock;
  /** Keys stored encrypted (Electron safeStorage in the desktop app). */
  secrets?: SecretStore;
  /** Timeouts, retries and turn limit of the agent engine (tests shorten them). */
  agentTuning?: AgentTuning;
}

/** The engine behind every door: the contract's methods and events, plus the parts the scheduler uses. */
export interface Autodream extends AutodreamApi {
  readonly configHome: string;
  readonly stateDir: string;
  readonly clock: Clock;
  /** The snapshot store (loaded on first use: `status` needs none). */
  snapshotStore(): Promise<SnapshotStore>;
  readonly registry: MemoryDirRegistry;
  readonly throttle: ScanThrottle;
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** Watch every memory dir and send `memoryDir.changed` when files change on disk (live refresh); returns the stop function. */
  watchFiles(o?: { debounceMs?: number; log?: (m: string) => void }): Promise<() => Promise<void>>;
  /** The scheduler of this process, for `scheduler.status`; returns the detach function. Without one the status says "not running". */
  attachScheduler(live: LiveScheduler): () => void;
  close(): Promise<void>;
}

export async function createAutodream(opts: AutodreamOptions): Promise<Autodream> {
  const env = opts.env ?? process.env;
  const home = opts.home ?? env.HOME ?? homedir();
  const clock = opts.clock ?? systemClock;
  const { configHome, stateDir } = opts;
  const bus = new EventBus();
  const throttle = new ScanThrottle();
  let loadingSnapshots: Promise<SnapshotStore> | undefined;
  const snapshotStore = () => (loadingSnapshots ??= import('../snapshots/store.js').then(({ SnapshotStore }) => new SnapshotStore(statePaths(stateDir).snapshots, { clock })));
  const registry = new MemoryDirRegistry({
    configHome,
    env,
    home,
    async folders() {
      const s = await loadAppSettings(stateDir).catch(() => null);
      return { extraFolders: s?.extraFolders ?? [], openclawRoot: s?.openclawRoot ?? null };
    },
  });
  // What `status` on a home without memory dirs does not need loads on first use: the inventory
  // reader (YAML), the gates and locks, the dream service and its reports, browsing, editing.
  let inventoryCache: InventoryCache | null = null;
  let loadingInventories: Promise<InventoryCache> | undefined;
  // The file watcher, while one runs (the daemon, the app): a dir it vouches for is not walked again to see that nothing changed.
  let fileWatcher: MemoryWatcher | null = null;
  const inventories = () => (loadingInventories ??= import('./inventory-cache.js').then(({ InventoryCache }) => (inventoryCache = new InventoryCache(1000, () => fileWatcher))));
  let loadingSummaries: Promise<StatusSummaries> | undefined;
  const summaries = () => (loadingSummaries ??= Promise.all([import('./status-summary.js'), inventories()]).then(([{ StatusSummaries }, inv]) => new StatusSummaries(stateDir, inv)));
  // Search (minisearch, embeddings), the file watcher, the scheduler view and the usage ledger load on first use: `status` needs none of them.
  let searching: Promise<SemanticSearch> | undefined;
  const searchService = () =>
    (searching ??= Promise.all([import('../semantic/semantic-search.js'), import('./search.js'), inventories()]).then(
      ([{ SemanticSearch }, { MemorySearch }, inventories]) => new SemanticSearch({ stateDir, env, inventories, keyword: new MemorySearch(inventories, stateDir), knownDirs: async () => (await registry.list()).dirs }),
    ));
  // Our own writes must show at once, not after the next stat check.
  bus.on('memoryDir.changed', ({ memoryDirId }) => inventoryCache?.forget(memoryDirId));
  // One writer per memory dir in this process: dreams, undos and edits through the dream service, restores directly.
  const work = new DirWork();
  let dreamService: DreamService | null = null;
  let loadingDreams: Promise<DreamService> | undefined;
  const dreams = () =>
    (loadingDreams ??= Promise.all([import('./dream-service.js'), snapshotStore()]).then(
      ([{ DreamService }, snapshots]) => (dreamService = new DreamService({ stateDir, configHome, env, clock, snapshots, registry, throttle, secrets: opts.secrets, agentTuning: opts.agentTuning, work, emit: (e, p) => bus.emit(e, p) })),
    ));
  // Editing and the map load the engine's text and apply code: only when first used, so `status` stays light.
  let maps: Promise<MapService> | undefined;
  const mapService = () =>
    (maps ??= Promise.all([import('./map-service.js'), snapshotStore()]).then(([{ MapService }, snapshots]) => new MapService({ stateDir, registry, snapshots, inventory: async (dir) => (await inventories()).get(dir) })));
  let edits: Promise<EditService> | undefined;
  const editService = () =>
    (edits ??= Promise.all([import('./edit-service.js'), dreams(), snapshotStore()]).then(
      ([{ EditService }, dreams, snapshots]) =>
        new EditService({
          stateDir,
          clock,
          snapshots,
          registry,
          env,
          exclusive: (id, fn) => dreams.exclusive(id, fn),
          emit: (e, p) => bus.emit(e, p),
          onSnapshot: (info) => bus.emit('snapshot.created', publicSnapshot(info)),
        }),
    ));

  /** Claude Code's settings, or null when they cannot be read (status then says why). */
  const claudeSettings = async (): Promise<ClaudeSettings | null> => readClaudeSettings(configHome).catch((e: unknown) => {
    if (isAutodreamError(e)) return null;
    throw e;
  });

  /** Both settings files, read once for however many dirs a call reports on. */
  const readSettings = () => Promise.all([loadAppSettings(stateDir), claudeSettings()]);
  const statusOf = async (dir: MemoryDir, settings = readSettings(), transcriptDirs?: TranscriptDirMap) => {
    const [summary, [appSettings, claude], { memoryDirStatus }] = await Promise.all([summaries().then((s) => s.get(dir)), settings, import('./status.js')]);
    // No dream runs in this process before the dream service is loaded.
    return memoryDirStatus(dir, summary, { clock, configHome, stateDir, env, appSettings, claudeSettings: claude, dreaming: (id) => dreamService?.isRunning(id) ?? false, ...(transcriptDirs && { transcriptDirs }) });
  };

  /**
   * Statuses of several dirs, in the order given. They are read smallest first and one at a time:
   * a big dir's first read (thousands of files ahead in the I/O queue, long parsing stretches)
   * never holds back the small ones, whichever call started reading first, and the event loop
   * turns between dirs so `each` (an event) goes out at once.
   */
  const statusesOf = async (dirs: MemoryDir[], settings = readSettings(), transcriptDirs?: TranscriptDirMap, each?: (status: MemoryDirStatus) => void) => {
    const order = dirs.map((d, i) => ({ i, entries: entryCount(d.path) })).sort((a, b) => a.entries - b.entries);
    const statuses = new Array<MemoryDirStatus>(dirs.length);
    for (const { i } of order) {
      const status = await statusOf(dirs[i]!, settings, transcriptDirs);
      each?.(status);
      statuses[i] = status;
      await nextTurn();
    }
    return statuses;
  };

  let live: LiveScheduler | null = null;
  const schedulerView = async () => {
    const [{ dirs }, settings, history, { schedulerStatusView }] = await Promise.all([registry.list(), readSettingsView(stateDir, configHome), dreams().then((d) => d.history()), import('./scheduler-status.js')]);
    const statuses = await statusesOf(dirs);
    return schedulerStatusView({ live: live?.status() ?? null, settings, dirs: statuses, history, now: clock() });
  };
  const setPause = async (value: string | null) => {
    await updateAppSettings(stateDir, { pausedUntil: value ?? undefined });
    bus.emit('settings.changed', { key: 'pausedUntil' });
    live?.poke();
    const view = await schedulerView();
    bus.emit('scheduler.changed', { state: view.state });
    return view;
  };

  const handlers: Handlers = {
    async 'memoryDirs.list'() {
      const { dirs } = await registry.list();
      if (dirs.length === 0) return { memoryDirs: [] };
      const { transcriptDirMap } = await import('../sessions/related.js');
      const settings = readSettings();
      // One read of the projects dir (each transcript dir's cwd and git root) for every dir listed.
      const transcriptDirs = transcriptDirMap(join(configHome, 'projects'));
      // Each dir's status goes out as soon as it is read, so a first load fills its cards one by one.
      return { memoryDirs: await statusesOf(dirs, settings, transcriptDirs, (status) => bus.emit('memoryDir.status', status)) };
    },
    async 'memoryDirs.known'() {
      const { dirs } = await registry.list();
      return { memoryDirs: dirs.map((d) => ({ id: d.id, label: d.label, kind: d.kind, memoryDir: d.path, projectRoot: d.projectRoot })) };
    },
    async 'memoryDirs.resolve'(input) {
      const dir = input.project !== undefined ? await registry.forProject(input.project) : await registry.forPath(input.memoryDir!);
      return statusOf(dir);
    },
    async 'memoryDirs.read'({ memoryDirId }) {
      const dir = await registry.get(memoryDirId);
      // statusOf reads the same cached inventory: one read of the dir serves both.
      const [status, inv, { contentsOf }] = await Promise.all([statusOf(dir), inventories().then((i) => i.get(dir)), import('./browse.js')]);
      return { memoryDir: status, ...contentsOf(inv) };
    },
    async 'memoryDirs.readFile'({ memoryDirId, file }) {
      const { readOne } = await import('./browse.js');
      return readOne(await registry.get(memoryDirId), file);
    },
    async search({ query, memoryDirId, limit }) {
      const dirs = memoryDirId ? [await registry.get(memoryDirId)] : (await registry.list()).dirs;
      return (await searchService()).search(dirs, query, limit ?? 50);
    },
    'dream.run': async (input) => (await dreams()).run(input),
    async 'dream.cancel'({ memoryDirId }) {
      return { cancelled: (await dreams()).cancel(memoryDirId) };
    },
    async 'dreams.history'({ memoryDirId }) {
      return { dreams: await (await dreams()).history(memoryDirId) };
    },
    'dreams.report': async ({ dreamId }) => (await dreams()).report(dreamId),
    'dreams.undo': async ({ dreamId, force }) => (await dreams()).undo(dreamId, force ?? false),
    async 'snapshots.list'({ memoryDirId }) {
      return { snapshots: (await (await snapshotStore()).list(memoryDirId)).map(publicSnapshot) };
    },
    async 'snapshots.create'({ memoryDirId }) {
      const info = publicSnapshot(await (await snapshotStore()).create(await registry.get(memoryDirId), 'manual'));
      bus.emit('snapshot.created', info);
      return info;
    },
    async 'snapshots.diff'({ snapshotId }) {
      const [info, snapshots, { memoryDirOf }] = await Promise.all([snapshotInfo(snapshotId), snapshotStore(), import('../snapshots/store.js')]);
      const d = await snapshots.diff(snapshotId, memoryDirOf(info));
      return { snapshotId, memoryDirId: d.memoryDirId, added: d.added, removed: d.removed, changed: d.changed.map((c) => ({ file: c.file, patch: c.patch })) };
    },
    async 'snapshots.restore'({ snapshotId, file }) {
      const info = await snapshotInfo(snapshotId);
      // The dream lock keeps a dream of any process (or Claude Code's) out while files are put back.
      const known = await registry.get(info.memoryDirId).catch(() => null);
      const inAppOnly = known !== null && isOpenClawDir(known); // no .consolidate-lock in OpenClaw dirs
      // Not the dream service: a restore takes its turn among this process's writers without loading the dream engine.
      const [{ withWriterLock }, snapshots, { memoryDirOf }] = await Promise.all([import('../lock/writer-lock.js'), snapshotStore(), import('../snapshots/store.js')]);
      const r = await work.exclusive(info.memoryDirId, () => withWriterLock(info.memoryDir, 'the restore', { clock, inAppOnly, env, sweptByCaller: true }, () => snapshots.restore(snapshotId, memoryDirOf(info), { sweepTempFiles: true, ...(file !== undefined && { file }) })));
      bus.emit('snapshot.restored', { snapshotId, memoryDirId: info.memoryDirId, files: [...r.written, ...r.removed] });
      bus.emit('memoryDir.changed', { memoryDirId: info.memoryDirId });
      return { snapshotId, preRestoreSnapshotId: r.preRestoreSnapshotId, written: r.written, removed: r.removed };
    },
    async 'memory.write'({ memoryDirId, ...req }) {
      const dir = await registry.get(memoryDirId);
      const { agentWritesTeamMemory } = await loadAppSettings(stateDir);
      const { writeMemory } = await import('../memwrite/write.js');
      const r = await writeMemory(dir, req, { stateDir, store: await snapshotStore(), clock, env, allowTeam: agentWritesTeamMemory });
      if (r.writeId) bus.emit('memoryDir.changed', { memoryDirId });
      return { memoryDirId, ...r };
    },
    async 'memory.flush'({ memoryDirId, content, force }) {
      const { flushToLog } = await import('../memwrite/flush.js');
      const r = await flushToLog(await registry.get(memoryDirId), content, force ?? false, { stateDir, store: await snapshotStore(), clock, env });
      if (r.writeId) bus.emit('memoryDir.changed', { memoryDirId });
      return { memoryDirId, ...r };
    },
    async 'agent.setKey'({ provider, key }) {
      const { KEY_ENV, keyName } = await import('../models/keys.js');
      if (!opts.secrets) throw new AutodreamError('usage', 'No encrypted key store here: the daemon and the CLI read keys from the environment.', { hint: `Set ${KEY_ENV[provider]} instead.` });
      if (key === null) await opts.secrets.delete(keyName(provider));
      else await opts.secrets.set(keyName(provider), key);
      return { provider, stored: key !== null };
    },
    async 'agent.usage'() {
      const { modelUsageToday } = await import('../models/usage-today.js');
      return modelUsageToday(await loadAppSettings(stateDir), stateDir, clock);
    },
    'memory.read': async (input) => (await editService()).read(input),
    'memory.save': async (input) => (await editService()).save(input),
    'memory.create': async (input) => (await editService()).create(input),
    'memory.rename': async (input) => (await editService()).rename(input),
    'memory.delete': async (input) => (await editService()).remove(input),
    'map.get': async (input) => (await mapService()).get(input),
    'settings.get': () => readSettingsView(stateDir, configHome),
    'scheduler.status': () => schedulerView(),
    'scheduler.pause': ({ until }) => setPause(until ?? 'until-resumed'),
    'scheduler.resume': () => setPause(null),
    async 'settings.set'({ key, value }) {
      const view = await setSetting(stateDir, configHome, key, value);
      registry.invalidate();
      bus.emit('settings.changed', { key });
      return view;
    },
  };

  async function snapshotInfo(id: string) {
    try {
      return await (await snapshotStore()).info(id);
    } catch (e) {
      if (isAutodreamError(e) && e.code === 'corrupt') throw e;
      throw new AutodreamError('not-found', `No snapshot ${id}.`, { hint: 'List them with `autodream snapshots list`.' });
    }
  }

  return {
    configHome,
    stateDir,
    clock,
    snapshotStore,
    registry,
    throttle,
    call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
      return dispatch(handlers, method, input) as Promise<MethodOutput<M>>;
    },
    on: (event, listener) => bus.on(event, listener),
    emit: (event, payload) => bus.emit(event, payload),
    async watchFiles(o = {}) {
      const { watchMemoryDirs } = await import('./memory-watcher.js');
      const watcher = watchMemoryDirs({
        dirs: async () => (await registry.list()).dirs.map((d) => ({ id: d.id, path: d.path })),
        onChange: (memoryDirId, files) => bus.emit('memoryDir.changed', { memoryDirId, files }),
        ...o,
      });
      await watcher.ready;
      fileWatcher = watcher;
      return () => {
        if (fileWatcher === watcher) fileWatcher = null;
        return watcher.close();
      };
    },
    attachScheduler(scheduler) {
      live = scheduler;
      const off = scheduler.onChange((st) => bus.emit('scheduler.changed', { state: st.state }));
      bus.emit('scheduler.changed', { state: scheduler.status().state });
      return () => {
        off();
        if (live === scheduler) live = null;
        bus.emit('scheduler.changed', { state: 'not-running' });
      };
    },
    async close() {
      // A dream service still loading may be about to run a dream: wait for it, then cancel.
      const service = await loadingDreams?.catch(() => null);
      service?.cancel();
      await work.idle();
      // A process that added snapshots (a CLI command, an MCP server) applies retention once a day
      // as the scheduler does, so that without the app they are still kept for the set days only.
      // Retention is a chore: when it fails, the command's own result stands and the next one retries.
      const store = await loadingSnapshots?.catch(() => null);
      if (store?.addedSnapshots) {
        const days = (await loadAppSettings(stateDir).catch(() => null))?.snapshotRetentionDays;
        await store.applyRetentionIfDue(days).catch(() => undefined);
      }
    },
  };
}

/** The contract's view of a snapshot. */
export function publicSnapshot(s: SnapshotInfo): ContractSnapshotInfo {
  return {
    id: s.id,
    createdAt: s.createdAt,
    reason: s.reason,
    memoryDir: s.memoryDir,
    memoryDirId: s.memoryDirId,
    files: s.files,
    bytes: s.bytes,
    ...(s.problems ? { problems: s.problems } : {}),
    ...(s.scope && { scope: s.scope }),
    ...(s.note !== undefined && { note: s.note }),
  };
}

/** How many names a folder holds at its top level (0 when it cannot be read): a cheap size order. */
function entryCount(path: string): number {
  try {
    return readdirSync(path).length;
  } catch {
    return 0;
  }
}
