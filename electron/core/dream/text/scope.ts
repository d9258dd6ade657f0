/**
 * Scope qualifiers: the platform, environment, region, team or site a statement is about ("on iOS",
 * 安卓端, "staging logs", 生产环境, 海外版, "the EU region", 数据组的, "the Berlin office", 北京机房,
 * 二号仓库, 夜班). Two statements that both
 * name a scope of one kind, and no scope of that kind in common, are about different things:
 * "安卓端崩溃上报用Bugly" is not outdated by "iOS端的崩溃上报从Bugly换成了Crashlytics", and "the
 * minimum OS version on iOS is 15" does not contradict "… on Android is 10". A statement naming
 * no scope of a kind (or a scope that covers the others: mobile, 客户端, all platforms) clashes
 * with none. A qualifier right before a head ("the test ground station" / "the production ground
 * station", "the upper / lower car park", 线上 / 测试服务器, 西湖店 / 滨江店) tells two things of that head
 * apart the same way; a change said of a side environment only (staging, demo, 测试环境) is not of a
 * statement naming no environment (sideOnly).
 */
import { stem } from './compare.js';
import { foldText } from './tokens.js';
import { simplifiedHan } from './simplified.js';
import { TextMemo } from './text-memo.js';

/** `head:<family>:<head>`: a qualifier of one family right before that head ("the test ground station": head:environment:ground). */
export type ScopeKind = 'platform' | 'environment' | 'region' | 'team' | 'site' | `head:${string}`;

interface ScopeWord {
  kind: ScopeKind;
  /** The scope's name, one per thing (安卓 and Android are one). */
  value: string;
  re: RegExp;
}

// Latin words stand alone among Latin letters (iOS端 is iOS); Han words are matched as written.
const en = (kind: ScopeKind, value: string, words: string, flags = 'iu'): ScopeWord => ({ kind, value, re: new RegExp(`(?<![A-Za-z0-9_-])(?:${words})(?![A-Za-z0-9_-])`, flags) });
const zh = (kind: ScopeKind, value: string, words: string): ScopeWord => ({ kind, value, re: new RegExp(`(?:${words})`, 'u') });

const WORDS: readonly ScopeWord[] = [
  en('platform', 'ios', 'ios|iphone|ipad'),
  zh('platform', 'ios', '苹果端'),
  en('platform', 'android', 'android'),
  zh('platform', 'android', '安卓'),
  en('platform', 'web', 'web|browser|h5'),
  zh('platform', 'web', '网页端|网页版|浏览器端|PC端|pc端'),
  zh('platform', 'miniprogram', '小程序'),
  en('platform', 'desktop', 'desktop|macos'),
  zh('platform', 'desktop', '桌面端|桌面版'),
  en('environment', 'staging', 'staging|pre-?prod|preprod'),
  zh('environment', 'staging', '预发(?:布)?(?:环境)?'),
  en('environment', 'production', 'production|prod'),
  zh('environment', 'production', '生产环境|生产库|线上环境|正式环境|生产'),
  en('environment', 'test', 'test environment|testing environment|qa environment|sandbox'),
  zh('environment', 'test', '测试环境|测试库|测试服'),
  en('environment', 'development', 'dev environment|development environment|local development'),
  zh('environment', 'development', '开发环境|本地环境'),
  en('region', 'eu', 'EU|Europe|European|EMEA', 'u'),
  en('region', 'us', 'US|USA|North America|American', 'u'),
  en('region', 'apac', 'APAC|Asia', 'u'),
  en('region', 'china', 'China|mainland', 'u'),
  zh('region', 'china', '国内版|国内'),
  zh('region', 'overseas', '海外版|海外|国际版'),
  zh('region', 'east-china', '华东'),
  zh('region', 'north-china', '华北'),
  zh('region', 'south-china', '华南'),
];

