/**
 * Merge the bodies of duplicate memories into one that keeps every distinct fact.
 * The first body is kept as written (its structure first); each later body adds only the
 * sentences not yet present, under the same heading when there is one. Labelled lines
 * (`**Why:**`, `**How to apply:**`) collect new sentences into the existing line of the
 * same label; plain facts go before the labels (the rule first, then why and how).
 */
import { comparableTokens, isNegated, isStopword } from './compare.js';
import { labelOf, splitSentences } from './sentences.js';
import { continuesPlainly, putsInTurn, saidAtMoreLength, stressedAtMoreLength } from './longer-form.js';
import { isCodeLine, scanLines } from './markdown.js';
import { oneEdit } from './verb-typos.js';

type BlockKind = 'heading' | 'code' | 'blank' | 'bullet' | 'paragraph' | 'label' | 'other';

interface Block {
  kind: BlockKind;
  lines: string[];
  /** Key of the heading this block sits under ('' before the first heading). */
  section: string;
  label?: string;
}

export function mergeBodies(bodies: readonly string[]): string {
  const first = bodies.find((b) => b.trim() !== '');
  if (first === undefined) return bodies[0] ?? '';
  const eol = first.includes('\r\n') ? '\r\n' : '\n';
  const result = blocksOf(first);
  // Each sentence said so far, by its key.
  const known = new Map<string, string>();
  for (const b of result) for (const s of blockSentences(b)) known.set(factKey(s), s);

  for (const body of bodies.slice(bodies.indexOf(first) + 1)) {
    for (const block of blocksOf(body)) {
      if (block.kind === 'blank') continue;
      if (block.kind === 'heading') {
        if (!result.some((b) => b.kind === 'heading' && b.section === block.section)) {
          if (result.length > 0 && result[result.length - 1]?.kind !== 'blank') result.push(blank(block.section));
          result.push(block);
        }
        continue;
      }
      if (block.kind === 'code' || block.kind === 'other') {
        const text = block.lines.join('\n').trim();
        if (!result.some((b) => b.lines.join('\n').trim() === text)) insert(result, block, sectionEnd(result, block.section));
        continue;
      }
      const sentences = sentencesOf(block);
      // Near-identical sentences are kept once: the longer one (it carries the reason).
      // So is a sentence that is a known one with one word misspelt ("movment" / "movement"): the one said first stays.
      const fresh = sentences.filter((s) => !known.has(factKey(s)) && !misspeltKnown(known, s) && !extendsKnown(known, s) && !(block.kind !== 'label' && lengthen(result, known, s)));
      if (fresh.length === 0) continue;
      for (const s of fresh) known.set(factKey(s), s);
      if (block.kind === 'label') {
        const target = result.find((b) => b.kind === 'label' && b.label === block.label && b.section === block.section) ?? result.find((b) => b.kind === 'label' && b.label === block.label);
        if (target) {
          const extra = fresh.map((s, i) => (i === 0 && labelOf(s) !== undefined ? capitalise(stripLabel(s)) : s)).join(' ');
          const lastIndex = target.lines.length - 1;
          target.lines[lastIndex] = `${(target.lines[lastIndex] ?? '').trimEnd()} ${extra}`;
        } else {
          const lines = fresh.length === sentences.length ? block.lines : [`**${labelText(block)}:** ${fresh.map(stripLabel).join(' ')}`];
          insert(result, { ...block, lines }, labelPosition(result, block.section));
        }
        continue;
      }
      if (fresh.length < sentences.length) {
        // Some of this paragraph is already there: continue the block that holds it.
        const knownKeys = new Set(sentences.filter((s) => !fresh.includes(s)).map(factKey));
        const host = result.find((b) => b.kind === block.kind && blockKeys(b).some((k) => knownKeys.has(k)));
        if (host) {
          // A paragraph written a sentence a line gets its new sentences a line each, indented as its last line (a YAML-like record).
          if (host.kind === 'paragraph' && lineWise(host)) host.lines.push(...fresh.map((x) => `${/^\s*/u.exec(host.lines[host.lines.length - 1] ?? '')![0]}${x}`));
          else {
            const lastIndex = host.lines.length - 1;
            host.lines[lastIndex] = `${(host.lines[lastIndex] ?? '').trimEnd()} ${fresh.join(' ')}`;
          }
          continue;
        }
      }
      const lines = fresh.length === sentences.length ? block.lines : [`${markerOf(block.lines[0] ?? '')}${fresh.join(' ')}`];
      insert(result, { ...block, lines }, contentPosition(result, block.section));
    }
  }
  const text = result.map((b) => b.lines.join(eol)).join(eol);
  return /\r?\n$/.test(first) ? `${text}${eol}` : text;
}

