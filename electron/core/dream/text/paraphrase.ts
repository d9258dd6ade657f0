/**
 * Paraphrased duplicates the merge threshold misses: two memories stating the same rule in
 * other words ("Run the full test suite before merging a pull request" / "Before a pull
 * request is merged, the full test suite must pass"), or one rule from both sides ("Don't use
 * default exports" / "Always use named exports"). Never merged: a `possible-duplicate`
 * finding naming both, for a person or the agent engine to settle.
 *
 * Two statements are candidates when most of the shorter one's key terms are in the longer
 * one, they share at least three, and they name no different specifics. The same sentence
 * with one thing swapped ("run the linter" / "run the formatter before committing") is two
 * rules when both say it the same way round, and one rule from both sides when one of them
 * is a prohibition. Linear: statements meet through their rarest terms.
 */
import { isNegated, keyTerms, specificsOf } from './compare.js';
import { factsOf } from './sentences.js';
import { markerOf } from './supersede.js';
import { identifiersOf, idsDiffer } from './identifiers.js';
import { sameSet } from './sets.js';

export interface ParaphraseDoc {
  id: string;
  text: string;
  /** Docs of different groups are never compared (team vs personal). */
  group?: string;
}

export interface Paraphrase {
  a: { id: string; fact: string };
  b: { id: string; fact: string };
}

const PARTNERS = 8;
const MAX_POSTING = 200;

interface Stmt {
  doc: number;
  text: string;
  norm: string;
  ids: Set<string>;
  /** Numbers and Chinese counts (两个空格 / 四个空格): other numbers, another rule. */
  numbers: Set<string>;
  /** Says it replaces something ("switched from", 改用): the supersession rules' business. */
  switch: boolean;
  terms: Set<string>;
  /** Key terms without light verbs. */
  content: Set<string>;
  /** The content terms in order (a swap is of what is said, not of 用 / 采用). */
  order: string[];
  negated: boolean;
}

export function findParaphrases(docs: readonly ParaphraseDoc[], terms: (t: string) => Set<string> = keyTerms, skip: (a: string, b: string) => boolean = () => false): Paraphrase[] {
  const stmts: Stmt[] = [];
  docs.forEach((d, doc) => {
    for (const f of factsOf(d.text)) {
      if (f.label !== undefined || f.kind === 'heading') continue;
      const t = terms(wordingOf(f.text));
      if (t.size < 3) continue;
      stmts.push({ doc, text: f.text.trim(), norm: f.norm, ids: identifiersOf(f.text), numbers: numbersOf(f.text), switch: markerOf(f.text) !== null, terms: t, content: contentOf(t), order: [...contentOf(t)], negated: isNegated(f.text) });
    }
  });
  const postings = new Map<string, number[]>();
  stmts.forEach((s, i) => {
    for (const t of s.terms) {
      const list = postings.get(t);
      if (list) list.push(i);
      else postings.set(t, [i]);
    }
  });
  const out: Paraphrase[] = [];
  const pairs = new Set<string>();
  stmts.forEach((s, i) => {
    const score = new Map<number, number>();
    // Through the rarest terms it shares with anything (a term only it has finds nothing).
    const shared = [...s.terms].filter((t) => (postings.get(t)?.length ?? 0) >= 2);
    for (const t of shared.sort((x, y) => (postings.get(x)?.length ?? 0) - (postings.get(y)?.length ?? 0)).slice(0, 4)) {
      const list = postings.get(t) ?? [];
      if (list.length > MAX_POSTING) continue;
      for (const j of list) if (j !== i) score.set(j, (score.get(j) ?? 0) + 1);
    }
    const near = [...score.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]).slice(0, PARTNERS);
    for (const [j] of near) {
      const o = stmts[j]!;
      if (o.doc === s.doc || (docs[o.doc]!.group ?? '') !== (docs[s.doc]!.group ?? '')) continue;
      const key = s.doc < o.doc ? `${s.doc}:${o.doc}` : `${o.doc}:${s.doc}`;
      if (pairs.has(key) || skip(docs[s.doc]!.id, docs[o.doc]!.id)) continue;
      if (!sameRuleOtherWords(s, o)) continue;
      pairs.add(key);
      out.push({ a: { id: docs[s.doc]!.id, fact: s.text }, b: { id: docs[o.doc]!.id, fact: o.text } });
    }
  });
  return out;
}