// Teams: "the data team", "数据组的", "算法团队"; the team's own word is its value.
const EN_TEAM = /(?<![A-Za-z0-9_-])([a-z][a-z-]{1,20})\s+(?:team|squad|group)\b/giu;
const ZH_TEAM = /([\p{Script=Han}]{2,4}?)(?:团队|小组|组)(?:的|负责|在|用|里)/gu;
// Sites and instances: one of several places or units of one kind, told apart by the word before
// it ("the Berlin office", "warehouse 2", 北京机房, 二号仓库, 上海分公司); that word is its value.
const SITE_HEADS = 'office|datacenter|data center|site|campus|plant|factory|warehouse|store|branch|cluster|lab|shift';
const EN_SITE_BEFORE = new RegExp(`(?<![A-Za-z0-9_-])([A-Za-z][\\w-]{1,20})\\s+(?:${SITE_HEADS})s?\\b`, 'giu');
// "warehouse 2", "Plant B": the number or capital letter after the head (case kept: "store a copy" is no site).
const EN_SITE_AFTER = new RegExp(`\\b(?:${SITE_HEADS.replace(/(^|\|)([a-z])/g, (_, bar: string, c: string) => `${bar}[${c}${c.toUpperCase()}]`)})\\s+(?:#|[Nn]o\\.?\\s*)?(\\d+|[A-Z])\\b`, 'gu');
const ZH_SITE = /([^\s的在用和与是了从到由把将被于向往至及或跟同给对为，。；、,;:：（）()]{1,3}?)(机房|数据中心|集群|仓库|分仓|门店|分店|工厂|厂区|办公室|校区|园区|分公司|实验室|产线|车间)/gu;
const ZH_SHIFT = /[早中晚白夜]班/gu;
// A store named by its place (台北店, 城西店, 西湖路店): two characters or more before 店, not a store in general (门店, 分店).
const ZH_STORE = /([^\s的在用和与是了从到由把将被于向往至及或跟同给对为门分商本该各每全，。；、,;:：（）()]{2,3}?)店(?=的|[，,。；;\s]|$|已|现|用|换|改|从|也|都|还)/gu;
const NOT_SITE = new Set(['the', 'a', 'an', 'our', 'your', 'their', 'this', 'that', 'each', 'every', 'any', 'all', 'same', 'other', 'one', 'new', 'old', 'main', 'whole', 'per', 'in', 'at', 'of', 'to', 'from', 'on', 'by', 'for', 'and', 'or', 'is', 'are', 'its', 'his', 'her', 'my', 'data', 'test', 'production', 'staging',
  '每', '各', '所有', '整个', '这个', '那个', '本', '该', '全部', '我们', '测试', '生产']);

// A qualifier right before the word it qualifies ("the test ground station", "the live booking
// site", "the north barn", 正式服务器): that head is one of several of its kind, told apart by the
// qualifier. Words that are often no environment ("test", "live", 开发) count only this way, where
// the other statement puts a qualifier of the same family before the same head.
const EN_QUALIFIERS = 'production|prod|live|staging|test|testing|qa|uat|dev|development|demo|sandbox|preview|north|south|east|west|northern|southern|eastern|western|upper|lower|front|rear|inner|outer';
const ZH_QUALIFIERS = '生产|正式|线上|测试|预发布?|开发|演示|沙箱|灰度|[东西南北]';
const EN_HEAD_QUALIFIER = new RegExp(`(?<![A-Za-z0-9_-])(${EN_QUALIFIERS})\\s+([a-z][a-z-]*)`, 'giu');
const ZH_HEAD_QUALIFIER = new RegExp(`(${ZH_QUALIFIERS})([\\p{Script=Han}]{1,2})`, 'gu');
const QUALIFIER_VALUE: Record<string, readonly [string, string]> = {
  production: ['environment', 'production'], prod: ['environment', 'production'], live: ['environment', 'production'], 生产: ['environment', 'production'], 正式: ['environment', 'production'], 线上: ['environment', 'production'],
  staging: ['environment', 'staging'], preview: ['environment', 'staging'], 预发: ['environment', 'staging'], 预发布: ['environment', 'staging'],
  test: ['environment', 'test'], testing: ['environment', 'test'], qa: ['environment', 'test'], uat: ['environment', 'test'], 测试: ['environment', 'test'],
  dev: ['environment', 'dev'], development: ['environment', 'dev'], 开发: ['environment', 'dev'],
  demo: ['environment', 'demo'], 演示: ['environment', 'demo'], sandbox: ['environment', 'sandbox'], 沙箱: ['environment', 'sandbox'], 灰度: ['environment', 'canary'],
  north: ['position', 'north'], northern: ['position', 'north'], 北: ['position', 'north'], south: ['position', 'south'], southern: ['position', 'south'], 南: ['position', 'south'],
  east: ['position', 'east'], eastern: ['position', 'east'], 东: ['position', 'east'], west: ['position', 'west'], western: ['position', 'west'], 西: ['position', 'west'],
  upper: ['position', 'upper'], lower: ['position', 'lower'], front: ['position', 'front'], rear: ['position', 'rear'], inner: ['position', 'inner'], outer: ['position', 'outer'],
};
// A head that is no thing: a preposition, an article or a verb's particle after the word ("test on", "live in").
const NOT_HEAD = new Set(['of', 'in', 'on', 'at', 'to', 'for', 'from', 'with', 'by', 'and', 'or', 'the', 'a', 'an', 'is', 'are', 'was', 'were', 'be', 'it', 'its', 'this', 'that', 'only', 'first', 'side', 'end']);

const NOT_TEAM = new Set(['the', 'a', 'our', 'your', 'their', 'this', 'that', 'whole', 'every', 'each', 'same', 'other', 'one', 'core', 'new', 'old']);

export type Scopes = ReadonlyMap<ScopeKind, ReadonlySet<string>>;

// A statement's scopes are read by several rules of a plan (supersessions, switches, contradictions).
const memo = new TextMemo<Scopes>(4_000_000);

/** The scopes a statement names, by kind. */
export function scopesOf(text: string): Scopes {
  return memo.get(text, readScopes);
}

