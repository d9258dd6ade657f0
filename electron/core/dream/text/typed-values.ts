/**
 * The typed values a statement gives, read by their shape and not by the words around them: a
 * clock time (7:30, 9 pm, 下午三点, 晚上七點半), a weekday (Tuesday, 周三, 星期日, 週五), money
 * ($15, €0.14, 200元, 三百元), a measure with its unit (15 km/h, six hours, 十二小時, 480 °C; a span of
 * seconds, minutes or hours is one duration: 90 minutes / 2 hours), a count of people (a crew of
 * four, 三位医生, 二十四位住客, 十五个学生) or of a thing (40 cars, 12 pieces, 120 箱), and a person by a
 * title or a Chinese form of address (Dr. Okafor, 陳經理, 林總幹事, 林小姐, 阿傑, 陈师傅, Cantonese 明哥)
 * or by a name where a person is named ("maintained by Priya Nair", "the manager is Tomasz",
 * "steward — Tom Becker"). Number words are a closed class in each language (four, twenty-four,
 * 二十四, 两) and read as the digits they are.
 *
 * Two statements about one subject contradict where they give values of one type and share none
 * of that type ("six hours" / "eight hours", 两点 / 三点); they agree where a value of that type is
 * on both sides ("200 yuan" / 二百元). Which types a statement gives also tells two attributes of
 * one thing apart (480 °C / 12 pieces: a temperature and a count).
 */
import { simplifiedHan } from './simplified.js';
import { TextMemo } from './text-memo.js';
import { hanNumberValue } from './vocabulary.js';
import { matcherFor } from './unicode-flag.js';
import { wordTable } from './word-table.js';

export interface TypedValue {
  /** clock, day, money, person, or measure:<unit class> (measure:hour, measure:person, measure:piece). */
  type: string;
  /** Normalised, comparable within its type (13:00, 3, 0.14, 4). */
  value: string;
  /** As written. */
  said: string;
}

const memo = new TextMemo<TypedValue[]>(2_000_000);

/** The typed values of a statement, in the order they are said; shared, so read-only. */
export function typedValuesOf(text: string): TypedValue[] {
  return memo.get(text, read);
}

// ---- number words (closed classes)

const EN_UNITS: Readonly<Record<string, number>> = wordTable({ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 });
const EN_TENS: Readonly<Record<string, number>> = wordTable({ twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 });
const EN_NUMBER = /\b(?:(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](one|two|three|four|five|six|seven|eight|nine))?|(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))(?:\s+(hundred))?\b/giu;
const ONE_UNIT: Readonly<Record<string, number>> = wordTable({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 });

/**
 * English number words as digits ("a crew of four" -> "a crew of 4", "twenty-four hours" -> "24
 * hours"). Not "one", which is as often "a" or a pronoun ("one of the", "no one").
 */
export function englishNumerals(text: string): string {
  if (!/[a-z]/iu.test(text)) return text;
  return text.replace(matcherFor(EN_NUMBER, text), (whole, tens: string | undefined, unit: string | undefined, single: string | undefined, hundred: string | undefined) => {
    let n = tens ? EN_TENS[tens.toLowerCase()]! + (unit ? ONE_UNIT[unit.toLowerCase()]! : 0) : EN_UNITS[single!.toLowerCase()]!;
    if (hundred) n *= 100;
    return n === undefined || Number.isNaN(n) ? whole : String(n);
  });
}

// A Han number: digits with 十 / 百 / 千 / 万 (二十四, 两百, 一千二), or a lone digit character.
const HAN_NUM = '[零〇一二两三四五六七八九十百千万]+';

function hanValue(n: string): number {
  if (/^\d+(?:\.\d+)?$/u.test(n)) return Number(n);
  return hanNumberValue(n.replace(/两/gu, '二').replace(/〇/gu, '零'));
}

// ---- clock times

const EN_CLOCK = /(?<![\d.:])(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])|(?<![\d.:/-])(\d{1,2}):(\d{2})(?![\d:])/giu;
const ZH_CLOCK = new RegExp(`(早上|早晨|上午|中午|下午|晚上|凌晨|傍晚|夜里|每晚|今晚)?(${HAN_NUM}|\\d{1,2})[点點](?:(半)|(${HAN_NUM}|\\d{1,2})分?)?(?![钟鐘])`, 'gu');

