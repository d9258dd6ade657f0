import { describe, expect, it } from 'vitest';
import { asSentence, carriesFact, isChineseText, missingFactClauses, shortHook } from '../../../electron/core/dream/text/hook-clauses.js';

describe('carriesFact: what of a long index hook is worth keeping', () => {
  it.each([
    'the rollback script lives in ops/rollback.sh',
    'Its owner is the discovery team, reachable in #discovery.',
    'Deploy notes go to #releases',
    'Uses pnpm',
    '缓存过期时间是10分钟',
    '值班手机号写在飞书群公告里。',
    '发布规则改为两人审批',
  ])('a fact: %s', (clause) => {
    expect(carriesFact(clause)).toBe(true);
  });

  it.each([
    'Deploy checklist',
    'Search service notes.',
    'see the file for details and more notes',
    'More below, read the whole file.',
    'TODO tidy this entry up',
    'details in the file',
    '(updated, see below)',
    '缓存规则',
    '退款流程',
    '详见文件',
    '更多内容见下文。',
    '具体见下面',
    '',
    ' ; ',
  ])('not a fact: %s', (clause) => {
    expect(carriesFact(clause)).toBe(false);
  });
});

describe('asSentence: in the file language', () => {
  it('a Chinese file gets a Chinese full stop, an English one a capital and a period', () => {
    expect(asSentence('缓存过期时间是10分钟，热点商品是30秒', true)).toBe('缓存过期时间是10分钟，热点商品是30秒。');
    expect(asSentence('缓存过期时间是10分钟.', true)).toBe('缓存过期时间是10分钟。');
    expect(asSentence('the rollback script lives in ops/rollback.sh', false)).toBe('The rollback script lives in ops/rollback.sh.');
    expect(asSentence('Ends already!', false)).toBe('Ends already!');
    expect(isChineseText('缓存键必须带版本号，Redis 集群由架构组维护。')).toBe(true);
    expect(isChineseText('The cache lives in front of the catalog API (缓存).')).toBe(false);
  });
});

describe('missingFactClauses', () => {
  it('keeps the facts the file lacks, drops labels, pointers and what the file says', () => {
    const hook = 'Deploy checklist; run the smoke tests after each deploy; the rollback script lives in ops/rollback.sh; see the file for details';
    expect(missingFactClauses(hook, 'Run the smoke tests after each deploy.\n')).toEqual(['The rollback script lives in ops/rollback.sh.']);
  });

  it('splits Chinese sentences without spaces and writes them as Chinese sentences', () => {
    const hook = '值班说明。值班每周一早上交接。值班手机号写在飞书群公告里。更多内容见下文。';
    expect(missingFactClauses(hook, '值班每周一早上交接。\n')).toEqual(['值班手机号写在飞书群公告里。']);
    expect(missingFactClauses('退款流程；超过5000元的退款要主管审批；具体见下面', '退款需要财务复核。\n')).toEqual(['超过5000元的退款要主管审批。']);
  });

  it('never brings back a clause this dream found outdated', () => {
    const outdated = new Set(['the api runs on heroku']);
    expect(missingFactClauses('The api runs on Heroku; deploys need approval from Dana', 'Deploys happen on Tuesdays.\n', outdated)).toEqual(['Deploys need approval from Dana.']);
  });
});

describe('shortHook: what a shortened MEMORY.md line keeps', () => {
  it.each([
    ['Deploy checklist; run the smoke tests after each deploy; the rollback script lives in ops/rollback.sh; see the file for details', 'Deploy checklist; run the smoke tests after each deploy'],
    ['TODO tidy this; the weekly report goes out on Mondays; the template is in Notion', 'the weekly report goes out on Mondays'],
    ['Search service notes. The search service indexes products every hour. More below, read the whole file.', 'Search service notes. The search service indexes products every hour.'],
    ['退款流程；退款需要财务复核；超过5000元的退款要主管审批；具体见下面', '退款流程；退款需要财务复核'],
    ['待补充；值班每周一早上交接。值班手机号写在飞书群公告里。', '值班每周一早上交接。'],
  ])('%s', (hook, kept) => {
    expect(shortHook(hook)).toBe(kept);
  });

  it('null when no clause carries a fact', () => {
    expect(shortHook('Deploy checklist; see the file for details')).toBeNull();
    expect(shortHook('详见文件')).toBeNull();
  });
});
