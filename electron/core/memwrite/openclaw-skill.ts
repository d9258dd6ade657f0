import { AutodreamError } from '../errors.js';
import { formatOpenClawEntry, openClawCategory, OPENCLAW_FOLDERS, parseOpenClawEntries, type OpenClawCategory } from '../memdir/openclaw.js';
import { shorten } from '../dream/text/index-layout.js';
import type { WriteRequest } from './types.js';

/**
 * A memory in OpenClaw's memory-system skill format: a `### Title` entry (the fact, then
 * `**Type:**` for feedback and `**Date:**`) in its category file (`project/…`,
 * `feedback/negative/…`). Replace swaps the entry with the same title; append adds one.
 */

const CATEGORY_OF: Record<string, Exclude<OpenClawCategory, 'session'>> = {
  user: 'user',
  project: 'project',
  reference: 'reference',
  'feedback-positive': 'feedback-positive',
  'feedback-negative': 'feedback-negative',
};

const HEADING: Record<Exclude<OpenClawCategory, 'session'>, string> = {
  user: 'User',
  project: 'Project',
  reference: 'Reference',
  'feedback-positive': 'Positive feedback',
  'feedback-negative': 'Negative feedback',
};

export const OPENCLAW_TYPES = Object.keys(CATEGORY_OF);

/** The category file a write goes to: the given path inside its type's folder (a bare name is put there). */
export function skillTarget(file: string, type: string): string {
  const category = Object.hasOwn(CATEGORY_OF, type) ? CATEGORY_OF[type] : undefined;
  if (!category) {
    const hint = type === 'feedback' ? ' (feedback is feedback-positive or feedback-negative here)' : '';
    throw new AutodreamError('bad-input', `type must be one of ${OPENCLAW_TYPES.join(', ')} in OpenClaw's memory-system folder, not "${type}"${hint}. Nothing was written.`, { file });
  }
  const folder = OPENCLAW_FOLDERS[category];
  const inFolder = openClawCategory(file);
  if (inFolder === null && !file.includes('/')) return `${folder}/${file}`;
  if (inFolder !== category) {
    throw new AutodreamError('refused', `${file} is not in ${folder}/, the folder of ${type} memories.`, { file, hint: `Give a name like ${folder}/topic.md (or just topic.md). Nothing was written.` });
  }
  return file;
}

/** The category file after the write. */
export function skillText(before: string | null, req: WriteRequest, today: string): string {
  const category = CATEGORY_OF[req.type]!;
  const content = req.content.replace(/\r\n/g, '\n').trim();
  const title = oneLine(req.description?.trim() || content.split('\n').find((l) => l.trim() !== '') || req.file);
  const feedback = category === 'feedback-positive' ? 'positive' : category === 'feedback-negative' ? 'negative' : undefined;
  const entry = formatOpenClawEntry({ title, body: content, ...(feedback && { type: feedback }), date: today });
  if (before === null) return `# ${HEADING[category]}\n\n${entry}`;
  if (req.mode === 'replace') {
    const same = parseOpenClawEntries(before).find((e) => e.title.trim().toLowerCase() === title.toLowerCase());
    if (same) {
      const rest = before.slice(same.end);
      return `${before.slice(0, same.start)}${entry}${rest === '' || rest.startsWith('\n') ? '' : '\n'}${rest}`;
    }
  }
  const sep = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  return `${before}${sep}${entry}`;
}

function oneLine(s: string): string {
  return shorten(s.replace(/^#+\s*|^[-*]\s+/, '').replace(/\s+/g, ' ').trim(), 100);
}
