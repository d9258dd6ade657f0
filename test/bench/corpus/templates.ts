import type { Rng } from './rng.js';

/**
 * Sentences for realistic memories, English and Chinese, each about one named subject
 * (`ledger-14`, `支付服务-3`) so that unrelated memories never say the same thing.
 */

export type Lang = 'en' | 'zh';
export type MemType = 'user' | 'feedback' | 'project' | 'reference';

export interface Topic {
  type: MemType;
  facts: string[];
  why?: string;
  how?: string;
  description: string;
}

const EN_BASES = ['ledger', 'billing', 'auth', 'search', 'notifier', 'gateway', 'scheduler', 'indexer', 'exporter', 'mailer', 'catalog', 'checkout', 'payments', 'inventory', 'reports', 'media', 'profile', 'session', 'metrics', 'audit'];
const ZH_BASES = ['支付服务', '订单服务', '用户中心', '搜索服务', '消息队列', '网关', '调度器', '报表系统', '库存服务', '风控系统', '日志平台', '配置中心'];
const PLATFORMS = ['Kubernetes', 'Nomad', 'ECS', 'Fly', 'Heroku'];
const REGIONS = ['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'];
const DBS = ['Postgres', 'MySQL', 'Redis', 'Cassandra', 'MongoDB'];
const TEAMS = ['Platform', 'Growth', 'Core', 'Data', 'Infra'];
const CMDS = ['make check', 'npm test', 'cargo clippy', 'go vet', 'tox'];
const ROLES = ['backend engineer', 'data scientist', 'SRE', 'frontend engineer', 'tech lead'];

/** A unique subject name for each topic. */
export function subject(lang: Lang, n: number, rng: Rng): string {
  return lang === 'en' ? `${rng.pick(EN_BASES)}-${n}` : `${rng.pick(ZH_BASES)}-${n}`;
}

export function topic(lang: Lang, type: MemType, s: string, rng: Rng): Topic {
  return lang === 'en' ? enTopic(type, s, rng) : zhTopic(type, s, rng);
}

function enTopic(type: MemType, s: string, rng: Rng): Topic {
  const n = rng.int(2, 900);
  switch (type) {
    case 'project': {
      const pool = [
        `The ${s} service runs on ${rng.pick(PLATFORMS)} in ${rng.pick(REGIONS)}.`,
        `The ${s} service stores its data in ${rng.pick(DBS)} ${rng.int(9, 17)}.`,
        `Releases of ${s} are cut from the release-${n} branch.`,
        `The ${rng.pick(TEAMS)} team owns the ${s} deploy pipeline.`,
        `The ${s} service must stay below ${n} ms p99 latency.`,
      ];
      return { type, facts: rng.shuffle(pool).slice(0, rng.int(2, 4)), description: `How ${s} is built and run` };
    }
    case 'feedback': {
      const rules: Array<[string, string, string]> = [
        [`Always run ${rng.pick(CMDS)} before pushing changes to ${s}.`, `A broken build in ${s} once blocked a release for ${n} hours.`, `Run it locally first; CI runs the same check.`],
        [`Never edit the generated clients in ${s} by hand.`, `The generator overwrites them on build ${n}.`, `Change the schema and regenerate instead.`],
        [`Keep pull requests for ${s} under ${n} changed lines.`, `Reviews of ${s} stall on big diffs.`, `Split the work into stacked pull requests.`],
      ];
      const [rule, why, how] = rng.pick(rules);
      return { type, facts: [rule], why, how, description: `Rule for working on ${s}` };
    }
    case 'user':
      return {
        type,
        facts: rng.shuffle([`The user is a ${rng.pick(ROLES)} who mostly works on ${s}.`, `The user wants short answers with code first when working on ${s}.`, `The user has ${n} days of experience with ${s}.`]).slice(0, 2),
        description: `Who works on ${s}`,
      };
    case 'reference':
      return {
        type,
        facts: rng.shuffle([`Alerts for ${s} go to the #alerts-${n} Slack channel.`, `The runbook for ${s} is page OPS-${n} in Confluence.`, `Dashboards for ${s} are in Grafana folder ${n}.`]).slice(0, 2),
        description: `Where to find things about ${s}`,
      };
  }
}