function sameRuleOtherWords(a: Stmt, b: Stmt): boolean {
  // The same sentence word for word is a plain repeat, not a paraphrase; things with another
  // name (ledger-14 / ledger-71) are other things.
  if (a.switch || b.switch || a.norm === b.norm || idsDiffer(a.ids, b.ids)) return false;
  if (a.numbers.size > 0 && b.numbers.size > 0 && !sameCounts(a.numbers, b.numbers)) return false;
  if (!overlapEnough(a.terms, b.terms) && !overlapEnough(a.content, b.content) && !overlapEnough(a.content, b.content, true)) return false;
  // Each naming something the other does not (ledger-14 / ledger-71, npm / pnpm) is two
  // things; one adding an example ('Add parser') to the same rule is not.
  if (lacks(a.text, b.text) && lacks(b.text, a.text)) return false;
  // The same sentence with one thing swapped, said the same way round: two rules.
  if (a.negated === b.negated && oneSwap(a.order, b.order)) return false;
  return true;
}

/**
 * Most of the shorter statement's terms are in the longer one, three at least. Over content
 * words (`light`), two are enough when they are all the shorter statement says and most of
 * the longer one: "run migrations in a transaction" / "migrations must be wrapped in a
 * transaction" (run and wrap only say how the rule is worded).
 */
function overlapEnough(a: ReadonlySet<string>, b: ReadonlySet<string>, light = false): boolean {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  const smaller = Math.min(a.size, b.size);
  const jaccard = shared / (a.size + b.size - shared);
  if (light) return shared >= 2 && shared === smaller && jaccard >= 0.6;
  return shared >= 3 && shared / smaller >= 0.6 && jaccard >= 0.4;
}

/** Verbs that only carry a rule's wording (run X in a transaction / wrap X in a transaction), stemmed as keyTerms stems. */
const LIGHT_VERBS = new Set(['run', 'use', 'uses', 'do', 'make', 'mak', 'perform', 'execute', 'execut', 'wrap', 'wrapp', 'put', 'keep', 'have', 'get', 'ensure', 'ensur', 'need', 'should', 'must', '用', '使用', '采用', '统一', '一律']);

/**
 * One word for the common ways of saying the same thing in a rule, so that "favor X rather
 * than Y" meets "prefer X over Y", "API keys must not be checked into the repository" meets
 * "never commit secrets to the repo", 响应 meets 返回 and 修改 meets 改; manner words (直接,
 * 手动, directly) say how, not what.
 */
const WORDING: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bfavou?r(?:s|ed|ing)?\b/gi, 'prefer'],
  [/\b(?:rather than|instead of|in preference to)\b/gi, 'over'],
  [/\brepository\b|\brepositories\b/gi, 'repo'],
  [/\b(?:api keys?|access keys?|passwords?|credentials?|secrets?|access tokens?)\b/gi, 'secrets'],
  [/\bcheck(?:ed|s|ing)? in(?:to)?\b/gi, 'commit to'],
  [/\b(?:pull|merge) requests?\b|\bPRs?\b/g, 'pull request'],
  [/\b(?:directly|manually|by hand)\b/gi, ' '],
  [/响应|回包/g, '返回'],
  [/修改|更改|改动/g, '改'],
  [/审核|审批|评审|代码审查/g, 'review'],
  [/输出到|写到|写进|记录到|打到/g, '打印到'],
  [/直接|手动|随意/g, ' '],
];

