import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { addDays, iso, localDate, month, monday, Rng } from './rng.js';
import { datedSentence, dateTrap, filler, mergeTrap, nonRequest, request, subject, supersession, topic, type Lang, type MemType, type Topic } from './templates.js';

/**
 * A seeded, realistic memory dir with planted defects and traps, written to disk, and the
 * ground truth the quality benchmark scores a dream against.
 */

export interface CorpusSpec {
  seed: number;
  lang: Lang;
  topics: number;
  exactDuplicates: number;
  nearDuplicates: number;
  dates: number;
  entryDates: number;
  dateTraps: number;
  mergeTraps: number;
  stalePointers: number;
  supersessions: number;
  logSupersessions: number;
  requests: number;
  nonRequests: number;
  longLines: number;
  unindexed: number;
  malformed: number;
}

export interface Truth {
  memoryDir: string;
  transcriptDir: string;
  /** Sentences that must still be in memory afterwards, as they should read. */
  facts: string[];
  dates: Array<{ file: string; marker: string; phrase: string; value: string }>;
  dateTraps: Array<{ file: string; text: string }>;
  dupGroups: string[][];
  mergeTraps: Array<[string, string]>;
  stale: string[];
  supersessions: Array<{ olderFile: string; older: string; newer: string }>;
  supersedeTraps: string[];
  requests: Array<{ marker: string; key: string }>;
  nonRequests: string[];
  /** Subjects of requests that memory already holds: capturing them again is a false positive. */
  knownRequests: string[];
  malformed: string[];
  /** Every memory file planted (for the index checks). */
  memories: string[];
}

export const BENCH_NOW = localDate(2026, 11, 25);

interface Planted {
  subject: string;
  file: string;
  name: string;
  written: Date;
  newer: boolean;
  topic: Topic;
  extra: string[];
  sections: string[];
  indexed: boolean;
  hook: string;
  busy: boolean;
}

