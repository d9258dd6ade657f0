/**
 * A date word that is part of a name is no date: a code name ("the code name Tomorrow"), a
 * title ("This Week in Rust", 《明日之后》), a UI label ("a Today pill", 今日推荐模块), a
 * product, app or show (今日说法, 明日之子), a table's column (`| Today | Tomorrow |`). When
 * unsure a date word stays as written: a missed date costs less than a wrong one.
 */
import type { MdLine, Range } from './markdown.js';

/** Words that name what follows: "the option called tomorrow", "code-named Yesterday". */
const NAMING_EN = /\b(?:named|called|code-?named|codenamed|dubbed|titled|entitled|nicknamed|labell?ed|code ?name|codename)\s*["'“‘]?\s*$/i;
/** Where a sentence or a clause starts, a capital is the writing's, not a name's. */
const CLAUSE_START_EN = /(?:^|[.!?:;—–(["'“‘*_>]|\s-)\s*$/u;

/**
 * An English date phrase that names a thing: written with a capital inside a sentence ("a
 * Today pill", "the code name Tomorrow", "sponsors This Week in Rust"), or right after a
 * naming word ("the snooze option called tomorrow"). `before` is the sentence's text before
 * the phrase.
 */
export function englishDateIsName(phrase: string, before: string, after = ''): boolean {
  // "The vendor called yesterday about the contract": called on the phone, not named.
  if (NAMING_EN.test(before)) return !(/\bcalled\s*$/i.test(before) && /^\s+(?:about|again|back|twice|in|from|to (?:ask|say|confirm|check)|and (?:asked|said|confirmed|told))\b/i.test(after));
  if (companyName(phrase, after)) return true;
  // Title case only: "TODAY" is emphasis, not a name.
  return /^\p{Lu}\p{Ll}/u.test(phrase) && before.trim() !== '' && !CLAUSE_START_EN.test(before);
}

/** The last word of a company's, a studio's or a show's name: "Tomorrow Capital", "Today Show". */
const ORGANISATION_EN = new Set(
  'capital ventures venture partners holdings group labs lab media studio studios records show news bank fund funds foundation systems technologies tech software games films pictures entertainment productions press publishing magazine journal times post radio tv networks digital inc ltd llc co corp corporation company agency consulting foods brewing brewery coffee cafe café bakery club society institute academy motors airlines energy investments solutions robotics analytics biosciences therapeutics pharma collective festival podcast band orchestra'.split(' '),
);
const PAST_VERB_EN = /^(?:\w+ed|was|were|had|did|made|took|gave|won|lost|led|raised|bought|sold|paid|sent|built|ran|put|set|got|went|came|wrote|said|told|became|began|chose|drew|grew|held|kept|left|met|saw|spent|stood|thought|understood)$/i;
const FUTURE_EN = /^(?:will|shall|'ll)$/i;

/**
 * A capitalised date word followed by a capitalised word is a name when that word ends names
 * ("Tomorrow Labs sponsored", "The Today Show") or when the verb's tense cannot go with the date
 * ("Tomorrow Capital invested", "Yesterday Records will release"); before a person ("Yesterday
 * Priya rotated") it is still a date.
 */
function companyName(phrase: string, after: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(phrase)) return false;
  const m = /^\s+(\p{Lu}[\p{L}&'-]*)(?:\s+([\p{L}']+))?/u.exec(after);
  if (!m?.[1] || /^(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/.test(m[1])) return false;
  if (ORGANISATION_EN.has(m[1].toLowerCase())) return true;
  const verb = m[2] ?? '';
  return /^(?:tomorrow|tonight)$/i.test(phrase) ? PAST_VERB_EN.test(verb) : /^yesterday$/i.test(phrase) && FUTURE_EN.test(verb);
}

/** Chinese naming words: 代号叫明天, 名为昨日, 称为今天. */
const NAMING_ZH = /(?:叫|叫做|名叫|名为|命名为|称为|称作|代号|代号为|代号是|名字是|名字叫|标题是|标题为|题为)\s*$/u;
/** A label's noun right after a date word: 今天按钮, 今日推荐模块, 昨日榜单. */
const LABEL_AFTER_ZH = /^(?:推荐|热门|热点|榜单|榜|按钮|标签|页面|模块|栏目|入口|菜单|卡片|频道|专栏|字段|特价|精选|必读|头条|要闻|话题)/u;
/** The last word of a company's, a studio's or a publication's name: 明天科技, 今日资本, 昨日工作室. */
const ORGANISATION_AFTER_ZH = /^(?:资本|科技|传媒|影业|娱乐|工作室|研究院|出版社|控股|股份|乐队|乐团|杂志|日报|晚报|周刊|电视台|电台|影视|动漫|互娱|药业|医药|地产|置业|证券|创投|书店|俱乐部|基金会)/u;
/**
 * What may follow the literary 今日 / 昨日 / 明日 when they are a day: a boundary, a time of
 * day, 起 / 前 / 内, an adverb or a subject. In a name a noun follows them (今日头条, 明日方舟,
 * 昨日重现), and anything not listed here is left as written.
 */
const LITERARY_DAY_AFTER = /^(?:$|[^\p{L}\p{N}]|[0-9０-９]|[零一二两三四五六七八九十]+[点時时]|凌晨|清晨|早上|早晨|上午|中午|午间|下午|傍晚|晚上|晚间|夜里|夜间|深夜|零点|起|开始|前|之前|内|之内|以内|至今|为止|已|已经|将|将会|会|要|需|需要|必须|应|再|才|就|都|也|又|还|仍|正式|统一|全面|首次|完成|发布|上线|下线|停机|停服|维护|召开|举行|进行|发生|出现|恢复|回滚|部署|修复|切换|迁移|更新|升级|开会|收到|确认|通知|提交|合并|的|我|我们|他们|团队|公司|大家|各)/u;

/**
 * A Chinese date phrase that names a thing, a label or a column: after a naming word, before a
 * label's noun, or the literary form not followed by what a day is followed by.
 */
export function chineseDateIsName(phrase: string, before: string, after: string, clause = after, cantonese = false): boolean {
  if (NAMING_ZH.test(before)) return true;
  if (LABEL_AFTER_ZH.test(after) || ORGANISATION_AFTER_ZH.test(after)) return true;
  // In Cantonese 今日, 前日 and 後日 are the everyday words for those days (前日雪櫃溫度升到 9 度); in
  // Mandarin 后日 is literary for "some later day" (后日再议), no day.
  if (/^[后後]日$/u.test(phrase)) return !cantonese;
  if (cantonese && /^[今前]日$/u.test(phrase)) return false;
  if (!/^[今明昨前]日$/u.test(phrase) || LITERARY_DAY_AFTER.test(after)) return false;
  // 昨日 / 前日 opening a clause told as done (昨日倉管盤點時發現少了三箱水, 前日师傅已经修好了): a
  // subject follows the day, not a name's noun (a name is not told with 了 / 已 in its own clause).
  return !(/^[昨前]/u.test(phrase) && /^\s*$/u.test(before.replace(/^.*[，,。；;：:！？!?]/u, '')) && PAST_TOLD_ZH.test(clause));
}

/**
 * Cantonese, told by its function words and its words for days and parts of a day (closed classes written
 * Chinese does not use: 咗 嘅 喺 冇 哋 啲 嗰 嚟 佢 乜 嘢 俾 睇 係, 而家, 依家, 琴日, 聽日, 尋日, 朝早, 晏晝, 下晝, 夜晚黑).
 */
const CANTONESE_WORDS = /[咗嘅喺冇哋啲嗰嚟佢乜嘢俾睇]|(?<![關关聯联])係|而家|依家|琴日|聽日|听日|尋日|寻日|朝早|晏晝|晏昼|下晝|下昼|夜晚黑/u;

/** Is this text (a sentence, as written) Cantonese? */
export function saysCantonese(text: string): boolean {
  return CANTONESE_WORDS.test(text);
}

/**
 * A Chinese day word used as a word of kind, not a day: 后天 also means "acquired" (后天过敏, 后天形成的),
 * told by structure rather than by the words it goes with: its antonym in the sentence (先天 / 天生:
 * 先天体质和后天环境), a suffix that makes it an adjective (后天性; never 性能 / 性格, nouns of their
 * own: 明天性能测试 is a test tomorrow), a category it is put in (属于后天, 多属后天因素), or a cleft
 * that tells a past event (是…的: 是后天训练出来的) holding a future day with no modal or future word
 * (是后天要交的 is a day). `before` and `after` are the sentence's text around the phrase, read as
 * Simplified.
 */
export function chineseDateIsKind(phrase: string, before: string, after: string): boolean {
  const p = phrase.replace(/後/gu, '后');
  if (/^后天$/u.test(p) && /先天|天生/u.test(before + after)) return true;
  if (/^性(?![能格别质命价向情子])/u.test(after)) return true;
  if (/(?:属于?|屬於?|归为|歸為)\s*$/u.test(before)) return true;
  if (/^(?:大?后天|明天|明日)$/u.test(p) && /是\s*$/u.test(before)) {
    const clause = /^[^，,。；;！？!?]*/u.exec(after)?.[0] ?? '';
    const de = clause.indexOf('的');
    if (de > 0 && !/要|会|将|得|该|能|可以|可能|准备|打算|计划|预计|安排|需|必须/u.test(clause.slice(0, de))) return true;
  }
  return false;
}

/** A clause told as done: 了, 过, 已, 已经, 曾. */
const PAST_TOLD_ZH = /^[^，,。；;！？!?\n]*?(?:了|过|已|曾)/u;

/** Is line `i` a table's header row (a table line with the delimiter row `|---|` under it)? */
export function isTableHeader(text: string, lines: readonly MdLine[], i: number): boolean {
  const next = lines[i + 1];
  return lines[i]?.kind === 'table' && lines[i - 1]?.kind !== 'table' && next?.kind === 'table' && /^\s*\|?\s*:?-{2,}/.test(text.slice(next.start, next.end));
}

/** A table's header row and its delimiter, and every cell that holds only a short label. */
export function tableLabelRanges(text: string, lines: readonly MdLine[]): Range[] {
  const out: Range[] = [];
  // Which columns of the table being read hold when something was done (its header says so).
  let when: boolean[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i]!;
    if (l.kind !== 'table') {
      when = [];
      continue;
    }
    if (isTableHeader(text, lines, i)) when = text.slice(l.start, l.end).split('|').map((c) => timeColumn(c.replace(/[*_`]/g, '').trim()));
    if (isTableHeader(text, lines, i) || /^\s*\|?[\s:|-]+$/.test(text.slice(l.start, l.end))) {
      out.push({ start: l.start, end: l.end });
      continue;
    }
    let at = l.start;
    text.slice(l.start, l.end).split('|').forEach((cell, column) => {
      const words = cell.trim().split(/\s+/u).filter(Boolean);
      // A short cell is a label ("| today |", "| 明天 |") unless it tells an event: a past verb, 了 / 过 / 已
      // ("| replaced yesterday |", "| 前天修好了 |"), or it names a day in a column of when ("| Job | When |",
      // "| 日期 | 事项 |", "| Pinned |", "| Last service |"): a log's row, the day its event happened, or a
      // plan's, the day it is set for ("| next Monday |", "| tomorrow 07:00 |", "| 后天下午 |"). Only a
      // day word alone to come there ("| Early | today |", "| Late | tomorrow |") may be a rota's, read
      // afresh each day; a Chinese cell is one "word" however long.
      const c = cell.trim();
      if (words.length > 0 && words.length <= 3 && c.length <= 24 && !cellTellsEvent(cell) && !(when[column] && (PAST_CELL.test(c) || !ROLLING_CELL.test(c)))) out.push({ start: at, end: at + cell.length });
      at += cell.length + 1;
    });
  }
  return out;
}

/** A day gone by, alone in a cell: yesterday, last Friday, three days ago, 昨天, 前天, 上周四, 三天前. */
const PAST_CELL = /^(?:yesterday|(?:the )?day before yesterday|last (?:night|mon|tues|wednes|thurs|fri|satur|sun)(?:day)?|(?:\d+|two|three|four|five|six|a) days? ago|昨天|昨日|昨晚|前天|前日|大前天|上(?:个|個)?(?:周|週|星期|礼拜|禮拜)[一二三四五六日天]|[\d一二两三四五六七八九十]+天前)$/iu;

/** A table header naming the column of when a row's event happened (a closed class: when, date, day, done, 日期, 时间 …). */
const TIME_COLUMN = /^(?:when|date|day|done|done on|on|time|last done|completed|happened|日期|时间|時間|何时|何時|哪天|日子|完成时间|完成時間|完成日期)$/iu;

/**
 * A header of when: one of the closed class, a past participle alone or with on / at ("Pinned", "Serviced
 * on"), the last or next time of something ("Last flue clean", "Next service"), a date or a time of
 * something ("Service date", "Date of delivery"), or a Chinese one that ends in 时间 / 日期 or opens with
 * 上次 / 下次 / 最近 (清洗日期, 上次检修).
 */
function timeColumn(header: string): boolean {
  return TIME_COLUMN.test(header)
    || /^\p{L}{3,}ed(?:\s+(?:on|at))?$/iu.test(header)
    || /^(?:last|next|latest|previous)\s+\p{L}[\p{L}\s-]{0,30}$/iu.test(header)
    || /^(?:[\p{L}-]+\s+){0,2}(?:date|day)$|^(?:date|day)\s+(?:of|when)\s+/iu.test(header)
    || /^\p{Script=Han}{0,8}(?:时间|時間|日期)$|^(?:上次|下次|最近|上一次|下一次)\p{Script=Han}{1,8}$/u.test(header);
}

/** A day word alone that a rota reads afresh each day: today, tomorrow, the day after, 今天, 明天, 后天 (no weekday, no count, no time). */
const ROLLING_CELL = /^(?:today|tonight|tomorrow|(?:the )?day after tomorrow|今天|今日|今晚|明天|明日|明晚|聽日|听日|后天|後天|後日)$/iu;

const CELL_EVENT_EN = new RegExp(`(?:^|[^\\p{L}])(?:\\p{L}{2,}ed|${'ran|went|broke|took|made|got|sent|came|wrote|began|left|lost|found|paid|fell|sold|built|told|said|did|had|was|were'})(?![\\p{L}])`, 'iu');
/** A table cell tells an event: a past verb in English, a clause told as done in Chinese (了, 过 after a verb, 已). */
function cellTellsEvent(cell: string): boolean {
  return CELL_EVENT_EN.test(cell) || /\p{Script=Han}[了过]|已/u.test(cell);
}

/** Titles in book-title marks (《明日之后》) and short single-quoted names ('Yesterday'). */
export function titleRanges(text: string): Range[] {
  const out: Range[] = [];
  for (const re of [/《[^》\n]*》/gu, /〈[^〉\n]*〉/gu, /(?<![\p{L}\p{N}])'[^'\n]{1,40}'(?![\p{L}\p{N}])/gu]) {
    for (const m of text.matchAll(re)) out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}

/** A date word or phrase on its own: what a field name, a heading or a form label made of one can be. */
const DATE_FIELD_EN = /(?:today|tomorrow|yesterday|tonight|(?:this|next|last) (?:week|month|year|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday))/iu;
const DATE_FIELD_ZH = /(?:[今明昨][日天]|前天|后天|(?:本|这|上|下)(?:周|星期|礼拜|个?月)[一二三四五六日]?)/u;
const EMPHASIS = '[*_]{0,3}';
const IRREGULAR_PAST_EN = 'ran|went|broke|took|made|got|sent|set|put|cut|fell|came|wrote|began|left|lost|found|paid|hit|shut|sold|built|told|said|moved|did|had|was|were';
/**
 * What a field holds that tells an event: a past verb with its object or place ("rotated the prod
 * DB password", "the DB ran out of disk"), or a Chinese clause told as done (…坏了, 已经…). A
 * template's fields hold prompts and nouns ("brood pattern", "what shipped", "jobs planned", 设备状态).
 */
const EVENT_VALUE_EN = new RegExp(`^\\s*(?:[\\p{L}'-]+\\s+){0,3}?(?:\\p{L}+ed|${IRREGULAR_PAST_EN})\\s+(?:the|a|an|our|its|their|his|her|my|to|from|on|in|at|out|up|off|back|into|over|down|\\d)\\b`, 'iu');
// A subject told with its past verb: "the DB crashed", "we moved".
const EVENT_SUBJECT_EN = new RegExp(`^\\s*(?:the|a|an|our|its|their|my|we|they|i|he|she)\\s+(?:[\\p{L}'-]+\\s+){0,2}?(?:\\p{L}+ed|${IRREGULAR_PAST_EN})\\b`, 'iu');
const EVENT_VALUE_ZH = /了|已经/u;
function tellsEvent(value: string): boolean {
  return !/^\s*(?:what|which|who|whom|where|when|how|why|any|anything)\b/i.test(value) && (EVENT_VALUE_EN.test(value) || EVENT_SUBJECT_EN.test(value) || EVENT_VALUE_ZH.test(value));
}

/**
 * The field name at the start of a line that is only a date word: a heading or a line of its own
 * ("## Today", "### Tomorrow", 今日：), or a label before its colon ("**Today:** jobs done"). A
 * template or a form names its fields by date words; it stays a date where what it holds tells an
 * event ("- yesterday: rotated the prod DB password", "## Yesterday" over "- deployed the API"),
 * and a value after a label ("**Deadline:** tomorrow") is no field name.
 */
export function dateFieldRanges(text: string, lines: readonly MdLine[]): Range[] {
  const word = `(?:${DATE_FIELD_EN.source}|${DATE_FIELD_ZH.source})`;
  const alone = new RegExp(`^${EMPHASIS}\\s*${word}\\s*${EMPHASIS}\\s*[:：]?\\s*${EMPHASIS}\\s*$`, 'iu');
  const label = new RegExp(`^${EMPHASIS}\\s*${word}\\s*${EMPHASIS}\\s*[:：]\\s*${EMPHASIS}`, 'iu');
  const out: Range[] = [];
  lines.forEach((l, i) => {
    if (l.kind !== 'heading' && l.kind !== 'bullet' && l.kind !== 'text') return;
    const content = text.slice(l.contentStart, l.end);
    const m = alone.exec(content) ?? label.exec(content);
    if (!m) return;
    // What the field holds: the rest of its line, else the first line under it.
    const rest = content.slice(m[0].length);
    let j = i + 1;
    while (lines[j]?.kind === 'blank') j += 1;
    const under = lines[j];
    const held = rest.trim() !== '' ? rest : under && under.kind !== 'heading' ? text.slice(under.contentStart, under.end) : '';
    if (!tellsEvent(held)) out.push({ start: l.contentStart, end: l.contentStart + m[0].length });
  });
  return out;
}

/** A label with nothing after its colon but blanks or placeholders (____, …, [ ]): a field to fill in. */
const EMPTY_FIELD = /^(?:[*_]{0,3})(?=[^\n]*\p{L})[^:：\n]{1,60}?(?:[*_]{0,3})\s*[:：]\s*(?:[*_]{0,3})\s*(?:(?:_{2,}|…+|\.{3,}|\[\s*\]|\(\s*\)|（\s*）|XXX|xxx)\s*)*$/u;

function isEmptyField(text: string, l: MdLine | undefined): boolean {
  return l !== undefined && (l.kind === 'bullet' || l.kind === 'text') && EMPTY_FIELD.test(text.slice(l.contentStart, l.end).trim());
}

/**
 * A form's fields: labels left empty to be filled in ("- Done today:", "- Carry over to tomorrow:",
 * "- 今日完成：", "- 明天要带的东西：____"). A field is told by its neighbours: an empty label next to
 * another, or one whose value is a placeholder. An empty label with lines under it that are no field
 * ("- Delivered today:" over "  - 40 crates", 昨天到货： over "- 面粉 20 袋") heads what it lists, an event.
 */
export function emptyFieldRanges(text: string, lines: readonly MdLine[]): Range[] {
  const out: Range[] = [];
  const near = (i: number, step: number): MdLine | undefined => {
    let j = i + step;
    while (lines[j]?.kind === 'blank') j += step;
    return lines[j];
  };
  lines.forEach((l, i) => {
    if (!isEmptyField(text, l)) return;
    const content = text.slice(l.contentStart, l.end).trim();
    const placeholder = /(?:_{2,}|…|\.{3,}|\[\s*\]|\(\s*\)|（\s*）|XXX|xxx)\s*$/u.test(content);
    const next = near(i, 1);
    const prev = near(i, -1);
    // The first of a run is introduced by its heading ("Handover sheet fields:"), which is no field itself.
    if (placeholder || isEmptyField(text, next) || (isEmptyField(text, prev) && (next === undefined || next.kind === 'heading' || isEmptyField(text, next) || next.start > l.end + 1))) {
      out.push({ start: l.contentStart, end: l.end });
    }
  });
  return out;
}
