/**
 * A message written to be sent or shown is no account of the memory's day: its "tomorrow" is the
 * day someone receives it. Such a message is told by its shape, not its words: placeholders for
 * what is filled in later ({name}, {{artist}}, <first name>, %s, $HOST, [name], {姓名}, ____, XXX,
 * 某某), a label that names it as something to copy (a template, a sample, an example, a canned
 * or automatic reply, a draft, an out-of-office or voicemail greeting, a standing text that "says:" or
 * 写着：, 模板, 示例, 范例, 话术, 文案, 自动回复), a long single-quoted
 * sentence ('Sorry, your cake won't be ready today, ...'), or a phrasing mentioned as words
 * ("phrasings such as see you tomorrow"). Only the message is shielded: a sentence that tells
 * the template was changed ("Yesterday we shortened the text to: Hi {name}, ...") keeps its date.
 * The other way round, a message pasted as received under a line that introduces it ("Text from
 * Dario, pasted as he sent it:" over "> … tomorrow …") tells the writer's days (receivedQuoteLines).
 */
import type { MdLine, Range } from './markdown.js';
import { isCodeLine } from './markdown.js';

/** HTML tags are markup, not placeholders. */
const HTML_TAG = /^\/?(?:br|b|i|u|p|a|em|strong|span|div|sub|sup|code|kbd|hr|img|small|mark|s|del|ins|details|summary|ul|ol|li|table|tr|td|th|pre|blockquote|h[1-6])$/i;