export async function buildCorpus(root: string, spec: CorpusSpec): Promise<Truth> {
  const rng = new Rng(spec.seed);
  const memoryDir = join(root, 'memory');
  const transcriptDir = join(root, 'transcripts');
  await mkdir(memoryDir, { recursive: true });
  await mkdir(transcriptDir, { recursive: true });
  const truth: Truth = { memoryDir, transcriptDir, facts: [], dates: [], dateTraps: [], dupGroups: [], mergeTraps: [], stale: [], supersessions: [], supersedeTraps: [], requests: [], nonRequests: [], knownRequests: [], malformed: [], memories: [] };
  let counter = 1;
  const nextSubject = (): string => subject(spec.lang, counter++, rng);
  const types: MemType[] = ['project', 'project', 'feedback', 'feedback', 'user', 'reference'];
  const planted: Planted[] = [];
  const plant = (t: Topic, s: string): Planted => {
    const written = addDays(BENCH_NOW, -rng.int(1, 110));
    const file = `${spec.lang === 'en' ? s : `topic-${counter}-${planted.length}`}.md`.replace(/[^\w.-]/g, '-');
    const p: Planted = { subject: s, file, name: file.replace(/\.md$/, ''), written, newer: rng.chance(0.5), topic: t, extra: [], sections: [], indexed: true, hook: t.description, busy: false };
    planted.push(p);
    return p;
  };
  for (let i = 0; i < spec.topics; i += 1) {
    const s = nextSubject();
    plant(topic(spec.lang, rng.pick(types), s, rng), s);
  }
  const logs = new Map<string, { day: Date; lines: string[] }>();
  const free = (): Planted => {
    for (;;) {
      const p = rng.pick(planted);
      if (!p.busy) {
        p.busy = true;
        return p;
      }
    }
  };

  for (let i = 0; i < spec.dates; i += 1) {
    const p = free();
    const d = datedSentence(spec.lang, subjectOf(p), rng);
    p.extra.push(d.text);
    truth.dates.push({ file: p.file, marker: d.text.replace(d.phrase, '\u0000'), phrase: d.phrase, value: valueOf(d, p.written, spec.lang) });
  }
  for (let i = 0; i < spec.entryDates; i += 1) {
    const p = free();
    const entryDate = addDays(p.written, -rng.int(20, 60));
    const d = datedSentence(spec.lang, `${subjectOf(p)}-e`, rng);
    p.sections.push(`### ${spec.lang === 'en' ? 'Incident' : '事故'}\n${d.text}\n**Date:** ${iso(entryDate)}`);
    truth.dates.push({ file: p.file, marker: d.text.replace(d.phrase, '\u0000'), phrase: d.phrase, value: valueOf(d, entryDate, spec.lang) });
  }
  for (let i = 0; i < spec.dateTraps; i += 1) {
    const p = free();
    const text = i % 5 === 4 ? '```\n# rerun what failed last week\nmake report\n```' : dateTrap(spec.lang, subjectOf(p), rng);
    if (text.startsWith('```')) p.sections.push(text);
    else p.extra.push(text);
    truth.dateTraps.push({ file: p.file, text });
  }
  for (let i = 0; i < spec.exactDuplicates + spec.nearDuplicates; i += 1) {
    const p = free();
    const near = i >= spec.exactDuplicates;
    const copy: Planted = { ...p, file: `${p.name}-${near ? 'again' : 'copy'}.md`, name: `${p.name}-${near ? 'again' : 'copy'}`, extra: near ? [filler(spec.lang, rng)] : [], sections: [], indexed: rng.chance(0.5), busy: true, written: addDays(p.written, rng.int(1, 5)), newer: rng.chance(0.5) };
    planted.push(copy);
    truth.dupGroups.push([p.file, copy.file]);
  }
  for (let i = 0; i < spec.mergeTraps; i += 1) {
    const s = nextSubject();
    const [a, b] = mergeTrap(spec.lang, s, rng);
    const pa = plant({ type: 'feedback', facts: [a], description: spec.lang === 'en' ? `Checks for ${s}` : `${s}的检查` }, s);
    const pb = plant({ type: 'feedback', facts: [b], description: spec.lang === 'en' ? `More checks for ${s}` : `${s}的更多检查` }, `${s}-b`);
    pa.busy = pb.busy = true;
    truth.mergeTraps.push([pa.file, pb.file]);
  }
  for (let i = 0; i < spec.supersessions + spec.logSupersessions; i += 1) {
    const s = nextSubject();
    const other = nextSubject();
    const sup = supersession(spec.lang, s, other, rng);
    const older = plant({ type: 'project', facts: [sup.older, ...topic(spec.lang, 'project', s, rng).facts.slice(0, 1)], description: spec.lang === 'en' ? `Tooling of ${s}` : `${s}的工具` }, s);
    older.written = addDays(BENCH_NOW, -rng.int(40, 80));
    older.busy = true;
    const trap = plant({ type: 'project', facts: [sup.trapOlder, ...topic(spec.lang, 'project', other, rng).facts.slice(0, 1)], description: spec.lang === 'en' ? `Tooling of ${other}` : `${other}的工具` }, other);
    trap.written = addDays(BENCH_NOW, -rng.int(40, 80));
    trap.busy = true;
    truth.supersedeTraps.push(sup.trapOlder);
    if (i < spec.supersessions) {
      const newer = plant({ type: 'project', facts: [sup.newer], description: spec.lang === 'en' ? `Tooling change in ${s}` : `${s}的工具变更` }, `${s}-new`);
      newer.written = addDays(BENCH_NOW, -rng.int(2, 20));
      newer.busy = true;
    } else {
      const day = addDays(BENCH_NOW, -rng.int(2, 20));
      const rel = `logs/${iso(day).slice(0, 4)}/${iso(day).slice(5, 7)}/${iso(day)}.md`;
      const log = logs.get(rel) ?? { day, lines: [`# ${iso(day)}`, ''] };
      log.lines.push(`- ${sup.newer}`);
      logs.set(rel, log);
    }
    truth.supersessions.push({ olderFile: older.file, older: sup.older, newer: sup.newer });
  }

  for (const [rel, log] of logs) await put(memoryDir, rel, `${log.lines.join('\n')}\n`, log.day);

  // Transcripts: explicit requests (and an already-remembered one), and messages that only look like requests.
  const lines: string[] = [];
  const session = '0f0e0d0c-0b0a-4909-8807-060504030201';
  const say = (text: string, day: Date): void => {
    lines.push(JSON.stringify({ type: 'user', sessionId: session, timestamp: `${iso(day)}T10:00:00.000Z`, cwd: '/nonexistent/project', message: { role: 'user', content: text } }));
    lines.push(JSON.stringify({ type: 'assistant', sessionId: session, timestamp: `${iso(day)}T10:00:05.000Z`, message: { role: 'assistant', content: [{ type: 'text', text: 'OK.' }] } }));
  };
  for (let i = 0; i < spec.requests; i += 1) {
    const s = nextSubject();
    const r = request(spec.lang, s, rng);
    say(r.text, addDays(BENCH_NOW, -rng.int(1, 10)));
    truth.requests.push({ marker: s, key: r.key });
  }
  for (let i = 0; i < spec.nonRequests; i += 1) {
    const s = nextSubject();
    say(nonRequest(spec.lang, s, rng), addDays(BENCH_NOW, -rng.int(1, 10)));
    truth.nonRequests.push(s);
  }
  const known = planted.find((p) => p.topic.type === 'feedback' && /^(?:Always|Never) /.test(p.topic.facts[0] ?? ''));
  if (known && spec.lang === 'en') {
    say(`Remember: ${known.topic.facts[0]!.charAt(0).toLowerCase()}${known.topic.facts[0]!.slice(1)}`, addDays(BENCH_NOW, -2));
    truth.knownRequests.push(known.subject);
  }
  await writeFile(join(transcriptDir, `${session}.jsonl`), `${lines.join('\n')}\n`);

  // Index: long hooks, unindexed files, stale pointers.
  const longOnes = rng.shuffle(planted).slice(0, spec.longLines);
  for (const p of longOnes) p.hook = `${p.topic.description}; ${p.topic.facts.join(' ')} ${p.topic.facts.join(' ')}`.slice(0, 260);
  for (const p of rng.shuffle(planted.filter((x) => x.indexed)).slice(0, spec.unindexed)) p.indexed = false;
  const entries = planted.filter((p) => p.indexed).map((p) => `- [${title(p)}](${p.file}) — ${p.hook}`);
  for (let i = 0; i < spec.stalePointers; i += 1) {
    const gone = `${nextSubject().replace(/[^\w-]/g, '-')}-old.md`;
    entries.splice(rng.int(0, entries.length), 0, `- [Old notes ${i}](${gone}) — moved away`);
    truth.stale.push(gone);
  }
  await put(memoryDir, 'MEMORY.md', `${entries.join('\n')}\n`, BENCH_NOW);

  for (const p of planted) {
    await put(memoryDir, p.file, render(p, spec.lang), p.written);
    truth.memories.push(p.file);
    const isOlderSuperseded = truth.supersessions.some((x) => x.olderFile === p.file);
    const whyHow = p.topic.why ? [`**Why:** ${p.topic.why}`, `**How to apply:** ${p.topic.how ?? ''}`] : [];
    for (const f of [...p.topic.facts, ...p.extra, ...whyHow]) {
      const dated = truth.dates.find((d) => d.file === p.file && f === d.marker.replace('\u0000', d.phrase));
      if (truth.dateTraps.some((t) => t.text === f)) continue;
      if (isOlderSuperseded && truth.supersessions.some((x) => x.older === f)) continue;
      if (!dated) truth.facts.push(f);
    }
  }
  for (let i = 0; i < spec.malformed; i += 1) {
    const file = `broken-${i}.md`;
    await put(memoryDir, file, i % 2 === 0 ? `---\nname: [broken-${i}\ntype: project\n---\nWe shipped it yesterday.\n` : `---\nname: broken-${i}\nWe shipped it yesterday.\n`, BENCH_NOW);
    truth.malformed.push(file);
  }
  return truth;
}

