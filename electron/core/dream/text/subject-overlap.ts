/**
 * How much of one statement's subject another says, for one subject said in other words: "Last
 * sailing from Kerrera on weekdays" / "Weekday last boat back from Kerrera" share three of their
 * five words; 三楼护理站夜班 / 三楼夜班护士 share six of seven characters in the order said. A
 * subject is its Latin stems (function words out) or the characters of its Han core runs, with its
 * bound (at most, 上限) as one more unit: a limit is part of what is said.
 *
 * Most of the smaller subject must be said by the other: three Latin units and three fifths of it,
 * or four Han characters in order and two thirds of it, the numerals of both the same (二楼 / 三楼: another floor). The guards read why two subjects that
 * share words differ: a content word right before a shared one on each side, neither said by the
 * other ("Main squad training" / "reserve squad training"), or on one side where the other opens
 * on the shared word ("Puppy sessions" / "Sessions"); a Han run that is the other's with more
 * before it (冷仓库 / 仓库); two directions ("English to French" / "French to English").
 */
import { isStopword, stem } from './compare.js';

export interface OverlapSubject {
  /** Latin stems of the subject. */
  latin: Iterable<string>;
  /** Han runs of its core (owner and adjuncts out), in the order said. */
  han: readonly string[];
  /** Its bound, if any ('min' / 'max'). */
  bound: string | null;
}

const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  let n = 0;
  for (const x of a) if (b.has(x)) n += 1;
  return n;
};

/** The longest run of characters both say in the same order, not next to each other (三楼护理站夜班护士 / 三楼夜班护士: 6). */
function inOrder(a: string, b: string): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    let diag = 0;
    for (let j = 1; j <= b.length; j += 1) {
      const up = row[j]!;
      row[j] = a[i - 1] === b[j - 1] ? diag + 1 : Math.max(row[j]!, row[j - 1]!);
      diag = up;
    }
  }
  return row[b.length]!;
}

/**
 * Most of the smaller subject is said by the other (see the file's comment). Han characters count
 * in the order said (英译中 / 中译英 share three characters and no order); a subject in two
 * scripts only where its Latin words agree.
 */
export function mostlyShared(a: OverlapSubject, b: OverlapSubject): boolean {
  const [la, lb] = [new Set(a.latin), new Set(b.latin)];
  const bound = a.bound !== null && a.bound === b.bound ? 1 : 0;
  const latin = shared(la, lb);
  // (a name with a number in one subject and not the other says which one: Turbine T07 / Turbine T12)
  const named = (l: ReadonlySet<string>): string => [...l].filter((w) => /\d/u.test(w)).sort().join(' ');
  if (named(la) !== named(lb)) return false;
  const [ha, hb] = [a.han.join(''), b.han.join('')];
  if (ha.length === 0 && hb.length === 0) return latin + bound >= 3 && (latin + bound) / (Math.min(la.size, lb.size) + bound) >= 0.6;
  if (ha.length === 0 || hb.length === 0 || latin !== la.size || latin !== lb.size) return false;
  // (a numeral in one subject and not the other says which one: 二楼会议室 / 三楼会议室)
  const numerals = (t: string): string => [...new Set(t.match(/[\d零〇一二两三四五六七八九十百]/gu) ?? [])].sort().join('');
  if (numerals(ha) !== numerals(hb)) return false;
  const han = inOrder(ha, hb) + bound;
  return han >= 4 && han / (Math.min(ha.length, hb.length) + bound) >= 2 / 3;
}

/** One says "X to Y" and the other "Y to X" (English to French / French to English): two directions. */
export function directionsApart(a: string, b: string): boolean {
  const pairs = (t: string): string[] => [...t.toLowerCase().matchAll(/([a-z]+)(?:\s+|-)(?:to|into|->|→)(?:\s+|-)([a-z]+)/gu)].map((m) => `${stem(m[1]!)} ${stem(m[2]!)}`);
  const pb = new Set(pairs(b));
  return pairs(a).some((p) => pb.has(p.split(' ').reverse().join(' ')));
}

// The words of an English statement, lowercase, with its numbers, times and money as breaks.
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[$€£¥]?\d+(?:[.:,]\d+)*/gu, ' , ')
    .split(/[^a-z'’-]+/u)
    .filter((w) => /[a-z]/u.test(w))
    .map((w) => w.replace(/['’]s?$/u, ''));
}

/**
 * A content word right before a word both say, on each side, and neither side says the other's
 * ("Main squad training" / "reserve squad training"): each names another one of the thing.
 */
export function modifiersApart(a: string, b: string): boolean {
  const [wa, wb] = [wordsOf(a), wordsOf(b)];
  // (a modifier counts where the other side says it nowhere)
  const [sa, sb] = [new Set(wa.map(stem)), new Set(wb.map(stem))];
  const before = (words: readonly string[], w: string): string[] => {
    const out: string[] = [];
    for (let i = 1; i < words.length; i += 1) if (stem(words[i]!) === w && !isStopword(words[i - 1]!)) out.push(stem(words[i - 1]!));
    return out;
  };
  // (or on one side, where the other opens on that word: "Puppy sessions at the groomer" / "Sessions at the groomer")
  const opens = (words: readonly string[], w: string): boolean => {
    const first = words.find((x) => !isStopword(x));
    return first !== undefined && stem(first) === w;
  };
  for (const w of sa) {
    if (!wb.some((x) => stem(x) === w) || isStopword(w)) continue;
    const pa = before(wa, w).filter((x) => !sb.has(x));
    const pb = before(wb, w).filter((x) => !sa.has(x));
    if (pa.length > 0 && pb.length > 0) return true;
    if ((pa.length > 0 && opens(wb, w)) || (pb.length > 0 && opens(wa, w))) return true;
  }
  return false;
}

/** A Han run of one side is a run of the other with more said before it (冷仓库 / 仓库, 蒸烤箱烘焙 / 烤箱烘焙): another one of the thing. */
export function hanRunsApart(a: readonly string[], b: readonly string[]): boolean {
  const longer = (x: string, y: string): boolean => x.length > y.length && y.length >= 2 && x.endsWith(y);
  return a.some((x) => b.some((y) => longer(x, y) || longer(y, x)));
}
