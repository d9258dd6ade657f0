/**
 * Two statements that are one sentence with other things in a few places ("Old Town residents
 * park with a yellow permit" / "New Town residents park with a green permit", 东区站点每周三下午收罐头
 * / 西区站点每周六上午收罐头) say two facts, however much they share. Read on their content terms in
 * order; a span said on one side only, or two Chinese words that begin alike (标示 / 标注), is
 * wording, not another thing.
 */

/**
 * Two Chinese words that begin alike and differ after it (标示 / 标注, 数据 / 数字) are one thing
 * worded two ways; words that end alike (东区 / 西区, 上午 / 下午) or differ in a number or a
 * direction are two things.
 */
function sameMorpheme(x: readonly string[], y: readonly string[]): boolean {
  const [a, b] = [x.join(''), y.join('')];
  if (!/^\p{Script=Han}/u.test(a) || a[0] !== b[0] || a.slice(-1) === b.slice(-1)) return false;
  return !/[一二两三四五六七八九十上下左右前后东南西北内外大小多少高低早晚新旧]/u.test(`${a.slice(1)}${b.slice(1)}`);
}

/**
 * Where two term lists part, around their longest common subsequence: each gap a pair of runs,
 * one from each side (one of them empty where words are only added or dropped), and how many
 * terms they share.
 */
export function termGaps(x: readonly string[], y: readonly string[]): { gaps: Array<[string[], string[]]>; shared: number } {
  const dp: number[][] = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i -= 1) for (let j = y.length - 1; j >= 0; j -= 1) dp[i]![j] = x[i] === y[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
  const gaps: Array<[string[], string[]]> = [];
  let gx: string[] = [];
  let gy: string[] = [];
  const close = (): void => {
    if (gx.length > 0 || gy.length > 0) gaps.push([gx, gy]);
    gx = [];
    gy = [];
  };
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      close();
      i += 1;
      j += 1;
    } else if (j >= y.length || (i < x.length && dp[i + 1]![j]! >= dp[i]![j + 1]!)) gx.push(x[i++]!);
    else gy.push(y[j++]!);
  }
  close();
  return { gaps, shared: dp[0]![0]! };
}

/**
 * The term sequences are equal but for a few spans swapped one for one, each of at most three
 * terms on each side, in the same places ("old town ... yellow permit" / "new town ... green
 * permit"): the same sentence about other things. A span said on one side only is not a swap.
 */
export function swapsOnly(x: readonly string[], y: readonly string[]): boolean {
  const { gaps, shared } = termGaps(x, y);
  if (gaps.length === 0 || shared === 0) return false;
  // Two things trading places ("red team reviews blue team" / "blue team reviews red team") is a swap too.
  return gaps.every(([p, q]) => p.length > 0 && q.length > 0 && p.length <= 3 && q.length <= 3 && !q.some((t) => p.includes(t)) && !sameMorpheme(p, q));
}
