/**
 * Values a statement gives in more than one word, read whole before its words are split:
 * a frequency ("hourly", "every 10 minutes", "twice a day", 每小时, 每十五分钟, 每天) and a
 * named version ("EMR 6.9", "Kafka 3.4", "Go 1.21", "iOS 13"). And the asides that say when or
 * why a value changed, not what it is about ("since the platform upgrade", "after the October
 * upgrade", 平台升级后，…, a bracketed note): two statements of one subject differ there
 * without being about different things.
 */
import { isStopword } from './compare.js';

const EN_FREQ =
  /\b(?:hourly|daily|nightly|weekly|biweekly|bi-weekly|fortnightly|monthly|quarterly|yearly|annually|every\s+(?:\d+|other|few|two|three|four|five|six|ten|twelve|fifteen|twenty|thirty)?\s*(?:seconds?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|quarters?|years?|mornings?|evenings?)|(?:once|twice|\d+\s+times)\s+(?:a|an|per|every)\s+(?:minute|hour|day|night|week|month|quarter|year))\b/giu;
// 每周 / 每星期 before a weekday is a weekday (每周四), not a frequency, unless a count follows (每周一次).
const ZH_FREQ = /每(?:隔)?(?:[一二两三四五六七八九十百半\d]+)?(?:个)?(?:秒钟?|分钟|小时|钟头|天|日|晚|夜|周(?![一二三四五六日天](?!次|遍|回))|星期(?![一二三四五六日天](?!次|遍|回))|月|季度|年)/gu;
// A name right before a version number: capitalised (Kafka, EMR, Go) or camel-cased (iOS, macOS).
// Letters only, apart from the number (P95 is a percentile, not P version 95).
const NAME_VERSION = /(?<![A-Za-z0-9_.-])(\p{Lu}[A-Za-z+#-]*(?:\.js)?|[a-z]+\p{Lu}[A-Za-z]*)(?:\s+[vV]?|[vV])(\d+(?:\.\d+){0,2})(?![A-Za-z0-9_%]|\.\d)/gu;

/**
 * A statement that adds to what holds ("now also accepts XML", "on Saturdays too", 也支持,
 * 新增): it replaces nothing, so it neither supersedes nor contradicts what was said before.
 */
export const ADDITIVE = /\b(?:also|too|as well|in addition|additionally|besides)\b|也|还(?=支持|可以|能|会|要|有|接受)|同时|另外|此外|新增|增加了/iu;

// A frequency word right before a noun names which thing ("the weekly job", "nightly builds"), not a value.
const FREQ_WORD = /^(?:hourly|daily|nightly|weekly|biweekly|bi-weekly|fortnightly|monthly|quarterly|yearly|annually)$/i;
const NOT_NOUN = /^\s+(?:is|are|was|were|be|been|has|have|had|at|on|in|for|to|from|by|with|and|or|but|now|then|since|after|before|until|run|runs|ran|happen|happens|happened|start|starts|get|gets|go|goes|instead|only)\b/i;

/** The value phrases of `text` and the text without them. */
export function valuePhrases(text: string): { values: string[]; rest: string } {
  const values: string[] = [];
  if (!/ly\b|every|once|twice|times|每|\d/iu.test(text)) return { values, rest: text };
  let rest = text.replace(EN_FREQ, (m: string, at: number, all: string) => {
    if (FREQ_WORD.test(m) && /^\s+[a-z]/i.test(all.slice(at + m.length)) && !NOT_NOUN.test(all.slice(at + m.length))) return m;
    values.push(m.toLowerCase().replace(/\s+/g, ' '));
    return ' ';
  });
  rest = rest.replace(ZH_FREQ, (m) => {
    values.push(m);
    return ' ';
  });
  rest = rest.replace(NAME_VERSION, (m, name: string, version: string) => {
    if (isStopword(name.toLowerCase())) return m; // "In 2024", "The 3 nodes"
    values.push(`${name.toLowerCase()} ${version}`);
    return ' ';
  });
  return { values, rest };
}

// At the end, with no number ("deleted after 30 days" says a value, not when it changed).
const EN_ASIDE = /\s+(?:since|after|following|as of|as part of|because of|because|due to|thanks to|ahead of|in time for)\s+[^,;.!?\d#@]*?(?=[.!?。！？]?\s*$)/iu;
const ZH_ASIDE = /^[^，,。；;]{1,20}?(?:之后|以后|以来|后)[，,]\s*/u;
const BRACKETS = /\s*(?:\([^()]*\)|（[^（）]*）)/gu;
// A verb with its particle: "scaled out to 5", "bumped up to 3" (the particle says nothing of the subject).
const PHRASAL = /\b(scal(?:e|ed|es|ing)|bump(?:ed|s|ing)?|rais(?:e|ed|es|ing)|turn(?:ed|s)?|dial(?:l?ed|s)?)\s+(?:out|up|down|back|in)\b/giu;

/** The statement without asides of when or why ("since the platform upgrade", 平台升级后，, brackets). */
export function withoutAsides(text: string): string {
  if (!/[()（）]|后|since|after|following|as of|as part|because|due to|thanks to|ahead of|in time|scal|bump|rais|turn|dial/iu.test(text)) return text;
  return text.replace(BRACKETS, '').replace(ZH_ASIDE, '').replace(EN_ASIDE, '').replace(PHRASAL, '$1');
}