function clock(h: number, m: number, half: 'am' | 'pm' | null): string | null {
  if (!(h >= 0 && h <= 24 && m >= 0 && m < 60)) return null;
  let hour = h;
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  // Without a half of the day, 7:30 and 19:30 may be one time: compare on a twelve-hour dial.
  if (half === null) hour %= 12;
  else hour = hour % 24;
  return `${half === null ? '~' : ''}${hour}:${String(m).padStart(2, '0')}`;
}

// ---- weekdays

const EN_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const EN_DAY = /\b(mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)day(s)?\b/giu;
const ZH_DAY = /(?:周|星期|礼拜|週|禮拜)([一二三四五六日天])/gu;
const ZH_DAY_NUM: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 };

// ---- match formats: a series won by the first to win most of N games (best of 5, Bo3, 五局三胜)

const EN_FORMAT = /\bbest[- ]of[- ](?:(\d{1,2})|(one))\b|\b[Bb][Oo](\d{1,2})\b/gu;
const ZH_FORMAT = new RegExp(`(${HAN_NUM}|\\d)局(${HAN_NUM}|\\d)[胜勝]`, 'gu');

// ---- money

const MONEY_BEFORE = /([$€£¥])\s?(\d+(?:[.,]\d+)*)/gu;
const MONEY_AFTER = new RegExp(`(\\d+(?:\\.\\d+)?|${HAN_NUM})\\s*(元|块钱|块|yuan|rmb|dollars?|euros?|pounds?|円|日元|港币|美元|欧元|英镑)(?![a-z])`, 'giu');

// ---- measures: a number and its unit, the unit read into a class

// Nouns of people counted after a Chinese number (十五个学生, 三十位客人): a count of people.
const ZH_PERSON_NOUN = '学生|學生|孩子|小孩|员工|員工|队员|隊員|成员|成員|会员|會員|客人|住客|乘客|病人|学员|學員|选手|選手';

const UNIT_CLASS: Array<[RegExp, string]> = [
  [/^(?:seconds?|secs?|s|秒钟?|秒)$/iu, 'second'],
  [/^(?:minutes?|mins?|分钟|分鐘)$/iu, 'minute'],
  [/^(?:hours?|hrs?|h|小时|个小时|小時|個小時|钟头|鐘頭)$/iu, 'hour'],
  [/^(?:days?|天|日)$/iu, 'day'],
  [/^(?:nights?|晚|夜)$/iu, 'night'],
  [/^(?:weeks?|周|个星期|星期|個星期)$/iu, 'week'],
  [/^(?:months?|个月|個月)$/iu, 'month'],
  [/^(?:years?|年)$/iu, 'year'],
  [/^(?:km\/h|kph|mph|公里\/小时|公里每小时)$/iu, 'speed'],
  [/^(?:mm|cm|m|km|metres?|meters?|miles?|feet|foot|ft|inch(?:es)?|毫米|厘米|公分|米|公里|千米)$/iu, 'length'],
  [/^(?:°\s?[CF]|℃|degrees?|度|摄氏度|攝氏度)$/iu, 'temperature'],
  [/^(?:kg|g|mg|tonnes?|tons?|kilos?|grams?|公斤|千克|克|斤|吨|噸)$/iu, 'weight'],
  [/^(?:l|ml|litres?|liters?|升|毫升|公升)$/iu, 'volume'],
  [/^(?:kw|w|mw|kwh|watts?|千瓦|瓦)$/iu, 'power'],
  [/^(?:%|percent|per cent)$/iu, 'percent'],
  [/^(?:db|dbtp|lufs|分贝)$/iu, 'level'],
  [/^(?:people|persons?|members?|singers?|players?|staff|guests?|paddlers?|crews?|teams?|volunteers?|students?|children|kids|riders?|drivers?|passengers?|人|位|名|个人|個人)$/iu, 'person'],
  [new RegExp(`^(?:[个個名位])?(?:${ZH_PERSON_NOUN})$`, 'u'), 'person'],
];