/**
 * A known sentence already says this one and more: this one's words are its first words, or
 * all of this one's words are in it with a reason this one lacks ("Because the cell drifts,
 * calibrate it before every run" says "Calibrate it before each run"), or it is this one at
 * more length or with stress words put in (text/longer-form.ts).
 */
function extendsKnown(known: ReadonlyMap<string, string>, sentence: string): boolean {
  const key = factKey(sentence);
  const long = key.split(' ').length >= 4;
  for (const [k, said] of known) if ((long && (continuesPlainly(key, k) || reasonAdded(key, k))) || saidAtMoreLength(sentence, said) || stressedAtMoreLength(sentence, said)) return true;
  return false;
}

// Number words (a closed class), whose one letter makes another value (fifth / fifty, eighth / eighty, seventh / seventy);
// not a word that only ends like one (humidity, safety, depth, length).
const NUMBER_WORD = /^(?:(?:thir|four|fif|six|seven|eigh|nine)teen(?:th)?|(?:twen|thir|for|fif|six|seven|eigh|nine)t(?:y|ieth)|(?:four|fif|six|seven|eigh|nin|ten|eleven|twelf|hundred|thousand|million)th|first|second|third|three|seven|eight|eleven|twelve|hundred|thousand|million)$/;

/**
 * The sentence is a known one with one word misspelt: the same words in the same order but one, and that one a word
 * of five letters or more one edit from the known one's (a letter left out, added or changed, two swapped), no number
 * word; four words at least. Digits, names in capitals' place and code differ by more than a slip ("bay 2" / "bay 3",
 * "locker A" / "locker B" are other values, not typos).
 */
function misspeltKnown(known: ReadonlyMap<string, string>, sentence: string): boolean {
  const words = factKey(sentence).split(' ');
  if (words.length < 4) return false;
  for (const k of known.keys()) {
    const theirs = k.split(' ');
    if (theirs.length !== words.length) continue;
    let at = -1;
    let apart = 0;
    for (let i = 0; i < words.length && apart < 2; i += 1) {
      if (words[i] === theirs[i]) continue;
      apart += 1;
      at = i;
    }
    if (apart !== 1) continue;
    const [a, b] = [words[at]!, theirs[at]!];
    if (/^[a-z]{5,}$/.test(a) && /^[a-z]{5,}$/.test(b) && !NUMBER_WORD.test(a) && !NUMBER_WORD.test(b) && oneEdit(a, b)) return true;
  }
  return false;
}

// A clause giving the reason or the risk: "because", "since", "otherwise", "to avoid", 因为, 否则, 以免.
const REASON = /(?:^| )(?:because|since|otherwise|so that|to avoid|to prevent|in order to|given that|due to|as it|as they|or else)(?: |$)|因为|由于|否则|以免|为了|为避免|以防|不然|免得/u;

/** Content words of a key (its tokens without stopwords and punctuation). */
function wordsOf(key: string): Set<string> {
  return new Set(key.split(' ').filter((t) => /[\p{L}\p{N}]/u.test(t) && !isStopword(t)));
}

/**
 * `longer` says all of `shorter` (every content word, the same way round, three words at least)
 * and adds a reason `shorter` does not give: the same sentence, kept once, in its longer form.
 */
function reasonAdded(shorter: string, longer: string): boolean {
  if (!REASON.test(longer) || REASON.test(shorter) || putsInTurn(shorter, longer)) return false;
  const a = wordsOf(shorter);
  if (a.size < 3) return false;
  const b = wordsOf(longer);
  for (const t of a) if (!b.has(t)) return false;
  // "to avoid", 为了避免 say the risk, not that the rule is a prohibition.
  const rule = (k: string): string => k.replace(/(?:^| )to (?:avoid|prevent)(?: |$)|为了 ?避免|为 ?避免|以免|免得/gu, ' ');
  return isNegated(rule(shorter)) === isNegated(rule(longer));
}

