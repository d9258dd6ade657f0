import { afterEach, describe, expect, it } from 'vitest';
import { createScheduler, type Scheduler } from '../../../electron/core/scheduler/scheduler.js';
import type { SchedulerOptions } from '../../../electron/core/scheduler/types.js';
import { FakeIdle, FakeTime, HOUR, MIN, dir, recordingPorts } from './fakes.js';

// 14:00 local time on an ordinary day.
const START = new Date(2026, 2, 10, 14, 0, 0).getTime();
const NO_CHORES: Partial<SchedulerOptions> = { choresDelayMs: 365 * 24 * HOUR };

let running: Scheduler[] = [];
afterEach(async () => {
  await Promise.all(running.map((s) => s.stop()));
  running = [];
});

function setup(options: Partial<SchedulerOptions> = NO_CHORES, start = START) {
  const time = new FakeTime(start);
  const idle = new FakeIdle(time);
  const { ports, state } = recordingPorts(time, idle);
  const scheduler = createScheduler(ports, options);
  running.push(scheduler);
  return { time, idle, state, scheduler };
}

describe('scheduler: when to dream', () => {
  it('dreams in a due memory dir once the user has been away for the threshold', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('due-one', { due: true, overdueMs: HOUR }), dir('not-due')];
    scheduler.start();
    await time.advance(9 * MIN);
    expect(state.dreams).toHaveLength(0);
    expect(scheduler.status().pause).toBe('user-active');

    await time.advance(2 * MIN);
    expect(state.dreams.map((d) => [d.id, d.reason])).toEqual([['due-one', 'due']]);
    expect(scheduler.status().state).toBe('dreaming');
    expect(scheduler.runningPath()).toBe('/mem/due-one');
    expect(idle.idleSeconds()).toBeGreaterThanOrEqual(600);
  });

  it('stays quiet while the user keeps working', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('a', { due: true, overdueMs: HOUR })];
    scheduler.start();
    for (let i = 0; i < 30; i++) {
      await time.advance(5 * MIN);
      idle.input();
    }
    expect(state.dreams).toHaveLength(0);
    // Not even a survey of the memory dirs while the user is active.
    expect(state.listCalls).toBe(0);
  });

  it('does not dream when automatic dreams are off, and does not survey either', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('a', { due: true, overdueMs: HOUR })];
    state.settings.autoDream = false;
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(3 * HOUR);
    expect(state.dreams).toHaveLength(0);
    expect(state.listCalls).toBe(0);
    expect(scheduler.status().pause).toBe('auto-dream-off');

    state.settings.autoDream = true;
    scheduler.poke();
    await time.advance(0);
    expect(state.dreams.map((d) => d.id)).toEqual(['a']);
  });

  it('does not dream on battery unless allowed', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('a', { due: true, overdueMs: HOUR })];
    state.onBattery = true;
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(HOUR);
    expect(state.dreams).toHaveLength(0);
    expect(scheduler.status().pause).toBe('on-battery');

    state.settings.pauseOnBattery = false;
    await time.advance(2 * MIN);
    expect(state.dreams).toHaveLength(1);
  });

  it('stops a running dream when the machine goes on battery', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('a', { due: true, overdueMs: HOUR })];
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(0);
    expect(state.dreams).toHaveLength(1);
    state.onBattery = true;
    await time.advance(2 * MIN);
    expect(state.dreams[0]!.signal.aborted).toBe(true);
  });

  it('does not start dreams in quiet hours (wrapping past midnight)', async () => {
    const at2300 = new Date(2026, 2, 10, 23, 0, 0).getTime();
    const { time, idle, state, scheduler } = setup(NO_CHORES, at2300);
    state.dirs = [dir('a', { due: true, overdueMs: HOUR })];
    state.settings.quietHours = { start: '22:00', end: '07:00' };
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(7 * HOUR + 30 * MIN); // until 06:30
    expect(state.dreams).toHaveLength(0);
    expect(scheduler.status().pause).toBe('quiet-hours');

    await time.advance(HOUR); // 07:30
    expect(state.dreams).toHaveLength(1);
    expect(new Date(state.dreams[0]!.at).getHours()).toBe(7);
  });

  it('never dreams where an agent wrote transcripts within the threshold, and comes back later', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('busy', { due: true, overdueMs: 5 * HOUR }), dir('calm', { due: true, overdueMs: HOUR })];
    state.transcriptWrites.set('/tx/busy', START - 2 * MIN);
    idle.awayFor(HOUR);
    state.autoOutcome = 'applied';
    scheduler.start();
    await time.advance(0);
    expect(state.dreams.map((d) => d.id)).toEqual(['calm']);

    // The agent keeps writing for a while, then stops.
    await time.advance(5 * MIN);
    state.transcriptWrites.set('/tx/busy', time.now);
    await time.advance(9 * MIN);
    expect(state.dreams.map((d) => d.id)).toEqual(['calm']);
    await time.advance(3 * MIN);
    expect(state.dreams.map((d) => d.id)).toEqual(['calm', 'busy']);
  });

  it('says which dir it waits for while an agent works there, and that it is paused', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('busy', { due: true, overdueMs: 5 * HOUR })];
    state.transcriptWrites.set('/tx/busy', START - 2 * MIN);
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(0);
    expect(state.dreams).toHaveLength(0);
    expect(scheduler.status()).toMatchObject({ state: 'waiting', pause: 'busy-dir', busyDirs: ['busy'] });
    await time.advance(MIN);
    expect(scheduler.status()).toMatchObject({ pause: 'busy-dir', busyDirs: ['busy'] });

    state.settings.pausedUntilMs = time.now + HOUR;
    await time.advance(20 * MIN);
    expect(state.dreams).toHaveLength(0);
    expect(scheduler.status()).toMatchObject({ pause: 'paused', busyDirs: [] });
    await time.advance(HOUR);
    expect(state.dreams.map((d) => d.id)).toEqual(['busy']);
  });

  it('treats a locked screen as away', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('a', { due: true, overdueMs: HOUR })];
    scheduler.start();
    await time.advance(MIN);
    expect(state.dreams).toHaveLength(0);
    idle.emit('lock-screen');
    await time.advance(0);
    expect(state.dreams).toHaveLength(1);
  });
});

