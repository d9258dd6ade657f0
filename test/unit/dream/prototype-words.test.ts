import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexed, makeDirs, newerMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { guardPlan } from '../../../electron/core/dream/guard.js';
import { planOf } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

// The names every plain JavaScript object answers to. A word table written as an object literal
// answers `table['constructor']` with a function and `'valueOf' in table` with true, so a memory
// that says one of these words must not reach such a table unguarded.
const PROTOTYPE_WORDS = Object.getOwnPropertyNames(Object.prototype);

describe('a memory that says the names of a plain object’s own properties', () => {
  it('knows the words it guards against', () => {
    expect(PROTOTYPE_WORDS).toEqual(expect.arrayContaining(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']));
  });

  it.each(PROTOTYPE_WORDS)('is dreamed over without an error, and the plan passes the guard: %s', async (word) => {
    const older = [
      `The ${word} must not throw.`,
      `Never call ${word} on the config object; use the ${word} helper instead.`,
      `${word} runs twice a week, ${word}s are logged for 3 days.`,
      `We decided yesterday to never mock ${word}.`,
      `The ${word} weighs 20 kg and costs €40.`,
    ].join('\n');
    const newer = [
      `We switched from ${word} to the factory ${word}.`,
      `The ${word} weighs 25 kg and costs €45.`,
      `Don't call ${word} on the config object, use the ${word} helper.`,
      `${word} ${word} ${word}: remember that ${word} is paid ${word}.`,
    ].join('\n');
    await writeFiles(d.memory, {
      ...indexed({
        [`${word}-notes.md`]: newerMemory(`${word} notes`, word, `${older}\n`, '2026-04-14', `${word} ${word} `.repeat(12)),
        [`${word}-now.md`]: newerMemory(`${word} now`, 'project', `${newer}\n`, '2026-11-20'),
        'editor.md': newerMemory('editor', 'user', 'The user edits in Neovim.\n', '2026-04-01'),
        'reviews.md': newerMemory('reviews', 'feedback', 'Show the code change first, the explanation after.\n', '2026-04-01'),
      }),
    });
    await writeFiles(d.root, { 'CLAUDE.md': `# Rules\n\n- Never call ${word} in tests.\n- ${word}: always on.\n` });
    const plan = await planOf(d.memory, {}, { projectRoot: d.root });
    expect(guardPlan(plan).ok).toBe(true);
    expect(plan.writes.every((w) => w.after === null || w.after.length > 0)).toBe(true);
  });
});
