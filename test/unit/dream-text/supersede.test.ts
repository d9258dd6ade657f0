import { describe, expect, it } from 'vitest';
import { findSupersessionsScaled } from '../../../electron/core/dream/supersede-scale.js';
import { findSupersessions, markerOf, partialRewrite } from '../../../electron/core/dream/text/supersede.js';
import type { DatedFact } from '../../../electron/core/dream/text/supersede.js';

let n = 0;
const fact = (text: string, date: string, docId = `doc${n += 1}.md`): DatedFact => ({ docId, factIndex: 0, text, date });
const pairs = (facts: DatedFact[]): [string, string, string][] =>
  findSupersessions(facts).supersessions.map((s) => [s.older.text, s.newer.text, s.kind]);

describe('findSupersessions: explicit replacements', () => {
  it.each([
    ['We use npm for installs.', 'Switched from npm to bun for installs.', 'replacement'],
    ['We use npm.', 'We moved from npm to bun last sprint.', 'replacement'],
    ['Deploys go through Heroku.', 'Replaced Heroku with Fly for deploys.', 'replacement'],
    ['CI runs on Jenkins.', 'CI now runs on GitHub Actions instead of Jenkins.', 'replacement'],
    ['We use npm for installs.', 'We no longer use npm for installs.', 'cessation'],
    ['The nightly export runs on the old cron box.', 'The nightly export no longer runs on the old cron box.', 'cessation'],
    ['We use npm for installs.', 'We now use bun for installs.', 'substitution'],
    ['Use Node 18 for CI.', 'Upgraded from Node 18 to Node 20 for CI.', 'replacement'],
    ['Use Node 18 for CI.', 'We now use Node 20 for CI.', 'substitution'],
    ['我们用npm安装依赖。', '我们改用bun安装依赖。', 'substitution'],
    ['我们用npm安装依赖。', '我们不再用npm安装依赖。', 'cessation'],
    ['部署用Heroku。', '部署从Heroku换成了Fly。', 'replacement'],
    ['我们用npm。', '用bun代替npm。', 'replacement'],
    // more switch verbs: cut over, ported, 切到, 换至
    ['The status page is hosted on Statuspage.', 'We cut over the status page from Statuspage to Instatus.', 'replacement'],
    ['部署用Heroku。', '部署从Heroku切到了Fly。', 'replacement'],
    ['部署用Heroku。', '部署从Heroku换至Fly。', 'replacement'],
  ])('%s  ->  %s', (older, newer, kind) => {
    expect(pairs([fact(older, '2026-10-01'), fact(newer, '2026-11-01')])).toEqual([[older, newer, kind]]);
  });
});

// A direct negation with no word of change is a reversal, a mistake or two rules: a contradiction naming both, never an edit.
describe('findSupersessions: direct negation', () => {
  it.each([
    ['We use npm.', "We don't use npm."],
    ['Mock the database in integration tests.', 'Never mock the database in integration tests.'],
    ["Don't squash merge PRs.", 'Squash merge PRs.'],
    ['集成测试里模拟数据库。', '集成测试里不要模拟数据库。'],
    ['Staff may take the delivery van home on weekends.', 'Staff may not take the delivery van home on weekends.'],
    ['義工可以把推車帶回家過夜。', '義工不可以把推車帶回家過夜。'],
    ['Volunteers can take the tool trolley home overnight.', "Volunteers can't take the tool trolley home overnight."],
  ])('%s  ->  %s', (older, newer) => {
    const r = findSupersessions([fact(newer, '2026-11-05'), fact(older, '2026-11-01')]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts.map((c) => [c.kind, c.a.text, c.b.text])).toEqual([['contradiction', older, newer]]);
    expect(r.conflicts[0]!.reason).toMatch(/opposite polarity over the same words, but no word says the newer one replaced the older/);
  });
});

describe('findSupersessions: a restricted statement is not the plain opposite', () => {
  it.each([
    ['生产环境不要打开调试日志。', '调试日志只能在非生产环境打开。'],
    ['Do not enable debug logs in production.', 'Enable debug logs only outside production.'],
    ["Don't run the load tests against production.", 'Run the load tests against non-production.'],
  ])('%s / %s: a contradiction to look at, never an edit', (older, newer) => {
    const r = findSupersessions([fact(older, '2026-08-15'), fact(newer, '2026-11-05')]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts.map((c) => [c.kind, c.a.text, c.b.text])).toEqual([['contradiction', older, newer]]);
    expect(r.conflicts[0]!.reason).toMatch(/opposite polarity over the same words, but one of them is restricted/);
  });

  it('an unrestricted opposite is a contradiction as well, never an edit', () => {
    const r = findSupersessions([fact('生产环境打开调试日志。', '2026-08-15'), fact('生产环境不要打开调试日志。', '2026-11-05')]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts.map((c) => c.kind)).toEqual(['contradiction']);
  });
});

