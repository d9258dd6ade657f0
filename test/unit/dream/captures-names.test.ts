import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStopword } from '../../../electron/core/dream/text/compare.js';
import { makeDirs, olderMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { planOf } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const SESSION = '11111111-2222-4333-8444-555555555577';
const line = (text: string, ts: string) => JSON.stringify({ type: 'user', sessionId: SESSION, timestamp: ts, message: { role: 'user', content: text } });
const created = (p: Awaited<ReturnType<typeof planOf>>) => p.writes.filter((w) => w.after !== null && !w.file.startsWith('MEMORY') && w.file !== 'a.md');

/** Fresh variants (in no case set): a captured request is named by its content words, whole, never ending on a word that leads into the next. */
describe('captured requests: a long statement is named by its content words', () => {
  it.each([
    ['remember that the night bus from the airport stops at the hospital gate after midnight on Sundays', 'night-bus-airport-stops-hospital-gate'],
    ['From now on, never put the lab coats in the hot wash with the tea towels', 'never-put-lab-coats-hot-wash-tea-towels'],
    ['remember that invoices for the Dutch clients go through the Rotterdam account in euros', 'invoices-dutch-clients-go-through-rotterdam'],
    ['keep in mind that the second kiln is fired to cone 6 on the first Monday of each month', 'second-kiln-fired-cone-6-first-monday-month'],
    // a statement that fits is named by all its words
    ['remember that the boat trailer is kept at the back gate', 'the-boat-trailer-is-kept-at-the-back-gate'],
  ])('%s', async (said, name) => {
    await writeFiles(d.memory, { 'a.md': olderMemory('a', 'user', 'The user is a keeper.\n') });
    const transcripts = `${d.root}/transcripts`;
    await writeFiles(transcripts, { [`${SESSION}.jsonl`]: line(said, '2026-11-20T10:00:00Z') });
    const p = await planOf(d.memory, {}, { transcriptDir: transcripts });
    const files = created(p).map((w) => w.file);
    expect(files).toEqual([`${name}.md`]);
    const last = name.split('-').pop()!;
    expect(isStopword(last) || /^(?:after|through|before|not|never)$/.test(last)).toBe(false);
  });
});