// A span of time in one unit or another is one measure ("90 minutes" / "2 hours"): compared in seconds.
const SECONDS: Readonly<Record<string, number>> = wordTable({ second: 1, minute: 60, hour: 3600 });

// Units of weight, length and volume in their base unit (g, m, l): "10 公斤" and "20 斤", "4 km" and "4000 m" are one amount.
const IN_BASE: Readonly<Record<string, readonly [string, number]>> = wordTable({
  mg: ['g', 0.001], milligram: ['g', 0.001], milligrams: ['g', 0.001], 毫克: ['g', 0.001],
  g: ['g', 1], gram: ['g', 1], grams: ['g', 1], gramme: ['g', 1], grammes: ['g', 1], 克: ['g', 1],
  kg: ['g', 1000], kgs: ['g', 1000], kilo: ['g', 1000], kilos: ['g', 1000], kilogram: ['g', 1000], kilograms: ['g', 1000], 公斤: ['g', 1000], 千克: ['g', 1000], 斤: ['g', 500],
  t: ['g', 1e6], tonne: ['g', 1e6], tonnes: ['g', 1e6], ton: ['g', 1e6], tons: ['g', 1e6], 吨: ['g', 1e6], 噸: ['g', 1e6],
  mm: ['m', 0.001], millimetre: ['m', 0.001], millimetres: ['m', 0.001], millimeter: ['m', 0.001], millimeters: ['m', 0.001], 毫米: ['m', 0.001],
  cm: ['m', 0.01], centimetre: ['m', 0.01], centimetres: ['m', 0.01], centimeter: ['m', 0.01], centimeters: ['m', 0.01], 厘米: ['m', 0.01], 公分: ['m', 0.01],
  m: ['m', 1], metre: ['m', 1], metres: ['m', 1], meter: ['m', 1], meters: ['m', 1], 米: ['m', 1],
  km: ['m', 1000], kilometre: ['m', 1000], kilometres: ['m', 1000], kilometer: ['m', 1000], kilometers: ['m', 1000], 公里: ['m', 1000], 千米: ['m', 1000],
  ft: ['m', 0.3048], foot: ['m', 0.3048], feet: ['m', 0.3048], inch: ['m', 0.0254], inches: ['m', 0.0254], mile: ['m', 1609.344], miles: ['m', 1609.344],
  ml: ['l', 0.001], millilitre: ['l', 0.001], millilitres: ['l', 0.001], milliliter: ['l', 0.001], milliliters: ['l', 0.001], 毫升: ['l', 0.001],
  l: ['l', 1], litre: ['l', 1], litres: ['l', 1], liter: ['l', 1], liters: ['l', 1], 升: ['l', 1], 公升: ['l', 1],
});

/** An amount of weight, length or volume in its base unit (g, m, l), rounded past float noise; null for any other unit. */
export function inBaseUnit(unit: string, n: number): { unit: string; amount: number } | null {
  const base = IN_BASE[unit.trim().toLowerCase()] ?? IN_BASE[unit.trim()];
  return base === undefined || Number.isNaN(n) ? null : { unit: base[0], amount: Math.round(n * base[1] * 1e6) / 1e6 };
}

const BASE_AMOUNT = /(?<![\w.,:/-])(\d+(?:\.\d+)?)\s*(millilit(?:re|er)s?|milligrams?|millimet(?:re|er)s?|centimet(?:re|er)s?|kilomet(?:re|er)s?|kilograms?|kilos?|grammes?|grams?|tonnes?|tons?|met(?:re|er)s?|lit(?:re|er)s?|inch(?:es)?|feet|foot|miles?|kgs?|KGS?|Kg|mg|mm|cm|km|KM|ml|mL|ft|[gmlL](?![\w/])|毫克|公斤|千克|克|斤|吨|噸|毫米|厘米|公分|公里|千米|米|毫升|公升|升(?!级))(?![A-Za-z])/gu;

/**
 * A statement with each amount of weight, length or volume written in its base unit ("4 km" ->
 * "4000 m", "20 斤" -> "10000 g"), for readers that compare amounts by their number and unit.
 */
