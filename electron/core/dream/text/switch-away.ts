/**
 * A switch away from a named thing, however it is phrased: "we ditched Webpack for Vite",
 * "moved off CircleCI", "yarn is deprecated, use pnpm", "Heroku is gone", "dropped X in favour
 * of Y", "cut over from X to Y", "Y took over from X", "Y replaces X", "X has been swapped out
 * for Y", "X -> Y", "moved off X onto Y", "came off X and onto Y", "no more X", "not X anymore, it's Y",
 * 从X迁到Y, 从X切到Y, 由X改为Y, 弃用了X, X已下线, X不用了, 已经不是X了, 没有再用X了, 之前用X，现在… . An arrow
 * that is a label's value ("TLE source: Space-Track → CelesTrak") is about the label: an older
 * statement holding each of its words (as a verb too: "Label design" / "designed in") is of it.
 * The old thing may be named with or without its kind word (极光 / 极光推送, the Memcached
 * layer), and a switch for one platform, environment, region or team (iOS端, production) says
 * nothing of another. What the supersession rules cannot
 * settle into an edit must still not pass in silence: any other statement that still names the
 * old thing as current, about the same subject, is flagged `outdated` with both statements.
 *
 * Conservative about the subject: a switch for another subject ("web analytics moved from
 * Firebase to PostHog" vs "push notifications go through Firebase") is no finding; a plan that
 * was turned down ("considered switching", 讨论过…决定不迁) is no switch at all.
 */
import { changeReading } from './change-reading.js';
import { isNegated, isStopword, keyTerms } from './compare.js';
import { simplifiedHan } from './simplified.js';
import { quoteFact, type DatedFact, type FactConflict } from './supersede.js';
import { foldText } from './tokens.js';
import { identifiersOf, idsDiffer } from './identifiers.js';
import { sameSet, subset } from './sets.js';
import { scopesClash, scopesOf, sideOnly, type Scopes } from './scope.js';
import { hanNameCore, isKindOnly, isKindWord, namesHan } from './tool-kinds.js';
import { sameWord, subjectOf } from './claim.js';
import { unrealisedChange } from './change-mood.js';
import { matcherFor } from './unicode-flag.js';

export interface SwitchAway {
  /** Key terms naming what was left. */
  away: Set<string>;
  /** Name terms of the old thing that another statement must contain to be about it. */
  names: Set<string>;
  /** Key terms of what replaced it, when said. */
  to: Set<string>;
  /** What the statement says the switch is for (its subject), without the names and the switch words. */
  subject: Set<string>;
  /** Names with a number (ledger-14): they say which thing the switch is about. */
  ids: Set<string>;
  /** Wholesale: the old thing itself is gone ("X is deprecated", "ditched X"), not X for one subject. */
  wholesale: boolean;
  /** The verb takes the old thing itself, with only who made the switch before it ("The studio upgraded from X to Y"). */
  itself: boolean;
  /** Who made a switch of the thing itself, named by one word ("The studio"); null for a pronoun or none. */
  agent: string | null;
  /** For a switch of the thing itself, what it says it is for after it ("… for the card payments"). */
  after: Set<string>;
  phrase: string;
  /** A Chinese name without its kind word (七牛云 -> 七牛): found inside another statement's text. */
  hanName: string | null;
  /** The platform, environment, region or team the switch is for (iOS端, production). */
  scopes: Scopes;
  /** The words of a label the switch is the value of ("TLE source: Space-Track → CelesTrak": tle), kind and attribute words aside; null without one. */
  label: Set<string> | null;
}

// A name: up to five words or a Han run, stopping at clause punctuation.
const N = "([\\p{L}\\p{N}][\\p{L}\\p{N}._+#@/'-]*(?:[ \\t]+[\\p{L}\\p{N}][\\p{L}\\p{N}._+#@/'-]*){0,4}?)";
const ZN = '([^，。；、,;:：!?！？\\s][^，。；、,;:：!?！？]{0,30}?)';
// What stood before, in brackets: a short name, not a reason (为了…) or a place (on the infra team).
const PAREN_NAME = '(?!为了|因为|由于|是为了|on\\b|in\\b|at\\b|with\\b|of\\b|for\\b|under\\b|part\\b|the\\b|a\\b|an\\b)([\\p{L}\\p{N}][\\p{L}\\p{N}._+#@/-]*(?:[ \\t][\\p{L}\\p{N}][\\p{L}\\p{N}._+#@/-]*){0,2}?)';
// The new thing before such brackets: one word, then capitalised words only ("Testing Library").
const NEW_NAME = '([\\p{L}\\p{N}][\\p{L}\\p{N}._+#@/-]*(?:[ \\t]+\\p{Lu}[\\p{L}\\p{N}._+#@/-]*){0,2})';
// A name as the old thing of a sentence told new-thing-first: capitalised, or with a digit or a dot.
const OLD_NAME = '((?:\\p{Lu}|[a-z][a-z0-9]*[0-9.])[\\p{L}\\p{N}._+#@/-]*(?:[ \\t]+\\p{Lu}[\\p{L}\\p{N}._+#@/-]*){0,2})';
const END = '(?=[.!?](?:\\s|$)|[;,:。；，！？：()（）]|\\s[-–—]\\s|\\s+(?:and|but|because|since|as|so|which|after|before|in|on|at|for|last|this|now)\\b|$)';

