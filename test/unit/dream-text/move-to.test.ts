import { describe, expect, it } from 'vitest';
import { homeBefore, moveConflicts, moveToOf } from '../../../electron/core/dream/text/move-to.js';
import type { DatedFact } from '../../../electron/core/dream/text/supersede.js';

const fact = (docId: string, text: string, date: string): DatedFact => ({ docId, factIndex: 0, text, date });

describe('moveToOf: a move that names only where something went', () => {
  it.each([
    ['The public API migrated to Render.', ['public', 'api'], ['render']],
    ['We switched the docs site to Docusaurus.', ['doc', 'site'], ['docusauru']],
    ['The nightly builds have been moved over to Buildkite.', ['nightly', 'build'], ['buildkite']],
    ['订单服务迁移到了阿里云。', ['订单', '服务'], ['阿里', '云']],
    ['我们把日志服务迁到了Loki。', ['日志', '服务'], ['loki']],
  ])('%s', (text, subject, to) => {
    const mv = moveToOf(text);
    expect([...(mv?.subject ?? [])].sort()).toEqual([...subject].sort());
    expect([...(mv?.to ?? [])].sort()).toEqual([...to].sort());
  });

  it.each([
    'We moved CI from Jenkins to GitHub Actions.', // a from ... to switch: switch-away's
    'In March we tried Bun for the build scripts but went back to Node 20.',
    'We plan to migrate the public API to Render next quarter.',
    'Should we move the docs site to Docusaurus?',
    '订单服务从AWS迁移到了阿里云。',
    'We moved to Lisbon.', // nothing but the mover moved
  ])('no move: %s', (text) => {
    expect(moveToOf(text)).toBeNull();
  });
});

describe('homeBefore: the older statement names where the moved subject was', () => {
  const api = moveToOf('The public API migrated to Render.')!;
  it('names the older home, whatever else the statement says', () => {
    expect(homeBefore('The public API runs on Heroku in the EU region, and only Dana can approve scaling changes.', api)).toBe('Heroku');
    expect(homeBefore('订单服务部署在AWS上，扩容需要运维审批。', moveToOf('订单服务迁移到了阿里云。')!)).toBe('AWS');
    expect(homeBefore('The docs site is built with Gatsby and deployed by Lee.', moveToOf('We switched the docs site to Docusaurus.')!)).toBe('Gatsby');
  });

  it.each([
    ['The public API is rate-limited to 100 requests per minute.', 'no home named'],
    ['The billing API runs on Heroku.', 'another subject'],
    ['The public API runs on Render in Frankfurt.', 'already the new home'],
    ['The public API does not run on Heroku.', 'negated'],
    ['The public API moved from Heroku to Fly.io.', 'itself a switch'],
  ])('none: %s (%s)', (older) => {
    expect(homeBefore(older, api)).toBeNull();
  });
});

describe('moveConflicts', () => {
  it('flags older statements naming the old home, never a later one, the same file or a skipped pair, at most three per move', () => {
    const move = fact('render.md', 'The public API migrated to Render.', '2026-11-10');
    const older = Array.from({ length: 5 }, (_, i) => fact(`h${i}.md`, `The public API runs on Heroku in region ${i}.`, '2026-06-01'));
    const later = fact('later.md', 'The public API runs on Heroku in the US.', '2026-11-20');
    const same = fact('render.md', 'The public API runs on Heroku.', '2026-06-01');
    const out = moveConflicts([move, ...older, later, same], (a) => a.docId === 'h0.md');
    expect(out).toHaveLength(3);
    expect(out.every((c) => c.kind === 'outdated' && c.b === move && c.reason.includes('Heroku') && c.reason.includes('Render'))).toBe(true);
    expect(out.some((c) => c.a.docId === 'h0.md' || c.a === later || c.a === same)).toBe(false);
  });
});

