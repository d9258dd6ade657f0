import { replaceBody } from '../memdir/frontmatter.js';
import { atLeast, type PlanContext } from './context.js';
import { bodyOf } from './guard.js';
import type { Memory } from './orient.js';
import { entryTarget } from './overflow.js';
import type { SentenceFate } from './plan.js';
import { findDuplicateClusters, mergeBodies, type DuplicateDoc } from './text/duplicates.js';
import { CONTAINED_SLICE, containedPairs } from './text/contained.js';
import { copyBase, descriptionMark, nameAgainst, nameKey, nameMark, nameWords } from './text/copy-names.js';
import { findParaphrasesSliced } from './text/paraphrase.js';
import { factsOf } from './text/sentences.js';
import { subset } from './text/sets.js';
import { aboutTwoSubjects, oneTemplateOtherValues, oneValuePutForAnother } from './text/swaps.js';
import { simplified } from './text/simplified.js';
import { tokenList } from './text/tokens.js';
import { stanceOf } from './text/stance.js';
import { isNegated, keyTerms } from './text/compare.js';
import { oneCaseOfOther, qualifiersApart, typedValuesOf, valueClash } from './text/typed-values.js';

export { isCopyName, isPlaceholderName } from './text/copy-names.js';

/**
 * Consolidate, duplicates: memories that say the same thing become one. The survivor keeps
 * its frontmatter and index entry; its body gains every sentence of the others it did not
 * have; the others are removed. Light dreams merge exact duplicates only; team memory only
 * ever merges exact duplicates inside team/, never with personal memory.
 */
export async function planMerges(ctx: PlanContext, between: () => Promise<void> = async () => {}, slice: () => Promise<void> = between): Promise<void> {
  const { ws, o } = ctx;
  const alive = (): Memory[] => o.memories.filter((m) => ws.exists(m.file) && !ctx.removed.has(m.file));
  const docs: DuplicateDoc[] = alive().map((m) => ({ id: m.file, text: bodyOf(ws.text(m.file) ?? ''), group: groupOf(m) }));
  mergeClusters(ctx, (await findDuplicateClusters(docs, { pause: slice })).clusters);
  // `between` the passes (and every `slice` of a long pass) the caller may stop the plan (a cancel) or let other work run.
  await between();
  // Second pass, on what the first left: memories wholly contained in another.
  if (atLeast(ctx.depth, 'rem')) mergeClusters(ctx, await containedClusters(ctx, alive(), slice));
  // Third pass: a file named as a copy of another that shares a sentence with it (text/copy-names.ts copyBase).
  if (atLeast(ctx.depth, 'rem')) mergeClusters(ctx, copyClusters(ctx, alive()));
  await between();
  if (atLeast(ctx.depth, 'rem')) await flagParaphrases(ctx, alive(), slice);
}

/**
 * Same rule in other words (never merged): a `possible-duplicate` finding naming both; where the two
 * give values of one type that differ, a `contradiction` naming both instead.
 */
