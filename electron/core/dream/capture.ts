import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import type { MemoryType } from '../memdir/types.js';
import { atLeast, type PlanContext } from './context.js';
import type { FoundRequest } from './gather.js';
import { bodyOf } from './guard.js';
import { formatOpenClawEntry } from '../memdir/openclaw.js';
import { feedbackPolarity, isDirective } from './openclaw/entry-type.js';
import { absolutizeDates } from './text/dates.js';
import { isStopword } from './text/compare.js';
import { postingsOf } from './text/postings.js';
import { restatingFact } from './text/request-known.js';
import { isAlreadyRemembered, isProhibition } from './text/requests.js';
import { holdsSecret, withSecretMasked } from './text/secrets.js';
import { factsOf } from './text/sentences.js';

/**
 * Consolidate, captured requests: what a user explicitly asked to be remembered ("from now on
 * use bun", 以后都用pnpm) in a transcript or log, and that no memory says yet, becomes a new
 * memory of the right type with its source (session or log, and date). Claude Code dirs get a
 * newer-generation topic file; OpenClaw dirs an entry file in the type's folder. At most
 * MAX_CAPTURES per dream: the rest are listed as findings for a person to look at.
 */
export const MAX_CAPTURES = 5;

export function planCaptures(ctx: PlanContext, requests: readonly FoundRequest[]): void {
  if (!atLeast(ctx.depth, 'rem') || requests.length === 0) return;
  const { ws, o } = ctx;
  const facts: string[] = [];
  const factFiles: string[] = [];
  for (const m of o.memories) {
    if (m.team || !ws.exists(m.file)) continue;
    for (const f of factsOf(bodyOf(ws.text(m.file)!))) {
      facts.push(f.text);
      factFiles.push(m.file);
    }
  }
  const postings = postingsOf(facts.map((f) => ctx.terms(f)));
  const captured: string[] = [];
  for (const r of requests) {
    const where = r.source.kind === 'session' ? `session ${r.source.id}` : `log ${r.source.id}`;
    if (r.vague) {
      ctx.findings.push({ kind: 'vague-request', file: r.source.kind === 'log' ? r.source.id : 'MEMORY.md', detail: `${where} on ${r.source.date} asked to remember something that needs the conversation around it: "${clip(r.quote)}"` });
      continue;
    }
    const statement = absolutizeDates(r.statement, r.source.date).text;
    // A password, a code or a key is never written to memory (plain text every session reads): a finding, its value masked.
    if (holdsSecret(statement)) {
      ctx.findings.push({ kind: 'secret-not-saved', file: r.source.kind === 'log' ? r.source.id : 'MEMORY.md', detail: `${where} on ${r.source.date} asked to remember a secret: "${clip(withSecretMasked(statement))}": not saved, a password or a code is never written to memory; keep it in a password manager` });
      continue;
    }
    const nearest = nearFacts(statement, ctx.terms, postings);
    const near = nearest.map((i) => facts[i]!);
    if (isAlreadyRemembered(statement, [...near, ...captured])) continue;
    // Said in other words by a memory (its values and subject, text/request-known.ts): not saved again; whether it adds anything is for a person.
    const restated = restatingFact(statement, near);
    if (restated >= 0) {
      const i = nearest[restated]!;
      ctx.findings.push({ kind: 'request-not-captured', file: factFiles[i]!, detail: `${where} on ${r.source.date} asked to remember "${clip(statement)}": not saved, ${factFiles[i]} may already say it ("${clip(facts[i]!)}"); save it by hand if it says something new` });
      continue;
    }
    if (captured.length >= MAX_CAPTURES) {
      ctx.findings.push({ kind: 'request-not-captured', file: r.source.kind === 'log' ? r.source.id : 'MEMORY.md', detail: `${where} on ${r.source.date} asked to remember "${clip(statement)}": not saved, this dream already saved ${MAX_CAPTURES} requests; save it by hand if it matters` });
      continue;
    }
    const openclaw = o.dir.kind === 'openclaw';
    // The skill's feedback/ folders hold guidance only: a plain fact is filed as project.
    const type: MemoryType = openclaw && r.type === 'feedback' && !isDirective(statement) ? 'project' : r.type;
    const file = freeName(ctx, type, statement, r.source.date, openclaw);
    const text = openclaw ? openClawText(statement, { ...r, type }, where) : claudeText(statement, r, where, file, ctx.now);
    const reason = `${where} on ${r.source.date} asked: "${clip(r.quote)}" — saved as a ${type} memory in ${file}`;
    const change = ws.change('signal-captured', reason, [{ file, after: text }]);
    if (change) {
      change.confidence = 'review'; // what the user meant is read from words
      ctx.created.set(file, r.source.date);
      captured.push(statement);
    }
  }
}