describe('findSupersessions: an explicit switch about the same subject in other words', () => {
  it.each([
    ['订单数据存放在MySQL，保留三年。', '订单数据的存储从MySQL迁移到了TiDB。'],
    ['The build cache lives in S3 for 14 days.', 'The build cache storage moved from S3 to R2.'],
    // words only one of them has (保留, 90) never keep the two from meeting
    ['商品图片存放在又拍云，保留180天。', '商品图片的存储从又拍云换成了腾讯云COS。'],
  ])('%s / %s: an outdated finding, never silent, never an edit', (older, newer) => {
    const r = findSupersessions([fact(older, '2026-08-15'), fact(newer, '2026-11-05')]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts.map((c) => [c.kind, c.a.text, c.b.text])).toEqual([['outdated', older, newer]]);
  });

  it.each([
    ['订单服务部署在北京机房。', '搜索服务从北京机房迁移到了上海机房。'],
    ['The iOS app uses CocoaPods.', 'The Android app switched from CocoaPods to Gradle.'],
    ['The admin panel deploys with Ansible.', 'The marketing site switched from Ansible to Terraform.'],
  ])('another subject sharing one word is left alone: %s / %s', (older, newer) => {
    const r = findSupersessions([fact(older, '2026-08-15'), fact(newer, '2026-11-05')]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts).toEqual([]);
  });
});

describe('findSupersessions: what a cessation names', () => {
  it.each([
    ['库存服务通过v1接口同步数据。', 'v1接口已弃用，库存服务改用v2接口同步数据。'],
    ['订单服务调用旧版风控接口。', '旧版风控接口已经废弃，订单服务改用新版风控接口。'],
    ['Builds run on Jenkins.', 'We stopped using Jenkins; builds now run on GitHub Actions.'],
  ])('the marker words are not part of what stopped: %s -> %s', (older, newer) => {
    expect(pairs([fact(older, '2026-08-15'), fact(newer, '2026-11-05')])).toEqual([[older, newer, 'cessation']]);
  });

  it('a deprecation of something else leaves the older fact alone', () => {
    expect(pairs([fact('库存服务通过v1接口同步数据。', '2026-08-15'), fact('v1支付接口已弃用。', '2026-11-05')])).toEqual([]);
  });
});

describe('findSupersessions: conservative', () => {
  it('never pairs unrelated facts', () => {
    expect(pairs([
      fact('We use Postgres for storage.', '2026-10-01'),
      fact('We now use bun for installs.', '2026-11-01'),
      fact('Switched from npm to bun.', '2026-11-02'),
      fact('Deploy to staging first.', '2026-10-01'),
      fact('Now deploy to prod on Fridays only after review.', '2026-11-03'),
      fact("Don't mock the database in integration tests.", '2026-10-01'),
      fact('Mock the payment gateway in unit tests.', '2026-11-04'),
      fact('每周一开会。', '2026-10-01'),
      fact('不要在周五部署。', '2026-11-05'),
    ])).toEqual([]);
  });

  it('keeps facts that say more than what was replaced: a conflict to look at, or nothing', () => {
    const audit = fact('npm audit runs weekly in CI and blocks merges.', '2026-10-01');
    const publish = fact('Use npm publish for releases.', '2026-10-01');
    const sw = fact('Switched from npm to bun.', '2026-11-01');
    const r = findSupersessions([audit, publish, sw]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts.map((c) => c.a.text)).toEqual([publish.text]);
    expect(r.conflicts[0]?.reason).toMatch(/may be outdated by/);
  });

  it('never supersedes within one file', () => {
    expect(pairs([fact('We used npm.', '2026-10-01', 'a.md'), fact('Switched from npm to bun.', '2026-11-01', 'a.md')])).toEqual([]);
  });

  it('does not treat an already negative fact as replaced by a switch', () => {
    expect(pairs([fact("We don't use yarn.", '2026-10-01'), fact('Switched from yarn to bun.', '2026-11-01')])).toEqual([]);
  });
});

