import { describe, expect, it } from 'vitest';
import { asSentence, carriesFact, factPart, isChineseText, joinSentences, missingFactClauses, shortHook } from '../../../electron/core/dream/text/hook-clauses.js';

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

describe('factPart: pointers and to-dos inside a clause are not facts', () => {
  it.each([
    ['Chargebacks are answered within 7 days, WIP, see the file for more', 'Chargebacks are answered within 7 days'],
    ['Card refunds are settled later by the nightly batch', 'Card refunds are settled later by the nightly batch'],
    ['check the dashboard before each deploy', 'check the dashboard before each deploy'],
    // An emphasis mark before its colon (NB, PSA, important) is talk about the note, not part of the fact.
    ['NB: the API key rotates monthly', 'the API key rotates monthly'],
    ['评审前先看共享盘设计文件夹里的最新稿', '评审前先看共享盘设计文件夹里的最新稿'],
    ['灰度流量按用户ID尾号分配，有空再补充', '灰度流量按用户ID尾号分配'],
  ])('%s', (clause, fact) => {
    expect(factPart(clause)).toBe(fact);
  });

  it.each(['NB tidy later', 'clean up later', 'tidy this entry up later', 'Work in progress, see the file for the rest.', 'more in file', 'rest in the file', 'needs cleanup', '看文件', '详情看文件', '回头再整理', '有空再补充，看文件'])('no fact: %s', (clause) => {
    expect(factPart(clause)).toBeNull();
    expect(carriesFact(clause)).toBe(false);
  });
});

describe('a leading label stays in the index, never in the topic file', () => {
  it('keeps the label and the first fact in the index line', () => {
    expect(shortHook('Feature flags; flags live in LaunchDarkly; stale flags are removed monthly; NB tidy later')).toBe('Feature flags; flags live in LaunchDarkly');
    expect(shortHook('Uses pnpm; the lockfile is committed; see the file for more')).toBe('Uses pnpm');
    expect(shortHook('搜索配置；搜索集群有三个节点；快照每天凌晨备份；回头再整理')).toBe('搜索配置；搜索集群有三个节点');
  });

  it('moves only the other facts, without their noise, joined in the file language', () => {
    expect(missingFactClauses('Feature flags; flags live in LaunchDarkly; stale flags are removed monthly, WIP; NB tidy later; more in file', 'Flags live in LaunchDarkly.\n')).toEqual(['Stale flags are removed monthly.']);
    expect(missingFactClauses('Uses pnpm; the lockfile is committed', 'The lockfile is committed.\n')).toEqual(['Uses pnpm.']);
    const zh = missingFactClauses('搜索配置；搜索集群有三个节点；快照每天凌晨备份到对象存储；索引模板放在仓库的search目录；回头再整理；看文件', '搜索集群有三个节点。\n');
    expect(zh).toEqual(['快照每天凌晨备份到对象存储。', '索引模板放在仓库的search目录。']);
    expect(joinSentences(zh)).toBe('快照每天凌晨备份到对象存储。索引模板放在仓库的search目录。');
    expect(joinSentences(['Stale flags are removed monthly.', 'Owners are listed in CODEOWNERS.'])).toBe('Stale flags are removed monthly. Owners are listed in CODEOWNERS.');
  });
});
