import { AutodreamError } from '../errors.js';
import { addUnderHeading, parseMemoryItems } from '../memdir/openclaw-memory-md.js';
import { MEMORY_TYPES } from '../memdir/types.js';
import { normalizeFact } from '../dream/text/sentences.js';
import { OPENCLAW_TYPES } from './openclaw-skill.js';
import type { WriteRequest } from './types.js';

/**
 * A memory in OpenClaw's own layout: a bullet in the workspace's `MEMORY.md` (content, not an
 * index), under a heading of its own at the end of the file, with the day it was written, as a
 * dream adds what a daily log asked to remember. Only ever appended: the rest of MEMORY.md is
 * a person's (or OpenClaw's) text and stays byte for byte; repeats and contradictions are a
 * later dream's work.
 */

export const AGENT_HEADING = 'Noted by agents';
export const AGENT_HEADING_ZH = '智能体记下';
/** Where a person's new memory from the window goes ("+ New memory"). */
export const PERSON_HEADINGS = { en: 'Noted by hand', zh: '手动记下' } as const;

const TYPES = [...new Set<string>([...MEMORY_TYPES, ...OPENCLAW_TYPES])];
const HAN = /[\u3400-\u9fff]/;
const BULLET = /^(?:[-*+]|\d{1,9}[.)])\s+/;

/** The bullets a write adds: one per bullet of the content, else the whole note as one (continuation lines indented). */
export function bulletsOf(content: string, today: string): string[] {
  const lines = content.replace(/\r\n/g, '\n').split('\n').map((l) => l.trim().replace(/^#{1,6}\s+/, '')).filter((l) => l !== '');
  const dated = (s: string) => `${s.replace(/\s+$/, '')} (${today})`;
  if (lines.length > 1 && lines.every((l) => BULLET.test(l))) return lines.map((l) => dated(l.replace(BULLET, '')));
  const [first, ...rest] = lines.map((l) => l.replace(BULLET, ''));
  return [dated([first ?? '', ...rest.map((l) => `  ${l}`)].join('\n'))];
}

/** MEMORY.md after the write, or an error that names why nothing is written. */
export function workspaceText(before: string | null, req: WriteRequest, today: string, headings: { en: string; zh: string } = { en: AGENT_HEADING, zh: AGENT_HEADING_ZH }): { after: string; added: number; heading: string } {
  if (!TYPES.includes(req.type)) {
    throw new AutodreamError('bad-input', `type must be one of ${TYPES.join(', ')}, not "${req.type}". Nothing was written.`, { file: req.file });
  }
  if (req.mode === 'replace') {
    throw new AutodreamError('refused', `${req.file} of an OpenClaw workspace is only appended to: the memories already there are a person's or OpenClaw's own text, which an agent's write never replaces.`, {
      file: req.file,
      hint: 'Write again with mode "append"; a later dream removes repeats and flags memories that disagree. Nothing was written.',
    });
  }
  const text = before ?? '';
  const known = new Set(parseMemoryItems(text).map((i) => normalizeFact(i.content.replace(/\s*\(\d{4}-\d{2}-\d{2}\)$/, ''))));
  const fresh = bulletsOf(req.content, today).filter((b) => !known.has(normalizeFact(b.replace(/\s*\(\d{4}-\d{2}-\d{2}\)$/, ''))));
  const heading = headingFor(text, req.content, headings);
  if (fresh.length === 0) return { after: text, added: 0, heading };
  return { after: addUnderHeading(text, heading, fresh), added: fresh.length, heading };
}

/** The writer's heading: the one already in the file, else in the language of the note. */
function headingFor(text: string, content: string, { en, zh }: { en: string; zh: string }): string {
  if (new RegExp(`^#{1,2}\\s+${zh}\\s*$`, 'm').test(text)) return zh;
  if (new RegExp(`^#{1,2}\\s+${en}\\s*$`, 'm').test(text)) return en;
  return HAN.test(content) ? zh : en;
}
