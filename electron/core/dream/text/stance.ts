/**
 * A rule's stance: what its main clause does with its subject, which word-level negation
 * cannot tell. "Never add a dependency without asking" forbids (the "without" is inside the
 * subject); "Adding dependencies without asking is fine" allows; "All tests must pass before
 * you commit" requires; "小改动提交前不用跑单元测试" waives. Forbid against allow or require,
 * and require against waive, are opposite stances on one subject: a conflict, whatever the
 * negators say.
 */
import { stem } from './compare.js';
import { foldText } from './tokens.js';

export type Stance = 'forbid' | 'require' | 'allow' | 'waive';

const WAIVE = /\b(?:is|are)(?:n'?t| not)\s+(?:(?:really|strictly|always|actually)\s+)?(?:needed|necessary|required|mandatory|a must)\b|\bunnecessary\b|不是必要的?|非必要|不必要|用不着|犯不着|\bnot \w+ing\b[^.;]{0,60}\b(?:is|are) (?:fine|ok|okay|acceptable|allowed)\b|(?:不|没)[^，。；！,.;!]{1,24}?也(?:没问题|可以|行|没关系|无妨|不要紧)|唔使|唔駛|唔驶|唔洗|唔需要|\bno\s+(?:\w+\s+){1,3}(?:needed|required)\b|\b(?:do|does)(?:n'?t| not) need\b|\b(?:no need (?:2|for)|no need to|there is no need|not (?:necessary|required|needed)|no longer (?:necessary|required|needed|mandatory)|don'?t bother|do not bother|(?:do|does)n'?t (?:have|need) to|(?:do|does) not (?:have|need) to|needn'?t|is optional|are optional|can skip|may skip|(?:is|are) fine to skip|skipping [^.]{0,40}(?:is|are) (?:fine|ok|okay|acceptable|allowed))\b|\b(?:may|can)(?:\s+\w+){0,3}\s+without\b|\b(?:we|they|you|i|teams?|people|staff|everyone)\s+(?:usually\s+|often\s+|sometimes\s+|just\s+)?skip(?:ped)?\b|\b(?:is|are|gets?|get|can be|may be)\s+skipped\b|不用|不必|无需|不需要|没必要|可以不|可以跳过|可跳过|不一定(?:要|得|非要)|未必要|不是必须|跳过[^，。；！,.;!]{0,20}?也?(?:可以|没问题|没关系|行|无妨|不要紧)/iu;
const ALLOW = /\b(?:(?:is|are|it's|it is|that's)\s+(?:(?:perfectly|totally|completely|absolutely|really|generally|usually|actually|also|still|now|quite)\s+)?(?:fine|ok|okay|alright|all right|allowed|acceptable|permitted|no problem|no big deal|not an? (?:problem|issue|big deal))(?! to (?:never|not))|(?:is|are)n'?t an? (?:problem|issue|big deal)|(?:you're|you are|we're|we are|staff are|everyone is) welcome to|go ahead and|nothing wrong with|no harm in|(?:does|do)n'?t matter|(?:does|do) not matter|ok to|okay to|fine to|feel free|allowed to|permitted to|authori[sz](?:e|es|ed)\b|entitled to|you (?:may|can)|we (?:may|can)|(?:may|can) be|(?:can|may)(?!'t| not\b)(?= \w))\b|可以|允许|随意|(?:没关系|没问题|不要紧|无所谓|无妨|就好|就行|也行|即可|就得|都得|冇问题|冇問題|冇所谓|冇所謂)(?=[，。；！,.;!]|$)/iu;
const FORBID = /^(?:\s*[-*]\s*)?(?:never|don'?t|dont|do not|must not|mustn'?t|should not|shouldn'?t|avoid|no\s|not\s)|\b(?:we|you|they|i|staff|everyone)\s+(?:don'?t|do not|never)\b(?!\s+(?:need|have)\b)|\b(?:is|are)\s+not\s+to\s+be\b|\b(?:must not|mustn'?t|should never|must never|shall not|shan'?t|is (?:not allowed|forbidden|prohibited)|are (?:not allowed|forbidden|prohibited)|never|cannot|can'?t|can not|may not)\b|\b(?:stays?|staying|keeps?|kept|keeping)\s+(?:[\w-]+\s+){0,4}?out of\b|\boff[- ]limits\b|禁止|不要(?!紧)|不能|不得|不允许|别(?![人的处])|严禁|不准|切勿|不可以|不可(?![能否思少缺])|唔可以|唔准|唔好(?!意思|彩|睇|食|玩|听|聽|饮|飲)/iu;
const REQUIRE = /\b(?:always|must|shall|hereby (?:directs?|requires?|instructs?)|have to|has to|need to|needs to|required|is mandatory|are mandatory|(?:is|are) to be|every time|each time|without fail|without exception|at all times)\b|必须|一定要|务必|都要|需要|要求|应该|应当|一律(?![不禁别免])/iu;

// A bold label, or up to three words before a colon, opening a line.
const LABEL = /^\s*(?:[-*]\s+)?(?:\*\*[^*]{1,40}\*\*\s*[:：]?|[A-Za-z][\w-]*(?: [\w-]+){0,2}:(?=\s))\s*/u;

// On a tie (可以不 is both), the more specific stance wins.
const ORDER: ReadonlyArray<readonly [Stance, RegExp]> = [['waive', WAIVE], ['forbid', FORBID], ['allow', ALLOW], ['require', REQUIRE]];

/**
 * The stance of one statement's main clause (its first stance word: "Never push to main; you
 * can open a PR" forbids), or null when it states a fact rather than a rule.
 */
export function stanceOf(text: string): Stance | null {
  // A label ("**Patient data:**", "Data:") names the area, not the stance: the clause starts after it.
  const t = foldText(text).replace(LABEL, '');
  let best: { stance: Stance; at: number } | null = null;
  for (const [stance, re] of ORDER) {
    const m = re.exec(t);
    if (m && (best === null || m.index < best.at)) best = { stance, at: m.index };
  }
  return best?.stance ?? null;
}

/** Opposite stances on one subject. */
export function stancesConflict(a: Stance | null, b: Stance | null): boolean {
  if (a === null || b === null) return false;
  const pair = new Set([a, b]);
  return (pair.has('forbid') && (pair.has('allow') || pair.has('require'))) || (pair.has('require') && pair.has('waive'));
}

// Words whose opposite says the same subject the other way round ("must pass" / "with failing tests").
const OPPOSITES: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\bpass(?:es|ed|ing)?\b/i, /\bfail(?:s|ed|ing)?\b|\bred\b|\bbroken\b/i],
  [/\benabl\w*/i, /\bdisabl\w*|\bturn(?:ed|ing)? off\b/i],
  [/\binclud\w*/i, /\bexclud\w*/i],
  [/走/, /不走/],
  [/通过/, /没通过|不通过|失败/],
];

/**
 * The statement says the rule's subject with an opposite word (the rule: "tests must pass";
 * the statement: "committing with failing tests"), or with a word of the rule under a negative
 * prefix (the rule: "always sign release tags"; the statement: "unsigned tags"; reversible /
 * irreversible, encrypted / unencrypted): as a permission it then goes against a requirement.
 */
export function saysOpposite(rule: string, statement: string): boolean {
  const r = foldText(rule);
  const s = foldText(statement);
  return OPPOSITES.some(([yes, no]) => yes.test(r) && !no.test(r) && no.test(s)) || negativeTwin(r, s);
}

// un-, ir-, non- before four letters at least; in-, im-, il-, dis- before five (install, import and display are no opposites of stall, port and play).
const NEGATIVE_PREFIX = /^(?:(?:un|ir|non-?)([a-z]{4,})|(?:in|im|il|dis)([a-z]{5,}))$/;

function negativeTwin(rule: string, statement: string): boolean {
  const raw = new Set(rule.toLowerCase().match(/[a-z][a-z-]*/g) ?? []);
  const stems = new Set([...raw].map(stem));
  for (const w of statement.toLowerCase().match(/[a-z][a-z-]*/g) ?? []) {
    const m = NEGATIVE_PREFIX.exec(w);
    const rest = m?.[1] ?? m?.[2];
    if (rest && !raw.has(w) && stems.has(stem(rest))) return true;
  }
  return false;
}

/**
 * What a statement puts something else in the place of: "X instead of Y", "rather than Y", "in
 * place of Y", 用X代替Y, 取代Y, 而不是Y give Y; "改用X", "… X instead" name none (''). Null: it
 * replaces nothing. A permission that replaces what a rule requires waives the rule.
 */
export function replacedIn(statement: string): string | null {
  const t = foldText(statement);
  const en = /\b(?:instead of|rather than|in place of)\s+((?:(?!when|if|unless|for|as|because|while)[\w-]+\s*){1,4})/i.exec(t);
  if (en) return en[1]!.trim();
  const zh = /(?:代替|取代|替代|替换|而不是|而非)([^\s，。；！,.;!]{1,8})/u.exec(t);
  if (zh) return zh[1]!;
  return /\binstead\b|改用|改成用|换用/iu.test(t) ? '' : null;
}