/**
 * English words in a Chinese statement ("commit message 必须用英文", "大表加 index"), read as the
 * Chinese a statement in Chinese would use, so that mixed-language rules meet their Chinese
 * twins. Only in text with Han characters: English statements are read as they are.
 */
const MIXED: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcommit\s*messages?\b|提交消息|提交说明/gi, '提交信息'],
  [/\blog\s*messages?\b|日志消息/gi, '日志信息'],
  [/\bpull request\b/gi, '合并请求'],
  [/\breviewers?\b/gi, 'review'],
  [/\bunit tests?\b/gi, '单元测试'],
  [/\bindex(?:es)?\b|\bindices\b/gi, '索引'],
  [/\bdatabases?\b/gi, '数据库'],
  [/\btables?\b/gi, '表'],
  [/\bbranch(?:es)?\b/gi, '分支'],
  [/\bcommit(?:s|ted|ting)?\b/gi, '提交'],
  [/\bmerg(?:e|es|ed|ing)\b/gi, '合并'],
  [/\bdeploy(?:s|ed|ing|ments?)?\b/gi, '部署'],
  [/\brelease(?:s|d)?\b/gi, '发布'],
  [/\blogs?\b|\blogging\b/gi, '日志'],
  [/\bcomments?\b/gi, '注释'],
  [/\bconfig(?:uration)?s?\b/gi, '配置'],
  [/\btests?\b|\btesting\b/gi, '测试'],
  [/\benglish\b/gi, '英文'],
  [/\bchinese\b/gi, '中文'],
];

function wordingOf(text: string): string {
  let out = text;
  for (const [re, to] of WORDING) out = out.replace(re, to);
  if (/\p{Script=Han}/u.test(out)) for (const [re, to] of MIXED) out = out.replace(re, ` ${to} `);
  return out;
}

const ZH_NUMERAL = /([一二两三四五六七八九十百千]+)个?([人次天周月年台条份位名秒分行个空格])/gu;

/**
 * The same numbers and counts. 个 before a word of no measure ("两个 reviewer") counts people as
 * well as 两人, 两名 or 两位 do; 两天 and 两人, or 两个 and 两天, are other counts.
 */
function sameCounts(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (sameSet(a, b)) return true;
  if (a.size !== b.size) return false;
  const person = (u: string): boolean => u === '人' || u === '名' || u === '位';
  const meets = (x: string, y: string): boolean => {
    if (x === y) return true;
    if (!/^[一二三四五六七八九十百千]+\D$/u.test(x) || x.slice(0, -1) !== y.slice(0, -1)) return false;
    const [u, v] = [x.slice(-1), y.slice(-1)];
    return (u === '个' && person(v)) || (v === '个' && person(u));
  };
  return [...a].every((x) => [...b].some((y) => meets(x, y))) && [...b].every((y) => [...a].some((x) => meets(x, y)));
}

function numbersOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\d+(?:[.,]\d+)?/g)) out.add(m[0]);
  for (const m of text.matchAll(ZH_NUMERAL)) out.add(`${m[1]}${m[2]}`.replace(/^两/, '二'));
  return out;
}

function contentOf(terms: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const t of terms) if (!LIGHT_VERBS.has(t)) out.add(t);
  return out;
}

function lacks(a: string, b: string): boolean {
  const lower = b.toLowerCase();
  for (const s of specificsOf(a)) if (!lower.includes(s)) return true;
  return false;
}

/** The term sequences are equal but for one contiguous span on each side. */
function oneSwap(x: readonly string[], y: readonly string[]): boolean {
  let head = 0;
  while (head < x.length && head < y.length && x[head] === y[head]) head += 1;
  let tail = 0;
  while (tail < x.length - head && tail < y.length - head && x[x.length - 1 - tail] === y[y.length - 1 - tail]) tail += 1;
  const midX = x.slice(head, x.length - tail);
  const midY = y.slice(head, y.length - tail);
  return midX.length > 0 && midY.length > 0 && midX.length <= 2 && midY.length <= 2 && !midY.some((t) => midX.includes(t));
}