// Verbs of a Chinese switch between the old thing and the new one (从X切到Y, 由X改为Y).
const ZH_TO = '(?:换成|改成|改为|迁移到|迁移至|迁到|迁至|迁往|转移到|转移至|切换到|切换成|切换为|切到|切成|换到|换至|改用|改到|转到|转为|转成|升级到|升级成|替换为|替换成|换为|搬到)';

interface Pattern {
  re: RegExp;
  /** Capture group of the old thing and of the new one (0: none). */
  away: number;
  to: number;
  wholesale: boolean;
}

const P = (re: string, away: number, to: number, wholesale: boolean, flags = 'iu'): Pattern => ({ re: new RegExp(re, flags), away, to, wholesale });

// An arrow: the old thing is what stands right before it in its clause ("auth: Auth0 -> Clerk").
const ARROW = P(`([^\\s:：,，;；(（][^:：,，;；(（]{0,30}?)\\s*(?:->|→|=>|⟶|➜|⇒|⟹|➔|➡️?)\\s*([^\\s(（,，;；。][^(（,，;；。]{0,30}?)\\s*(?=[(（,，;；。.]|$)`, 1, 2, false);

// from X to Y, with any verb of moving
const FROM_TO = P(`\\b(?:switch|mov|migrat|chang|went|going|upgrad|downgrad|bump|transition|swap|convert|cut\\s*over|cutover|shift|port(?=ed|ing)|flipp)\\w*\\s+(?:over\\s+)?(?:[\\w.-]+\\s+){0,4}?from\\s+${N}\\s+(?:to|onto|for)\\s+${N}${END}`, 1, 2, false);
const REPLACE_WITH = P(`\\breplac\\w*\\s+${N}\\s+(?:with|by)\\s+${N}${END}`, 1, 2, false);

