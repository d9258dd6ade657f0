import { describe, expect, it } from 'vitest';
import { stillUses, switchAwayOf, switchConflicts } from '../../../electron/core/dream/text/switch-away.js';
import type { DatedFact } from '../../../electron/core/dream/text/supersede.js';
import { markerOf } from '../../../electron/core/dream/text/supersede.js';
import { moveToOf } from '../../../electron/core/dream/text/move-to.js';

describe('switchAwayOf: a switch away from a named thing, however it is phrased', () => {
  it.each([
    ['We ditched Webpack for Vite.', 'webpack', true],
    ['We dropped Moment.js in favour of date-fns.', 'moment.js', true],
    ["We've moved off CircleCI; CI is on Buildkite now.", 'circleci', true],
    ['yarn is deprecated in this repo, use pnpm.', 'yarn', true],
    ['Heroku is gone: the public API now runs on Fly.io.', 'heroku', true],
    ['Datadog is no longer used; metrics go to Grafana Cloud.', 'datadog', true],
    ['We stopped using Jenkins; builds run on GitHub Actions.', 'jenkin', true],
    ['Switched error tracking from Sentry to Rollbar.', 'sentry', false],
    ['Replaced Mailgun with Postmark for transactional email.', 'mailgun', false],
    ['Scheduled jobs now run in Temporal instead of Airflow.', 'airflow', false],
    ['- auth provider: Auth0 -> Clerk (done in October)', 'auth0', false],
    ['短信验证码已从阿里云迁到华为云。', '阿里', false],
    ['CI 从 Travis 迁到了 GitHub Actions。', 'travi', false],
    ['我们弃用了Swagger，接口文档改用Apifox维护。', 'swagger', true],
    ['Consul配置中心已弃用，服务配置改用Nacos。', 'consul', true],
    ['Redis集群已下线，缓存统一用Memcached。', 'redi', true],
    ['之前用Jenkins，现在构建全部换成了GitHub Actions。', 'jenkin', true],
    ['- 监控：Zabbix → Prometheus（十月完成）', 'zabbix', false],
    ['以后依赖统一用Yarn安装，npm不要再用了。', 'npm', true],
  ])('%s', (text, name, wholesale) => {
    const sw = switchAwayOf(text);
    expect(sw?.names.has(name)).toBe(true);
    expect(sw?.wholesale).toBe(wholesale);
  });

  it.each([
    // plans, questions and switches turned down
    'We considered switching from Postgres to MySQL but decided against it.',
    'Should we move from Jest to Vitest?',
    '我们讨论过从MySQL迁到TiDB，但最后决定不迁。',
    '计划下个月从Jenkins迁到GitLab CI。',
    // a rule, a flow of arrows, code
    'Do not use default exports.',
    'Requests go client -> gateway -> api.',
    'Map items with `(x) => x.id` in the list view.',
    'The retry budget is dropped after three attempts.',
  ])('no switch: %s', (text) => {
    expect(switchAwayOf(text)).toBeNull();
  });
});

