import type { Clock } from '../clock.js';
import { checkGates } from '../gates/check.js';
import type { ScanThrottle } from '../gates/scan-throttle.js';
import { DreamReports } from '../dream/reports.js';
import { engineFor, loadAppSettings } from '../settings/app-settings.js';
import type { AgentTuning } from '../dream/agent/setup.js';
import type { SecretStore } from '../models/keys.js';
import type { SnapshotStore } from '../snapshots/store.js';
import { join } from 'node:path';
import type { DreamRecord, DreamReport, DreamResult, EventName, EventPayload, MethodInput, MethodOutput } from './contract.js';
import type { MemoryDirRegistry } from './registry.js';
import { isOpenClawDir } from '../memdir/openclaw.js';
import { DirWork } from './dir-work.js';

export interface DreamServiceDeps {
  stateDir: string;
  configHome: string;
  env: NodeJS.ProcessEnv;
  clock: Clock;
  snapshots: SnapshotStore;
  registry: MemoryDirRegistry;
  throttle: ScanThrottle;
  /** Keys stored encrypted (the desktop app); absent: env vars only. */
  secrets?: SecretStore | undefined;
  /** Timeouts, retries and turn limit of the agent engine (tests shorten them). */
  agentTuning?: AgentTuning | undefined;
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** One writer per memory dir in this process, shared with restores and edits (default: this service's own). */
  work?: DirWork | undefined;
}

/**
 * Runs dreams for every door: one at a time per memory dir within this process (the lock
 * protocol keeps other processes and Claude Code out), cancellable, with events.
 */
export class DreamService {
  private readonly running = new Map<string, AbortController>();
  private readonly work: DirWork;
  private readonly reports: DreamReports;

  constructor(private readonly deps: DreamServiceDeps) {
    this.reports = new DreamReports(deps.stateDir);
    this.work = deps.work ?? new DirWork();
  }

  async run(input: MethodInput<'dream.run'>): Promise<DreamResult> {
    const { deps } = this;
    const id = input.memoryDirId;
    const dryRun = input.dryRun ?? false;
    return this.exclusive(id, async () => {
      // Cancellable from the first moment, before any of the awaits below.
      const controller = new AbortController();
      this.running.set(id, controller);
      try {
        const dir = await deps.registry.get(id);
        const settings = await loadAppSettings(deps.stateDir);
        const depth = input.depth ?? settings.depth;
        const engine = input.engine ?? engineFor(settings, dir.id);
        deps.emit('dream.started', { memoryDirId: dir.id, dryRun, trigger: input.trigger ?? 'manual' });
        // The engine loads on the first dream, not with the API (status and the CLI start fast).
        const { runDream } = await import('../dream/run.js');
        const { plan: _plan, guard: _guard, ...result } = await runDream({
          // The agent and the provider SDKs load only for an agent dream.
          ...(engine === 'agent' && { agent: async () => (await import('../dream/agent/setup.js')).openModelPass({ settings, stateDir: deps.stateDir, env: deps.env, clock: deps.clock, secrets: deps.secrets, tuning: deps.agentTuning }) }),
          dir,
          stateDir: deps.stateDir,
          store: deps.snapshots,
          clock: deps.clock,
          dryRun,
          depth,
          force: input.force ?? false,
          trigger: input.trigger ?? 'manual',
          signal: controller.signal,
          ...(input.ifDue && { ifDue: true, isDue: () => this.isDue(dir.id) }),
          onEvent: (name, payload) => deps.emit(name, payload as never),
        });
        if (result.outcome === 'failed') deps.emit('dream.failed', { memoryDirId: dir.id, error: result.error ?? result.summary });
        else deps.emit('dream.finished', result);
        if (result.outcome === 'applied') deps.emit('memoryDir.changed', { memoryDirId: dir.id });
        return result;
      } catch (e) {
        deps.emit('dream.failed', { memoryDirId: id, error: e instanceof Error ? e.message : String(e) });
        throw e;
      } finally {
        this.running.delete(id);
      }
    });
  }

  /** Whether the gates (the scheduler's view: throttle included) say this dir is due. */
  async isDue(memoryDirId: string): Promise<boolean> {
    const { deps } = this;
    const dir = await deps.registry.get(memoryDirId);
    const report = await checkGates(dir, {
      clock: deps.clock,
      configHome: deps.configHome,
      stateDir: deps.stateDir,
      env: deps.env,
      throttle: deps.throttle,
      projectsDir: join(deps.configHome, 'projects'),
    });
    return report.due;
  }

  /** Cancel the running dream of one memory dir, or of all; true if one was running. */
  cancel(memoryDirId?: string): boolean {
    let any = false;
    for (const [id, c] of this.running) {
      if (memoryDirId === undefined || id === memoryDirId) {
        c.abort();
        any = true;
      }
    }
    return any;
  }

  isRunning(memoryDirId?: string): boolean {
    return memoryDirId === undefined ? this.running.size > 0 : this.running.has(memoryDirId);
  }

  history(memoryDirId?: string): Promise<DreamRecord[]> {
    return this.reports.list(memoryDirId);
  }

  async report(dreamId: string): Promise<DreamReport> {
    const r = await this.reports.get(dreamId);
    return { ...r };
  }

  async undo(dreamId: string, force = false): Promise<MethodOutput<'dreams.undo'>> {
    const record = await this.reports.get(dreamId);
    const [{ undoDream }, { recordUndo }] = await Promise.all([import('../dream/undo.js'), import('../dream/undo-entry.js')]);
    const result = await this.exclusive(record.memoryDirId, async () => {
      const dir = await this.deps.registry.get(record.memoryDirId).catch(() => null);
      const r = await undoDream({ dreamId, stateDir: this.deps.stateDir, store: this.deps.snapshots, clock: this.deps.clock, force, inAppOnly: dir !== null && isOpenClawDir(dir) });
      // The undo is its own history entry (when, by whom), and what it took back stays undone.
      await recordUndo(record, r, { reports: this.reports, store: this.deps.snapshots, clock: this.deps.clock }).catch(() => undefined);
      return r;
    });
    this.deps.emit('snapshot.restored', { snapshotId: result.snapshotId, memoryDirId: record.memoryDirId, files: [...result.restored, ...result.removed] });
    this.deps.emit('memoryDir.changed', { memoryDirId: record.memoryDirId });
    return result;
  }

  /** Run fn while nothing else of ours writes to this memory dir (dreams, restores, undos). */
  exclusive<T>(memoryDirId: string, fn: () => Promise<T>): Promise<T> {
    return this.work.exclusive(memoryDirId, fn);
  }

  /** Resolves when nothing is running (for a clean shutdown). */
  async idle(): Promise<void> {
    await this.work.idle();
  }
}