const PATTERNS: Pattern[] = [
  FROM_TO,
  // to Y from X: "migrated catalog search to Typesense from Algolia"
  P(`\\b(?:switch|mov|migrat|chang|went|going|transition|swap|convert|cut\\s*over|cutover|shift|port(?=ed|ing))\\w*\\s+(?:over\\s+)?(?:[\\w.-]+\\s+){0,4}?(?:to|onto)\\s+${N}\\s+from\\s+${N}${END}`, 2, 1, false),
  REPLACE_WITH,
  P(`${N}\\s+(?:is|was|has been|have been|got|were|are)\\s+(?:now\\s+)?(?:replaced|superseded|succeeded)\\s+(?:by|with)\\s+${N}${END}`, 1, 2, false),
  // "The Memcached layer has been swapped out for Redis" (before "swapped X for Y": here X comes first)
  P(`${N}\\s+(?:is|was|has been|have been|got|were|are)\\s+(?:now\\s+)?(?:swapped|traded|exchanged)(?:\\s+out)?\\s+for\\s+${N}${END}`, 1, 2, false),
  P(`\\b(?:ditch|dropp|dump|abandon|swapp|trad|sunsett|kill|retir|deprecat|phas)\\w*\\s+(?:out\\s+)?${N}\\s+(?:for|in favou?r of|with|and (?:went with|moved to|adopted|use))\\s+${N}${END}`, 1, 2, true),
  P(`${N}\\s+instead\\s+of\\s+${N}${END}`, 2, 1, false),
  // "We are using now Mindbody for memberships instead Glofox": "instead" with a name and no "of"
  P(`${N}\\s+instead\\s+(?!of\\b)${OLD_NAME}${END}`, 2, 1, false, 'u'),
  // the new thing first: "Renovate took over from Dependabot", "Bunny CDN replaces Fastly"
  // (the old thing is a name there: "the build script replaces the version placeholder" is no switch)
  // (with what it took over between: "Xero took over payroll for the nursery staff from Sage")
  P(`${N}\\s+(?:has\\s+|have\\s+)?(?:took|taken|takes|taking)\\s+over\\s+(?:(?!from\\b)[\\w.'-]+\\s+){0,6}?from\\s+(?:the\\s+)?${OLD_NAME}${END}`, 2, 1, false, 'u'),
  P(`${N}\\s+(?:has\\s+|have\\s+)?(?:replaces|replaced|supersedes|superseded|succeeds|succeeded)\\s+(?:the\\s+)?${OLD_NAME}${END}`, 2, 1, false, 'u'),
  // off X onto Y, with a verb of moving before ("we've moved off Bookeo onto Resova", "came off Rock Gym Pro and onto Capitan")
  P(`\\b(?:mov|migrat|switch|came|come|coming|got|get|getting|went|go|going|shift|transition|port|jump|hopp)\\w*\\s+(?:[\\w.'-]+\\s+){0,3}?(?:off(?:\\s+of)?|away\\s+from)\\s+(?!(?:to|on|onto|at|in)\\b)${N}\\s+(?:and\\s+)?(?:(?:moved|went|got|came|over)\\s+)?(?:onto|on\\s+to|over\\s+to|to|in\\s+favou?r\\s+of)\\s+${N}${END}`, 1, 2, false),
  P(`\\b(?:moved|moving|migrated|switched)\\s+(?:off|away from)(?:\\s+of)?\\s+${N}${END}`, 1, 0, true),
  // "No more Square at the food truck: …" (not "no more than"); "not PayPal anymore, it's …", "isn't Jenkins any more" (not "not just X anymore": an addition)
  P(`(?:^|[.;:!?]\\s+|[-–—]\\s*)no\\s+more\\s+(?!than\\b|of\\b|to\\b|and\\b)${N}${END}`, 1, 0, true),
  P(`(?:\\bnot|n't)\\s+(?!(?:just|only|merely|simply|even|always|all|every|much|many|that|so|too|very|as|the\\s+only)\\b)${N}\\s+any\\s?more\\b`, 1, 0, true),
  P(`\\b(?:ditched|abandoned|retired|deprecated|sunset|decommissioned|phased out|got rid of)\\s+${N}${END}`, 1, 0, true),
  P(`(?:^|[.,;:!?]\\s+|\\s[-–—]\\s+|\\band\\s+)${N}\\s+(?:is|are|was|were|has been|have been|got)\\s+(?:now\\s+)?(?:deprecated|retired|gone|dead|sunset|decommissioned|discontinued|obsolete|cancell?ed|terminated|shut down|switched off|no longer (?:used|in use|supported))${END}`, 1, 0, true),
  P(`\\b(?:no longer|stopped) (?:use|using|run|running|rely on|deploy(?:ing)? (?:to|on|with)|host(?:ing)? on)\\s+${N}${END}`, 1, 0, true),
  P(`\\b(?:don't|do not|doesn't|does not) (?:use|run|rely on)\\s+${N}\\s+any ?more${END}`, 1, 0, true),
  ARROW,
  // Chinese
  P(`从\\s*${ZN}\\s*${ZH_TO}了?\\s*${ZN}(?=[，。；,;！？]|$)`, 1, 2, false),
  // 把X换成了Y: the old thing is what is taken (把) and changed
  P(`(?<![\\p{Script=Han}])(?:我们|已经|已)*把\\s*${ZN}\\s*(?:换成|改成|改为|替换成|替换为|切换成|切换到|切换为|切到|换到|迁到|迁移到)了?\\s*${ZN}(?=[，。；,;！？]|$)`, 1, 2, false),
  // 由X改为Y; not 由于 (because), nor 由X负责迁到Y (who does the move)
  P(`(?<![理自缘])由(?!于)\\s*${ZN}(?<!负责|主导|牵头|来|去|统一)\\s*${ZH_TO}了?\\s*${ZN}(?=[，。；,;！？]|$)`, 1, 2, false),
  P(`(?:弃用|废弃|停用|淘汰|下线|下架|去掉|不再使用|不再用|不用)了${ZN}(?=[，。；,;！？]|$)`, 1, 0, true),
  P(`(?:^|[，。；,;])\\s*(?:我们)?(?:已经?)?(?:弃用|废弃|停用|淘汰|下线|下架|不再使用|不再用|停止使用)(?:了)?${ZN}(?=[，。；,;！？]|$)`, 1, 0, true),
  P(`(?:^|[，。；,;:：])\\s*${ZN}(?:已经|已被|已|被)(?:弃用|废弃|停用|淘汰|下线|下架|退役|停止使用|停止服务)`, 1, 0, true),
  // X下架了, X退役了, X停止使用了 (with no 已: the 了 tells it done)
  P(`(?:^|[，。；,;:：])\\s*${ZN}(?:都|也|早就)?(?:弃用|废弃|停用|淘汰|下线|下架|退役|停止使用|停止服务)了(?=[，。；,;！？]|$)`, 1, 0, true),
  P(`(?:^|[，。；,;:：])\\s*${ZN}(?:不要再用|不要再使用|别再用|不再用|不再使用)了?(?=[，。；,;！？]|$)`, 1, 0, true),
  // 不用X了, 不再用X了 (the thing between the verb and 了)
  P(`(?:^|[，。；,;:：])\\s*(?:我们)?(?:已经)?(?:不用|不再用|不再使用|别用|不要用|不要再用)\\s*${ZN}\\s*了(?=[，。；,;！？]|$)`, 1, 0, true),
  // 餐车 POS 已经不是 Loyverse 了, 挤奶纪录没有再用 DelPro 了: what it is about before, the old thing between the verb and 了
  P(`(?:已经|已|早就)?(?:不再是|不是|不再用|不再使用|没有再用|没再用|没有在用|没在用|不再走|不走|没有再走|不用)\\s*${ZN}\\s*了(?=[，。；,;！？]|$)`, 1, 0, true),
  // 神策不用了, X已经不用了, X停掉了
  P(`(?:^|[，。；,;:：])\\s*${ZN}(?:已经|已|都|也|早就)?(?:不用了|不再用了|没在用了|[停下换撤砍去关拆]掉了)(?=[，。；,;！？]|$)`, 1, 0, true),
  // The old thing in brackets after the new one: 改为pnpm（原来是npm）, "Sentry (formerly Bugsnag)".
  P(`(?:改为|改成|换成|换为|改用|换用|切换到|切换成|迁移到|迁到|变成|换到|[:：])了?\\s*${ZN}\\s*[（(]\\s*(?:原来|原先|之前|以前|此前|过去)(?:是|用|为|用的是|的是|在)?\\s*${PAREN_NAME}\\s*[）)]`, 2, 1, false),
  P(`${NEW_NAME}\\s*\\(\\s*(?:formerly|previously|was|were|replacing|replaced|used to be|until recently)\\s+${PAREN_NAME}\\s*\\)`, 2, 1, false, 'u'), // no i: \\p{Lu} would match any letter
  P(`(?:之前|以前|原来|原先|原本|本来|过去|从前|早先)(?:一直)?(?:用|使用|是|在|跑在|放在)${ZN}[，,].{0,30}?(?:现在|如今|目前|后来)`, 1, 0, true),
  P(`(?:用|使用|采用)?${ZN}(?:代替|替代|取代)了?${ZN}(?=[，。；,;！？]|$)`, 2, 1, false),
  // 由Y接替X, Y接手X: the new thing takes the old one's place
  P(`(?:改由|由)\\s*${ZN}(?:接替|接手|顶替)了?\\s*${ZN}(?=[，。；,;！？]|$)`, 2, 1, false),
  P(`(?:^|[，。；,;:：])\\s*${ZN}(?:接替|顶替)了?\\s*${ZN}(?=[，。；,;！？]|$)`, 2, 1, false),
  // An old value and a new one side by side: 原银达，现新开普; 原来是X，现在是Y
  P(`(?:原来|原先|原本|以前|之前|旧|原(?![因则料理始创件价址文样型点地装本]))(?:是|为|用)?[:：]?\\s*${ZN}\\s*[，,；;/、]\\s*(?:现在|现|目前|新)(?:是|为|用|改为|改用)?[:：]?\\s*${ZN}(?=[，。；,;！？（(]|$)`, 1, 2, false),
  // "was: Mailchimp, now: Buttondown", "formerly X; now Y", "before: X / after: Y"
  P(`\\b(?:was|were|formerly|previously|before|old|used to be)\\s*[:：]?\\s+${N}\\s*[,;/|]\\s*(?:now|currently|after|new|today)\\s*[:：]?\\s+${N}${END}`, 1, 2, false),
  // "Eventbrite out, Ticket Tailor in"
  P(`(?:^|[.;:!?]\\s+|[-–—]\\s*)${N}\\s+(?:is\\s+)?out\\s*[,;/–—-]+\\s*${N}\\s+(?:is\\s+)?in\\b`, 1, 2, false),
  // "WeTransfer? Not anymore": a question answered at once
  P(`(?:^|[.;:!]\\s+)${N}\\s*[?？]\\s*(?:not any ?more|no longer|no more|nope)\\b`, 1, 0, true),
];