describe('stillUses: the older statement still states the old thing, about the same subject', () => {
  const yes: Array<[string, string]> = [
    ['The frontend is bundled with Webpack.', 'We ditched Webpack for Vite.'],
    ['Install dependencies with yarn.', 'yarn is deprecated in this repo, use pnpm.'],
    ['Errors are reported to Sentry.', 'Switched error tracking from Sentry to Rollbar.'],
    ['The public API is deployed on Heroku in the EU region.', 'Heroku is gone: the public API now runs on Fly.io.'],
    ['服务配置放在Consul里。', 'Consul配置中心已弃用，服务配置改用Nacos。'],
    ['短信验证码走阿里云。', '短信验证码已从阿里云迁到华为云。'],
    ['- auth provider: Auth0', '- auth provider: Auth0 -> Clerk (done in October)'],
  ];
  it.each(yes)('%s <- %s', (older, newer) => {
    expect(stillUses(older, switchAwayOf(newer)!)).toBe(true);
  });

  const no: Array<[string, string]> = [
    // another subject
    ['The mobile app sends push notifications through Firebase.', 'Web analytics moved from Firebase to PostHog.'],
    ['The admin panel uses Bootstrap.', 'The marketing site moved from Bootstrap to Tailwind.'],
    ['订单库用MySQL。', '日志库从MySQL迁移到了ClickHouse。'],
    ['管理后台用Vue 2。', '官网从Vue 2升级到了Vue 3。'],
    ['订单服务部署在北京机房。', '搜索服务从北京机房迁移到了上海机房。'],
    // it does not name the old thing, or already names the new one
    ['Source code lives in Git on GitHub.', 'In 2019 the team migrated from SVN to Git.'],
    ['The frontend is bundled with Vite, not Webpack.', 'We ditched Webpack for Vite.'],
    // another thing with a number in its name
    ['Use npm to install packages in the audit-14 docs site.', 'We switched from npm to bun for installs in the audit-71 repo.'],
  ];
  it.each(no)('%s <- %s', (older, newer) => {
    const sw = switchAwayOf(newer);
    expect(sw === null || !stillUses(older, sw)).toBe(true);
  });
});

describe('switchConflicts', () => {
  const fact = (docId: string, text: string, date: string): DatedFact => ({ docId, factIndex: 0, text, date });

  it('flags each older statement still naming the old thing, naming both, never a later one or the same file', () => {
    const facts = [
      fact('bundler.md', 'The frontend is bundled with Webpack.', '2026-06-01'),
      fact('storybook.md', 'Storybook builds with Webpack too.', '2026-12-01'),
      fact('vite.md', 'We ditched Webpack for Vite.', '2026-11-10'),
      fact('vite.md', 'The old Webpack config is still in the repo.', '2026-11-10'),
    ];
    const out = switchConflicts(facts, () => false);
    expect(out.map((c) => [c.kind, c.a.docId, c.b.docId])).toEqual([['outdated', 'bundler.md', 'vite.md']]);
    expect(out[0]!.reason).toContain("'The frontend is bundled with Webpack.' (bundler.md, 2026-06-01)");
    expect(out[0]!.reason).toContain("'We ditched Webpack for Vite.' (vite.md, 2026-11-10)");
  });

  it('stays bounded when one old thing is named everywhere and half the statements switch away from it', () => {
    const facts = Array.from({ length: 4000 }, (_, i) =>
      i % 2 === 0 ? fact(`s${i}.md`, `Service ${i} moved from Elasticsearch to OpenSearch.`, '2026-11-10') : fact(`u${i}.md`, `Service ${i - 1} search runs on Elasticsearch.`, '2026-06-01'),
    );
    const out = switchConflicts(facts, () => false);
    expect(out.length).toBeLessThanOrEqual(3 * 2000);
    expect(new Set(out.map((c) => c.b.docId)).size).toBeLessThanOrEqual(2000);
  });

  it('leaves pairs the supersession rules settled to them, and raises at most three per switch', () => {
    const facts = [fact('vite.md', 'We ditched Webpack for Vite.', '2026-11-10'), ...Array.from({ length: 6 }, (_, i) => fact(`w${i}.md`, `Package ${i} is bundled with Webpack.`, '2026-06-01'))];
    expect(switchConflicts(facts, (a) => a.docId === 'w0.md')).toHaveLength(3);
    expect(switchConflicts(facts, (a) => a.docId === 'w0.md').some((c) => c.a.docId === 'w0.md')).toBe(false);
  });
});