/** This sentence says a known one and more: the known one, where written, becomes this one. */
function lengthen(result: Block[], known: Map<string, string>, sentence: string): boolean {
  const key = factKey(sentence);
  for (const b of result) {
    if (b.kind !== 'bullet' && b.kind !== 'paragraph') continue;
    for (const s of sentencesOf(b)) {
      const k = factKey(s);
      if (!((k.split(' ').length >= 4 && (continuesPlainly(k, key) || reasonAdded(k, key))) || saidAtMoreLength(s, sentence) || stressedAtMoreLength(s, sentence))) continue;
      const i = b.lines.findIndex((l) => l.includes(s));
      if (i === -1) continue;
      b.lines[i] = b.lines[i]!.replace(s, sentence);
      known.set(key, sentence);
      return true;
    }
  }
  return false;
}

/** Each line of the block is one whole sentence or more (no sentence runs on to the next line). */
function lineWise(block: Block): boolean {
  if (block.lines.length < 2) return false;
  const said = sentencesOf(block);
  let at = 0;
  for (const line of block.lines.map((l) => l.trim())) {
    let rest = line;
    while (rest !== '' && at < said.length && rest.startsWith(said[at]!)) rest = rest.slice(said[at++]!.length).trim();
    if (rest !== '') return false;
  }
  return at === said.length;
}

function blank(section: string): Block {
  return { kind: 'blank', lines: [''], section };
}

/** Insert keeping Markdown readable: a paragraph never glues onto another paragraph. */
function insert(result: Block[], block: Block, at: number): void {
  const prev = result[at - 1];
  const needsGap = prev !== undefined && prev.kind !== 'blank' &&
    (prev.kind === 'heading' || block.kind === 'paragraph' || block.kind === 'code' || (block.kind === 'bullet' && prev.kind !== 'bullet'));
  if (needsGap) {
    result.splice(at, 0, blank(block.section), block);
  } else {
    result.splice(at, 0, block);
  }
}

function sectionRange(result: Block[], section: string): { from: number; to: number } | null {
  const head = section === '' ? -1 : result.findIndex((b) => b.kind === 'heading' && b.section === section);
  if (section !== '' && head === -1) return null;
  let to = head + 1;
  while (to < result.length && result[to]?.kind !== 'heading') to += 1;
  return { from: head + 1, to };
}

/** After the last non-blank block of the section (or the end of the body). */
function sectionEnd(result: Block[], section: string): number {
  const range = sectionRange(result, section);
  if (!range) return result.length;
  let at = range.to;
  while (at > range.from && result[at - 1]?.kind === 'blank') at -= 1;
  return at;
}

function contentPosition(result: Block[], section: string): number {
  const range = sectionRange(result, section);
  if (!range) return result.length;
  for (let i = range.from; i < range.to; i += 1) {
    if (result[i]?.kind === 'label') {
      let at = i;
      while (at > range.from && result[at - 1]?.kind === 'blank') at -= 1;
      return at;
    }
  }
  return sectionEnd(result, section);
}

function labelPosition(result: Block[], section: string): number {
  const range = sectionRange(result, section);
  if (!range) return result.length;
  for (let i = range.to - 1; i >= range.from; i -= 1) if (result[i]?.kind === 'label') return i + 1;
  return sectionEnd(result, section);
}