describe('moves told with 换到 / 换成, and the home named with a kind word', () => {
  const cos = moveToOf('电子发票PDF的存储已经换到腾讯云COS。')!;
  it('names the older home; the kind word of the subject (存储) need not be in the older statement', () => {
    expect([...cos.to]).toContain('cos');
    expect(homeBefore('电子发票PDF存放在又拍云，保留五年，下载需要登录鉴权。', cos)).toBe('又拍云');
  });

  it.each([
    ['电子发票PDF存放在腾讯云COS，保留五年。', 'already the new home'],
    ['合同PDF存放在又拍云。', 'another subject'],
    ['测试环境的电子发票PDF存放在又拍云。', 'a scope the move does not name is fine'],
  ])('%s (%s)', (older, why) => {
    expect(homeBefore(older, cos)).toBe(why.startsWith('a scope') ? '又拍云' : null);
  });

  it('another environment than the move is no home of the moved subject', () => {
    expect(homeBefore('测试环境的订单服务部署在AWS上。', moveToOf('生产环境的订单服务迁移到了阿里云。')!)).toBeNull();
    expect(moveToOf('存储换到了COS。')).not.toBeNull();
    expect(homeBefore('存放在又拍云。', moveToOf('存储换到了COS。')!)).toBeNull(); // a subject of kind words only names nothing
  });
});

describe('a move told with its destination only, to a place or a system, and the older place it was kept', () => {
  it.each([
    ['Seed bank accession records were migrated to GRIN-Global this autumn.', ['seed', 'bank', 'accession', 'record'], ['grin', 'global']],
    ['Berth bookings were transferred to Harba over the winter.', ['berth', 'booking'], ['harba']],
    ['The spare kayak paddles were relocated to the clubhouse loft.', ['spare', 'kayak', 'paddle'], ['clubhouse', 'loft']],
    ['Signed volunteer agreements have been moved into DocuSign.', ['sign', 'volunteer', 'agreement'], ['docusign']],
    ['备用钥匙已经挪到了保安室的钥匙箱。', ['备用'], ['保安', '钥匙']],
  ])('%s', (text, subject, to) => {
    const mv = moveToOf(text);
    for (const w of subject) expect([...(mv?.subject ?? [])]).toContain(w);
    for (const w of to) expect([...(mv?.to ?? [])].join(' ')).toContain(w);
  });

  it.each([
    'Patient notes were not migrated to Jane App; they stay in Cliniko.',
    'The first-aid kit was never moved to reception; it is still under the stairs.',
    "The archive hasn't been moved to S3.",
    'We are thinking about moving the volunteer rotas into Rosterfy.',
    'Should rental waivers move to Smartwaiver?',
    '客户合同没有迁到契约锁，还在档案柜里。',
    '样本登记还没有迁到 LIMS，仍然用纸质表格。',
    '打算把会员档案迁到飞书，还没定。',
  ])('no move: %s', (text) => {
    expect(moveToOf(text)).toBeNull();
  });

  it('names a place an older statement keeps the thing in, English and Chinese', () => {
    expect(homeBefore('Seed bank accession records live in an Access database on the lab PC.', moveToOf('Seed bank accession records were migrated to GRIN-Global.')!)).toBe('Access database');
    expect(homeBefore('The spare kayak paddles are stored in the container by the slipway.', moveToOf('The spare kayak paddles were relocated to the clubhouse loft.')!)).toBe('container');
    expect(homeBefore("Signed volunteer agreements are kept in a binder behind the shelter's front desk.", moveToOf('Signed volunteer agreements have been moved into DocuSign.')!)).toBe('binder');
    expect(homeBefore('备用钥匙放在前台的抽屉里。', moveToOf('备用钥匙已经挪到了保安室的钥匙箱。')!)).toBe('前台的抽屉');
    expect(homeBefore('学生的作业提交在学校的 FTP 服务器上。', moveToOf('学生的作业提交已经迁到了钉钉。')!)).toBe('学校的 FTP 服务器');
  });

  it('never for another thing kept there', () => {
    expect(homeBefore('Hive inspection records live in a paper logbook at the apiary.', moveToOf('Honey sales records were migrated to Square.')!)).toBeNull();
    expect(homeBefore('The defibrillator is kept at the front entrance.', moveToOf('The fire blanket was moved to the kitchen.')!)).toBeNull();
    expect(homeBefore('发票存放在财务室的档案柜里。', moveToOf('合同已经迁到了契约锁。')!)).toBeNull();
  });

  it('meets an older statement in Traditional characters', () => {
    const older = fact('members.md', '會員資料存放在櫃台電腦裡。', '2026-04-02');
    const move = fact('members-new.md', '會員資料已經移到 Notion 了。', '2026-11-20');
    const out = moveConflicts([older, move], () => false);
    expect(out).toHaveLength(1);
    expect(out[0]!.reason).toContain('櫃台電腦');
  });
});