describe('switchAwayOf: typos, brackets, kinds of tools and the replacing clause', () => {
  it.each([
    ['we swtiched the job queue from RabbitMQ to SQS', 'rabbitmq', 'sqs'],
    ['We repalced Mailgun with Postmark.', 'mailgun', 'postmark'],
    ['包管理器改为pnpm（原来是npm）。', 'npm', 'pnpm'],
    ['部署平台换成了Render（之前是Heroku）。', 'heroku', 'render'],
    ['Error tracking is now Sentry (formerly Bugsnag).', 'bugsnag', 'sentry'],
    ['Package manager: pnpm (was yarn).', 'yarn', 'pnpm'],
    ['Redux已弃用，新代码一律用Zustand。', 'redux', 'zustand'],
    ['The request library is deprecated; use undici.', 'request', 'undici'],
  ])('%s', (text, away, to) => {
    const sw = switchAwayOf(text);
    expect(sw?.away.has(away)).toBe(true);
    expect(sw?.to.has(to)).toBe(true);
  });

  it.each([
    'Customers are charged from the 1st to the 5th of each month.', // a real word one letter from "changed"
    '网关超时改为60秒（原来是为了兼容旧客户端才设成30秒）。', // a reason in brackets, not what stood before
    'The payments lead is Dana (previously on the infra team).', // a place, not a thing replaced
  ])('no switch: %s', (text) => {
    expect(switchAwayOf(text)).toBeNull();
  });

  it('a wholesale switch is about its own clause; the next clause names the replacement', () => {
    expect(stillUses('前端状态管理用Redux。', switchAwayOf('Redux已弃用，新代码一律用Zustand。')!)).toBe(true);
    expect(stillUses('UI components are tested with Enzyme.', switchAwayOf('Enzyme is deprecated, all new specs go through Testing Library.')!)).toBe(true);
    // trap: another thing of a longer name
    expect(stillUses('前端状态管理用Redux。', switchAwayOf('Redux-Saga已弃用，副作用统一用RTK Query处理。')!)).toBe(false);
  });

  it('a switch whose subject is only a kind of tool is of the tool, wherever it is used', () => {
    expect(stillUses('装依赖用npm。', switchAwayOf('包管理器改为pnpm（原来是npm）。')!)).toBe(true);
    expect(stillUses('订单事件通过RabbitMQ发送给库存服务。', switchAwayOf('消息队列从RabbitMQ换成了Kafka。')!)).toBe(true);
    expect(stillUses('User sessions are kept in MongoDB.', switchAwayOf('The database changed from MongoDB to Postgres.')!)).toBe(true);
    // traps: a subject that is a scope, not a kind (前端的包管理器, 日志库 = the log database, the admin panel)
    expect(stillUses('后端用npm安装依赖。', switchAwayOf('前端的包管理器从npm换成了pnpm。')!)).toBe(false);
    expect(stillUses('订单库用MySQL。', switchAwayOf('日志库从MySQL迁移到了ClickHouse。')!)).toBe(false);
    expect(stillUses('The mobile app talks to the backend over REST.', switchAwayOf('The admin panel moved from REST to GraphQL.')!)).toBe(false);
  });
});

describe('switchAwayOf: more switch idioms (the new thing first, 由X改为Y, X不用了, cut over)', () => {
  it.each([
    ['Renovate took over from Dependabot for dependency updates.', 'dependabot', 'renovate'],
    ['Bunny CDN replaces Fastly for static assets.', 'fastly', 'bunny'],
    ['The Memcached layer has been swapped out for Redis.', 'memcach', 'redi'],
    ['We cut over the status page from Statuspage to Instatus last week.', 'statuspage', 'instatu'],
    ['推送服务由极光改为个推。', '极光', '个'],
    ['地图SDK由高德换成了百度。', '高', '百度'],
    ['告警通道已经从PagerDuty切到了飞书机器人。', 'pagerduty', '飞'],
  ])('%s', (text, away, to) => {
    const sw = switchAwayOf(text);
    expect(sw?.away.has(away)).toBe(true);
    expect(sw?.to.has(to)).toBe(true);
  });

  it('a thing that is no longer used, told in Chinese', () => {
    const sw = switchAwayOf('Confluence已经不用了，技术方案现在都写在语雀。');
    expect(sw?.names.has('confluence')).toBe(true);
    expect(sw?.wholesale).toBe(true);
    expect(switchAwayOf('神策不用了，埋点现在统一上报到ClickHouse。')?.hanName).toBe('神策');
  });

  it.each([
    '由于预算原因改为按月结算。', // 由于 is "because", not "from"
    'The build script replaces the version placeholder before publishing.', // text replaced, not a tool
    'We might cut over from Statuspage to Instatus next quarter.', // a plan
  ])('no switch: %s', (text) => {
    expect(switchAwayOf(text)).toBeNull();
  });
});

