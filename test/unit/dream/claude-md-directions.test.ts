import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DreamDirs, makeDirs } from './fixtures.js';
import { claudeMdFindings } from './plan-helpers.js';
import { changesAlike } from '../../../electron/core/dream/text/rule-things.js';
import { stanceOf } from '../../../electron/core/dream/text/stance.js';

// Fresh variants (in no case set): a rule that forbids making a thing less (or more), and a memory
// that allows it in another verb of that direction.

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const alike = (rule: string, fact: string): boolean => changesAlike(rule, stanceOf(rule), fact, stanceOf(fact));

describe('one direction of change, many verbs', () => {
  it('forbidden one way and allowed the same way, in other verbs, in either language', () => {
    expect(alike('Never reduce the curing time for the resin.', 'The resin curing time can be cut to 2 hours on busy days.')).toBe(true);
    expect(alike('Do not lower the chlorine dose in the pool.', "It's fine to decrease the chlorine dose when the pool is quiet.")).toBe(true);
    expect(alike('Never extend the loan period for reference books.', 'The loan period for reference books can be lengthened to a month for researchers.')).toBe(true);
    expect(alike('不要缩短冷却时间。', '冷却时间可以压缩到四十分钟。')).toBe(true);
    expect(alike('不可以降低发酵温度。', '发酵温度可以调低两度，冇问题。')).toBe(true);
  });

  it('the other direction, another thing, or the same stance is none', () => {
    expect(alike("Don't shorten the proving time.", 'The proving time can be extended on cold days.')).toBe(false);
    expect(alike("Don't shorten the proving time.", 'The baking time can be cut to 20 minutes.')).toBe(false);
    expect(alike("Don't shorten the proving time.", 'The proving time must never be cut.')).toBe(false);
    expect(alike('不要缩短冷却时间。', '加热时间可以压缩到二十分钟。')).toBe(false);
    expect(alike('不要缩短冷却时间。', '冷却时间可以延长到两小时。')).toBe(false);
  });

  it('is raised as a conflict with the rule, and never edits', async () => {
    const r = await findingsFor('# Pool plant room\n\n- Do not lower the chlorine dose in the main pool.\n- Never extend the backwash cycle.\n', {
      'chlorine.md': "It's fine to decrease the chlorine dose in the main pool when it is quiet.",
      'backwash.md': 'The backwash cycle can be shortened to five minutes.',
    });
    expect(r.conflicts).toEqual(['chlorine.md']);
    expect(r.writes).toBe(0);
  });
});

const findingsFor = (claudeMd: string, memories: Record<string, string>) => claudeMdFindings(join(d.root, 'project'), d.memory, claudeMd, memories);