/** Placeholders a message is filled in through; each is a slot, never a word of the sentence. */
const PLACEHOLDERS: readonly RegExp[] = [
  /\{\{\s*[\p{L}_][\p{L}\p{N}_ .-]{0,30}\}\}/gu, // {{artist}}
  /[{｛]\s*[\p{L}_][\p{L}\p{N}_ .-]{0,30}[}｝]/gu, // {name}, {姓名}
  /(?<![\p{L}\p{N}])%(?:\d+\$)?[sd](?![\p{L}\p{N}])|%\([\p{L}_]+\)[sd]/gu, // %s, %1$s, %(name)s
  /(?<![\p{L}\p{N}$])\$\{?[\p{L}_][\p{L}\p{N}_]*\}?/gu, // $HOST, ${name}, $客戶 (never $5)
  /_{3,}/g, // Hi ____,
  /(?<![A-Za-z])(?:XXX?|xxx?)(?![A-Za-z])|某某/gu, // XXX您好
];
const ANGLE = /<([\p{L}][\p{L}\p{N}_ -]{0,30})>/gu;
// [name], [姓名]; never a link ([text](url), [text][ref]), a checkbox or a footnote.
const BRACKET = /(?<![\]!\p{L}\p{N}])\[([\p{L}][\p{L}\p{N}_ -]{0,24})\](?![([:])/gu;

/** Where the placeholders of a line are: offsets within the line. */
function placeholdersOf(line: string): Range[] {
  const out: Range[] = [];
  for (const re of PLACEHOLDERS) for (const m of line.matchAll(re)) out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  for (const m of line.matchAll(ANGLE)) if (!HTML_TAG.test(m[1]!.trim())) out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  for (const m of line.matchAll(BRACKET)) {
    const at = m.index ?? 0;
    // A tag opening the line ("[infra] rotated the keys") or a one-letter box is no slot.
    if (line.slice(0, at).trim() === '' || m[1]!.trim().length < 2) continue;
    out.push({ start: at, end: at + m[0].length });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The head word of a label that names a message to be copied or sent, not one received. */
// (a bare "sample" may be a lab's, a "script" code: only a sample of writing counts)
const MESSAGE_LABEL_EN = /\b(?:templates?|examples?|e\.g\.|samples?\s+(?:messages?|repl(?:y|ies)|texts?|emails?|sms|notes?|posts?|letters?|answers?|responses?|wording|tweets?)|canned|boilerplate|auto-?repl(?:y|ies)|automatic repl(?:y|ies)|auto-?responses?|drafts?|wording|placeholders?|out[- ]of[- ]office|away message|voicemail|answerphone|answering machine)\b|\b(?:says|reads|shows|displays)\s*$/i;
// (a standing text: 牌子上写着：, 屏幕显示：, like "the sign says:")
const MESSAGE_LABEL_ZH = /模板|模版|範本|范本|示例|示範|示范|范例|範例|样例|樣例|例句|例子|话术|話術|文案|自动回复|自動回覆|自动回覆|草稿|样板|樣板|格式|写着$|寫著$|显示$|顯示$/u;
/** A saying said on any day: a slogan, a motto, a catchphrase (口号, 标语, 口头禅, 座右铭), after its colon or "is" / 是. */
const SAYING = /\b(?:slogan|tagline|motto|catch-?phrase|mantra|jingle)s?\b(?:\s+(?:is|was|reads|goes)\s*[:：]?|\s*[:：])\s*|(?:口号|標語|标语|广告语|廣告語|宣传语|宣傳語|口头禅|口頭禪|座右铭|座右銘|格言|顺口溜|順口溜)(?:(?:是|为|為|就是)\s*[:：]?|\s*[:：])\s*/iu;
/** A saying as the subject: 明天会更好是这家店的招牌, 明天就能发货是我们的承诺. */
const SAYING_AFTER_ZH = /是(?:[^，。；！？]{0,12}的)?(?:口号|标语|標語|广告语|宣传语|口头禅|口頭禪|座右铭|招牌|承诺|承諾|宗旨|信条|信條)/u;
/** Date words mentioned as words (合同里不要写明天、下周这种词): the list before 这种词 / 之类的说法. */
const MENTION_ZH = /[^，。；：:,;！？]{1,30}?(?:这种|這種|这类|這類|这样的|這樣的|之类的|之類的|等)(?:词|詞|词语|詞語|字眼|字样|字樣|说法|說法|表述|措辞|措辭|用语|用語)/gu;
/** A phrasing mentioned as words: "phrasings such as see you tomorrow", "words like yesterday". */
const MENTION_EN = /\b(?:phrases?|phrasings?|wordings?|words?|expressions?|sayings?|idioms?|greetings?|sign-?offs?)\b[^.;:!?]{0,24}?\b(?:such as|like|e\.g\.|for example|for instance|as in)\s/i;
/** A single-quoted sentence: apostrophes inside words (won't, it's) do not close it. */
const SINGLE_QUOTED = /(?<![\p{L}\p{N}])'(?=\S)(?:[^'\n]|(?<=\p{L})'(?=\p{L})){2,400}?(?<=\S)'(?![\p{L}\p{N}])/gu;

/** Where a sentence of a line ends (after its stop and the space that follows). */
function sentenceEndAfter(line: string, at: number): number {
  const re = /[.!?](?=\s|$)|[。！？]/gu;
  re.lastIndex = at;
  const m = re.exec(line);
  return m ? m.index + m[0].length : line.length;
}

function sentenceStartBefore(line: string, at: number): number {
  let start = 0;
  for (const m of line.slice(0, at).matchAll(/[.!?](?=\s)|[。！？]/gu)) start = (m.index ?? 0) + m[0].length;
  return start;
}

/** Ranges of messages written to be sent, in body offsets: their date words are no days. */
export function messageRanges(text: string, lines: readonly MdLine[]): Range[] {
  const out: Range[] = [];
  for (const l of lines) {
    if (isCodeLine(l.kind) || l.kind === 'blank') continue;
    const line = text.slice(l.contentStart, l.end);
    const add = (start: number, end: number): void => {
      if (end > start) out.push({ start: l.contentStart + start, end: l.contentStart + end });
    };
    for (const m of line.matchAll(SINGLE_QUOTED)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
    const colon = /[:：]/u.exec(line);
    const label = colon ? line.slice(0, colon.index) : '';
    // A label naming a message to copy: everything after its colon is that message (unless the
    // message is in quotes, which end it: "Example reply: 'Thanks!' We sent it last night").
    const quoted = colon ? /^\s*['"“‘「『]/u.test(line.slice(colon.index + 1)) : false;
    if (colon && !quoted && label.length <= 60 && (MESSAGE_LABEL_EN.test(label) || MESSAGE_LABEL_ZH.test(label))) {
      add(colon.index + 1, line.length);
      continue;
    }
    const saying = SAYING.exec(line);
    if (saying) add(saying.index + saying[0].length, sentenceEndAfter(line, saying.index + saying[0].length));
    const sayingAfter = SAYING_AFTER_ZH.exec(line);
    if (sayingAfter) add(sentenceStartBefore(line, sayingAfter.index), sayingAfter.index);
    for (const m of line.matchAll(MENTION_ZH)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
    const mention = MENTION_EN.exec(line);
    if (mention) add(mention.index + mention[0].length, sentenceEndAfter(line, mention.index + mention[0].length));
    const slots = placeholdersOf(line);
    if (slots.length === 0) continue;
    const first = slots[0]!;
    const last = slots[slots.length - 1]!;
    // The message starts after the colon that introduces it, else with the sentence of its first slot.
    let lastColon = -1;
    for (const m of line.slice(0, first.start).matchAll(/[:：]/gu)) lastColon = m.index ?? -1;
    const start = lastColon >= 0 ? lastColon + 1 : sentenceStartBefore(line, first.start);
    add(start, sentenceEndAfter(line, last.end));
  }
  return out;
}

/** A day told in a message's introduction ("Email of 2026-10-02:", "Yesterday Dario wrote:", 上周五老板说：): the quote's days count from it. */
const INTRO_DAY = /\d{4}|\d{1,2}\s*[./月]\s*\d{1,2}|\b(?:yesterday|today|tomorrow|tonight|last|ago|earlier|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|[昨前今明]天|[昨前今]日|[琴尋寻聽听]日|[上下这這本][个個]?(?:周|週|星期|礼拜|禮拜|月)|周[一二三四五六日]|星期[一二三四五六日天]/iu;
/** A calendar date inside the quote (a forwarded header's "On 2 Nov 2026", "2026-10-02", 10月2日): its days count from that. */
const QUOTE_DATE = /\d{4}-\d{1,2}-\d{1,2}|(?<![\d.:])\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d.:])|\d{1,2}\s*月\s*\d{1,2}\s*[日号號]|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b/iu;

/**
 * A quote that opens with its sender and the medium it came by, in brackets, then a colon ("Priya
 * (text):", "Dev (WhatsApp):", "阿梅（微信）：", "陳師傅 (LINE):"): a message pasted as received.
 * Media are a closed class (text, SMS, WhatsApp, Signal, Telegram, email, DM, 微信, 短信, 簡訊 …).
 */
const SENDER_OPENING = /^\s*(?:\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}|\p{Script=Han}{1,4})\s*[(（]\s*(?:text|texts|sms|whatsapp|signal|telegram|imessage|messenger|message|msg|dm|e-?mail|chat|slack|teams|line|wechat|微信|短信|简讯|簡訊|信息|訊息|讯息|语音|語音)\s*[)）]\s*[:：]/iu;

/** A standing text, read on any day: terms, a policy, a site, a manual, a sign, a contract (条款, 规定, 官网, 须知, 合同). */
const STANDING_TEXT = /\b(?:terms|conditions|t&cs?|polic(?:y|ies)|rules?|regulations?|faqs?|manuals?|handbooks?|guides?|guidelines?|instructions?|docs?|documentation|website|site|page|wiki|signs?|posters?|leaflets?|brochures?|menus?|contracts?|agreements?)\b|条款|條款|规定|規定|规则|規則|制度|须知|須知|说明书|說明書|手册|手冊|官网|官網|网站|網站|网页|網頁|告示|合同|协议|協議/iu;

/**
 * The `>` quote lines that are a message as received, pasted on the day the memory was written: the
 * quote follows a line of its own that introduces it with a colon ("Text from Dario, pasted as he sent
 * it:", "SMS from the hire company:", 盐场老板在微信里的原话：), that line names no message to copy (a
 * template, an auto-reply: MESSAGE_LABEL_EN / _ZH), no standing text read on any day (terms, a policy, a
 * site, a manual: STANDING_TEXT) and tells no day of its own, and the quote holds no
 * calendar date (a forwarded header): else its days count from another day than the memory's. Their
 * relative days are the writer's days; every other quote is left as written. The start offset of each line.
 */
export function receivedQuoteLines(text: string, lines: readonly MdLine[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < lines.length; i += 1) {
    if (lines[i]!.kind !== 'quote' || lines[i - 1]?.kind === 'quote') continue;
    let end = i;
    while (lines[end + 1]?.kind === 'quote') end += 1;
    const intro = lines[i - 1];
    const said = intro && intro.kind !== 'blank' && !isCodeLine(intro.kind) ? text.slice(intro.contentStart, intro.end).trim() : '';
    const label = said.replace(/[:：]\s*$/u, '');
    const quote = text.slice(lines[i]!.start, lines[end]!.end);
    const introduced = /[:：]$/u.test(said) && label.length <= 80 && !MESSAGE_LABEL_EN.test(label) && !MESSAGE_LABEL_ZH.test(label) && !STANDING_TEXT.test(label) && !INTRO_DAY.test(label);
    // (or the quote opens with who sent it and how: "> Priya (text): …", "> 阿梅（微信）：…")
    const sender = SENDER_OPENING.exec(text.slice(lines[i]!.contentStart, lines[i]!.end));
    if ((introduced || (sender && !INTRO_DAY.test(sender[0]))) && !QUOTE_DATE.test(quote)) {
      for (let k = i; k <= end; k += 1) out.add(lines[k]!.start);
    }
    i = end;
  }
  return out;
}