async function flagParaphrases(ctx: PlanContext, live: readonly Memory[], slice: () => Promise<void>): Promise<void> {
  const docs = live.filter((m) => !m.team).map((m) => ({ id: m.file, text: bodyOf(ctx.ws.text(m.file) ?? ''), group: groupOf(m) }));
  for (const p of await findParaphrasesSliced(docs, ctx.terms, slice)) {
    // One template about two things, each opening on its own subject with its own values (旺角店…十一點…阿明 / 沙田店…十點…阿芬): neither a clash nor a repeat.
    if (aboutTwoSubjects(p.a.fact, p.b.fact)) continue;
    // One subject in other words with another value of one type (下午两点 / 三点, 陳經理 / 林小姐): a contradiction, not a repeat.
    // (not a rule from both sides, whose values may be each other's complement: "never on Friday" / "only Monday to Thursday")
    const clash = stanceOf(simplified(p.a.fact)) === stanceOf(simplified(p.b.fact)) && isNegated(p.a.fact) === isNegated(p.b.fact) && !qualifiersApart(p.a.fact, p.b.fact) ? valueClash(typedValuesOf(p.a.fact), typedValuesOf(p.b.fact)) : null;
    // (a day said on one side only is one case of the other: 九點閉館 / 週日六點閉館, neither a clash nor a repeat)
    if (clash && oneCaseOfOther(typedValuesOf(p.a.fact), typedValuesOf(p.b.fact), clash.type)) continue;
    if (clash) {
      const day = (id: string): string => ctx.o.byFile.get(id)?.writtenOn ?? '';
      const [older, newer] = day(p.a.id) <= day(p.b.id) ? [p.a, p.b] : [p.b, p.a];
      const later = day(older.id).slice(0, 10) < day(newer.id).slice(0, 10);
      const quote = (x: { id: string; fact: string }): string => `'${x.fact}' (${x.id}${day(x.id) ? `, ${day(x.id).slice(0, 10)}` : ''})`;
      const [va, vb] = older === p.a ? [clash.a, clash.b] : [clash.b, clash.a];
      ctx.findings.push({ kind: 'contradiction', file: older.id, detail: `${quote(older)} and ${quote(newer)} give the same thing different values (${va} vs ${vb})${later ? ': the newer one may be current' : ''}` });
      continue;
    }
    // (one value put for another with no type to compare, "locker A" / "locker B": one thing said two ways, no repeat either)
    if (oneTemplateOtherValues(p.a.fact, p.b.fact) || oneValuePutForAnother(p.a.fact, p.b.fact)) continue;
    ctx.findings.push({ kind: 'possible-duplicate', file: p.a.id, detail: `'${p.a.fact}' (${p.a.id}) and '${p.b.fact}' (${p.b.id}) may state the same rule in other words: merge them if they do` });
  }
}

/** Memories to merge; `copy`: one is named as a copy of the other, so each sentence of both is kept, whatever either says more. */
type Cluster = { ids: string[]; similarity: number; exact: boolean; copy?: boolean };

function mergeClusters(ctx: PlanContext, clusters: readonly Cluster[]): void {
  const { ws, o } = ctx;
  const titles = new Map<string, string>();
  for (const e of o.index?.entries ?? []) {
    const target = entryTarget('MEMORY.md', e.file);
    if (target !== null && !titles.has(target)) titles.set(target, e.title);
  }
  const indexed = new Set(titles.keys());
  for (const cluster of clusters) {
    const members = cluster.ids.map((id) => o.byFile.get(id)).filter((m): m is Memory => m !== undefined);
    if (members.length < 2) continue;
    const team = members.some((m) => m.team);
    if (!cluster.exact && (team || !atLeast(ctx.depth, 'rem'))) continue;
    const shapes = nameShapes(members, (m) => bodyOf(ws.text(m.file) ?? ''));
    const [survivor, ...candidates] = [...members].sort((a, b) => survivorRank(a, b, indexed, titles, shapes));
    if (!survivor) continue;
    const survivorText = ws.text(survivor.file) ?? '';
    // A memory saying one of the survivor's sentences with one value put for another (locker A / locker B) says the same
    // thing two ways: merged, one file would hold both; left apart, for the contradiction reader.
    const agreeing = cluster.exact ? candidates : candidates.filter((m) => !changesAValue(bodyOf(survivorText), bodyOf(ws.text(m.file) ?? '')));
    const others = cluster.exact || cluster.copy ? agreeing : saysNoMore(ctx, survivor, agreeing);
    if (others.length === 0) continue;
    const bodies = [bodyOf(survivorText), ...others.map((m) => bodyOf(ws.text(m.file) ?? ''))];
    const merged = cluster.exact ? bodies[0]! : mergeBodies(bodies);
    const mergedNorms = new Set(factsOf(merged).map((f) => f.norm));
    const fates: SentenceFate[] = [];
    // A sentence of the survivor said again at more length by another is kept once, the longer.
    for (const f of factsOf(bodies[0]!)) if (!mergedNorms.has(f.norm)) fates.push({ file: survivor.file, sentence: f.text, to: survivor.file, why: 'kept once, in its longer form' });
    for (const m of others) {
      const why = `merged into ${survivor.file}, which says the same`;
      for (const text of [ws.original(m.file), ws.text(m.file)]) {
        if (text === null) continue;
        for (const f of factsOf(bodyOf(text))) if (!mergedNorms.has(f.norm)) fates.push({ file: m.file, sentence: f.text, to: survivor.file, why });
      }
    }
    const names = others.map((m) => m.file).join(', ');
    const likeness = cluster.exact ? 'word for word' : `${cluster.copy ? 'a copy by its name, ' : ''}${Math.round(cluster.similarity * 100)} % alike`;
    const reason = `${names} ${others.length === 1 ? 'repeats' : 'repeat'} ${survivor.file} (${likeness}): merged into ${survivor.file}, every distinct sentence kept`;
    const change = ws.change(
      'duplicates-merged',
      reason,
      [{ file: survivor.file, after: merged === bodies[0] ? survivorText : replaceBody(survivorText, merged) }, ...others.map((m) => ({ file: m.file, after: null }))],
      fates,
      others.length,
    );
    if (!change) continue;
    change.dependsOn = [survivor.file];
    // Word-for-word copies are a mechanical fix; near duplicates are judged by similarity.
    change.confidence = cluster.exact ? 'high' : 'review';
    for (const m of others) ctx.removed.set(m.file, { into: survivor.file, why: `merged into ${survivor.file}` });
  }
}