describe('scheduler: order and one at a time', () => {
  it('dreams the most overdue first (an index losing entries before all), one dream at a time', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [
      dir('one-hour', { due: true, overdueMs: HOUR }),
      dir('five-hours', { due: true, overdueMs: 5 * HOUR }),
      dir('index-over', { due: false, indexOverLimit: true }),
      dir('three-hours', { due: true, overdueMs: 3 * HOUR }),
      dir('fresh'),
    ];
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(0);
    expect(state.dreams.map((d) => [d.id, d.reason])).toEqual([['index-over', 'index-over-limit']]);

    // While it runs, ticks pass and nothing else starts.
    await time.advance(20 * MIN);
    expect(state.dreams).toHaveLength(1);

    for (let i = 0; i < 3; i++) {
      state.dreams.at(-1)!.finish('applied');
      await time.advance(0);
    }
    expect(state.dreams.map((d) => d.id)).toEqual(['index-over', 'five-hours', 'three-hours', 'one-hour']);
    state.dreams.at(-1)!.finish('applied');
    await time.advance(HOUR);
    expect(state.dreams).toHaveLength(4);
    expect(scheduler.status().pause).toBe('nothing-due');
  });

  it('leaves an over-limit index alone before the time gate when that option is off', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('index-over', { indexOverLimit: true })];
    state.settings.dreamWhenIndexOverLimit = false;
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(HOUR);
    expect(state.dreams).toHaveLength(0);
  });
});