describe('stillUses: name variants, kinds of tools and scopes', () => {
  it.each([
    ['移动端推送用极光推送。', '推送服务由极光改为个推。'], // 极光 is 极光推送, 推送服务 a kind
    ['用户上传的图片和附件存七牛云。', '- 对象存储：七牛 → 阿里云OSS（已完成）'], // 七牛 is 七牛云
    ['门店定位用高德地图SDK。', '地图SDK由高德换成了百度。'],
    ['监控告警走PagerDuty。', '告警通道已经从PagerDuty切到了飞书机器人。'], // 告警通道: a kind of tool
    ['Login sessions are cached in Memcached.', 'The Memcached layer has been swapped out for Redis.'], // layer is no part of the name
    ['Dependency update PRs are opened by Dependabot.', 'Renovate took over from Dependabot for dependency updates.'],
  ])('%s <- %s', (older, newer) => {
    expect(stillUses(older, switchAwayOf(newer)!)).toBe(true);
  });

  it.each([
    // another platform, region, environment or team
    ['安卓端崩溃上报用Bugly。', 'iOS端的崩溃上报从Bugly换成了Crashlytics。'],
    ['Web端的埋点数据上报到GrowingIO。', '小程序端的埋点从GrowingIO换成了友盟。'],
    ['海外版的短信验证码走Twilio。', '国内版的短信验证码由Twilio改为阿里云短信。'],
    ['Staging logs ship to Papertrail.', 'Production logs moved from Papertrail to Better Stack.'],
    ['数据组的离线任务用Airflow调度。', '算法组的离线任务调度切到了DolphinScheduler。'],
    // a replacement in text, not of a tool
    ['Makefiles must be indented with tabs.', 'The formatter replaces tabs with spaces in TypeScript files.'],
    // a name inside another name: 极光 is not 北极光
    ['北极光项目的文档放在语雀。', '推送服务由极光改为个推。'],
  ])('%s <- %s', (older, newer) => {
    const sw = switchAwayOf(newer);
    expect(sw === null || !stillUses(older, sw)).toBe(true);
  });
});

describe('switchAwayOf: 由 is "from" only before a switch verb and the old thing', () => {
  it.each([
    '由运维组负责迁移到新集群。', // who does the move
    '由于机房搬迁改为远程办公。', // because
  ])('no switch from: %s', (text) => {
    expect(switchAwayOf(text)?.phrase.startsWith('由') ?? false).toBe(false);
  });
});

