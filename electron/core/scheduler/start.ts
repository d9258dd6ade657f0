import type { AutodreamApi } from '../api/contract.js';
import { systemClock, type Clock } from '../clock.js';
import { apiSchedulerPorts, createSettingsFeed, watchedDirsFrom, type SettingsFeed } from './api-ports.js';
import { systemOnBattery } from './battery.js';
import { createHeadlessIdleSource, type HeadlessIdleOptions, type HeadlessIdleSource, type WatchedDir } from './headless-idle.js';
import { createScheduler, type Scheduler } from './scheduler.js';
import { systemTimers } from './timers.js';
import type { IdleSource, SchedulerOptions, SchedulerPorts, Timers } from './types.js';

export interface IdleSourceContext {
  /** The idle threshold from the settings, in seconds (read live). */
  thresholdSeconds(): number;
  /** A headless source over the API's memory dirs, with `note` saying why it is used. */
  headless(note: string | null): HeadlessIdleSource;
}

export interface StartSchedulerOptions {
  api: AutodreamApi;
  /** The idle source; default: headless (file activity and load). */
  idle?: (ctx: IdleSourceContext) => IdleSource;
  onBattery?: () => boolean;
  /** The daily snapshot; default through the contract (any snapshot that day counts). */
  dailySnapshot?: SchedulerPorts['dailySnapshot'];
  /** Snapshot retention, when the engine offers it outside the contract (see engine-ports.ts). */
  retention?: () => Promise<void>;
  clock?: Clock;
  timers?: Timers;
  log?: (message: string) => void;
  options?: Partial<SchedulerOptions>;
  /** The dirs the headless source watches; default memoryDirs.list (see engine-ports.ts for a cheaper one). */
  watchedDirs?: () => Promise<WatchedDir[]>;
  /** Tuning of the headless idle source (poll interval, load limit). */
  headless?: Partial<Pick<HeadlessIdleOptions, 'pollMs' | 'refreshDirsMs' | 'loadAverage' | 'cpuCount' | 'maxLoadPerCore'>>;
}

export interface RunningScheduler {
  scheduler: Scheduler;
  idle: IdleSource;
  settings: SettingsFeed;
  stop(): Promise<void>;
}

/**
 * The scheduler wired to an engine through the contract: what the daemon and the Electron
 * shell both run. Settings changes apply at once; stop() cancels a running dream (rollback).
 */
export async function startScheduler(o: StartSchedulerOptions): Promise<RunningScheduler> {
  const clock = o.clock ?? systemClock;
  const timers = o.timers ?? systemTimers;
  const log = o.log ?? (() => undefined);
  const settings = createSettingsFeed(o.api, log);
  await settings.ready;
  let scheduler: Scheduler | null = null;
  const thresholdSeconds = () => settings.current().idleThresholdMinutes * 60;
  const headless = (note: string | null) =>
    createHeadlessIdleSource({
      ...o.headless,
      dirs: o.watchedDirs ?? (() => watchedDirsFrom(o.api)),
      thresholdSeconds,
      clock,
      timers,
      ignoreWritesIn: () => scheduler?.runningPath() ?? null,
      note,
    });
  const idle = o.idle ? o.idle({ thresholdSeconds, headless }) : headless(null);
  scheduler = createScheduler(
    {
      idle,
      clock,
      timers,
      settings: settings.current,
      onBattery: o.onBattery ?? (() => systemOnBattery()),
      ...apiSchedulerPorts(o.api, clock),
      ...(o.dailySnapshot && { dailySnapshot: o.dailySnapshot }),
      ...(o.retention && { retention: o.retention }),
      log,
    },
    o.options,
  );
  const s = scheduler;
  const offSettings = settings.onChange(() => s.poke());
  s.start();
  return {
    scheduler: s,
    idle,
    settings,
    async stop() {
      offSettings();
      await s.stop();
      settings.dispose();
      await idle.close();
    },
  };
}
