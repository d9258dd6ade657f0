/**
 * Kinds of tools and services ("package manager", 消息队列, "object storage", 推送服务) and the
 * names people give one tool with or without its kind word: "极光" and "极光推送", "七牛" and
 * "七牛云", "Memcached" and "the Memcached layer", "高德" and "高德地图SDK" are one thing.
 *
 * A switch whose subject is only kind words ("the package manager switched from npm to pnpm",
 * 告警通道从PagerDuty切到了飞书机器人) is a switch of the tool itself, for every use of it.
 */
import { keyTerms } from './compare.js';

const KIND_PHRASES = [
  'package manager', 'database', 'db', 'queue', 'message queue', 'message broker', 'broker', 'cache', 'ci', 'build tool', 'bundler', 'test runner', 'test framework', 'framework',
  'library', 'orm', 'host', 'hosting', 'hosting provider', 'cloud', 'cloud provider', 'platform', 'runtime', 'formatter', 'linter', 'logger', 'error tracking', 'error tracker', 'monitoring',
  'search engine', 'email provider', 'mailer', 'cdn', 'dns provider', 'auth provider', 'identity provider', 'state management', 'http client', 'scheduler', 'tool', 'tooling', 'provider', 'vendor',
  'object storage', 'storage', 'push notifications', 'push', 'notifications', 'sms', 'maps', 'alerting', 'alerts', 'paging', 'analytics', 'tracking', 'docs', 'documentation', 'status page',
  'crash reporting', 'feature flags', 'secrets', 'service', 'channel', 'layer', 'sdk', 'software', 'application', 'app',
  '包管理器', '包管理工具', '数据库', '消息队列', '队列', '缓存', '持续集成', '构建工具', '打包工具', '测试框架', '框架', '托管', '云服务', '云厂商', '平台', '部署平台', '运行时',
  '格式化工具', '日志系统', '监控', '错误监控', '搜索引擎', '邮件服务', '状态管理', '调度器', '工具', '服务商', '供应商', '对象存储', '存储', '推送', '推送服务', '短信', '短信通道', '地图',
  '告警', '告警通道', '通道', '渠道', '服务', '系统', '文档', '统计', '埋点', '崩溃上报', '机器人', '云', 'sdk', '软件', '应用', '程序',
];
let kinds: Array<Set<string>> | null = null;
let kindWords: Set<string> | null = null;

function kindSets(): { kinds: Array<Set<string>>; words: Set<string> } {
  kinds ??= KIND_PHRASES.map((k) => keyTerms(k));
  kindWords ??= new Set(kinds.filter((k) => k.size === 1).flatMap((k) => [...k]));
  return { kinds, words: kindWords };
}

/**
 * The subject is kinds of tools only: one kind whole (包管理器 yes; 日志 + 库, the log
 * database, is no kind of tool), or words that each name a kind alone (推送 + 服务, 告警 + 通道).
 */
export function isKindOnly(subject: ReadonlySet<string>): boolean {
  if (subject.size === 0) return false;
  const { kinds: ks, words } = kindSets();
  if (ks.some((k) => k.size === subject.size && [...k].every((w) => subject.has(w)))) return true;
  return [...subject].every((w) => words.has(w));
}

/** Whether a key term is a kind word alone (layer, 服务): part of a tool's name that says what it is, not which. */
export function isKindWord(term: string): boolean {
  return kindSets().words.has(term);
}

// Kind words a Chinese name may end with (七牛云, 极光推送, 高德地图SDK) or follow (短信服务商云片).
const HAN_KIND_TAIL = /(?:云|推送|地图|短信|服务|平台|系统|机器人|集群|SDK|sdk|API|api)+$/u;
const HAN_KIND_HEAD = /^(?:短信|推送|消息|邮件|支付|地图|存储|对象存储|监控|告警|日志|埋点|统计)?(?:服务商|供应商|厂商|服务|平台|通道|渠道|工具)/u;

/**
 * The core of a Chinese name ("七牛云" -> "七牛", "高德地图SDK" -> "高德"), what another statement
 * names the same thing by; null when the name has Latin letters of its own (those are matched
 * by word) or nothing distinctive is left.
 */
export function hanNameCore(name: string): string | null {
  const n0 = name.trim().replace(/^(?:用|使用|采用|的)/u, '');
  const n = n0.replace(HAN_KIND_HEAD, '').length >= 2 ? n0.replace(HAN_KIND_HEAD, '') : n0;
  if (!/^\p{Script=Han}/u.test(n) || /[A-Za-z]/.test(n.replace(/(?:SDK|sdk|API|api)$/u, ''))) return null;
  const core = n.replace(HAN_KIND_TAIL, '');
  const chosen = core.length >= 2 ? core : n;
  return chosen.length >= 2 && /^[\p{Script=Han}]+$/u.test(chosen) ? chosen : null;
}

// Characters a name may follow inside a Chinese sentence (用极光推送, 存七牛云, 走PagerDuty).
const BEFORE_NAME = /[用走存放在到从过给是的由和与及把将被对向经通改换让上里为了、]/u;

/**
 * Whether `text` names the Chinese name `core` as a word of its own: 极光 in 移动端推送用极光推送,
 * never inside another name (北极光项目).
 */
export function namesHan(text: string, core: string): boolean {
  let at = text.indexOf(core);
  while (at >= 0) {
    const before = text[at - 1];
    if (before === undefined || !/\p{Script=Han}/u.test(before) || BEFORE_NAME.test(before)) return true;
    at = text.indexOf(core, at + 1);
  }
  return false;
}