describe('switchAwayOf: the new thing named first, a superseded-by passive, 把X换成Y, 不用X了', () => {
  it.each([
    ['We migrated catalog search to Typesense from Algolia in October.', 'algolia', 'typesense'],
    ['Flagsmith has been superseded by GrowthBook.', 'flagsmith', 'growthbook'],
    ['我们把短信服务商云片换成了阿里云短信。', '片', '阿里'],
  ])('%s', (text, away, to) => {
    const sw = switchAwayOf(text);
    expect(sw?.away.has(away)).toBe(true);
    expect(sw?.to.has(to)).toBe(true);
  });

  it('把: the old name without the kind words before it (短信服务商云片 is 云片)', () => {
    const sw = switchAwayOf('我们把短信服务商云片换成了阿里云短信。')!;
    expect(sw.hanName).toBe('云片');
    expect(stillUses('登录验证码短信走云片。', sw)).toBe(true);
    expect(switchConflicts([{ docId: 'a.md', factIndex: 0, text: '登录验证码短信走云片。', date: '2026-05-01' }, { docId: 'b.md', factIndex: 0, text: '我们把短信服务商云片换成了阿里云短信。', date: '2026-11-01' }], () => false)).toHaveLength(1);
  });

  it('不用X了: a thing no longer used, named between the verb and 了', () => {
    const sw = switchAwayOf('不用Postman了，接口测试统一改用Apifox。');
    expect(sw?.names.has('postman')).toBe(true);
    expect(sw?.wholesale).toBe(true);
    expect(stillUses('接口自动化测试用Postman跑。', sw!)).toBe(true);
  });

  it('the subject keeps words a Chinese name shares characters with (推播服务 with 个推)', () => {
    expect(switchAwayOf('推播服務已經從極光換成個推。')?.subject.has('推')).toBe(true);
  });

  it.each([
    ['Integration tests run against a real Postgres.', 'Unit tests use an in-memory fake rather than Postgres.'], // another subject
    ['The team meets on Monday.', 'We moved the retro to Thursday from Tuesday.'], // another thing moved
  ])('not still used: %s <- %s', (older, newer) => {
    const sw = switchAwayOf(newer);
    expect(sw === null || !stillUses(older, sw)).toBe(true);
  });
});

describe('switchAwayOf: a switch under a condition or still to come is none; a dash ends a name', () => {
  it('reads the old thing up to a dash between clauses', () => {
    expect([...(switchAwayOf('we no longer use Jenkins - firmware now builds on GitHub Actions')?.names ?? [])]).toEqual(['jenkin']); // stemmed
  });
  it.each([
    "If the pilot works, we'll move farm sensor data from InfluxDB to TimescaleDB.",
    'We will switch the shop from Shopify to WooCommerce after the sale.',
    '官网将迁移到Cloudflare Pages。',
  ])('%s', (text) => {
    expect(switchAwayOf(text)).toBeNull();
  });
  it('a subject word in another inflection is one word ("courier for workshop parcels" / "parcels … ship with")', () => {
    const sw = switchAwayOf('- meter reading vendor: Elster -> Landis+Gyr (since June)')!;
    expect(stillUses('Gas meter readings are taken with Elster handhelds.', sw)).toBe(true);
    // a verb of where it lives is no subject on either side
    expect(stillUses('The preview site is hosted on Vercel.', switchAwayOf('Preview hosting: Vercel → Netlify')!)).toBe(true);
  });
});

describe('switchAwayOf: 原本 / 本来 before the old thing, and "took over X from Y" with what it took over between', () => {
  it('reads the old thing', () => {
    expect([...(switchAwayOf('社區診所的掛號原本用電話預約，現在全部改成線上預約。')?.away ?? [])].join('')).toContain('电话');
    const x = switchAwayOf('Xero took over payroll for the nursery staff from Sage in October.');
    expect([...(x?.away ?? [])]).toEqual(['sage']);
    expect([...(x?.to ?? [])]).toEqual(['xero']);
  });

  it('flags the older statement naming the old thing, and not one about another subject', () => {
    const f = (docId: string, text: string, date: string): DatedFact => ({ docId, factIndex: 0, text, date });
    const newer = f('b.md', 'Xero took over payroll for the nursery staff from Sage in October.', '2026-11-20');
    expect(switchConflicts([f('a.md', 'Payroll for the nursery staff is run through Sage.', '2026-04-02'), newer], () => false)).toHaveLength(1);
    expect(switchConflicts([f('c.md', 'Stock counts for the shop are run through Sage.', '2026-04-02'), newer], () => false)).toEqual([]);
  });
});