describe('homeBefore: a state is no place', () => {
  const api = moveToOf('The public API migrated to Render.')!;
  it('reads "is in the cabinet" as a place, never "is in beta" or "is on hold"', () => {
    expect(homeBefore('The public API is in beta.', api)).toBeNull();
    expect(homeBefore('The public API is on hold until the audit.', api)).toBeNull();
    expect(homeBefore('The spare paddles are in the container.', moveToOf('The spare paddles were relocated to the loft.')!)).toBe('container');
  });
});

describe('a new home told with "now" and no verb of moving', () => {
  it.each([
    ['Signed consent forms are now stored in Egnyte.', 'Signed consent forms are filed in the grey cabinet in room 4.', 'grey cabinet'],
    ['We now keep the spare keys in the key safe by the back door.', 'The spare keys hang on a hook in the site office.', 'hook'],
    ['门店的排班表如今都发在企业微信里。', '门店的排班表贴在员工休息室的墙上。', '员工休息室的墙'],
    ['灭火器已经改放到二楼走廊了。', '灭火器放置在一楼楼梯口。', '一楼楼梯口'],
  ])('%s', (newer, older, home) => {
    const mv = moveToOf(newer);
    expect(mv).not.toBeNull();
    expect(homeBefore(older, mv!)).toBe(home);
  });

  it.each([
    'Seedling orders are now also copied into Airtable.',
    'We also keep a second set of spare keys at the neighbour\'s.',
    '消防检查那天，灭火器临时搬到了二楼走廊。',
  ])('no new home: %s', (text) => {
    const mv = moveToOf(text);
    expect(mv === null || homeBefore('The spare keys hang on a hook in the site office.', mv) === null).toBe(true);
  });
});

describe('a move for a while is no move', () => {
  it.each(['The spare keys were temporarily moved to the key safe.', 'The paddles were moved to the loft until the refit ends.', '装修期间活动物资临时放在一楼的储藏室。', '灭火器暂时挪到了二楼走廊。'])('%s', (text) => {
    expect(moveToOf(text)).toBeNull();
  });
});

describe('homeBefore: what the subject is, named by a copula or a label', () => {
  it.each([
    ["The charity's CRM is HubSpot.", 'We moved the CRM to Pipedrive in September.', 'HubSpot'],
    ['- **Donor CRM:** HubSpot', 'The donor CRM was migrated to Beacon.', 'HubSpot'],
    ['协会的会员系统是有赞。', '协会的会员系统已经迁到了微盟。', '有赞'],
    ['- 会员系统：有赞', '会员系统已经迁移到微盟。', '有赞'],
  ])('%s', (older, newer, home) => {
    expect(homeBefore(older, moveToOf(newer)!)?.toLowerCase()).toBe(home.toLowerCase());
  });

  it('never for another subject, nor a state told by the copula', () => {
    expect(homeBefore("The charity's CRM is HubSpot.", moveToOf('We moved the mailing list to Pipedrive.')!)).toBeNull();
    expect(homeBefore('- 会员系统：有赞', moveToOf('收银系统已经迁移到微盟。')!)).toBeNull();
    expect(homeBefore('The public API is rate-limited.', moveToOf('The public API migrated to Render.')!)).toBeNull();
  });
});

describe('homeBefore: round 12 — a passive home with a name, a thing the move leaves', () => {
  it.each([
    ['Nightly backups are written to the LTO-8 tape library in hall A.', 'We moved the nightly backups to the Wasabi bucket dc-nightly.'],
    ['CCTV recordings are saved to the QNAP TS-464 in the cellar.', 'We moved the CCTV recordings to the Synology DS923 in the office.'],
    ['QA files every bug in Mantis, tagged with the build number it was found on.', 'The QA team has migrated to Jira, and Mantis is kept read-only for old tickets.'],
  ])('%s / %s', (older, newer) => {
    const mv = moveToOf(newer);
    expect(mv).not.toBeNull();
    expect(homeBefore(older, mv!)).not.toBeNull();
  });

  it.each([
    // a place with no name is no home; a thing said to go on was not left
    ['The weekly review is discussed in the big meeting on Mondays.', 'We moved the weekly review to Notion.'],
    ['Support discusses escalations in Slack.', 'The support team has moved to Zendesk, and Slack is still used for chat.'],
  ])('%s / %s names no home', (older, newer) => {
    const mv = moveToOf(newer);
    expect(mv === null || homeBefore(older, mv) === null).toBe(true);
  });
});
