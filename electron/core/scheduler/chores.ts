import { localDay } from '../clock.js';
import type { DirState, SchedulerPorts } from './types.js';

export interface DailyChores {
  /** Take today's snapshots and apply retention, once per local day; retried an hour after a failure. */
  run(now: number, dirs: () => Promise<DirState[]>, stopped: () => boolean): Promise<void>;
}

/** The daily chores: each memory dir's snapshot of the day, then snapshot retention. */
export function createDailyChores(ports: Pick<SchedulerPorts, 'clock' | 'dailySnapshot' | 'retention' | 'log'>, notBefore: number): DailyChores {
  let doneDay: string | null = null;
  let next = notBefore;
  const log = (m: string) => ports.log?.(m);
  const describe = (e: unknown) => (e instanceof Error ? e.message : String(e));
  return {
    async run(now, dirs, stopped) {
      if (now < next) return;
      const day = localDay(now);
      if (day === doneDay) return;
      let failed = false;
      try {
        for (const dir of await dirs()) {
          if (stopped()) return;
          try {
            await ports.dailySnapshot(dir.id, day);
          } catch (e) {
            failed = true;
            log(`daily snapshot of ${dir.label} failed: ${describe(e)}`);
          }
        }
        if (ports.retention) await ports.retention();
      } catch (e) {
        failed = true;
        log(`daily chores failed: ${describe(e)}`);
      }
      if (failed) next = ports.clock() + 60 * 60_000;
      else doneDay = day;
    },
  };
}
