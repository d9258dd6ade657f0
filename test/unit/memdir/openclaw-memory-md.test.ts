import { describe, expect, it } from 'vitest';
import { addUnderHeading, parseMemoryItems } from '../../../electron/core/memdir/openclaw-memory-md.js';
import { readLog } from '../../../electron/core/dream/openclaw/distill.js';
import { feedbackPolarity, isDirective } from '../../../electron/core/dream/openclaw/entry-type.js';

const MD = `# Memory

## Preferences
- Sam prefers short answers.
- A bullet that
  continues here.
1. A numbered one.

A paragraph memory.

### Use bun
We use bun, not npm.
- part of the entry
**Date:** 2026-11-01

\`\`\`
- not a memory
\`\`\`
`;

describe('parseMemoryItems (OpenClaw MEMORY.md as memories)', () => {
  it('finds bullets with their continuation lines, paragraphs and ### entries, with sections and dates', () => {
    const items = parseMemoryItems(MD);
    expect(items.map((i) => [i.kind, i.line, i.section, i.content])).toEqual([
      ['bullet', 4, 'Preferences', 'Sam prefers short answers.'],
      ['bullet', 5, 'Preferences', 'A bullet that\n  continues here.'],
      ['bullet', 7, 'Preferences', 'A numbered one.'],
      ['paragraph', 9, 'Preferences', 'A paragraph memory.'],
      ['entry', 11, 'Preferences', 'Use bun\nWe use bun, not npm.\n- part of the entry\n**Date:** 2026-11-01\n\n```\n- not a memory\n```'],
    ]);
    expect(items[4]!.date).toBe('2026-11-01');
    // offsets cover the item exactly
    expect(MD.slice(items[1]!.start, items[1]!.end)).toBe('- A bullet that\n  continues here.\n');
  });

  it('adds bullets at the end of their own heading, or makes the heading at the end', () => {
    expect(addUnderHeading('# M\n\n- a\n', 'New', ['b'])).toBe('# M\n\n- a\n\n## New\n\n- b\n');
    expect(addUnderHeading('# M\n\n## New\n\n- b\n\n## Other\n- c\n', 'New', ['d'])).toBe('# M\n\n## New\n\n- b\n- d\n\n## Other\n- c\n');
    expect(addUnderHeading('# M\r\n\r\n## New\r\n- b\r\n', 'New', ['d'])).toBe('# M\r\n\r\n## New\r\n- b\r\n- d\r\n');
    expect(addUnderHeading('', 'New', ['x'])).toBe('## New\n\n- x\n');
  });
});

describe('readLog (daily log distillation)', () => {
  it('reads durable changes and reported requests, and leaves chatter alone', () => {
    const { changes, requests } = readLog('# 2026-11-28\n\n- Talked about the Q3 report.\n- Sam moved the blog to sam.dev.\n- We switched the newsletter from Substack to Buttondown.\n- Sam asked me to remember that the team sync is on Tuesdays.\n- 周报改到每周四发送。\n- 他让我记住：发布前要先跑冒烟测试。\n```\nmoved x to y\n```\n');
    expect(changes.map((c) => [c.subject, c.from, c.value, c.lineNo])).toEqual([
      ['blog', null, 'sam.dev', 4],
      ['newsletter', 'Substack', 'Buttondown', 5],
      ['周报', null, '每周四发送', 7],
    ]);
    expect(requests.map((r) => [r.statement, r.lineNo])).toEqual([
      ['The team sync is on Tuesdays.', 6],
      ['发布前要先跑冒烟测试。', 8],
    ]);
  });
});

describe('feedback or fact', () => {
  it('files guidance as feedback (negative for a correction), a statement of fact never', () => {
    expect(isDirective('Never force-push to main')).toBe(true);
    expect(isDirective('Use bun for installs')).toBe(true);
    expect(isDirective('以后都用pnpm')).toBe(true);
    expect(isDirective('Invoices go out on the 1st')).toBe(false);
    expect(isDirective('周报每周五发送')).toBe(false);
    expect(feedbackPolarity('Never force-push to main')).toBe('negative');
    expect(feedbackPolarity('不要再用npm')).toBe('negative');
    expect(feedbackPolarity('Keep using pnpm, it works well')).toBe('positive');
  });
});
