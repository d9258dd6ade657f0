import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { systemOnBattery } from '../../../electron/core/scheduler/battery.js';
import { startScheduler } from '../../../electron/core/scheduler/start.js';
import { FakeApi, memoryDirStatus } from './fake-api.js';
import { FakeIdle, FakeTime, HOUR, MIN } from './fakes.js';

const START = new Date(2026, 2, 10, 14, 0).getTime();

describe('startScheduler (wired through the contract)', () => {
  it('dreams due dirs through dream.run, follows settings changes, and cleans up on stop', async () => {
    const time = new FakeTime(START);
    const idle = new FakeIdle(time);
    idle.awayFor(HOUR);
    let autoDreamEnabled: boolean | null = null;
    let closed = false;
    idle.close = async () => {
      closed = true;
    };
    const api = new FakeApi()
      .handle('settings.get', () => ({ app: {}, claude: { configHome: '/c', autoDreamEnabled, autoMemoryEnabled: null, error: null } }))
      .handle('memoryDirs.list', () => ({ memoryDirs: [memoryDirStatus({ id: 'shop', due: true, transcriptDir: null })] }))
      .handle('dream.run', (i) => ({ memoryDir: '/m', memoryDirId: i.memoryDirId, outcome: 'applied', dreamId: 'd', snapshotId: 's', summary: '', changes: [], findings: [] }));
    const run = await startScheduler({ api, idle: () => idle, clock: time.clock, timers: time, onBattery: () => false, options: { choresDelayMs: 24 * HOUR } });
    await time.advance(0);
    expect(api.callsOf('dream.run')).toEqual([{ memoryDirId: 'shop', trigger: 'scheduler', ifDue: true }]);

    autoDreamEnabled = false;
    api.emit('settings.changed', { key: 'autoDreamEnabled' });
    await time.advance(MIN);
    expect(run.scheduler.status().pause).toBe('auto-dream-off');

    await run.stop();
    expect(closed).toBe(true);
    expect(api.listenerCount()).toBe(0);
    expect(run.scheduler.status().state).toBe('stopped');
  });
});

describe('systemOnBattery (Linux power_supply)', () => {
  let root: string;
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function supply(name: string, files: Record<string, string>) {
    await mkdir(join(root, name), { recursive: true });
    for (const [f, v] of Object.entries(files)) await writeFile(join(root, name, f), `${v}\n`);
  }

  it('is on battery only when the mains are off and a battery discharges', async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-power-'));
    await supply('AC', { type: 'Mains', online: '0' });
    await supply('BAT0', { type: 'Battery', status: 'Discharging' });
    expect(systemOnBattery('linux', root)).toBe(true);
    await supply('AC', { type: 'Mains', online: '1' });
    expect(systemOnBattery('linux', root)).toBe(false);
    expect(systemOnBattery('darwin', root)).toBe(false);
    expect(systemOnBattery('linux', join(root, 'missing'))).toBe(false);
  });
});