/** Facts sharing the most words with a statement (a short list to compare precisely). */
function nearFacts(statement: string, terms: (t: string) => Set<string>, postings: ReadonlyMap<string, number[]>): number[] {
  const score = new Map<number, number>();
  let scanned = 0;
  // Rarest words first; common ones are read only in part (they tell facts apart the least).
  for (const t of [...terms(statement)].sort((a, b) => (postings.get(a)?.length ?? 0) - (postings.get(b)?.length ?? 0))) {
    if (scanned >= 2000 && score.size > 0) break;
    const all = postings.get(t) ?? [];
    const list = all.length > 2000 ? all.slice(0, 2000) : all;
    scanned += list.length;
    const w = 1 / Math.log2(2 + all.length);
    for (const i of list) score.set(i, (score.get(i) ?? 0) + w);
  }
  return [...score.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 50).map(([i]) => i);
}

function claudeText(statement: string, r: FoundRequest, where: string, file: string, now: number): string {
  const name = nameTitle(file.replace(/\.md$/, ''));
  const frontmatter = stringify({ name, description: clip(statement, 140), metadata: { type: r.type }, modified: new Date(now).toISOString() }, { lineWidth: 0 });
  const lines = [`---`, frontmatter.trimEnd(), `---`, sentence(statement), ''];
  if (r.type === 'feedback') {
    lines.push(`**Why:** You asked for this explicitly on ${r.source.date} (${where}): "${clip(r.quote, 200)}"`);
    lines.push(`**How to apply:** ${isProhibition(statement) ? 'Avoid this' : 'Do this'} in every session unless told otherwise.`);
    lines.push('');
  }
  lines.push(`Source: ${where}, ${r.source.date}.`, '');
  return lines.join('\n');
}

/** One entry in the skill's exact format (memdir/openclaw.ts writes it). */
function openClawText(statement: string, r: FoundRequest, where: string): string {
  const feedback = r.type === 'feedback';
  const polarity = feedbackPolarity(statement);
  return formatOpenClawEntry({
    title: clip(statement, 80),
    body: sentence(statement),
    ...(feedback && {
      type: polarity,
      why: `Asked for explicitly (${where}): "${clip(r.quote, 200)}"`,
      howToApply: `${polarity === 'negative' ? 'Avoid this' : 'Do this'} in every session unless told otherwise.`,
    }),
    date: r.source.date,
  });
}