describe('findSupersessions: conflicts', () => {
  it('reports contradictions with the same date instead of choosing', () => {
    const r = findSupersessions([fact('We use npm for installs.', '2026-11-01'), fact('Switched from npm to bun for installs.', '2026-11-01T18:00:00Z')]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts).toHaveLength(1);
    expect(r.conflicts[0]?.reason).toMatch(/same date/);
  });

  it('reports a newer fact that goes back on an older explicit switch', () => {
    const r = findSupersessions([fact('Switched from npm to bun for installs.', '2026-10-01'), fact('We use npm for installs.', '2026-11-01')]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts[0]?.reason).toMatch(/already said it was replaced/);
  });

  it('reports two values for one setting without a marker', () => {
    const r = findSupersessions([fact('Use Node 18 for CI.', '2026-10-01'), fact('Use Node 20 for CI.', '2026-11-01')]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts[0]?.reason).toMatch(/different values \(18 vs 20\)/);
  });
});

describe('findSupersessions: several facts', () => {
  it('keeps one supersession per older fact: the newest', () => {
    const old = fact('We use npm for installs.', '2026-09-01');
    const r = findSupersessions([old, fact('Switched from npm to pnpm for installs.', '2026-10-01'), fact('We moved from npm to bun for installs.', '2026-11-01')]);
    expect(r.supersessions.filter((s) => s.older.text === old.text).map((s) => s.newer.date)).toEqual(['2026-11-01']);
  });
});

describe('markerOf', () => {
  it('reads what was replaced and by what', () => {
    const m = markerOf('Switched from npm to bun for installs.');
    expect(m?.kind).toBe('replacement');
    expect([...(m?.old ?? [])]).toEqual(['npm']);
    expect([...(m?.replacement ?? [])]).toEqual(['bun', 'install']);
    expect(markerOf('We no longer deploy on Fridays.')?.kind).toBe('cessation');
    expect(markerOf('不再使用npm')?.kind).toBe('cessation');
    expect(markerOf('改用pnpm')?.kind).toBe('substitution');
    expect(markerOf('We use npm.')).toBeNull();
  });
});

describe('findSupersessions: scale', () => {
  it('bounds the work and the findings on many near-identical facts', () => {
    const facts = Array.from({ length: 600 }, (_, i) => fact(`The sync worker retries ${i} times.`, `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`));
    const r = findSupersessions(facts, { maxConflictsPerFact: 2 });
    const perFact = new Map<DatedFact, number>();
    for (const c of r.conflicts) for (const f of [c.a, c.b]) perFact.set(f, (perFact.get(f) ?? 0) + 1);
    expect(Math.max(...perFact.values())).toBeLessThanOrEqual(2);
    expect(r.conflicts.length).toBeLessThanOrEqual(600);
    expect(r.conflicts.length).toBeGreaterThan(0);
  });
});

describe('findSupersessions: many phrasings, English and Chinese', () => {
  it.each([
    ['We deploy the web app with Capistrano.', 'We no longer deploy the web app with Capistrano; now we use GitHub Actions.'],
    ['The on-call channel is #ops-alerts.', 'The on-call channel is now #incident-room.'],
    ['Search uses Elasticsearch for the product index.', 'We replaced Elasticsearch with OpenSearch for the product index.'],
    ['The portal login uses the legacy-auth SDK.', 'The legacy-auth SDK is deprecated, use auth-next for the portal login.'],
    ['订单服务部署在Heroku上。', '订单服务从Heroku迁移到了Fly.io。'],
    ['报表系统用Jenkins构建。', '报表系统不再用Jenkins，改用GitHub Actions构建。'],
    ['前端用webpack打包。', '前端打包从webpack换成了Vite。'],
  ])('%s  ->  %s', (older, newer) => {
    const r = findSupersessions([fact(older, '2026-09-01'), fact(newer, '2026-11-10')]);
    expect(r.supersessions.map((s) => [s.older.text, s.newer.text])).toEqual([[older, newer]]);
  });

  it('never pairs statements about another subject (traps)', () => {
    for (const [older, newer] of [
      ['搜索服务用npm安装依赖。', '订单服务从npm换成了bun安装依赖。'],
      ['Logs of the billing service go to Splunk.', 'Logs of the ledger service are now shipped to Datadog.'],
      ['The admin panel deploys with Ansible.', 'The marketing site no longer deploys with Ansible.'],
    ] as const) {
      const r = findSupersessions([fact(older, '2026-09-01'), fact(newer, '2026-11-10')]);
      expect(r.supersessions, older).toEqual([]);
      expect(r.conflicts, older).toEqual([]);
    }
  });
});

