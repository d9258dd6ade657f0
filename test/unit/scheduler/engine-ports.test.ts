import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAutodream, type Autodream } from '../../../electron/core/api/autodream.js';
import { engineChorePorts, engineWatchedDirs, retentionDaysFrom } from '../../../electron/core/scheduler/engine-ports.js';
import { localDay } from '../../../electron/core/clock.js';

let home: string;
let engine: Autodream;
let memoryDir: string;

beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'ad-engine-ports-'));
  const configHome = join(home, '.claude');
  memoryDir = join(configHome, 'projects', '-home-u-acme-shop', 'memory');
  await mkdir(memoryDir, { recursive: true });
  await writeFile(join(memoryDir, 'MEMORY.md'), '- [Deploy](deploy.md) — how we ship\n');
  await writeFile(join(memoryDir, 'deploy.md'), '---\nname: deploy\ndescription: how we ship\ntype: project\n---\nShip on Fridays.\n');
  engine = await createAutodream({ configHome, stateDir: join(home, 'state'), env: {}, home });
});
afterEach(async () => {
  await engine.close();
  await rm(home, { recursive: true, force: true });
});

describe('engine chore ports (real engine, temp dirs)', () => {
  it('takes one daily snapshot per memory dir per day and announces it', async () => {
    const [dir] = (await engine.registry.list()).dirs;
    expect(dir).toBeDefined();
    const created: string[] = [];
    engine.on('snapshot.created', (s) => created.push(`${s.memoryDirId}:${s.reason}`));
    const ports = engineChorePorts(engine, () => 7);
    const day = localDay(Date.now());
    await ports.dailySnapshot(dir!.id, day);
    await ports.dailySnapshot(dir!.id, day);
    const { snapshots } = await engine.call('snapshots.list', { memoryDirId: dir!.id });
    expect(snapshots.map((s) => s.reason)).toEqual(['daily']);
    expect(created).toEqual([`${dir!.id}:daily`]);
    await ports.retention();
    expect((await engine.call('snapshots.list', { memoryDirId: dir!.id })).snapshots).toHaveLength(1);
  });

  it('lists the dirs to watch without reading them', async () => {
    const dirs = await engineWatchedDirs(engine)();
    expect(dirs).toEqual([{ memoryDir: expect.stringContaining('acme-shop'), transcriptDir: expect.stringContaining('-home-u-acme-shop') }]);
  });

  it('reads the retention window from the app settings', () => {
    expect(retentionDaysFrom({ snapshotRetentionDays: 14 })).toBe(14);
    expect(retentionDaysFrom({ snapshotRetentionDays: 0 })).toBe(7);
    expect(retentionDaysFrom(undefined)).toBe(7);
  });
});
