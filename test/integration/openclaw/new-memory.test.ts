import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../../electron/core/api/http-client.js';
import { localDay } from '../../../electron/core/clock.js';
import { hashDailyLogs, MAIN_MEMORY_MD, makeOpenClawHome, type OpenClawHome } from '../../helpers/openclaw-workspaces.js';
import { startDaemon, type RunningDaemon } from '../daemon/daemon-process.js';

/**
 * "+ New memory" (memory.create) in an OpenClaw workspace, through the daemon: no topic file,
 * no index line; a bullet under its own heading in MEMORY.md, snapshotted and recorded `by: person`.
 */
let root: string;
let oc: OpenClawHome;
let daemon: RunningDaemon;
let client: HttpClient;
let stateDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-oc-new-'));
  oc = await makeOpenClawHome(root, { skill: false });
  stateDir = join(root, 'state');
  daemon = await startDaemon({ configDir: join(root, 'claude'), stateDir, home: oc.home });
  client = createHttpClient({ baseUrl: daemon.origin, token: daemon.token });
});

afterAll(async () => {
  client?.close();
  await daemon?.stop();
  await rm(root, { recursive: true, force: true });
});

const idOf = async (path: string) => {
  const { memoryDirs } = await client.call('memoryDirs.list', {});
  const d = memoryDirs.find((m) => m.memoryDir === path);
  if (!d) throw new Error(JSON.stringify(memoryDirs.map((m) => [m.memoryDir, m.kind])) + " " + path);
  expect(d?.kind).toBe('openclaw-workspace');
  return d!.id;
};

describe('a new memory in an OpenClaw workspace', () => {
  it('is a bullet under "## Noted by hand" in MEMORY.md: no topic file, logs untouched, snapshotted, recorded by a person, undoable', async () => {
    const id = await idOf(oc.main);
    const filesBefore = (await readdir(oc.main, { recursive: true })).sort();
    const logs = await hashDailyLogs(oc.main);
    const r = await client.call('memory.create', { memoryDirId: id, type: 'project', title: 'The office Wi-Fi is called Mothership', description: 'guests use Mothership-Guest', trigger: 'manual' });
    expect(r).toMatchObject({ status: 'saved', file: 'MEMORY.md', touched: ['MEMORY.md'] });
    const after = await readFile(join(oc.main, 'MEMORY.md'), 'utf8');
    expect(after).toBe(`${MAIN_MEMORY_MD}\n## Noted by hand\n\n- The office Wi-Fi is called Mothership: guests use Mothership-Guest (${localDay(Date.now())})\n`);
    expect((await readdir(oc.main, { recursive: true })).sort()).toEqual(filesBefore);
    expect(await hashDailyLogs(oc.main)).toEqual(logs);
    if (r.status !== 'saved') throw new Error('not saved');
    const report = JSON.parse(await readFile(join(stateDir, 'dreams', `${r.editId}.json`), 'utf8')) as { snapshotId: string; changes: Array<{ by: string; kind: string; files: string[]; reason: string }> };
    expect(report.snapshotId).toBe(r.snapshotId);
    expect(report.changes[0]).toMatchObject({ by: 'person', kind: 'memory-created', files: ['MEMORY.md'] });
    expect(report.changes[0]!.reason).toContain('under "## Noted by hand" in MEMORY.md');

    // A repeat writes nothing; a topic file name is refused with the reason.
    await expect(client.call('memory.create', { memoryDirId: id, type: 'project', title: 'The office Wi-Fi is called Mothership', description: 'guests use Mothership-Guest', trigger: 'manual' })).rejects.toThrow(/already says/);
    await expect(client.call('memory.create', { memoryDirId: id, type: 'project', title: 'x', file: 'project_x.md', trigger: 'manual' })).rejects.toThrow(/OpenClaw never loads other memory files/);
    expect(await readFile(join(oc.main, 'MEMORY.md'), 'utf8')).toBe(after);

    await client.call('dreams.undo', { dreamId: r.editId });
    expect(await readFile(join(oc.main, 'MEMORY.md'), 'utf8')).toBe(MAIN_MEMORY_MD);
  });

  it('goes under a Chinese heading for a Chinese note', async () => {
    const id = await idOf(oc.work);
    const before = await readFile(join(oc.work, 'MEMORY.md'), 'utf8');
    await client.call('memory.create', { memoryDirId: id, type: 'user', title: '周五不安排会议', trigger: 'manual' });
    expect(await readFile(join(oc.work, 'MEMORY.md'), 'utf8')).toBe(`${before}\n## 手动记下\n\n- 周五不安排会议 (${localDay(Date.now())})\n`);
  });
});