/** A change of part of a thing only ("Some of the records were moved to X", 部分数据迁到了Y, "partly"): the rest still holds. */
export const PARTIAL = /\b(?:some|part|half|a few|several|a subset|one|a couple) of\b|^\W*(?:some|several|a few|a couple of)\s+(?!reason|time|day|point)|\bpart(?:ly|ially)\b|部分|其中一|少数|一小半|一半/iu;

/** A plan, a question, a switch turned down, one under a condition or still to come ("If the trial goes well, we'll move …") is not a switch. */
export const NOT_DONE = new RegExp(String.raw`\b(?:consider(?:ed|ing)?|thinking (?:about|of)|plan(?:s|ned|ning)? to|want(?:s|ed)? to|might|may|could|would|should we|decided against|decided to keep|kept using|stay(?:ed|ing)? with|st(?:uck|ick|icking) with|evaluat(?:ed|ing)|trial(?:l?ed|l?ing)|pilot(?:ed|ing)|tried out|rejected|if we|whether to|proposal|proposed|maybe|later this|next (?:quarter|month|year|sprint))\b|^\W*(?:if|unless|once)\b|(?:'ll|\bwill|\bshall|\bgoing to)\s+(?:\w+\s+)?(?:mov|switch|migrat|replac|chang|drop|retir|deprecat|port|upgrad|swap)|将要?(?:迁|换|改|切|替|弃|停用|下线)|讨论过|考虑|计划|打算|准备|可能|如果|是否|决定不|没有(?:迁|换|改)|暂不|暂时不|不打算|以后再|评估|调研|试用|试点|继续用|[?？](?!\s*(?:not any ?more|no longer|no more|nope)\b)` + `|${PARTIAL.source}`, 'iu');