describe('scheduler: the user comes back', () => {
  it('cancels (aborts) a running dream when the user returns, with stopOnReturn', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('a', { due: true, overdueMs: HOUR })];
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(0);
    const call = state.dreams[0]!;
    expect(call.signal.aborted).toBe(false);

    idle.input();
    idle.emit('active');
    await time.advance(0);
    expect(call.signal.aborted).toBe(true);
    expect(scheduler.status().state).toBe('waiting');

    // A cancel is no failure: the next idle period dreams again.
    await time.advance(11 * MIN);
    expect(state.dreams).toHaveLength(2);
    expect(scheduler.status().backoff).toEqual([]);
  });

  it('notices the return on its own tick when the source sends no event', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('a', { due: true, overdueMs: HOUR })];
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(0);
    idle.input();
    await time.advance(MIN);
    expect(state.dreams[0]!.signal.aborted).toBe(true);
  });

  it('lets the dream finish when stopOnReturn is off', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('a', { due: true, overdueMs: HOUR })];
    state.settings.stopOnReturn = false;
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(0);
    idle.input();
    idle.emit('active');
    await time.advance(5 * MIN);
    const call = state.dreams[0]!;
    expect(call.signal.aborted).toBe(false);
    call.finish('applied');
    await time.advance(0);
    expect(scheduler.status().state).toBe('waiting');
  });

  it('stop() cancels the running dream and waits for it', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('a', { due: true, overdueMs: HOUR })];
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(0);
    await scheduler.stop();
    expect(state.dreams[0]!.signal.aborted).toBe(true);
    expect(scheduler.status().state).toBe('stopped');
    expect(time.pendingCount).toBe(0);
    expect(idle.listenerCount).toBe(0);
  });
});

describe('scheduler: failures back off', () => {
  it('retries a failing dream after 5, 10, 20, 40 minutes, and resets after a success', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('flaky', { due: true, overdueMs: HOUR })];
    state.autoOutcome = new Error('disk on fire');
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(3 * HOUR);
    const gaps = state.dreams.slice(1, 5).map((d, i) => d.at - state.dreams[i]!.at);
    // Each wait is the backoff, rounded up to the next one-minute tick.
    expect(gaps.map((g) => Math.floor(g / MIN))).toEqual([5, 10, 20, 40]);
    expect(state.dreams.length).toBeLessThan(9);
    expect(scheduler.status().backoff[0]).toMatchObject({ id: 'flaky', failures: state.dreams.length });

    state.autoOutcome = 'applied';
    await time.advance(3 * HOUR);
    expect(scheduler.status().backoff).toEqual([]);
  });

  it('backs off when the engine refuses the plan, retries later when another process holds the lock', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('guarded', { due: true, overdueMs: 2 * HOUR }), dir('locked', { due: true, overdueMs: HOUR })];
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(0);
    state.dreams[0]!.finish('refused');
    await time.advance(0);
    expect(state.dreams.map((d) => d.id)).toEqual(['guarded', 'locked']);
    state.dreams[1]!.finish('locked');
    await time.advance(0);
    // Nothing is retried right away.
    expect(state.dreams).toHaveLength(2);
    await time.advance(6 * MIN);
    expect(state.dreams.map((d) => d.id)).toEqual(['guarded', 'locked', 'guarded']);
  });
});