/** A sentence of one body is a sentence of the other with one value put for another (text/swaps.ts). */
function changesAValue(a: string, b: string): boolean {
  const theirs = factsOf(a).filter((f) => f.kind !== 'heading');
  const ours = factsOf(b).filter((f) => f.kind !== 'heading');
  const shared = new Set(theirs.map((f) => f.norm).filter((n) => ours.some((f) => f.norm === n)));
  return ours.some((f) => !shared.has(f.norm) && theirs.some((t) => !shared.has(t.norm) && oneValuePutForAnother(t.text, f.text)));
}

/**
 * Adapter over the near-duplicate check: merge only memories where one says everything the
 * other says (its key terms contain the other's). Two rules that each name something the other
 * does not ("run the linter" / "run the formatter") are different rules, however alike.
 */
function saysNoMore(ctx: PlanContext, survivor: Memory, candidates: Memory[]): Memory[] {
  const termsOf = (m: Memory): Set<string> => {
    const body = bodyOf(ctx.ws.text(m.file) ?? '');
    // Chinese words split unevenly (服务端 -> 服务/端): character pairs see 客户端 vs 服务端.
    const out = new Set(ctx.terms(body));
    for (const run of body.match(/[\p{Script=Han}]{2,}/gu) ?? []) for (let i = 0; i + 1 < run.length; i += 1) out.add(run.slice(i, i + 2));
    return out;
  };
  const accepted: Array<Set<string>> = [termsOf(survivor)];
  const out: Memory[] = [];
  for (const m of candidates) {
    const t = termsOf(m);
    if (!accepted.every((a) => subset(a, t) || subset(t, a))) continue;
    accepted.push(t);
    out.push(m);
  }
  return out;
}

/** The second pass's clusters: memories whose every sentence another memory holds (text/contained.ts). */
async function containedClusters(ctx: PlanContext, live: readonly Memory[], pause: () => Promise<void>): Promise<Cluster[]> {
  const sets = new Map<string, Set<string>>();
  for (const [i, m] of live.entries()) {
    if (i % CONTAINED_SLICE === CONTAINED_SLICE - 1) await pause();
    if (m.team) continue;
    sets.set(m.file, new Set(factsOf(bodyOf(ctx.ws.text(m.file) ?? '')).filter((f) => f.kind !== 'heading').map((f) => f.norm)));
  }
  const pairs = await containedPairs(sets, pause);
  return pairs.map((p) => ({ ids: [p.host, p.file], similarity: p.similarity, exact: false }));
}

/**
 * The third pass's clusters: a memory whose file name is another's plus copy marks (deploy_copy,
 * "deploy (1)", copy-of-deploy, 部署-副本; not one whose added words are its own subject's, as
 * yard-cranes-backup of "the backup crane") and that says at least one sentence or line of the other
 * word for word. A copy edited apart from its original holds sentences the other lacks ("Seatpost clamps
 * on alloy posts get 8 Nm" beside "… on carbon posts get 6 Nm"): merged, every sentence of both stays.
 */