/** A kebab-case name from the statement's Latin words, else a dated one; never an existing file. */
function freeName(ctx: PlanContext, type: MemoryType, statement: string, date: string, openclaw: boolean): string {
  const words = statement
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const hash = createHash('sha256').update(statement).digest('hex').slice(0, 6);
  // Whole words, up to 48 characters: a name is never cut mid-word. A statement too long for that is named by its content
  // words (no articles, prepositions or auxiliaries: a closed class; a negation stays), so the cut drops those first and
  // the name is not left ending on a word that only leads into the next ("…-through-the").
  const content = words.filter((w) => !isStopword(w));
  const named = words.join('-').length > 48 && content.filter((w) => /[a-z]/.test(w)).length >= 2 ? content : words;
  let base = '';
  for (const w of named) {
    const next = base ? `${base}-${w}` : w;
    if (next.length > 48) break;
    base = next;
  }
  // (a name cut before the words a preposition leads into ends before that preposition: "…-hospital-gate", not "…-gate-after")
  while (/-(?:after|before|until|till|during|between|through|without|within|across|behind|below|above|beside|near|via|per|except|against|along|among|around|towards?|upon|beyond|inside|outside|unless|because|while|whether|since|like|not|never|no)$/.test(base)) base = base.replace(/-[a-z]+$/, '');
  // A statement in Chinese is named by its own words, whole (冷库-温度-保持-零下), never by a date and a hash, nor by
  // the few Latin words or numbers inside it alone (a date it was given, 2026-12; 3-plc-siemens): it is named so when
  // fewer than two of its Latin words have letters, or it has more Han characters than Latin letters.
  const lettered = words.filter((w) => /[a-z]/.test(w)).length;
  if (lettered < 2 || mostlyHan(statement)) base = hanName(statement) ?? (lettered >= 2 ? base : `${type}-${date}-${hash}`);
  const folder = openclaw ? `${openClawFolder(type, statement)}/` : '';
  let file = `${folder}${base}.md`;
  for (let n = 2; ctx.ws.exists(file) || ctx.removed.has(file) || ctx.o.byFile.has(file); n += 1) file = `${folder}${base}-${n}.md`;
  return file;
}

// One-character function words say nothing in a name: 的, 了, 是, 在, 要, 把, 被, 和, 也, 都, 就, 每, 请.
const HAN_FUNCTION = /^[的了是在要把被和与跟也都就每请請得地着著过過吗嗎呢吧啊]$/u;

/** The statement's words (Han words as a segmenter cuts them, Latin words lowercased), whole, up to 24 characters. */
function hanName(statement: string): string | null {
  if (!/\p{Script=Han}/u.test(statement)) return null;
  const words: string[] = [];
  let length = 0;
  for (const seg of new Intl.Segmenter('zh', { granularity: 'word' }).segment(statement.normalize('NFKC'))) {
    if (!seg.isWordLike || HAN_FUNCTION.test(seg.segment)) continue;
    const w = seg.segment.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    if (w === '') continue;
    if (length + w.length > 24) break;
    words.push(w);
    length += w.length;
  }
  // Han words run together (a segmenter's cut is no place for a hyphen: 数据库, not 数据-库); a Latin word is set apart.
  const joined = words.reduce((t, w) => (t === '' ? w : /\p{Script=Han}$/u.test(t) && /^\p{Script=Han}/u.test(w) ? `${t}${w}` : `${t}-${w}`), '');
  return words.length >= 2 ? joined : null;
}

/** A Chinese file name as a title: its hyphens (only between a Latin word and the rest) as spaces ("staging 数据库每周日凌晨重置"). */
function nameTitle(base: string): string {
  return /\p{Script=Han}/u.test(base) ? base.replace(/-/g, ' ') : base;
}

function openClawFolder(type: MemoryType, statement: string): string {
  if (type === 'feedback') return `feedback/${feedbackPolarity(statement)}`;
  return type;
}

function sentence(s: string): string {
  const t = s.trim();
  // A Chinese statement ends with 。 even after a number or a name (门禁的编号是 B12。).
  return /[.!?。！？]$/u.test(t) ? t : /[\p{Script=Han}]$/u.test(t) || mostlyHan(t) ? `${t}。` : `${t}.`;
}

/** More Han characters than Latin letters: a statement in Chinese, whatever English words it holds. */
function mostlyHan(s: string): boolean {
  return (s.match(/\p{Script=Han}/gu) ?? []).length > (s.match(/[A-Za-z]/g) ?? []).length;
}

/** The text up to `max` characters, cut at a word's end, never inside a Latin word (a title, a description). */
function clip(s: string, max = 120): string {
  const one = s.replace(/\s+/g, ' ').trim();
  if (one.length <= max) return one;
  let cut = one.slice(0, max - 1);
  if (/[\p{L}\p{N}]$/u.test(cut) && /^[\p{L}\p{N}]/u.test(one.slice(max - 1)) && /[A-Za-z\d]$/.test(cut)) {
    const space = cut.lastIndexOf(' ');
    if (space >= max / 2) cut = cut.slice(0, space);
  }
  return `${cut.replace(/[\s,;:，；：]+$/u, '')}…`;
}
