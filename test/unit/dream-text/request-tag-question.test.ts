import { describe, expect, it } from 'vitest';
import { detectMemoryRequests } from '../../../electron/core/dream/text/requests.js';

const statements = (text: string): string[] => detectMemoryRequests(text).map((r) => r.statement);

/** Fresh variants (in no case set): a told request closed by a tag question asking for a nod. */
describe('detectMemoryRequests: a tag question after a comma closes a told request', () => {
  it.each([
    ['remember that the spare van keys are in the blue tin, ok?', 'The spare van keys are in the blue tin'],
    ['from now on the Leith depot gets the first drop, right?', 'The Leith depot gets the first drop'],
    ['记住 the staging bucket is wiped every Sunday night, 好吗？', 'the staging bucket is wiped every Sunday night'],
    ['记住，周五的例会改到三楼会议室，知道吗？', '周五的例会改到三楼会议室'],
    ['幫我記住，倉庫鎖匙放喺收銀機下面，得唔得？', '倉庫鎖匙放喺收銀機下面'],
  ])('%s', (text, statement) => {
    expect(statements(text)).toEqual([statement]);
  });

  it.each([
    'can you remember where the spare van keys are, ok?',
    'remember the spare keys, are they in the blue tin?',
    '你还记得周五的例会在哪里开吗？',
    'do you remember if the depot opens at six, right?',
  ])('a question stays a question: %s', (text) => {
    expect(statements(text)).toEqual([]);
  });
});
