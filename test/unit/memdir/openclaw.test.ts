import { describe, expect, it } from 'vitest';
import { defaultOpenClawRoot, formatOpenClawEntry, openClawCategory, parseOpenClawEntries, type OpenClawEntry } from '../../../electron/core/memdir/openclaw.js';

const FILE = `# Feedback (negative)

### Don't mock the database
Integration tests hit a real database.
**Type:** negative
**Why:** mocks hid a broken migration last quarter
**How to apply:** use the docker test db
**Date:** 2026-01-15

### Keep PRs small
- **Type:** positive
**Why**: reviews went faster
**Date:** 2026-02-01
\`\`\`
### not a heading inside code
\`\`\`

## Archive
old stuff
`;

describe('parseOpenClawEntries', () => {
  it('reads each ### entry with its fields, body and offsets', () => {
    const entries = parseOpenClawEntries(FILE);
    expect(entries.map((e) => e.title)).toEqual(["Don't mock the database", 'Keep PRs small']);
    const [a, b] = entries;
    expect(a).toMatchObject({
      type: 'negative',
      why: 'mocks hid a broken migration last quarter',
      howToApply: 'use the docker test db',
      date: '2026-01-15',
      body: 'Integration tests hit a real database.',
      line: 3,
    });
    expect(FILE.slice(a!.start, a!.end)).toMatch(/^### Don't mock the database\n[\s\S]*\*\*Date:\*\* 2026-01-15\n\n$/);
    expect(b).toMatchObject({ type: 'positive', why: 'reviews went faster', date: '2026-02-01' });
    expect(b!.body).toContain('### not a heading inside code');
    expect(FILE.slice(b!.end)).toMatch(/^## Archive/);
  });

  it('handles CRLF and a file without entries', () => {
    const crlf = '### T\r\n**Type:** positive\r\n**Date:** 2026-01-01\r\n';
    expect(parseOpenClawEntries(crlf)[0]).toMatchObject({ title: 'T', type: 'positive', date: '2026-01-01', end: crlf.length });
    expect(parseOpenClawEntries('# nothing\ntext')).toEqual([]);
  });
});

describe('formatOpenClawEntry', () => {
  it('writes the skill format and reads back the same', () => {
    const e: OpenClawEntry = { title: 'Use bun', type: 'negative', why: 'npm broke the lockfile', howToApply: 'run bun install', date: '2026-03-02', body: 'We use bun, not npm.' };
    const text = formatOpenClawEntry(e);
    expect(text).toBe('### Use bun\nWe use bun, not npm.\n**Type:** negative\n**Why:** npm broke the lockfile\n**How to apply:** run bun install\n**Date:** 2026-03-02\n');
    const [back] = parseOpenClawEntries(text);
    expect(back).toMatchObject(e);
  });
});

describe('OpenClaw layout', () => {
  it('categorises by folder', () => {
    expect(openClawCategory('user/prefs.md')).toBe('user');
    expect(openClawCategory('feedback/positive/a.md')).toBe('feedback-positive');
    expect(openClawCategory('feedback/negative/x/b.md')).toBe('feedback-negative');
    expect(openClawCategory('project/p.md')).toBe('project');
    expect(openClawCategory('reference/r.md')).toBe('reference');
    expect(openClawCategory('sessions/s.md')).toBe('session');
    expect(openClawCategory('feedback/other.md')).toBeNull();
    expect(openClawCategory('2026-01-01.md')).toBeNull();
    expect(defaultOpenClawRoot('/h')).toBe('/h/.openclaw/workspace/memory');
  });
});
