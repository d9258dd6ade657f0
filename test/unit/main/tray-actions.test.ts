import { describe, expect, it } from 'vitest';
import { emptyShellState } from '../../../electron/main/shell-state.js';
import { createTrayActions } from '../../../electron/main/tray-actions.js';
import { FakeApi, memoryDirStatus } from '../scheduler/fake-api.js';
import { flush } from '../scheduler/fakes.js';

const dirs = ['a', 'b', 'c'].map((id) => memoryDirStatus({ id, label: `project-${id}` }));

function setup() {
  const pending: { id: string; finish(): void }[] = [];
  const problems: string[] = [];
  const shown: string[] = [];
  const api = new FakeApi()
    .handle('dream.run', (i) => {
      if (i.memoryDirId === 'c') throw new Error('Another dream holds the lock.');
      return new Promise((resolve) =>
        pending.push({
          id: i.memoryDirId,
          finish: () => resolve({ memoryDir: '/m', memoryDirId: i.memoryDirId, outcome: 'applied', dreamId: 'd', snapshotId: 's', summary: '', changes: [], findings: [] }),
        }),
      );
    })
    .handle('dream.cancel', () => ({ cancelled: true }))
    .handle('settings.set', () => ({ app: {}, claude: { configHome: '/c', autoDreamEnabled: true, autoMemoryEnabled: null, error: null } }));
  const actions = createTrayActions({
    api,
    state: () => ({ ...emptyShellState, dirs }),
    show: (r) => shown.push(r),
    quit: () => shown.push('quit'),
    problem: (title, body) => problems.push(`${title}: ${body}`),
  });
  return { api, actions, pending, problems, shown };
}

describe('tray actions', () => {
  it('"Dream now" on all memory dirs runs them as manual dreams, one after another', async () => {
    const { api, actions, pending, problems } = setup();
    actions.dreamNow(null);
    await flush();
    expect(api.callsOf('dream.run')).toEqual([{ memoryDirId: 'a', trigger: 'manual' }]);
    pending[0]!.finish();
    await flush();
    expect(api.callsOf('dream.run')).toHaveLength(2);
    pending[1]!.finish();
    await flush();
    expect(api.callsOf('dream.run').map((i) => (i as { memoryDirId: string }).memoryDirId)).toEqual(['a', 'b', 'c']);
    expect(problems).toEqual(['Dream did not start: project-c: Another dream holds the lock.']);
  });

  it('"Stop dreaming" cancels the running dream and drops the queue', async () => {
    const { api, actions, pending } = setup();
    actions.dreamNow(null);
    await flush();
    actions.stopDreams();
    expect(actions.queueLength()).toBe(0);
    pending[0]!.finish();
    await flush();
    expect(api.callsOf('dream.run')).toHaveLength(1);
    expect(api.callsOf('dream.cancel')).toEqual([{}]);
  });

  it('sets autoDreamEnabled, opens routes and quits', async () => {
    const { api, actions, shown } = setup();
    actions.setAutoDream(false);
    actions.open('/settings');
    actions.quit();
    await flush();
    expect(api.callsOf('settings.set')).toEqual([{ key: 'autoDreamEnabled', value: false }]);
    expect(shown).toEqual(['/settings', 'quit']);
  });
});