export function amountsInBaseUnits(text: string): string {
  if (!/\d/u.test(text)) return text;
  return text.replace(BASE_AMOUNT, (whole: string, n: string, unit: string) => {
    const b = inBaseUnit(unit, Number(n));
    return b === null ? whole : `${b.amount} ${b.unit}`;
  });
}

/** A measure's type and comparable value: a span of seconds, minutes or hours is a duration in seconds, a weight, a length or a volume is in its base unit. */
function measure(cls: string, n: number, said = String(n), unit = ''): [string, string] {
  const s = SECONDS[cls];
  if (Number.isNaN(n)) return [`measure:${cls}`, said];
  const base = s === undefined && unit ? inBaseUnit(unit, n) : null;
  if (base) return [`measure:${cls}`, String(base.amount)];
  return s === undefined ? [`measure:${cls}`, String(n)] : ['measure:duration', String(Math.round(n * s * 1000) / 1000)];
}

function unitClass(unit: string): string {
  const u = unit.trim();
  for (const [re, cls] of UNIT_CLASS) if (re.test(u)) return cls;
  // Any other noun after a number counts that thing (40 cars, 12 pieces, 3 台).
  return u.toLowerCase().replace(/(?:es|s)$/u, '');
}

// (a number joined to its unit by a hyphen, "a 2-hour lesson", "a 3-day pass", is a measure too)
const EN_MEASURE = /(?<![\w.,$€£¥:/-])(\d+(?:[.,]\d+)*)(?:\s*|-(?=[A-Za-z]))(°\s?[CF]\b|%|km\/h|[A-Za-z]+)/gu;
const ZH_MEASURE = new RegExp(`(?<![第\\d])(\\d+(?:\\.\\d+)?|${HAN_NUM})\\s*(个小时|個小時|个星期|個星期|个月|個月|小时|小時|分钟|分鐘|钟头|鐘頭|秒钟|秒|天|周|年(?![级級代])|晚|公里\\/小时|公里|千米|厘米|公分|毫米|米|摄氏度|攝氏度|℃|度|公斤|千克|克|斤|吨|噸|毫升|公升|升|千瓦|瓦|分贝|(?:[个個名位])?(?:${ZH_PERSON_NOUN})|位|名|个人|個人|人|台|辆|輛|张|張|间|間|件|套|次|遍|份|把|条|條|块|塊|只|隻|艘|架|本|箱|盒|瓶|袋|桶|罐|盆|棵|株|匹|头|頭|粒|颗|顆|片|根|杯|碗|碟|笼|籠|串|枚|支|勺|滴|页|頁|个|個)`, 'gu');
// "Only" right before a count, or before the verb of it (只 / 仅 / 才, 只排, 仅需; not 只是 "just").
const ONLY_BEFORE = /(?:只|仅|僅|才)(?![是有])\p{Script=Han}{0,2}$|(?:只有|仅有|僅有)$/u;
const EN_OF = /\b([a-z]+) of (\d+)\b(?!\s*(?:[a-z%°]|\.\d))/gu;
// Words after a number that are no unit of it.
const NO_UNIT = /^(?:and|or|to|of|the|a|an|at|in|on|for|per|each|with|by|from|than|is|are|was|am|pm|a\.m|p\.m|times?|x|or so|ish)$/iu;

// ---- persons (titles and Chinese forms of address: closed classes)