// Words of switching, using and scope: they say nothing of what the switch is for.
const SWITCH_WORDS = new Set([
  'use', 'us', 'used', 'using', 'run', 'runs', 'mov', 'move', 'migrat', 'migrate', 'switch', 'chang', 'went', 'go', 'goes', 'upgrad', 'downgrad', 'bump', 'replac', 'instead', 'now', 'ditch', 'dropp', 'drop', 'dump',
  'abandon', 'retir', 'deprecat', 'sunset', 'decommission', 'remov', 'kill', 'phas', 'gone', 'dead', 'off', 'away', 'favour', 'favor', 'swap', 'swapp', 'trad', 'longer', 'anymore', 'stopp', 'stop', 'done', 'port',
  'transition', 'convert', 'adopt', 'we\'ve', 'we\'re', 've', 'team', 'repo', 'repository', 'project', 'codebase', 'here', 'company', 'today', 'everywhere', 'all', 'entire', 'whole',
  '用', '使用', '采用', '改用', '换用', '换成', '改成', '改为', '迁移', '迁', '迁到', '迁至', '切换', '切', '替代', '代替', '取代', '弃用', '弃', '废弃', '停用', '淘汰', '下线', '不再', '现在', '已经', '已', '到了', '成了', '换', '改', '转到',
  '换到', '切到', '之前', '以前', '原来', '原先', '过去', '如今', '目前', '后来', '全部', '统一', '都', '项目', '仓库', '团队', '公司', '我们', '这里', '完成', '被', '去掉', '替换',
  '为', '原来是', '之前是', '原先是', '以前是', 'formerly', 'previously', 'replacing', '由', '切成', '转为', '不用', '停掉', '下掉', 'cut', 'cutover', 'shift', 'took', 'taken', 'over',
  'supersed', 'succeed', 'traded', 'exchang', 'out', '成', '把',
]);

// Verbs an older statement uses to say where a thing lives or what it runs on.
const PLACE_VERBS = new Set(['report', 'ship', 'shipp', 'send', 'sent', 'host', 'deploy', 'store', 'keep', 'kept', 'live', 'bundl', 'build', 'built', 'manag', 'handl', 'serv', 'stor', 'go', 'goes', 'through', 'via',
  '放在', '存放', '存在', '部署', '跑', '走', '放', '存', '维护', '在', '上', '里']);

