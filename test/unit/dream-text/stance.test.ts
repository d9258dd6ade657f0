import { describe, expect, it } from 'vitest';
import { replacedIn, saysOpposite, stanceOf, stancesConflict } from '../../../electron/core/dream/text/stance.js';

describe('stanceOf: what the main clause does with its subject', () => {
  it.each([
    ['Never add a dependency without asking first.', 'forbid'],
    // a subject before "don't", the passive "is not to be", "every time" as always
    ['We don’t hold on to an uncollected bike for more than 30 days.', 'forbid'],
    ['PVA glue is not to be used on leather spines.', 'forbid'],
    ['Incident reports are to be filed the same day.', 'require'],
    ['Gloves on before you touch any cat under sedation, every time.', 'require'],
    ['Never push to main; you can open a pull request instead.', 'forbid'],
    ['You must never commit secrets.', 'forbid'],
    ['Adding new dependencies without asking is fine.', 'allow'],
    ['Committing with failing tests is OK on feature branches.', 'allow'],
    ['It is fine to log full card numbers in debug builds.', 'allow'],
    ['All tests must pass before you commit.', 'require'],
    ['Always run database migrations through the migrate script.', 'require'],
    ['There is no need to run the linter before every commit.', 'waive'],
    ['禁止用console.log调试。', 'forbid'],
    ['不可以直接改生产库。', 'forbid'],
    ['调试时可以随意用console.log。', 'allow'],
    ['报表查询可以不走ORM，直接写原生SQL。', 'waive'],
    ['小改动提交前不用跑单元测试。', 'waive'],
    ['所有数据库查询必须走ORM。', 'require'],
    ['The staging database is reset every Sunday.', null],
    ['这个问题别人已经修过了。', null],
    ['测试环境把密钥写进代码没问题。', 'allow'],
    ['日志里打印用户手机号没关系，方便排查问题。', 'allow'],
    ['Committing the .env file is fine for local demos.', 'allow'],
    // "no problem" inside a condition is no permission
    ['测试没问题再合并到主分支。', null],
    // a subject that can or cannot do something
    ['Admins can export customer lists from the dashboard.', 'allow'],
    ['Support agents cannot export customer lists.', 'forbid'],
    ["Contractors can't access the billing database.", 'forbid'],
    // a permission not to do something waives it
    ['内部接口不做鉴权也没问题。', 'waive'],
    ['Not signing nightly tags is fine.', 'waive'],
    ['周五下午发布也可以，只要值班同学在线。', 'allow'],
    // a label names the area, not the stance; "don't need" before a noun or a gerund waives
    ['**Logging:** Do not print session tokens.', 'forbid'],
    ['Builds: never ship a debug build to the store.', 'forbid'],
    ["Lockfiles don't need committing for the prototypes.", 'waive'],
    ["We don't need a second review for typo fixes.", 'waive'],
    ["We don't merge on Fridays.", 'forbid'],
  ])('%s -> %s', (text, stance) => {
    expect(stanceOf(text)).toBe(stance);
  });

  it('forbid against allow or require, and require against waive, conflict; the same stance does not', () => {
    expect(stancesConflict('forbid', 'allow')).toBe(true);
    expect(stancesConflict('require', 'forbid')).toBe(true);
    expect(stancesConflict('waive', 'require')).toBe(true);
    expect(stancesConflict('forbid', 'forbid')).toBe(false);
    expect(stancesConflict('allow', 'require')).toBe(false);
    expect(stancesConflict(null, 'forbid')).toBe(false);
  });

  it('saysOpposite: the statement says a word of the rule the opposite way', () => {
    expect(saysOpposite('All tests must pass before you commit.', 'Committing with failing tests is OK on feature branches.')).toBe(true);
    expect(saysOpposite('所有数据库查询必须走ORM。', '报表查询可以不走ORM。')).toBe(true);
    expect(saysOpposite('All tests must pass before you commit.', 'Run the tests before you commit.')).toBe(false);
    // a word of the rule under a negative prefix
    expect(saysOpposite('Always sign release tags.', 'Unsigned release tags are acceptable for nightly builds.')).toBe(true);
    expect(saysOpposite('Always write reversible schema changes.', 'Irreversible schema changes are fine for the reporting tables.')).toBe(true);
    expect(saysOpposite('Backups must be encrypted.', 'Unencrypted backups are OK in dev.')).toBe(true);
    // a prefix that is part of the word is none (import / port, display / play)
    expect(saysOpposite('Never expose the admin port.', 'Import the admin settings from the vault.')).toBe(false);
    expect(saysOpposite('Never play audio on page load.', 'Display the audio controls on page load.')).toBe(false);
    expect(saysOpposite('Unsigned builds never ship.', 'Unsigned builds are fine for nightlies.')).toBe(false);
  });
});

describe('replacedIn: what a statement puts something else in the place of', () => {
  it.each([
    ['Tickets can be printed on A5 instead of A4 paper when the tray is empty.', 'A4 paper'],
    ['Use tabs rather than spaces.', 'spaces'],
    ['夜班可以用短信代替电话通知。', '电话通知'],
    ['可以改用备用服务器', ''],
    ['Send it by post instead.', ''],
  ])('%s replaces "%s"', (s, replaced) => {
    expect(replacedIn(s)).toBe(replaced);
  });

  it('is null where nothing is replaced', () => {
    expect(replacedIn('Tickets are printed on A4 paper.')).toBeNull();
    expect(replacedIn('夜班用电话通知。')).toBeNull();
  });

  it('reads 一律 as a requirement and "may … without doing" as a waiver', () => {
    expect(stanceOf('报价单一律用人民币')).toBe('require');
    expect(stanceOf('Small fixes may be merged without running the load tests.')).toBe('waive');
  });
});

describe('stance: Cantonese and chat shorthand', () => {
  it('reads 唔使, 就得, 唔好, "no need 2" and "no X needed"', () => {
    expect(stanceOf('唔使经 staging')).toBe('waive');
    expect(stanceOf('直接喺 production 改就得')).toBe('allow');
    expect(stanceOf('唔好用 WhatsApp 傳病人資料')).toBe('forbid');
    expect(stanceOf('唔好意思，今日休息')).toBeNull();
    expect(stanceOf('no need 2 put the build nr in bug reports')).toBe('waive');
    expect(stanceOf('No badge required for the lobby.')).toBe('waive');
  });
});