const NONE: Scopes = new Map();
// Most statements name no scope: one test of every scope word first.
const ANY = new RegExp(`${WORDS.map((w) => w.re.source).join('|')}|team|squad|group|组|${SITE_HEADS}|${ZH_SITE.source.slice(ZH_SITE.source.indexOf(')(') + 2, -1)}|${ZH_SHIFT.source}|店|${EN_QUALIFIERS}|${ZH_QUALIFIERS}`, 'iu');

function readScopes(text: string): Scopes {
  const t = foldText(simplifiedHan(text));
  if (!ANY.test(t)) return NONE;
  const out = new Map<ScopeKind, Set<string>>();
  const add = (kind: ScopeKind, value: string): void => {
    const set = out.get(kind) ?? new Set<string>();
    set.add(value);
    out.set(kind, set);
  };
  for (const w of WORDS) if (w.re.test(t)) add(w.kind, w.value);
  for (const m of t.matchAll(EN_TEAM)) {
    const who = m[1]!.toLowerCase();
    if (!NOT_TEAM.has(who)) add('team', who);
  }
  for (const m of t.matchAll(ZH_TEAM)) add('team', m[1]!);
  for (const m of t.matchAll(EN_SITE_BEFORE)) {
    const where = m[1]!.toLowerCase();
    if (!NOT_SITE.has(where) && !/(?:ed|ing)$/.test(where)) add('site', where);
  }
  for (const m of t.matchAll(EN_SITE_AFTER)) add('site', m[1]!.toLowerCase());
  for (const m of t.matchAll(ZH_SITE)) if (!NOT_SITE.has(m[1]!)) add('site', `${m[1]}${m[2]}`);
  for (const m of t.matchAll(ZH_SHIFT)) add('site', m[0]);
  for (const m of t.matchAll(ZH_STORE)) if (!NOT_SITE.has(m[1]!)) add('site', `${m[1]}店`);
  for (const m of t.matchAll(EN_HEAD_QUALIFIER)) {
    const head = m[2]!.toLowerCase();
    const [family, value] = QUALIFIER_VALUE[m[1]!.toLowerCase()]!;
    if (!NOT_HEAD.has(head)) add(`head:${family}:${stem(head)}`, value);
  }
  for (const m of t.matchAll(ZH_HEAD_QUALIFIER)) {
    const [family, value] = QUALIFIER_VALUE[m[1]!]!;
    // 东/西/南/北 qualify one character (东区, 北门); the others a word (服务器 is read by its first two characters).
    add(`head:${family}:${family === 'position' ? m[2]![0] : m[2]}`, value);
  }
  return out;
}

/** A kind read from a qualifier's head (head:environment:ground), not one of the named scope kinds. */
export function isHeadKind(kind: ScopeKind): boolean {
  return kind.startsWith('head:');
}

const SIDE_SITE = /^分|分店|分公司|分仓|分部|分院|分校|支行|支店/u;
// Environments beside the main one, named without doubt ("test" and "dev" are often a kind of thing: "test files").
const SIDE = new Set(['staging', 'test', 'dev', 'demo', 'sandbox', 'canary']);

/**
 * A change said of a side environment only ("the demo site moved …", 预发环境改用…) says nothing of
 * a statement that names no environment: that one is of the main environment. The change must name
 * the environment outright (staging, 测试环境) or before a head the other statement names without it.
 */
export function sideOnly(change: Scopes, other: Scopes, otherText: string): boolean {
  // A branch beside the main site (分店仓库, 分公司, 分院) is a side too: its change is not of a statement naming no site.
  const sites = change.get('site');
  if (sites && sites.size > 0 && [...sites].every((v) => SIDE_SITE.test(v)) && !other.has('site')) return true;
  const envs: string[] = [];
  for (const [kind, values] of change) {
    if (kind === 'environment') envs.push(...values);
    else if (kind.startsWith('head:environment:')) {
      const head = kind.slice('head:environment:'.length);
      const named = /\p{Script=Han}/u.test(head) ? simplifiedHan(otherText).includes(head) : keyTermsOf(otherText).has(head);
      for (const v of values) envs.push(named && (v === 'staging' || v === 'demo' || v === 'sandbox') ? v : 'unsure');
    }
  }
  if (envs.length === 0 || envs.some((v) => !SIDE.has(v))) return false;
  for (const kind of other.keys()) if (kind === 'environment' || kind.startsWith('head:environment:')) return false;
  return true;
}

function keyTermsOf(text: string): Set<string> {
  return new Set((foldText(text).toLowerCase().match(/[a-z][a-z-]*/g) ?? []).map(stem));
}

/** Both name a scope of one kind and share none of that kind: statements about different things. */
export function scopesClash(a: Scopes, b: Scopes): boolean {
  for (const [kind, values] of a) {
    const other = b.get(kind);
    if (!other || other.size === 0) continue;
    if (![...values].some((v) => other.has(v))) return true;
  }
  return false;
}

/** scopesClash on two texts. */
export function otherScope(a: string, b: string): boolean {
  return scopesClash(scopesOf(a), scopesOf(b));
}