const EN_PERSON = /\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sister|Father|Chef|Captain|Capt)\.?\s+(\p{Lu}[\p{Ll}'’-]+)/gu;
// (and titles of an office held: 陳主委, 林總幹事, 王组长)
export const ZH_TITLE = '师傅|師傅|经理|經理|小姐|老师|老師|先生|女士|医生|醫生|主任|阿姨|总干事|總幹事|干事|幹事|主委|主席|会长|會長|组长|組長|队长|隊長|店长|店長|校长|校長|院长|院長|厂长|廠長|科长|科長|处长|處長|部长|部長|总监|總監|教练|教練|姐|哥';
// Where a person is named: after 由 (who does it), a copula (係 in Cantonese) or a verb of asking or giving.
const ZH_NAMED_AT = /[由是係系找给給跟让讓叫为為]$/u;
const ZH_PERSON = new RegExp(`([\\p{Script=Han}])(?:${ZH_TITLE})|(?:(?<=[由是係系找给給跟让讓叫为為])|^)([阿小老][\\p{Script=Han}])(?=[负負主带帶值管是睇顾顧跟做搞，,。、;；\\s]|$)`, 'gu');
// A surname is one character before a title: not a word such as 王牌 (the title must follow it).
const SURNAME = /[王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何林高罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾肖田董袁潘蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾谭譚陆陸汪范金石廖贾賈夏韦韋付方白邹鄒孟熊秦邱江尹薛闫段雷侯龙龍史陶黎贺賀顾顧毛郝龚龔邵万萬钱錢严嚴覃武戴莫孔向汤湯]/u;

// A given name (and a surname): capitalised words, none a word of a closed class (a weekday, a month, a determiner).
const NAME = String.raw`(?!(?:The|This|That|These|Those|Our|Their|His|Her|Its|It|We|They|All|Each|Every|No|None|Nobody|Everyone|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?`;
/**
 * A person named where one is (the name ending its clause): after "by" or "to" ("maintained by
 * Priya Nair", "orders go to Henrike"), after a verb of being in the present ("the manager is Tomasz"; "was" gives a past one), after a
 * label's mark ("Laser cutter steward — Tom Becker"), or opening what a label says before its verb
 * ("Gold tooling: Matteo handles all orders").
 */
const EN_NAMED = new RegExp(String.raw`(?:\b(?:by|to|is|are|now)\s+|[:：]\s*|\s[—–]\s*)(${NAME})(?=\s*(?:[.,;!)(]|$))|[:：]\s*(${NAME})(?=\s+[a-z]+s\b)`, 'gmu');
/**
 * A person opening a sentence as the doer of a verb in the present with its object ("Ewan
 * carries the duty phone", "Ines chairs the safety committee"): a name, a verb in -s that is no
 * verb of being or having, a determiner.
 */
const EN_DOER = new RegExp(String.raw`(?:^|[.!;]\s+)(${NAME})\s+(?!(?:is|has|was|does|goes|says|takes|gets|uses|needs|makes|seems|looks)\b)[a-z]{3,}s\s+(?:the|our|all|every)\b`, 'gu');

function read(raw: string): TypedValue[] {
  const text = englishNumerals(simplifiedHan(raw).replace(/`[^`]*`/gu, ' '));
  const out: TypedValue[] = [];
  const taken: Array<[number, number]> = [];
  const free = (at: number, len: number): boolean => !taken.some(([s, e]) => at < e && at + len > s);
  const add = (type: string, value: string | null, said: string, at: number): void => {
    if (value === null || !free(at, said.length)) return;
    taken.push([at, at + said.length]);
    out.push({ type, value, said: said.trim() });
  };
  for (const m of text.matchAll(EN_CLOCK)) {
    const half = (m[3] ?? '').toLowerCase().startsWith('p') ? 'pm' : m[3] ? 'am' : null;
    add('clock', m[1] ? clock(Number(m[1]), Number(m[2] ?? 0), half) : clock(Number(m[4]), Number(m[5]), Number(m[4]) >= 13 || Number(m[4]) === 0 ? 'am' : null), m[0], m.index);
  }
  for (const m of text.matchAll(ZH_CLOCK)) {
    const part = m[1] ?? '';
    const half = /下午|晚上|傍晚|夜里|每晚|今晚/u.test(part) ? 'pm' : /早上|早晨|上午|凌晨/u.test(part) ? 'am' : part === '中午' ? (hanValue(m[2]!) <= 2 ? 'pm' : 'am') : null;
    const minutes = m[3] ? 30 : m[4] ? hanValue(m[4]) : 0;
    add('clock', clock(hanValue(m[2]!), minutes, half), m[0], m.index);
  }
  for (const m of text.matchAll(EN_FORMAT)) add('format', String(m[1] ? Number(m[1]) : m[2] ? 1 : Number(m[3])), m[0], m.index);
  for (const m of text.matchAll(ZH_FORMAT)) {
    const [games, wins] = [hanValue(m[1]!), hanValue(m[2]!)];
    if (wins === Math.floor(games / 2) + 1) add('format', String(games), m[0], m.index);
  }
  for (const m of text.matchAll(EN_DAY)) add('day', String(EN_DAYS.findIndex((d) => d.startsWith(m[1]!.toLowerCase().slice(0, 3))) + 1), m[0], m.index);
  for (const m of text.matchAll(ZH_DAY)) add('day', String(ZH_DAY_NUM[m[1]!]), m[0], m.index);
  for (const m of text.matchAll(MONEY_BEFORE)) add('money', String(Number(m[2]!.replace(/,(?=\d{3}\b)/gu, '').replace(',', '.'))), m[0], m.index);
  for (const m of text.matchAll(MONEY_AFTER)) add('money', String(hanValue(m[1]!)), m[0], m.index);
  for (const m of text.matchAll(EN_PERSON)) add('person', m[1]!.toLowerCase(), m[0], m.index);
  for (const m of text.matchAll(ZH_PERSON)) {
    // (a given name before 哥 / 姐 where a person is named, 由明哥管, is a Cantonese form of address)
    if (m[1] && !SURNAME.test(m[1]) && !(/[哥姐]$/u.test(m[0]) && m[0].length === 2 && ZH_NAMED_AT.test(text.slice(0, m.index)))) continue;
    add('person', m[0], m[0], m.index);
  }
  for (const m of text.matchAll(EN_DOER)) add('person', m[1]!.toLowerCase(), m[1]!, m.index + m[0].indexOf(m[1]!));
  for (const m of text.matchAll(EN_NAMED)) {
    const name = m[1] ?? m[2]!;
    add('person', name.toLowerCase(), name, m.index + m[0].lastIndexOf(name));
  }
  for (const m of text.matchAll(ZH_MEASURE)) {
    const n = hanValue(m[1]!);
    // A lone 一 before a classifier is "a" (一次, 一个), no count, except after "only" (只排一名, 仅需一台: one and no more).
    if (Number.isNaN(n) || (m[1] === '一' && !/小时|小時|分钟|分鐘|天|周|年|公里|米|度/u.test(m[2]!) && !ONLY_BEFORE.test(text.slice(Math.max(0, m.index - 4), m.index)))) continue;
    const [type, value] = measure(unitClass(m[2]!), n, String(n), m[2]!);
    add(type, value, m[0], m.index);
  }
  // A count said as what it is of ("a crew of 4", "a team of 12"): the noun before "of" is its unit.
  for (const m of text.matchAll(EN_OF)) add(`measure:${unitClass(m[1]!)}`, m[2]!, m[0], m.index);
  for (const m of text.matchAll(EN_MEASURE)) {
    const unit = m[2]!;
    if (NO_UNIT.test(unit)) continue;
    // A number after a capitalised noun names which one (Engine 3, Hall 2): no measure.
    if (/\p{Lu}\p{Ll}+\s+$/u.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
    const amount = m[1]!.replace(/,(?=\d{3}\b)/gu, '');
    const [type, value] = measure(unitClass(unit), Number(amount.replace(',', '.')), amount, unit);
    add(type, value, m[0], m.index);
  }
  return out;
}

/**
 * Values of one type that the two statements give and do not share: each a value of that type
 * the other lacks, and no value of that type on both sides. Null when none, or when values of
 * more than one type differ (a day and a time both other: the day says which, each its hours).
 */
export function valueClash(a: readonly TypedValue[], b: readonly TypedValue[]): { type: string; a: string; b: string } | null {
  const types = new Set(a.map((v) => v.type).filter((t) => b.some((w) => w.type === t)));
  const clashes: Array<{ type: string; a: string; b: string }> = [];
  for (const t of types) {
    const va = a.filter((v) => v.type === t);
    const vb = b.filter((v) => v.type === t);
    if (va.some((v) => vb.some((w) => sameValue(t, v.value, w.value)))) continue;
    clashes.push({ type: t, a: va.map((v) => v.said).join(', '), b: vb.map((v) => v.said).join(', ') });
  }
  return clashes.length === 1 ? clashes[0]! : null;
}

function sameValue(type: string, x: string, y: string): boolean {
  if (x === y) return true;
  // (a given name said alone is the same person as with the surname: Priya / Priya Nair)
  if (type === 'person') return x.startsWith(`${y} `) || y.startsWith(`${x} `);
  if (type !== 'clock') return false;
  // A time with no half of the day meets one with it on a twelve-hour dial.
  const dial = (v: string): string => {
    const [h, m] = v.replace(/^~/u, '').split(':');
    return `${Number(h) % 12}:${m}`;
  };
  return (x.startsWith('~') || y.startsWith('~')) && dial(x) === dial(y);
}

// ---- qualifiers: words of a closed class that say which part of a thing a value is of

/**
 * Families of words that name one part of a thing against another: a season, a kind of day, an
 * audience, a size, a part of the day or a session, an ordinal. Two statements naming two members of
 * one family speak of two things ("€8 a day in summer" / "€12 a day in winter", 工作日 / 周末,
 * "the kids' course" / "the adult course", 大幅 / 小幅, 早场 / 晚场, "the first rise" / "the second").
 */
const FAMILIES: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, RegExp]>]> = [
  ['season', [['summer', /\bsummers?\b|夏季|夏天|暑假|暑期/iu], ['winter', /\bwinters?\b|冬季|冬天|寒假/iu], ['spring', /\bspring\b|春季|春天/iu], ['autumn', /\bautumn\b|\bfall season\b|秋季|秋天/iu], ['high', /\b(?:high|peak) season\b|旺季/iu], ['low', /\b(?:low|off)[- ]season\b|淡季/iu]]],
  ['dayclass', [['weekday', /\bweekdays?\b|\bworking days?\b|工作日|平日|周一到周五|週一到週五/iu], ['weekend', /\bweekends?\b|周末|週末|双休日|雙休日/iu], ['holiday', /\b(?:public |bank )?holidays?\b|节假日|節假日|假日/iu]]],
  ['audience', [['adult', /\badults?\b|成人|大人/iu], ['child', /\bchild(?:ren)?\b|\bkids?\b|儿童|兒童|小孩|少儿|少兒/iu], ['junior', /\bjuniors?\b|\byouth\b|青少年|青年/iu], ['senior', /\bseniors?\b|老人|长者|長者/iu], ['beginner', /\bbeginners?\b|初级|初級|新手|入门|入門/iu], ['advanced', /\badvanced\b|高级|高級|进阶|進階/iu], ['member', /(?<!\bnon-?)\bmembers?\b|(?<!非)会员|(?<!非)會員/iu], ['nonmember', /\bnon-?members?\b|非会员|非會員/iu]]],
  ['size', [['small', /\bsmall\b|小号|小號|小幅|小型|小份/iu], ['large', /\b(?:large|big)\b|大号|大號|大幅|大型|大份/iu], ['medium', /\bmedium\b|中号|中號|中型/iu]]],
  // (a show or a shift, not a time of day: "on Friday afternoons" / "on Thursday mornings" is one meeting moved)
  ['session', [['morning', /早场|早場|早班|上午场|上午場/iu], ['afternoon', /\bmatinees?\b|午场|午場|下午场|下午場/iu], ['evening', /晚场|晚場|夜场|夜場|晚班|夜班/iu]]],
  ['ordinal', [['1', /\bfirst\b|第一/iu], ['2', /\bsecond\b|第二/iu], ['3', /\bthird\b|第三/iu], ['4', /\bfourth\b|第四/iu], ['last', /\b(?:last|final)\b|最后一|最後一/iu]]],
];

// A thing named by a number or a letter after its noun (Engine 3, Studio B, Hall 2) or before 号 (一号厅, 3号线).
const EN_NUMBERED = /\b(\p{Lu}\p{Ll}+)\s+(\d+|[A-Z])\b(?![.,:]\d)/gu;
const ZH_NUMBERED = /([一二三四五六七八九十\d]+|[A-Z])[号號](?!码|碼)/gu;
const LETTER_BEFORE_HAN = /(?<![A-Za-z0-9.])([A-Z])\s?(?=\p{Script=Han})(?![号號])/gu;

/** The qualifiers a statement names: family -> members, and numbered things: `#noun` -> numbers. */
export function qualifierWordsOf(text: string): Map<string, Set<string>> {
  return qualifierMemo.get(text, readQualifiers);
}

const qualifierMemo = new TextMemo<Map<string, Set<string>>>(2_000_000);

function readQualifiers(raw: string): Map<string, Set<string>> {
  const text = simplifiedHan(raw).replace(/`[^`]*`/gu, ' ');
  const out = new Map<string, Set<string>>();
  const put = (family: string, member: string): void => {
    const set = out.get(family) ?? new Set<string>();
    set.add(member);
    out.set(family, set);
  };
  for (const [family, members] of FAMILIES) for (const [member, re] of members) if (re.test(text)) put(family, member);
  for (const m of text.matchAll(EN_NUMBERED)) if (!/^(?:The|A|An|At|On|In|By|To|Of|For|Since|From|Until|Before|After|Every|Each|Our|Their|Its|We|They|Version|Step|Page|Chapter|Level|Stage|Phase|Week|Day|Year)$/u.test(m[1]!)) put(`#${m[1]!.toLowerCase()}`, m[2]!);
  for (const m of text.matchAll(ZH_NUMBERED)) put('#号', String(/\d/u.test(m[1]!) || /[A-Z]/u.test(m[1]!) ? m[1] : hanValue(m[1]!)));
  // A capital letter standing before a Han noun names which one (A 停机坪 / B 停机坪, A栋 / B栋): never a value.
  for (const m of text.matchAll(LETTER_BEFORE_HAN)) put('label', m[1]!);
  return out;
}

/**
 * Two statements name two members of one family of qualifiers and share none of it (summer /
 * winter, 工作日 / 周末): two things. A thing named by a number (Engine 3 / Engine 5, 一号厅 /
 * 三号厅) is another thing only where another value differs too: alone, the number is the value
 * ("uses Node 18" / "uses Node 20").
 */
export function qualifiersApart(a: string, b: string): boolean {
  const [qa, qb] = [qualifierWordsOf(a), qualifierWordsOf(b)];
  for (const [family, members] of qa) {
    const other = qb.get(family);
    if (!other || [...members].some((m) => other.has(m))) continue;
    if (!family.startsWith('#') || valueClash(typedValuesOf(a), typedValuesOf(b)) !== null || clashesOfSeveralTypes(typedValuesOf(a), typedValuesOf(b))) return true;
  }
  return false;
}

/**
 * Both statements give typed values and no type is on both sides (480 °C / 12 pieces: a temperature
 * and a count): two attributes of one thing, not two values of one.
 */
export function attributesApart(a: readonly TypedValue[], b: readonly TypedValue[]): boolean {
  return a.length > 0 && b.length > 0 && !a.some((v) => b.some((w) => w.type === v.type));
}

/** Values of more than one type differ on the two sides (周三下午两点 / 周六上午十点): the one says which, the other is its own. */
export function clashesOfSeveralTypes(a: readonly TypedValue[], b: readonly TypedValue[]): boolean {
  const types = new Set(a.map((v) => v.type).filter((t) => b.some((w) => w.type === t)));
  let n = 0;
  for (const t of types) {
    const va = a.filter((v) => v.type === t);
    const vb = b.filter((v) => v.type === t);
    if (!va.some((v) => vb.some((w) => sameValue(t, v.value, w.value)))) n += 1;
  }
  return n > 1;
}

/**
 * A day or a clock time that says when, given on one side only where the values differ in another
 * type ("closes at 21:00" / "closes at 18:00 on Sundays", "$30 an hour" / "$35 an hour after 18:00"):
 * that side is one case of the other, not another value of it.
 */
export function oneCaseOfOther(a: readonly TypedValue[], b: readonly TypedValue[], clashType: string): boolean {
  const oneSide = (t: string): boolean => a.some((v) => v.type === t) !== b.some((v) => v.type === t);
  if (clashType !== 'day' && oneSide('day')) return true;
  return clashType !== 'day' && clashType !== 'clock' && oneSide('clock');
}