function copyClusters(ctx: PlanContext, live: readonly Memory[]): Cluster[] {
  const out: Cluster[] = [];
  const own = live.filter((m) => !m.team);
  // Each folder's memories, and by the key of their names (a copy's base is a proper prefix or suffix of its name's key): a dir of 10,000 is read once, not once a memory.
  const folders = new Map<string, { all: Memory[]; byKey: Map<string, Memory[]> }>();
  for (const m of own) {
    const { dir, name } = placeOf(m);
    const f = folders.get(dir) ?? folders.set(dir, { all: [], byKey: new Map() }).get(dir)!;
    f.all.push(m);
    const key = nameKey(name);
    (f.byKey.get(key) ?? f.byKey.set(key, []).get(key)!).push(m);
  }
  for (const m of own) {
    const { dir, name } = placeOf(m);
    const body = bodyOf(ctx.ws.text(m.file) ?? '');
    const inFolder = folders.get(dir)!;
    let others: Memory[] | undefined;
    const folder = (): Memory[] => (others ??= inFolder.all.filter((o) => o !== m));
    const marked = copyBase(name);
    const base = marked ?? markedBase(name, inFolder.byKey, body);
    const named = base === null ? undefined : originalOf(m, base, folder());
    if (named !== undefined && nameAgainst(name, base!, body) !== 1) continue;
    // A copy or a placeholder (impedance_copy, new-note-3, 新增備忘錄) whose name finds no original: the one its sentences are.
    const original = named ?? (base !== null || nameMark(name) > 0 ? originalBySentences(ctx, m, body, folder()) : undefined);
    if (original === undefined) continue;
    // Where no copy word names it (oyster-grading-2, a placeholder, a copy found by what it says), the copy holds all its original says, perhaps at more length: merging the original in adds nothing.
    const originalBody = bodyOf(ctx.ws.text(original.file) ?? '');
    if ((marked === null || named === undefined) && !holdsAll(body, originalBody)) continue;
    const theirs = saidIn(originalBody);
    const ours = saidIn(body);
    const shared = [...ours].filter((n) => theirs.has(n)).length;
    const similarity = Math.max(shared, 1) / new Set([...theirs, ...ours]).size;
    if (shared === 0 && !sharesLine(body, originalBody)) {
      // Every sentence the original's with one character put for another (收攤 / 收灘): a slip or another value, which reading cannot tell: a finding.
      if (slippedCopy(ours, theirs)) flagCopy(ctx, original, m, 'says the same but for one character');
      continue;
    }
    // A copy by its name that holds sentences the original lacks while the original holds some it lacks is a copy edited apart
    // where each such sentence of one side is one of the other's said otherwise (carbon posts 6 Nm / alloy posts 8 Nm), or where
    // it kept the original's frontmatter (its name or description, as a duplicated file does); else, sentences of their own
    // beside one in common, the name may mark no copy (the release's wording beside its mailing list): a finding.
    if (!holdsAll(body, originalBody) && !holdsAll(originalBody, body) && !editedApart(ours, theirs) && !sameFrontmatter(m, original)) {
      flagCopy(ctx, original, m, `shares ${shared} of ${new Set([...theirs, ...ours]).size} sentences with it, each saying more of its own`);
      continue;
    }
    out.push({ ids: [original.file, m.file], similarity, exact: false, copy: true });
  }
  return out;
}

/**
 * The name of the one other memory of the folder this one's name is with scratch marks only
 * (oyster-grading-2 of oyster-grading, tmp_kiln-log of kiln-log, text/copy-names.ts nameAgainst),
 * where no copy mark says it; null where none is, or more than one.
 */
function markedBase(name: string, byKey: ReadonlyMap<string, readonly Memory[]>, body: string): string | null {
  const key = nameKey(name);
  const near = new Set<Memory>();
  for (let i = 1; i < key.length; i++) for (const part of [key.slice(0, i), key.slice(i)]) for (const o of byKey.get(part) ?? []) near.add(o);
  const bases = [...near].map((o) => placeOf(o).name).filter((n) => nameAgainst(name, n, body) === 1);
  return bases.length === 1 ? bases[0]! : null;
}

/** A memory's folder (with its slash) and its file name without `.md`. */
function placeOf(m: Memory): { dir: string; name: string } {
  const path = m.file.replace(/\.md$/i, '');
  const cut = path.lastIndexOf('/') + 1;
  return { dir: path.slice(0, cut), name: path.slice(cut) };
}

/**
 * The memory a copy was made from, among those of its folder: the one named as the copy's base,
 * word for word or but for separators and plurals (kite-repair_copy of kite-repairs, "fish auction
 * rules (1)" of fish-auction-rules); else the one alone whose name holds the base's words in a run and
 * whose frontmatter name or description is the copy's (pos-refund_copy of bakery-pos-refunds, both "POS refunds").
 */