function subjectOf(p: Planted): string {
  return p.subject;
}

function title(p: Planted): string {
  return p.name.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

function render(p: Planted, lang: Lang): string {
  const fm = p.newer
    ? `---\nname: ${p.name}\ndescription: ${p.topic.description}\nmetadata:\n  type: ${p.topic.type}\nmodified: ${iso(p.written)}T12:00:00.000Z\n---\n`
    : `---\nname: ${p.name}\ndescription: ${p.topic.description}\ntype: ${p.topic.type}\n---\n`;
  const lines = [...p.topic.facts, ...p.extra];
  const body = [lines.join('\n')];
  if (p.topic.why) body.push(`**Why:** ${p.topic.why}\n**How to apply:** ${p.topic.how ?? ''}`);
  body.push(...p.sections);
  void lang;
  return `${fm}${body.join('\n\n')}\n`;
}

function valueOf(d: { unit: string; offset: number }, ref: Date, lang: Lang): string {
  switch (d.unit) {
    case 'day':
      return iso(addDays(ref, d.offset));
    case 'week': {
      const m = iso(addDays(monday(ref), 7 * d.offset));
      return lang === 'en' ? `the week of ${m}` : `${m}至${iso(addDays(monday(ref), 7 * d.offset + 6))}`;
    }
    default:
      return month(ref, d.offset);
  }
}

async function put(root: string, rel: string, text: string, when: Date): Promise<void> {
  const p = join(root, rel);
  await mkdir(dirname(p), { recursive: true });
  await writeFile(p, text);
  await utimes(p, when, when);
}
