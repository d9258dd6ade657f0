import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDirs, newerMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { planOf } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

describe('cancel within a long step', () => {
  it('a cancel that arrives during the duplicate step stops the plan before the step ends', async () => {
    await writeFiles(d.memory, {
      'a.md': newerMemory('a', 'project', 'Use pnpm, never npm, in this repo.\n', '2026-11-20T12:00:00Z'),
      'b.md': newerMemory('b', 'project', 'Use pnpm, never npm, in this repo.\n', '2026-11-21T12:00:00Z'),
      'c.md': newerMemory('c', 'project', 'Deploys go out from the release branch.\n', '2026-11-21T12:00:00Z'),
    });
    const ctl = new AbortController();
    const progress: number[] = [];
    const plan = planOf(d.memory, {
      signal: ctl.signal,
      onEvent: (event, payload) => {
        if (event !== 'dream.progress') return;
        const { done } = payload as { done: number };
        progress.push(done);
        // Dates are done: the duplicate step starts on the next turn, and the cancel arrives on the turn after that,
        // while the step is under way (between its passes).
        if (done === 1) setImmediate(() => setImmediate(() => ctl.abort()));
      },
    });
    await expect(plan).rejects.toMatchObject({ code: 'cancelled' });
    // The duplicate step (progress 2) never finished: the cancel was seen inside it.
    expect(progress).toEqual([1]);
  });
});