// Every pattern needs one of these words: most statements are passed over at once.
const TRIGGER = /\boff\b|no more|不是|没有?再|没有?在用|\((?:\s*)(?:formerly|previously|was|were|replacing|replaced|used to be|until recently)\b|from|replac|instead|ditch|dropp|dump|abandon|swapp|trad|sunset|kill|retir|deprecat|phas|moved|moving|migrated|switched|gone|dead|decommission|discontinu|obsolete|cancell?ed|terminated|shut down|switched off|no longer|stopped|any ?more|cut ?over|cutover|shift|ported|porting|flipp|took over|taken over|takes over|supersed|succeed|swapped|traded|exchanged|->|→|=>|⟶|➜|⇒|⟹|➔|➡|从|由|把|不用|弃|废|停用|淘汰|下线|不再|不用了|掉了|再用|之前|以前|原来|原先|原本|本来|从前|早先|过去|代替|替代|取代|下架|退役|停止使用|停止服务|接替|接手|顶替|原|现|\bwas\b|formerly|previously|\bout\b|[?？]\s*(?:not any ?more|no longer|no more|nope)/iu;

export function switchAwayOf(text: string): SwitchAway | null {
  const read = changeReading(text);
  if (!matcherFor(TRIGGER, read).test(read)) return null;
  // Code says nothing of a switch ("(x) => x"); a flow of several arrows is no switch either.
  const t = read.replace(/`[^`]*`/g, ' ');
  if (NOT_DONE.test(t) || unrealisedChange(t)) return null;
  const arrows = (t.match(/->|→|=>|⟶|➜|⇒|⟹|➔|➡/gu) ?? []).length;
  for (const p of PATTERNS) {
    if (p === ARROW && arrows !== 1) continue;
    const m = p.re.exec(t);
    if (!m) continue;
    const awayText = m[p.away]?.trim() ?? '';
    const toText = p.to ? (m[p.to]?.trim() ?? '') : '';
    const away = nameTermsOf(awayText);
    if (away.size === 0) continue;
    // A kind word is no part of the name: "the Memcached layer" is Memcached.
    const core = new Set([...away].filter((x) => !isKindWord(x)));
    const names = new Set([...(core.size > 0 ? core : away)].filter((x) => /[a-z0-9]/.test(x)));
    // "X is deprecated; new code uses Y" / "X已弃用，新代码一律用Y": the next clause names what
    // replaces X, not what the switch is about; a wholesale switch is about its own clause only.
    const [start, end] = clauseAround(t, m.index + Math.max(0, m[0].indexOf(awayText)));
    const to = toText ? nameTermsOf(toText) : p.wholesale ? replacementAfter(t.slice(end)) : new Set<string>();
    // The subject is what is left without the two names as written; a Chinese name's single
    // characters (个推: 个 + 推) may be words of the subject too (推播服务), so only Latin name
    // words are dropped wherever they stand.
    const cut = (x: string, name: string): string => (name && !/[A-Za-z0-9]/.test(name) ? x.split(name).join(' ') : x);
    // A label the clause is the value of ("membership dues: not PayPal anymore", "donations — no more X") says what it is about.
    const lead = LABEL_LEAD.exec(t.slice(0, start))?.[1] ?? '';
    const scope = cut(cut(p.wholesale ? `${lead} ${t.slice(start, end)}` : t, awayText), toText);
    const subject = new Set<string>();
    const named = (w: string): boolean => (away.has(w) && /[A-Za-z0-9]/.test(awayText)) || (to.has(w) && /[A-Za-z0-9]/.test(toText));
    for (const w of keyTerms(scope)) if (!named(w) && !SWITCH_WORDS.has(w) && !/^\d+$/.test(w) && !CALENDAR.test(w)) subject.add(w);
    const hanName = names.size === 0 ? hanNameCore(awayText) : null;
    const label = p === ARROW && lead ? labelWords(lead) : null;
    // (the thing itself: what it is for is then said after it, "… for the card payments", not by who made it)
    const agent = (p === FROM_TO && /^\S+\s+(?:over\s+)?from\b/iu.test(m[0])) || p === REPLACE_WITH ? agentOf(t.slice(start, m.index)) : undefined;
    const itself = agent !== undefined;
    const after = itself ? new Set([...keyTerms(cut(cut(t.slice(m.index + m[0].length, end), awayText), toText))].filter((w) => subject.has(w))) : new Set<string>();
    return { away, names: names.size > 0 ? names : core.size > 0 ? core : away, to, subject, ids: identifiersOf(t), wholesale: p.wholesale, itself, agent: agent ?? null, after, phrase: m[0].trim(), hanName, scopes: scopesOf(t), label };
  }
  return null;
}

// Names of months, days and seasons: when a switch was made, never what it was for.
const CALENDAR = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|autumn|fall|winter)$/u;
const PRONOUN = /^(?:we|i|they|you|he|she|we've|we're|they've|i've)$/iu;

/**
 * Who made a switch, from the words before its verb: one content word ("The studio", "Our lab"), or a
 * pronoun with an opening adjunct before it ("For the marathon we", "Last autumn they"): the word, or null
 * for a pronoun; undefined where the words name which of several things it was for.
 */
function agentOf(before: string): string | null | undefined {
  const words = before.toLowerCase().match(/[a-z][a-z'’-]*/g) ?? [];
  const pronoun = words.findIndex((w) => PRONOUN.test(w));
  const content = (ws: string[]): string[] => ws.filter((w) => !isStopword(w) && !PRONOUN.test(w) && !CALENDAR.test(w) && !/^(?:have|has|had|just|finally|already|recently|also|all|then)$/u.test(w));
  if (pronoun >= 0) return content(words.slice(pronoun + 1)).length === 0 && content(words.slice(0, pronoun)).length <= 3 ? null : undefined;
  const own = content(words);
  if (own.length === 0) return null;
  return own.length === 1 ? [...keyTerms(own[0]!)][0] ?? null : undefined;
}

// A passive: the statement names no doer of its own ("is edited in", "are sold at").
const PASSIVE = /\b(?:is|are|was|were|be|been|gets?|got)\s+(?:[a-z]+ly\s+)?(?:[a-z]+(?:ed|en)|sold|paid|kept|sent|held|run|built|done|made|put|cut|set|shut|read|hung|taught|bought|shown|grown|drawn|worn|known)\b/iu;

const CLAUSE_END = /[,;，；。:：!?！？]|\.(?=\s|$)|\s[-–—]\s/gu;
/** A label opening the statement, right before the clause: "TLE source:", "**Label design:**", "donations —", 借阅系统：. */
const LABEL_LEAD = /^\s*(?:[-*+]\s+)?(?:\*\*|__)?([^,;，；。.!?:：*_]{1,60}?)(?:\*\*|__)?\s*(?:[:：]|\s[-–—])\s*(?:\*\*|__)?\s*$/u;

/** The content words of a label: what a value is of, without kind words (system, 软件) and words naming the kind of value (source, vendor). */
function labelWords(lead: string): Set<string> | null {
  const out = new Set<string>();
  const sub = subjectOf(lead);
  for (const w of [...sub.latin, ...sub.owner, ...sub.han]) if (!SWITCH_WORDS.has(w)) out.add(w);
  return out.size > 0 ? out : null;
}

/** Start and end of the clause of `t` around `at` (clauses end at , ; : and the like). */
function clauseAround(t: string, at: number): [number, number] {
  let start = 0;
  for (const m of t.matchAll(CLAUSE_END)) {
    const i = m.index ?? 0;
    if (i < at) start = i + m[0].length;
    else return [start, i];
  }
  return [start, t.length];
}

/** The names a following clause says are used instead ("; use undici", "，新代码一律用Zustand"). */
function replacementAfter(rest: string): Set<string> {
  const next = rest.replace(/^\s*(?:[,;，；:：]|[-–—])?\s*/u, '').split(/[.;。；!?！？]/u)[0] ?? '';
  if (!/\b(?:use|using|go(?:es)? (?:through|to)|switch(?:ed)? to|moved? to|prefer|it(?:'s|\s+is)|we(?:'re|\s+are)\s+(?:on|with|using)|(?:is|are)\s+now|now\s+(?:on|with))\b|用|改用|换成|走|改到|换到|迁到|转到|切到|现在是/iu.test(next)) return new Set();
  const out = new Set<string>();
  if (/\p{Script=Han}/u.test(next)) {
    for (const n of next.match(/[a-z][\w.+-]*/giu) ?? []) for (const w of nameTermsOf(n)) out.add(w);
    return out;
  }
  // the words right after the verb, up to the first small word ("use date-fns for anything new")
  const after = /\b(?:use|using|through|to|prefer|it's|it\s+is|on|with|now)\s+(.*)$/iu.exec(next)?.[1] ?? '';
  for (const word of after.split(/\s+/).slice(0, 3)) {
    if (!word || isStopword(word.toLowerCase()) || /^(?:new|now|instead|anything|everything|all)$/i.test(word)) break;
    for (const w of nameTermsOf(word)) out.add(w);
  }
  return out;
}

function nameTermsOf(s: string): Set<string> {
  const out = new Set<string>();
  for (const w of keyTerms(s)) if (!SWITCH_WORDS.has(w)) out.add(w);
  return out;
}

/**
 * Whether `older` still states the old thing of `sw` as current, about the same subject: it
 * names the old thing (and not as left behind itself), and what it says the thing is for
 * overlaps what the switch is for (for a switch of one subject: one contains the other, or
 * two words shared). A wholesale switch with no other subject of its own covers every use.
 */
export function stillUses(olderText: string, sw: SwitchAway, own: SwitchAway | null = switchAwayOf(olderText)): boolean {
  const older = simplifiedHan(olderText);
  if (idsDiffer(identifiersOf(older), sw.ids)) return false; // ledger-14 vs ledger-71: other things
  if (scopesClash(scopesOf(withoutOldHome(older, sw)), sw.scopes)) return false; // 安卓端 vs iOS端: another platform
  if (sideOnly(sw.scopes, scopesOf(older), older)) return false; // a switch of the demo site is not of the site
  const terms = keyTerms(older);
  // A Chinese name is found in the text (极光 in 极光推送: word segmentation splits names apart).
  if (sw.hanName !== null ? !namesHan(foldText(older), sw.hanName) : [...sw.names].some((n) => !terms.has(n))) return false;
  if (own && [...sw.names].every((n) => own.away.has(n))) return false; // it says the same switch
  if (sw.to.size > 0 && [...sw.to].every((n) => terms.has(n)) && !sameSet(sw.to, sw.away)) return false; // it already names the new thing
  const subject = new Set<string>();
  for (const w of terms) if (!sw.away.has(w) && !SWITCH_WORDS.has(w) && !PLACE_VERBS.has(w) && !/^\d+$/.test(w)) subject.add(w);
  for (const v of passives(older)) subject.delete(v);
  // One word in two inflections is one word ("meter reading vendor" / "meter readings are collected").
  // Verbs of where a thing lives are no subject on either side ("staging hosting" / "the staging site is hosted on").
  const theirs = new Set([...sw.subject].filter((w) => !PLACE_VERBS.has(w)));
  const shared = [...subject].filter((w) => theirs.has(w) || [...theirs].some((x) => sameWord(x, w))).length;
  // A label the switch is the value of: each of its words in the older statement, as a verb too ("Label design:" / "are designed in").
  if (sw.label && [...sw.label].every((w) => (/\p{Script=Han}/u.test(w) ? foldText(older).includes(w) : [...terms].some((x) => sameWord(x, w))))) return true;
  if (sw.wholesale) return shared >= 1 || [...sw.subject].filter((w) => !subject.has(w)).length <= 1;
  if (itselfOf(sw, older, terms, subject)) return true;
  if (sw.subject.size === 0 || subject.size === 0 || isKindOnly(sw.subject)) return true;
  return shared >= 2 || (shared >= 1 && (subset(subject, theirs) || subset(theirs, subject)));
}

/**
 * The older statement without the old thing's own phrase: its name and what follows it as a part of it
 * (Docker Hub 的私有仓库, "GitLab's private registry"). A site told there is the old home's, the thing
 * the switch leaves, not which of several things the statement is about.
 */
function withoutOldHome(older: string, sw: SwitchAway): string {
  let out = older;
  for (const name of sw.names) {
    if (!/^[a-z0-9]/.test(name)) continue;
    const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![a-z0-9])${esc}(?![a-z0-9])(?:\\s*(?:的|['’]s)\\s*[^\\s，。；、,;:：的在用是]{1,8})?`, 'giu'), ' ');
  }
  return out;
}

