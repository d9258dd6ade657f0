import { describe, expect, it } from 'vitest';
import { inEnglish, wordingOf } from '../../../electron/core/dream/text/vocabulary.js';

describe('vocabulary: a rule read in its usual words', () => {
  it('reads each entry on what the entries before it wrote, across the runs a table is scanned in', () => {
    // creds -> credentials (an abbreviation), then credentials -> secrets (a later entry of another run).
    expect(wordingOf('Never put prod creds in the repository.')).toBe('Never put production secrets in the repo.');
    // check in -> commit to, docs -> documentation, a closing "first" -> before (an entry of other flags).
    expect(wordingOf('Check in the docs first.')).toBe('commit to the documentation  before .');
    expect(wordingOf('Check in the docs\nfirst\nthen deploy')).toContain(' before \nthen');
  });

  it('gives back a text none of its words are in, unchanged', () => {
    for (const t of ['The cat sat on the mat.', '每桌最多坐八个人', '']) expect(wordingOf(t)).toBe(t);
  });

  it('reads Chinese and mixed statements the same way as before the runs', () => {
    expect(wordingOf('不要把密码写死在代码里')).toBe('不要把密码 hardcode ');
    expect(inEnglish('不要把密码写死在代码里')).toBe('不要把 secrets   hardcode  ');
    expect(wordingOf('commit message 必须用英文')).toBe(' 提交信息  必须用英文');
    expect(inEnglish('commit message 必须用英文')).toBe('commit message 必须用 English ');
  });
});