function blocksOf(body: string): Block[] {
  const lines = scanLines(body);
  if (/\n$/.test(body)) lines.pop(); // the empty "line" after a final newline
  const blocks: Block[] = [];
  let section = '';
  for (const l of lines) {
    const text = body.slice(l.start, l.end);
    const last = blocks[blocks.length - 1];
    if (isCodeLine(l.kind)) {
      if (last?.kind === 'code' && last.section === section && l.kind !== 'fence') last.lines.push(text);
      else if (last?.kind === 'code' && l.kind === 'fence' && !codeClosed(last)) last.lines.push(text);
      else blocks.push({ kind: 'code', lines: [text], section });
      continue;
    }
    switch (l.kind) {
      case 'blank':
        blocks.push(blank(section));
        break;
      case 'heading':
        section = comparableTokens(body.slice(l.contentStart, l.end)).join(' ');
        blocks.push({ kind: 'heading', lines: [text], section });
        break;
      case 'continuation':
        if (last && (last.kind === 'bullet' || last.kind === 'label' || last.kind === 'paragraph')) last.lines.push(text);
        else blocks.push({ kind: 'paragraph', lines: [text], section });
        break;
      case 'text': {
        const label = labelOf(body.slice(l.contentStart, l.end));
        if (label !== undefined) blocks.push({ kind: 'label', lines: [text], section, label });
        else if (last && (last.kind === 'paragraph' || last.kind === 'label')) last.lines.push(text);
        else blocks.push({ kind: 'paragraph', lines: [text], section });
        break;
      }
      case 'bullet': {
        const label = labelOf(body.slice(l.contentStart, l.end));
        blocks.push(label !== undefined ? { kind: 'label', lines: [text], section, label } : { kind: 'bullet', lines: [text], section });
        break;
      }
      default:
        blocks.push({ kind: 'other', lines: [text], section });
    }
  }
  return blocks;
}

function codeClosed(block: Block): boolean {
  const open = /^ {0,3}(`{3,}|~{3,})/.exec(block.lines[0] ?? '')?.[1];
  if (!open || block.lines.length < 2) return !open;
  const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(block.lines[block.lines.length - 1] ?? '')?.[1];
  return close !== undefined && close[0] === open[0] && close.length >= open.length;
}

// A record's line: a key of up to four words before a colon, with its value or none ("when: on the rising
// tide only", "grading:", 方式：超声波), or two sides of an arrow ("before entry -> test oxygen", 登轮 → 先确认).
const RECORD_LINE = /^\s*(?:[^\s:：,，.。;；!?！？]+(?: [^\s:：,，.。;；!?！？]+){0,3}(?::(?:\s|$)|：)|[^→⇒]*?\S\s*(?:→|⇒|⟶|->|=>)\s*\S)/u;

/**
 * Whether a paragraph is two lines or more that are all records: a list written without markers,
 * a record a line, never a sentence wrapped over lines. Merged, each line is a sentence of its own;
 * read as facts (text/sentences.ts) the record stays one statement, its key lines giving its
 * subject ("depot: North" / "opens: 05:30").
 */
function isRecords(lines: readonly string[]): boolean {
  return lines.length >= 2 && lines.every((l) => RECORD_LINE.test(l));
}

// A line closed by an emoji ends its sentence, stop or none: "Refunds over €50 need a PIN 🔑".
const CLOSING_EMOJI = /\p{Extended_Pictographic}\uFE0F?$/u;

function sentencesOf(block: Block): string[] {
  const runs: string[][] = [[]];
  // A paragraph of records (keys with values, arrows) says one thing a line.
  const records = block.kind === 'paragraph' && isRecords(block.lines);
  for (const [i, l] of block.lines.entries()) {
    const line = i === 0 ? stripMarker(l) : l.trim();
    runs[runs.length - 1]!.push(line);
    if (CLOSING_EMOJI.test(line) || records) runs.push([]);
  }
  return runs.filter((r) => r.length > 0).flatMap((r) => {
    const text = r.join(' ');
    return splitSentences(text).map((x) => text.slice(x.start, x.end));
  });
}

function blockSentences(block: Block): string[] {
  if (block.kind === 'blank' || block.kind === 'heading' || block.kind === 'code') return [];
  return sentencesOf(block);
}

function blockKeys(block: Block): string[] {
  return blockSentences(block).map(factKey);
}

function factKey(sentence: string): string {
  return comparableTokens(sentence).join(' ');
}

const MARKER = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]+\[[ xX]\])?[ \t]+/;

function markerOf(line: string): string {
  return MARKER.exec(line)?.[0] ?? '';
}

function stripMarker(line: string): string {
  return line.replace(MARKER, '').trim();
}

function stripLabel(sentence: string): string {
  return sentence.replace(/^\s*(?:\*\*|__)[^*_\n]{1,40}?(?::(?:\*\*|__)|(?:\*\*|__)\s*:)\s*/, '');
}

function labelText(block: Block): string {
  const m = /(?:\*\*|__)([^*_\n]{1,40}?)(?::(?:\*\*|__)|(?:\*\*|__)\s*:)/.exec(block.lines[0] ?? '');
  return m?.[1]?.trim() ?? block.label ?? '';
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