/**
 * A switch of the thing itself covers each use of it that names no other doer and no other purpose: who
 * made it is none of its subject, what follows it is ("For the marathon we replaced the ChronoTrack chips
 * …" / "Race-day timing uses ChronoTrack chips"). One named doer is not of a statement naming a doer of
 * its own ("The café switched from Square …" / "The bakery takes cards on Square").
 */
function itselfOf(sw: SwitchAway, older: string, terms: ReadonlySet<string>, subject: ReadonlySet<string>): boolean {
  if (!sw.itself) return false;
  if (sw.agent !== null && ![...terms].some((w) => sameWord(w, sw.agent!)) && !PASSIVE.test(older)) return false;
  const shared = [...sw.after].filter((w) => [...subject].some((x) => sameWord(x, w))).length;
  return shared >= 1 || [...sw.after].filter((w) => !subject.has(w)).length <= 1;
}

/** Outdated findings a statement may raise at most (a wholesale switch names few others). */
const MAX_PER_SWITCH = 3;
/** Statements naming the old thing looked at per switch, and judged over all: keeps a big dir linear. */
const MAX_SCAN = 200;
const MAX_CHECKS = 20_000;

/**
 * `outdated` findings: each statement that switches away from something, against each other
 * statement (another memory, not later) that still states it as current. `skip` says which
 * pairs the supersession rules already settled or flagged.
 */