describe('scheduler: no storms', () => {
  it('after a resume it waits a full idle threshold, then dreams one dir at a time', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = ['a', 'b', 'c'].map((id, i) => dir(id, { due: true, overdueMs: (3 - i) * HOUR }));
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(0);
    expect(state.dreams.map((d) => d.id)).toEqual(['a']);

    idle.emit('suspend');
    await time.advance(0);
    expect(state.dreams[0]!.signal.aborted).toBe(true);
    time.jump(10 * HOUR);
    idle.emit('resume');
    // The idle source thinks the user has been away all night: still no dream right away.
    await time.advance(9 * MIN);
    expect(state.dreams).toHaveLength(1);
    expect(scheduler.status().pause).toBe('just-resumed');

    await time.advance(2 * MIN);
    expect(state.dreams).toHaveLength(2);
    await time.advance(30 * MIN);
    expect(state.dreams).toHaveLength(2);
  });

  it('treats a clock jump (timer fires hours late) like a resume', async () => {
    const { time, state, scheduler } = setup();
    state.dirs = [dir('a', { due: true, overdueMs: HOUR })];
    scheduler.start();
    await time.advance(2 * MIN);
    time.jump(8 * HOUR); // slept without a suspend event; the user "was idle" all along
    await time.advance(MIN);
    expect(state.dreams).toHaveLength(0);
    expect(scheduler.status().pause).toBe('just-resumed');
    expect(state.logs.some((l) => l.includes('clock moved'))).toBe(true);
    await time.advance(11 * MIN);
    expect(state.dreams).toHaveLength(1);
  });

  it('does not dream the same dir again soon even if the survey keeps calling it due', async () => {
    const { time, idle, state, scheduler } = setup({ ...NO_CHORES, scanIntervalMs: MIN });
    state.dirs = [dir('stubborn', { due: true, indexOverLimit: true, overdueMs: HOUR })];
    state.autoOutcome = 'applied';
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(5 * HOUR);
    expect(state.dreams).toHaveLength(1);
    await time.advance(2 * HOUR);
    expect(state.dreams).toHaveLength(2);
  });

  it('keeps the remaining backoff when the clock is set back', async () => {
    const { time, idle, state, scheduler } = setup();
    state.dirs = [dir('flaky', { due: true, overdueMs: HOUR })];
    state.autoOutcome = new Error('boom');
    idle.awayFor(HOUR);
    scheduler.start();
    await time.advance(0);
    expect(state.dreams).toHaveLength(1);
    state.autoOutcome = 'applied';
    await time.advance(2 * MIN);
    time.jump(-5 * HOUR);
    idle.awayFor(HOUR);
    await time.advance(MIN);
    // Without the shift the 5-minute backoff would now last 5 hours.
    await time.advance(15 * MIN);
    expect(state.dreams).toHaveLength(2);
  });
});

describe('scheduler: daily chores', () => {
  it('snapshots every memory dir once per local day and then applies retention, also while the user works', async () => {
    const { time, idle, state, scheduler } = setup({ choresDelayMs: 2 * MIN });
    state.dirs = [dir('a'), dir('b')];
    scheduler.start();
    await time.advance(MIN);
    expect(state.snapshots).toHaveLength(0);
    await time.advance(2 * MIN);
    expect(state.snapshots.map((s) => [s.id, s.day])).toEqual([
      ['a', '2026-03-10'],
      ['b', '2026-03-10'],
    ]);
    expect(state.retentions).toHaveLength(1);
    idle.input();
    await time.advance(5 * HOUR);
    expect(state.snapshots).toHaveLength(2);
    await time.advance(6 * HOUR); // past midnight
    expect(state.snapshots.map((s) => s.day)).toEqual(['2026-03-10', '2026-03-10', '2026-03-11', '2026-03-11']);
    expect(state.retentions).toHaveLength(2);
  });

  it('retries the chores an hour later when a snapshot fails, without stopping the other dirs', async () => {
    const { time, state, scheduler } = setup({ choresDelayMs: 0 });
    state.dirs = [dir('broken'), dir('fine')];
    state.failSnapshotsFor.add('broken');
    scheduler.start();
    await time.advance(0);
    expect(state.snapshots.map((s) => s.id)).toEqual(['fine']);
    expect(state.logs.some((l) => l.includes('disk full while snapshotting broken'))).toBe(true);
    state.failSnapshotsFor.clear();
    await time.advance(30 * MIN);
    expect(state.snapshots).toHaveLength(1);
    await time.advance(31 * MIN);
    expect(state.snapshots.map((s) => s.id)).toEqual(['fine', 'broken', 'fine']);
  });
});