describe('switchAwayOf: more shapes of a switch', () => {
  it.each([
    ['- co-op invoices: QuickBooks ⇒ FreeAgent', 'quickbook', 'freeagent'],
    ["fyi we're on Square Online now for online orders, shopify is dead", 'shopify', ''],
    ['We are using now Mindbody for memberships instead Glofox.', 'glofox', 'mindbody'],
    ['**Choir mailing list** — was: Mailchimp, now: Buttondown', 'mailchimp', 'buttondown'],
    ['Eventbrite out, Ticket Tailor in for event tickets.', 'eventbrite', 'ticket'],
    ['食堂饭卡系统：原银达，现新开普。', '银', '新'],
    ['巡检记录改由飞书表单接替钉钉表单。', '钉', '飞'],
    ['美团企业版下架了，员工餐点餐改用饿了么企业版。', '美', ''],
    ['纸质本子已经退役了，图书角的借阅登记由扫码小程序接手。', '纸', ''],
  ])('%s', (text, away, to) => {
    const sw = switchAwayOf(text);
    expect([...(sw?.away ?? [])].join(' ')).toContain(away);
    if (to) expect([...(sw?.to ?? [])].join(' ')).toContain(to);
  });

  it.each(['原因是打印机坏了，现在用手写。', 'Is Shopify dead? Ask the owner.', 'Idea: move online orders from Shopify to Square Online?', '原则上，现在都用微信。'])('no switch: %s', (text) => {
    expect(switchAwayOf(text)?.away.size ?? 0).toBe(0);
  });
});

describe('switchAwayOf: a thing cancelled or shut down', () => {
  it('reads "Sage is cancelled" as a switch away from Sage', () => {
    expect([...(switchAwayOf('For payroll the clinic went with Xero this year, Sage is cancelled.')?.away ?? [])]).toEqual(['sage']);
    expect(switchAwayOf('The server is shut down nightly for backups.')).toBeNull();
  });
});

describe('a change of part of a thing replaces nothing', () => {
  const f = (docId: string, text: string, date: string): DatedFact => ({ docId, factIndex: 0, text, date });
  it.each([
    'Some of the accession records were migrated from Access to GRIN-Global.',
    'Some accession records were moved to GRIN-Global.',
    '部分会员数据已经从有赞迁到了微盟。',
    'The archive was partly moved to S3.',
  ])('%s', (newer) => {
    const older = f('a.md', 'Seed bank accession records live in an Access database.', '2026-04-14');
    expect(switchConflicts([older, f('b.md', newer, '2026-10-21')], () => false)).toEqual([]);
    expect(moveToOf(newer)).toBeNull();
    expect(markerOf(newer)).toBeNull();
  });

  it('a whole change still reads, whatever "some" says elsewhere', () => {
    expect(moveToOf('For some reason the accession records were migrated to GRIN-Global.')).not.toBeNull();
  });
});

describe('a switch of the thing itself: who made it is no subject of it', () => {
  it.each([
    ['Dose-response curves are fitted in Prism 9.', 'The lab upgraded from Prism 9 to Prism 10.'],
    ['Card payments at events are taken on Square readers.', 'For the spring fair we replaced the Square readers with SumUp terminals.'],
    ['Sails are cut on the Gerber plotter.', 'The loft switched from the Gerber plotter to a Zünd cutter.'],
  ])('%s / %s', (older, newer) => {
    const sw = switchAwayOf(newer);
    expect(sw?.itself).toBe(true);
    expect(stillUses(older, sw!)).toBe(true);
  });

  it.each([
    // another doer named, the older statement active with a doer of its own
    ['The bakery takes card payments on Square.', 'The café switched from Square to SumUp.'],
    // two words before the verb name which thing moved
    ['The search API is deployed on Heroku.', 'The billing service moved from Heroku to Fly.io.'],
  ])('not of it: %s / %s', (older, newer) => {
    const sw = switchAwayOf(newer);
    expect(sw === null || !stillUses(older, sw)).toBe(true);
  });

  it('a site told inside the old home is the old home\'s, not another site', () => {
    const sw = switchAwayOf('镜像仓库已经从 Docker Hub 迁移到了阿里云 ACR。');
    expect(stillUses('项目的容器镜像放在 Docker Hub 的私有仓库里。', sw!)).toBe(true);
  });
});