function zhTopic(type: MemType, s: string, rng: Rng): Topic {
  const n = rng.int(2, 900);
  switch (type) {
    case 'project': {
      const pool = [
        `${s}部署在${rng.pick(PLATFORMS)}的${rng.pick(REGIONS)}区域。`,
        `${s}的数据存放在${rng.pick(DBS)} ${rng.int(9, 17)}里。`,
        `${s}的发布从release-${n}分支切出。`,
        `${s}的p99延迟必须低于${n}毫秒。`,
      ];
      return { type, facts: rng.shuffle(pool).slice(0, rng.int(2, 3)), description: `${s}的部署和运行方式` };
    }
    case 'feedback': {
      const rules: Array<[string, string, string]> = [
        [`向${s}推送代码之前必须先跑${rng.pick(CMDS)}。`, `${s}曾经因为构建失败耽误了${n}个小时的发布。`, `先在本地运行，CI会做同样的检查。`],
        [`不要手动修改${s}里生成的客户端代码。`, `生成器在第${n}次构建时会覆盖它们。`, `改schema然后重新生成。`],
      ];
      const [rule, why, how] = rng.pick(rules);
      return { type, facts: [rule], why, how, description: `${s}的工作规则` };
    }
    case 'user':
      return { type, facts: [`用户是一名${rng.pick(['后端工程师', '数据分析师', '运维工程师', '前端工程师'])}，主要负责${s}。`, `用户在${s}上有${n}天的经验。`], description: `谁在负责${s}` };
    case 'reference':
      return { type, facts: [`${s}的告警发到alerts-${n}频道。`, `${s}的运行手册在Confluence的OPS-${n}页面。`], description: `${s}的相关链接` };
  }
}

/** A sentence with a relative date, and how to compute what it should become. */
export interface DatedSentence {
  text: string;
  phrase: string;
  /** 'day' offsets in days; 'week' offsets in weeks (Monday of that week); 'month' in months; weekday = Monday-based index in last week. */
  unit: 'day' | 'week' | 'month' | 'last-weekday';
  offset: number;
}

export function datedSentence(lang: Lang, s: string, rng: Rng): DatedSentence {
  if (lang === 'en') {
    return rng.pick<DatedSentence>([
      { text: `We migrated ${s} to the new cluster yesterday.`, phrase: 'yesterday', unit: 'day', offset: -1 },
      { text: `The ${s} outage started 3 days ago.`, phrase: '3 days ago', unit: 'day', offset: -3 },
      { text: `Last week we rotated the ${s} database credentials.`, phrase: 'Last week', unit: 'week', offset: -1 },
      { text: `The ${s} schema freeze began last month.`, phrase: 'last month', unit: 'month', offset: -1 },
      { text: `We agreed two weeks ago to retire the ${s} v1 API.`, phrase: 'two weeks ago', unit: 'week', offset: -2 },
    ]);
  }
  return rng.pick<DatedSentence>([
    { text: `昨天我们修复了${s}的内存泄漏。`, phrase: '昨天', unit: 'day', offset: -1 },
    { text: `上周${s}迁移到了新集群。`, phrase: '上周', unit: 'week', offset: -1 },
    { text: `三天前${s}的证书过期了。`, phrase: '三天前', unit: 'day', offset: -3 },
    { text: `上个月${s}完成了数据库拆分。`, phrase: '上个月', unit: 'month', offset: -1 },
    { text: `前天${s}的告警阈值被调高了。`, phrase: '前天', unit: 'day', offset: -2 },
  ]);
}