describe('findSupersessions: an older statement that says more is rewritten in part, or flagged', () => {
  it('rewrites only the replaced part and keeps the rest', () => {
    const older = fact('Payments run on Heroku and deploys need approval from Dana.', '2026-09-01');
    const r = findSupersessions([older, fact('Payments moved from Heroku to Fly.io.', '2026-11-10')]);
    expect(r.supersessions.map((s) => s.rewrite)).toEqual(['Payments run on Fly.io (Heroku until 2026-11-10) and deploys need approval from Dana.']);
    expect(r.supersessions[0]?.reason).toMatch(/outdated in part/);
  });

  it('writes the Chinese form in Chinese', () => {
    expect(partialRewrite('订单服务部署在Heroku上，发布需要张三审批。', 'Heroku', 'Fly.io', '2026-11-10')).toBe('订单服务部署在Fly.io（2026-11-10之前是Heroku）上，发布需要张三审批。');
  });

  it('does not rewrite a name written twice, inside another word, or a long replacement', () => {
    expect(partialRewrite('npm runs npm audit.', 'npm', 'bun', '2026-11-10')).toBeNull();
    expect(partialRewrite('Use pnpm here.', 'npm', 'bun', '2026-11-10')).toBeNull();
    expect(partialRewrite('Use npm here.', 'npm', 'bun, then yarn, then npm again and more words', '2026-11-10')).toBeNull();
  });

  it('flags as outdated, naming both statements, when a rewrite is not safe (a name the newer one lacks)', async () => {
    const older = fact('Nightly backups go to S3 in us-east-2 and are kept for 30 days.', '2026-09-01');
    const newer = fact('Nightly backups moved from S3 to Backblaze B2.', '2026-11-10');
    const r = await findSupersessionsScaled([older, newer]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts.map((c) => c.kind)).toEqual(['outdated']);
    expect(r.conflicts[0]?.reason).toContain(older.text);
    expect(r.conflicts[0]?.reason).toContain(newer.text);
  });

  it('rewrites nothing for a bare switch that names no subject', () => {
    const r = findSupersessions([fact('Use npm publish for releases.', '2026-10-01'), fact('Switched from npm to bun.', '2026-11-01')]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts.map((c) => c.kind)).toEqual(['outdated']);
  });
});

describe('findSupersessions: what adds, narrows or stops something else is no supersession', () => {
  it.each([
    // an addition replaces nothing
    ['The API accepts JSON.', 'The API now also accepts XML.'],
    ['The monthly invoice run is on the 1st.', 'The monthly invoice run now also sends a Slack summary.'],
    // a stop of another subject: one word each way
    ['The docs site uses Disqus for comments.', 'The blog no longer uses Disqus for comments.'],
    // a state for a name or a day, an agent for a language: another attribute
    ['Release branches are cut from main every Monday.', 'The release branch is now frozen.'],
    ['The ledger service is written in Rust.', 'The ledger service is now owned by the Treasury team.'],
    // a change still to come
    ['The website is hosted on Netlify.', 'We will move the website from Netlify to Cloudflare Pages next month.'],
  ])('never: %s / %s', (a, b) => {
    const r = findSupersessions([fact(a, '2026-03-02'), fact(b, '2026-11-12')]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts.filter((c) => c.kind === 'outdated')).toEqual([]);
  });

  it('a change under a condition the older statement lacks is a finding, not an edit', () => {
    const older = fact('Refunds need a manager approval.', '2026-03-02');
    const newer = fact('Refunds over $500 now need a director approval.', '2026-11-12');
    const r = findSupersessions([older, newer]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts).toHaveLength(1);
    expect(r.conflicts[0]).toMatchObject({ kind: 'outdated', a: older, b: newer });
    expect(r.conflicts[0]!.reason).toContain('condition');
  });
});

describe('findSupersessions: an older statement with a clause the newer one does not touch', () => {
  it.each([
    ['We render PDFs with wkhtmltopdf; the templates are in /pdf.', 'We no longer use wkhtmltopdf; PDFs are now rendered with Playwright.', 'the templates are in /pdf'],
    ['接口文档用 Swagger UI 生成，放在内网。', '接口文档不再用 Swagger UI，改用 Redoc。', '放在内网'],
  ])('is flagged, never removed: %s / %s', (a, b, kept) => {
    const r = findSupersessions([fact(a, '2026-03-02'), fact(b, '2026-11-12')]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts).toHaveLength(1);
    expect(r.conflicts[0]!.kind).toBe('outdated');
    expect(r.conflicts[0]!.reason).toContain(kept);
  });

  it('a statement whose every clause is about what changed still goes', () => {
    expect(pairs([fact('The build cache is stored on the NFS share.', '2026-03-02'), fact('We switched the build cache from the NFS share to S3.', '2026-11-12')])).toHaveLength(1);
  });
});

