import { isCjkChar } from './tokens.js';
import { normalizeFact } from './sentences.js';

/**
 * When an over-long MEMORY.md entry is shortened, the words its hook loses must still be in
 * the topic file. Not all of them are worth keeping: a hook often holds a label ("Deploy
 * checklist", 退款流程) or a pointer to the file itself ("see the file for details", 详见文件,
 * TODO). Only clauses that carry a fact go into the file, each as a sentence in the file's
 * language: a Chinese file gets a Chinese sentence ending in 。, an English one a capitalised
 * sentence ending in a full stop.
 */

/** Sentence ends (with or without a following space, CJK sentences have none) and semicolons. */
const CLAUSE_SPLIT = /(?<=[。！？])\s*|(?<=[.!?])\s+|[;；]\s*/u;

/** Words about the file or the entry itself, not about the world. */
const POINTER_EN = /\b(?:see|read|check|look at)\b.{0,30}\b(?:file|below|above|details?|notes?|more|page|inside|here)\b|^(?:more|further|full|details?)\b.{0,20}\b(?:below|here|inside|in (?:the|this) (?:topic )?file|details?|notes?)\b|^(?:details?|more)(?: inside| below| here)?$|\b(?:TODO|FIXME|WIP|TBD)\b|^\(?(?:updated|edited|new|draft)\b[^a-z]*(?:see below)?\)?$/i;
const POINTER_ZH = /详见|见下文|见下面|见下方|具体见|参见|请看文件|更多(?:内容|细节|信息|说明)?(?:见|在)|待整理|待补充|待完善/u;
/** A clause that only names what the entry is about: a few words ending in one of these. */
const LABEL_EN = /^(?:[\w'-]+\s+){0,3}(?:notes?|rules|checklist|overview|summary|info|guide|details|reference|cheatsheet)$/i;
const LABEL_ZH = /^[\p{Script=Han}A-Za-z0-9]{0,6}(?:规则|流程|说明|笔记|备注|概览|概述|清单|须知|注意事项|指南)$/u;

/** Does this clause of a hook say something about the world (not a label, not a pointer, not a to-do)? */
export function carriesFact(clause: string): boolean {
  const c = clause.trim().replace(/[.!?。！？;；,，:：]+$/u, '').trim();
  if (c === '') return false;
  if (POINTER_EN.test(c) || POINTER_ZH.test(c)) return false;
  if (LABEL_EN.test(c) || LABEL_ZH.test(c)) return false;
  return /[\p{L}\p{N}]/u.test(c);
}

/** Is most of this text's writing Chinese (Han) rather than Latin letters? */
export function isChineseText(text: string): boolean {
  let han = 0;
  let latin = 0;
  for (const ch of text) {
    if (isCjkChar(ch)) han += 1;
    else if (/[A-Za-z]/.test(ch)) latin += 1;
  }
  // A Han character says about as much as a short Latin word.
  return han * 3 > latin;
}

/** A clause as a sentence in a Chinese or an English file. */
export function asSentence(clause: string, chinese: boolean): string {
  const c = clause.trim().replace(/[;；,，:：、]+$/u, '').trim();
  if (chinese) return /[。！？]$/u.test(c) ? c : `${c.replace(/[.!?]+$/, '')}。`;
  const cap = c.charAt(0).toUpperCase() + c.slice(1);
  return /[.!?]$/.test(cap) ? cap : `${cap.replace(/[。！？]+$/u, '')}.`;
}

/**
 * The clauses of a hook that carry a fact the topic file does not already say (nor one this
 * dream found outdated), as sentences in the file's language.
 */
export function missingFactClauses(hook: string, fileBody: string, outdated: ReadonlySet<string> = new Set()): string[] {
  const have = normalizeFact(fileBody);
  const chinese = isChineseText(fileBody.trim() === '' ? hook : fileBody);
  const out: string[] = [];
  const seen = new Set<string>();
  for (const clause of hook.split(CLAUSE_SPLIT)) {
    const n = normalizeFact(clause);
    if (n === '' || have.includes(n) || outdated.has(n) || seen.has(n) || !carriesFact(clause)) continue;
    seen.add(n);
    out.push(asSentence(clause, chinese));
  }
  return out;
}

function isLabel(clause: string): boolean {
  const c = clause.trim().replace(/[.!?。！？;；,，:：]+$/u, '').trim();
  return LABEL_EN.test(c) || LABEL_ZH.test(c);
}

/**
 * The hook a shortened MEMORY.md line keeps: its label, if it starts with one, and its first
 * clause that carries a fact, with the separators as written. No pointer, no to-do, and the
 * other fact clauses live in the topic file. Null when no clause carries a fact.
 */
export function shortHook(hook: string): string | null {
  const parts = hook.split(new RegExp(`(${CLAUSE_SPLIT.source})`, 'u'));
  let out = '';
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i] ?? '';
    if (clause.trim() === '') continue;
    if (carriesFact(clause)) return `${out}${clause.trim()}`;
    if (isLabel(clause) && out === '') out = `${clause.trim()}${parts[i + 1] ?? ''}`;
  }
  return null;
}
