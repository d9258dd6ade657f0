import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restatingFact } from '../../../electron/core/dream/text/request-known.js';
import { makeDirs, olderMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { planOf } from './plan-helpers.js';

/** Fresh variants (in no case set): a request a memory already holds by its values and subject, in other words. */
describe('restatingFact: the same values, the memory\'s subject, half the words', () => {
  const facts = [
    'Studio hire is £40 an hour; the deposit is half the first session.',
    'Late library returns are fined 20p a day, up to £5.',
    '会议室每次最多借两个小时，超时要重新预约。',
  ];
  it.each([
    ['Studio hire costs £40 per hour', 0],
    ['Late returns at the library are fined 20p per day', 1],
    ['会议室一次最多借两个小时', 2],
  ])('%s is said by fact %i', (statement, index) => {
    expect(restatingFact(statement, facts)).toBe(index);
  });

  it.each([
    'Studio hire is now £45 an hour',
    'Rehearsal rooms cost £40 an hour',
    'The studio is booked for two hours at most',
    'Late returns are never fined on Sundays, up to £5',
    '会议室每次最多借三个小时',
  ])('%s is not', (statement) => {
    expect(restatingFact(statement, facts)).toBe(-1);
  });
});

describe('captured requests: a request a memory holds in other words is a finding, not a memory', () => {
  let d: DreamDirs;
  beforeEach(async () => {
    d = await makeDirs();
  });
  afterEach(async () => {
    await d.cleanup();
  });

  const SESSION = '11111111-2222-4333-8444-555555555566';
  const line = (text: string, ts: string): string => JSON.stringify({ type: 'user', sessionId: SESSION, timestamp: ts, message: { role: 'user', content: text } });

  it('"remember that for walking tours half is paid when they book" beside the memory of a 50 % deposit; a new value is saved', async () => {
    await writeFiles(d.memory, {
      'tour-deposits.md': olderMemory('tour-deposits', 'project', 'Walking tours need a 50 % deposit at booking; the rest is paid on the day.\n', 'Tour deposits'),
      'MEMORY.md': '- [Tour deposits](tour-deposits.md) — Tour deposits\n',
    });
    const transcripts = `${d.root}/transcripts`;
    await writeFiles(transcripts, {
      [`${SESSION}.jsonl`]: [line('remember that for walking tours half is paid when they book', '2026-11-20T10:00:00Z'), line('remember that walking tours start at 09:30 from the fountain', '2026-11-20T10:05:00Z')].join('\n'),
    });
    const p = await planOf(d.memory, {}, { transcriptDir: transcripts });
    const created = p.writes.filter((w) => w.after !== null && w.file !== 'MEMORY.md' && w.file !== 'tour-deposits.md');
    expect(created).toHaveLength(1);
    expect(created[0]!.after).toContain('09:30 from the fountain');
    const found = p.findings.filter((f) => f.kind === 'request-not-captured');
    expect(found).toHaveLength(1);
    expect(found[0]!.file).toBe('tour-deposits.md');
  });
});