/** Text with relative-date words that a dream must leave exactly as it is. */
export function dateTrap(lang: Lang, s: string, rng: Rng): string {
  if (lang === 'en') {
    return rng.pick([
      `Always check the ${s} logs from yesterday before the standup.`,
      `Run \`deploy-report --since yesterday\` to list recent ${s} deploys.`,
      `The ${s} quota error says "retry tomorrow" when the limit is hit.`,
      `Freeze ${s} changes in the last week of the sprint.`,
      `Every week we compare ${s} error rates with last week.`,
    ]);
  }
  return rng.pick([`每周一都要检查上周${s}的备份。`, `执行 \`report --since 昨天\` 查看${s}的日志。`, `${s}限流时会提示「明天再试」。`, `每个月初核对${s}上个月的账单。`]);
}

/** Pairs of rules that look alike but say different things: never to be merged. */
export function mergeTrap(lang: Lang, s: string, rng: Rng): [string, string] {
  if (lang === 'en') {
    return rng.pick<[string, string]>([
      [`Run the linter before committing to the ${s} repo.`, `Run the formatter before committing to the ${s} repo.`],
      [`Review the API docs before changing the ${s} client.`, `Review the API docs before changing the ${s} server.`],
      [`Use pnpm to install packages in the ${s} web app.`, `Use npm to install packages in the ${s} docs site.`],
    ]);
  }
  return rng.pick<[string, string]>([
    [`提交${s}之前先运行lint检查。`, `提交${s}之前先运行格式化检查。`],
    [`修改${s}客户端之前先看接口文档。`, `修改${s}服务端之前先看接口文档。`],
  ]);
}

/** An older statement and the newer one that replaces it (and a trap about another subject). */
export function supersession(lang: Lang, s: string, other: string, rng: Rng): { older: string; newer: string; trapOlder: string } {
  if (lang === 'en') {
    return rng.pick([
      { older: `The ${s} repo uses npm for installs.`, newer: `We switched from npm to bun for installs in the ${s} repo.`, trapOlder: `The ${other} repo uses npm for installs.` },
      { older: `Deploys of ${s} happen on Fridays.`, newer: `Deploys of ${s} no longer happen on Fridays.`, trapOlder: `Deploys of ${other} happen on Fridays.` },
      { older: `Logs of ${s} are shipped to Splunk.`, newer: `Logs of ${s} are now shipped to Datadog.`, trapOlder: `Logs of ${other} are shipped to Splunk.` },
    ]);
  }
  return rng.pick([
    { older: `${s}用npm安装依赖。`, newer: `${s}从npm换成了bun安装依赖。`, trapOlder: `${other}用npm安装依赖。` },
    { older: `${s}的日志发到Splunk。`, newer: `${s}的日志现在改为发到Datadog。`, trapOlder: `${other}的日志发到Splunk。` },
  ]);
}

/** An explicit memory request a user types, the words it must be saved with, and non-requests. */
export function request(lang: Lang, s: string, rng: Rng): { text: string; key: string } {
  if (lang === 'en') {
    return rng.pick([
      { text: `From now on, always tag ${s} releases with the ticket number.`, key: 'tag' },
      { text: `Remember that the ${s} staging database is reset every Sunday night.`, key: 'staging' },
      { text: `Please never force-push to the ${s} main branch again.`, key: 'force-push' },
    ]);
  }
  return rng.pick([
    { text: `记住，${s}只能在周二部署。`, key: '周二' },
    { text: `以后都用pnpm安装${s}的依赖。`, key: 'pnpm' },
    { text: `不要再直接修改${s}的生产配置了。`, key: '生产配置' },
  ]);
}

export function nonRequest(lang: Lang, s: string, rng: Rng): string {
  if (lang === 'en') return rng.pick([`Do you remember how we fixed the ${s} build?`, `I don't remember the ${s} flag name.`, `It always fails on the ${s} CI, can you look?`]);
  return rng.pick([`你还记得${s}上次是怎么修的吗？`, `${s}的事以后再说吧。`]);
}

/** A sentence a near-duplicate may add: no new names or numbers, so it says nothing new. */
export function filler(lang: Lang, rng: Rng): string {
  return lang === 'en' ? rng.pick(['This matters most during releases.', 'Keep this in mind when reviewing changes.']) : rng.pick(['这一点在发布时尤其重要。', '评审改动时要记住这一点。']);
}
