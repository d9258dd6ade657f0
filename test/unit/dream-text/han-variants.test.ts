import { describe, expect, it } from 'vitest';
import { simplifiedHan } from '../../../electron/core/dream/text/han-variants.js';
import { otherScope } from '../../../electron/core/dream/text/scope.js';
import { stillUses, switchAwayOf } from '../../../electron/core/dream/text/switch-away.js';
import { findContradictions } from '../../../electron/core/dream/text/contradictions.js';

describe('simplifiedHan: traditional forms of the rules\' words, read one character for one', () => {
  it('folds the switch, scope and frequency words and keeps the length', () => {
    const t = '推播服務已經從極光換成個推，測試環境每兩週發一次版。';
    expect(simplifiedHan(t)).toBe('推播服务已经从極光换成个推，测试环境每两周发一次版。');
    expect(simplifiedHan(t)).toHaveLength(t.length);
  });

  it('leaves simplified text, English and names it has no form for as they are', () => {
    for (const t of ['推送服务由极光改为个推。', 'Switched from npm to pnpm.', '極光']) expect(simplifiedHan(t)).toBe(t);
  });
});

describe('the rules read traditional Chinese as they read simplified', () => {
  it('a switch told in traditional characters flags the older statement, in either script', () => {
    const sw = switchAwayOf('推播服務已經從極光換成個推。')!;
    expect(sw.hanName).toBe('極光');
    expect(stillUses('App推播用極光推送。', sw)).toBe(true);
    expect(switchAwayOf('Jenkins已停用，整合測試改用GitLab CI。')?.names.has('jenkin')).toBe(true);
  });

  it('a traditional scope is a scope: 測試環境 and 正式環境 are two environments', () => {
    expect(otherScope('測試環境的API副本數是2。', '正式環境的API副本數是8。')).toBe(true);
    expect(stillUses('安卓端的當機回報用Bugly。', switchAwayOf('iOS端的當機回報從Bugly換成了Crashlytics。')!)).toBe(false);
  });

  it('a traditional frequency is a value whole', () => {
    const found = findContradictions([
      { docId: 'a.md', factIndex: 0, text: 'App每兩週發一次版。', date: '2026-05-01' },
      { docId: 'b.md', factIndex: 0, text: 'App現在每週發一次版。', date: '2026-11-01' },
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]!.reason).toMatch(/每两周 vs 每周/);
  });
});
