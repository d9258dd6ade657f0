import { describe, expect, it } from 'vitest';
import { simplifiedHan } from '../../../electron/core/dream/text/simplified.js';
import { otherScope } from '../../../electron/core/dream/text/scope.js';
import { stillUses, switchAwayOf } from '../../../electron/core/dream/text/switch-away.js';
import { findContradictions } from '../../../electron/core/dream/text/contradictions.js';

describe('simplifiedHan: traditional characters read one character for one (OpenCC)', () => {
  it('folds every traditional character and keeps the length, so positions stay positions', () => {
    const t = '推播服務已經從極光換成個推，測試環境每兩週發一次版。';
    expect(simplifiedHan(t)).toBe('推播服务已经从极光换成个推，测试环境每两周发一次版。');
    expect(simplifiedHan(t)).toHaveLength(t.length);
    // Taiwan's words that change length are left to simplified(); their characters still fold.
    const w = '資料庫的設定檔在程式碼裡。';
    expect(simplifiedHan(w)).toHaveLength(w.length);
    expect(simplifiedHan(w)).toBe('资料库的设定档在程式码里。');
  });

  it('leaves simplified text, English, emoji and other scripts as they are (the same string)', () => {
    for (const t of ['推送服务由极光改为个推。', 'Switched from npm to pnpm.', '🚀 デプロイ済み', '']) expect(simplifiedHan(t)).toBe(t);
  });
});

describe('the rules read traditional Chinese as they read simplified', () => {
  it('a switch told in traditional characters flags the older statement, in either script', () => {
    const sw = switchAwayOf('推播服務已經從極光換成個推。')!;
    // The name is read in simplified characters, so a statement in either script still uses it.
    expect(sw.hanName).toBe('极光');
    expect(stillUses('App推播用極光推送。', sw)).toBe(true);
    expect(stillUses('App推播用极光推送。', sw)).toBe(true);
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