export function switchConflicts(facts: readonly DatedFact[], skip: (a: DatedFact, b: DatedFact) => boolean): FactConflict[] {
  const sws = facts.map((f) => switchAwayOf(f.text));
  const switches: Array<{ fact: DatedFact; sw: SwitchAway }> = [];
  facts.forEach((fact, i) => {
    const sw = sws[i];
    if (sw) switches.push({ fact, sw });
  });
  if (switches.length === 0) return [];
  // Statements naming each switch's rarest-looking name (the longest: npm is in many words):
  // a substring test first, the key terms only in stillUses.
  // (a Chinese name whole: its single characters are in many other words)
  const nameOf = (sw: SwitchAway): string => sw.hanName ?? [...sw.names].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))[0]!;
  const byName = new Map<string, number[]>();
  for (const { sw } of switches) byName.set(nameOf(sw), []);
  facts.forEach((f, i) => {
    const lower = foldText(simplifiedHan(f.text)).toLowerCase();
    for (const [name, list] of byName) if (lower.includes(name)) list.push(i);
  });
  const out: FactConflict[] = [];
  let checks = 0;
  for (const { fact, sw } of switches) {
    let raised = 0;
    let scanned = 0;
    const name = nameOf(sw);
    for (const i of (byName.get(name) ?? []).slice(0, MAX_SCAN * 5)) {
      const older = facts[i]!;
      if (raised >= MAX_PER_SWITCH || scanned >= MAX_SCAN || checks >= MAX_CHECKS) break;
      if (older.docId === fact.docId || older.date.slice(0, 10) > fact.date.slice(0, 10) || sws[i]?.names.has(name) || (sws[i] && nameOf(sws[i]) === name)) continue;
      scanned += 1;
      checks += 1;
      if (isNegated(older.text) || skip(older, fact) || !stillUses(older.text, sw, sws[i] ?? null)) continue;
      raised += 1;
      out.push({ kind: 'outdated', a: older, b: fact, reason: `${quoteFact(older)} may be outdated: ${quoteFact(fact)} says '${sw.phrase}'` });
    }
  }
  return out;
}

/** Stems of passive participles ("are reported", "is bundled"): verbs, not subject words. */
function passives(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of foldText(text).matchAll(/\b(?:is|are|was|were|be|been|get|gets|got)\s+(\w+ed)\b/gi)) for (const k of keyTerms(m[1]!)) out.add(k);
  return out;
}