describe('findSupersessions: the passive 被…取代 names what was replaced first', () => {
  it('reads 有赞已经被微盟取代了 as 有赞 replaced by 微盟', () => {
    const m = markerOf('有赞已经被微盟取代了，会员积分都记在微盟上。');
    expect(m?.kind).toBe('replacement');
    expect([...(m?.old ?? [])].join('')).toBe('有赞');
    expect([...(m?.replacement ?? [])].join('')).toBe('微盟');
    const r = findSupersessions([fact('茶馆的会员积分记在有赞上。', '2026-05-12'), fact('有赞已经被微盟取代了，会员积分都记在微盟上。', '2026-11-26')]);
    expect([...r.supersessions.map((s) => s.older.text), ...r.conflicts.map((c) => c.a.text)]).toEqual(['茶馆的会员积分记在有赞上。']);
  });

  it('the active form keeps its order, and a statement about another thing is not paired', () => {
    expect([...(markerOf('用微盟取代了有赞。')?.old ?? [])].join('')).toBe('有赞');
    const r = findSupersessions([fact('门店的收银用有赞。', '2026-05-12'), fact('旧打印机已经被新打印机取代了。', '2026-11-26')]);
    expect([...r.supersessions, ...r.conflicts]).toEqual([]);
  });
});

describe('findSupersessions: 现在 alone is "now"', () => {
  it('replaces where a thing was kept', () => {
    const r = findSupersessions([fact('活动物资放在二楼的仓库里。', '2026-04-02'), fact('活动物资现在放在一楼的储藏室。', '2026-11-20')]);
    expect(r.supersessions.map((s) => s.older.text)).toEqual(['活动物资放在二楼的仓库里。']);
  });

  it('never the 现在 of 出现在 / 实现在, and never without the same subject', () => {
    expect(markerOf('用户手机号不能出现在日志中。')).toBeNull();
    expect(markerOf('这个功能实现在后端。')).toBeNull();
    const r = findSupersessions([fact('活动物资放在二楼的仓库里。', '2026-04-02'), fact('旧桌椅现在放在一楼的储藏室。', '2026-11-20')]);
    expect(r.supersessions).toEqual([]);
  });
});

describe('findSupersessions: a stop with who takes over, of an older statement that says more', () => {
  it('is unsure where the older statement goes on with a qualifier of its own', () => {
    const r = findSupersessions([fact('The hostel dorms are cleaned by Brightwater Cleaning every morning before ten.', '2026-04-07'), fact('Brightwater Cleaning no longer cleans the hostel dorms; Spotless Co handles it now.', '2026-11-04')]);
    expect(r.supersessions.filter((s) => s.rewrite === undefined)).toEqual([]);
  });

  it('still removes an older statement that says nothing more, or goes on naming the old thing', () => {
    expect(pairs([fact('Sailing club race results are published with HalSail.', '2026-05-19'), fact('We no longer publish race results with HalSail; they now go out through Sailwave.', '2026-11-10')])).toHaveLength(1);
    expect(pairs([fact('Lab results come in through the Mirth interface engine.', '2026-05-19'), fact('we no longer use Mirth for lab results; they all arrive through the new FHIR gateway now', '2026-11-10')])).toHaveLength(1);
    expect(pairs([fact('CI用Jenkins跑。', '2026-05-19'), fact('不再用Jenkins，改用GitLab CI。', '2026-11-10')])).toHaveLength(1);
  });
});

describe('findSupersessions: round 12 — a double negative is a positive rule', () => {
  const f = (docId: string, text: string, date: string): DatedFact => ({ docId, factIndex: 0, text, date });
  it.each([
    ['no courier rides after dark without lights', 'Couriers who ride after dark have to switch their lights on.'],
    ['Never merge to main without a green build.', 'Merges to main need a green build.'],
  ])('%s / %s: one rule, nothing superseded', (older, newer) => {
    const r = findSupersessions([f('a.md', older, '2026-03-09'), f('b.md', newer, '2026-10-21')]);
    expect(r.supersessions).toEqual([]);
  });

  it('a plain negation and its positive are a contradiction, never an edit', () => {
    const r = findSupersessions([f('a.md', 'Do not cache the pricing API responses.', '2026-03-09'), f('b.md', 'Cache the pricing API responses.', '2026-10-21')]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts.length).toBe(1);
  });
});

describe('markerOf: what stopped is said in the stop clause only', () => {
  it('a dash ends it', () => {
    expect([...(markerOf('printLabel() is deprecated — use printSticker() instead.')?.old ?? [])]).toEqual(['printlabel']);
  });
  it('a passive participle right after the stop is how, not what', () => {
    expect([...(markerOf('Deposits are no longer taken in cash, only by card.')?.old ?? [])]).toEqual(['deposit', 'cash']);
  });
});