function originalOf(copy: Memory, base: string, others: readonly Memory[]): Memory | undefined {
  const exact = others.find((o) => placeOf(o).name === base);
  if (exact) return exact;
  const words = nameWords(base);
  const key = words.join(' ');
  const same = others.filter((o) => nameWords(placeOf(o).name).join(' ') === key);
  if (same.length > 0) return same.length === 1 ? same[0] : undefined;
  // The copy's frontmatter is the original's: its name or its description.
  const sameFrontmatter = (o: Memory): boolean => o.name.toLowerCase() === copy.name.toLowerCase() || (o.description !== null && o.description.toLowerCase() === copy.description?.toLowerCase());
  const holds = (o: Memory): boolean => ` ${nameWords(placeOf(o).name).join(' ')} `.includes(` ${key} `);
  const found = others.filter((o) => sameFrontmatter(o) && holds(o));
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The memory of the folder, with a name of its own, that a copy or a placeholder whose name finds
 * no original was made from, by what they say: the one alone that shares a sentence with it word
 * for word, sharing half of the sentences of each at least (the rest may be said at more length,
 * or added), where the copy's description says nothing of its own (none, a copy's or a
 * placeholder's name) or is the original's. Two such memories, or none: no original.
 */
function originalBySentences(ctx: PlanContext, copy: Memory, body: string, folder: readonly Memory[]): Memory | undefined {
  const ours = saidIn(body);
  // A description of its own ("Tram times") says the copy is of another thing: only one that says nothing of its own ("impedance copy", "new note 3") or the original's.
  const blank = copy.description === null || copy.description.trim() === '' || nameMark(copy.description) > 0 || descriptionMark(copy.description) > 0;
  const found = folder.filter((o) => {
    if (nameMark(placeOf(o).name) > 0 || descriptionMark(o.description) > 0) return false;
    if (!blank && o.description?.trim().toLowerCase() !== copy.description?.trim().toLowerCase()) return false;
    const theirs = saidIn(bodyOf(ctx.ws.text(o.file) ?? ''));
    const shared = [...ours].filter((n) => theirs.has(n)).length;
    return shared > 0 && shared * 2 >= ours.size && shared * 2 >= theirs.size;
  });
  return found.length === 1 ? found[0] : undefined;
}

/** What a body says, sentence by sentence (headings aside), as the normalised sentences a copy and its original are compared by. */
function saidIn(body: string): Set<string> {
  return new Set(factsOf(body).filter((f) => f.kind !== 'heading').map((f) => f.norm));
}

/** The copy says all the original says, word for word or at more length (text/merge.ts): merged, the original adds nothing to it ("一號缸…" / "二號缸…" adds). */
function holdsAll(copy: string, original: string): boolean {
  return mergeBodies([copy, original]).trim() === copy.trim();
}

/** The copy's frontmatter name or description is the original's, word for word. */
function sameFrontmatter(copy: Memory, original: Memory): boolean {
  const same = (a: string | null, b: string | null): boolean => a !== null && b !== null && a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();
  return same(copy.name, original.name) || same(copy.description, original.description);
}

/** A `possible-duplicate` finding on a memory named as a copy of another that the copy route cannot be sure of. */
function flagCopy(ctx: PlanContext, original: Memory, copy: Memory, why: string): void {
  ctx.findings.push({ kind: 'possible-duplicate', file: original.file, detail: `${copy.file} is named as a copy of ${original.file} and ${why}: merge them if it is one` });
}

/** Content words of a normalised sentence, each Han run read as its pairs of characters. */
function contentOf(norm: string): Set<string> {
  const out = new Set<string>();
  for (const t of keyTerms(norm)) {
    if (!/\p{Script=Han}/u.test(t) || t.length < 3) out.add(t);
    else for (let i = 0; i + 1 < t.length; i += 1) out.add(t.slice(i, i + 2));
  }
  return out;
}

/**
 * One side says all the other says, some of it otherwise: each sentence of one side's own (that the other does not say
 * word for word) is one of the other's own said otherwise, half its content words at least in it (a copy edited apart:
 * a value changed, a sentence cut short or lengthened, beside sentences added), not two memories sharing a line.
 */
function editedApart(ours: ReadonlySet<string>, theirs: ReadonlySet<string>): boolean {
  const ownOurs = [...ours].filter((n) => !theirs.has(n)).map(contentOf);
  const ownTheirs = [...theirs].filter((n) => !ours.has(n)).map(contentOf);
  const counterpart = (x: Set<string>, others: ReadonlyArray<Set<string>>): boolean => others.some((o) => x.size > 0 && o.size > 0 && [...x].filter((w) => o.has(w)).length * 2 >= Math.min(x.size, o.size));
  return ownOurs.every((x) => counterpart(x, ownTheirs)) || ownTheirs.every((x) => counterpart(x, ownOurs));
}

/** As many sentences on each side, each of the copy's the original's with one Han character put for another (not a numeral, a direction or an ordinal sign). */
function slippedCopy(ours: ReadonlySet<string>, theirs: ReadonlySet<string>): boolean {
  if (ours.size === 0 || ours.size !== theirs.size) return false;
  const slip = (a: string, b: string): boolean => {
    const x = [...a];
    const y = [...b];
    if (x.length !== y.length || x.length < 6) return false;
    const at = x.flatMap((c, i) => (c === y[i] ? [] : [i]));
    return at.length === 1 && /^\p{Script=Han}{2}$/u.test(`${x[at[0]!]}${y[at[0]!]}`) && !/[\p{N}零〇一二两兩三四五六七八九十百千万萬东東西南北上下左右前后後甲乙丙丁]/u.test(`${x[at[0]!]}${y[at[0]!]}`);
  };
  return [...ours].every((n) => theirs.has(n) || [...theirs].some((t) => slip(n, t)));
}

/** One line (a sentence's worth of words at least) is in both texts as written: a line the sentence split joins to the next ("… PIN 🔑" / "Void lines …"). */
function sharesLine(a: string, b: string): boolean {
  const lines = (t: string): string[] => t.split(/\r?\n/).map((l) => l.trim()).filter((l) => tokenList(l).length >= 3);
  const theirs = new Set(lines(b));
  return lines(a).some((l) => theirs.has(l));
}

function groupOf(m: Memory): string {
  return m.team ? 'team' : 'personal';
}

/** How little its file name, frontmatter name, index title or a bracketed mark closing its description says it is the real file (text/copy-names.ts): 0 real, 1 placeholder or draft, 2 copy. */
function copyNamed(m: Memory, titles: ReadonlyMap<string, string>): number {
  const stem = m.file.replace(/\.md$/i, '').split('/').pop() ?? '';
  return Math.max(...[stem, m.name, titles.get(m.file) ?? ''].map(nameMark), descriptionMark(m.description));
}

/**
 * How each member's file name stands to the others' (text/copy-names.ts nameAgainst): 1 when it
 * is another member's name plus scratch marks (tmp-, old_, -2), -1 when it adds words of its own
 * subject to another's (temp-readings of temperature readings), else 0.
 */
function nameShapes(members: readonly Memory[], body: (m: Memory) => string): Map<string, number> {
  const stem = (m: Memory): string => m.file.replace(/\.md$/i, '').split('/').pop() ?? '';
  const out = new Map<string, number>();
  for (const m of members) {
    const against = members.filter((n) => n !== m).map((n) => nameAgainst(stem(m), stem(n), body(m)));
    out.set(m.file, against.includes(1) ? 1 : against.includes(-1) ? -1 : 0);
  }
  return out;
}

/**
 * Who keeps its name, frontmatter and entry: pinned, a real name rather than a placeholder,
 * draft or old version, rather than a copy (by file name, name or index title), not another's name plus a scratch
 * mark, indexed, newer format, newer, fuller, then by path.
 */
function survivorRank(a: Memory, b: Memory, indexed: ReadonlySet<string>, titles: ReadonlyMap<string, string>, shapes: ReadonlyMap<string, number>): number {
  const key = (m: Memory): Array<number | string> => [
    m.pinned ? 0 : 1,
    copyNamed(m, titles),
    shapes.get(m.file) ?? 0,
    indexed.has(m.file) ? 0 : 1,
    m.info.frontmatter.generation === 'newer' ? 0 : m.info.frontmatter.generation === 'older' ? 1 : 2,
    -dayNumber(m.writtenOn),
    -m.info.text.length,
    m.file,
  ];
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < ka.length; i += 1) {
    const x = ka[i]!;
    const y = kb[i]!;
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}

function dayNumber(day: string): number {
  return Number(day.replace(/-/g, '')) || 0;
}
