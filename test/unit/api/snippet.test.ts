import { describe, expect, it } from 'vitest';
import { plainText, snippet } from '../../../electron/core/api/snippet.js';
import { lockView } from '../../../electron/core/api/status.js';

describe('search snippets', () => {
  it('reads Markdown as plain text: no heading marks, emphasis, link targets, bullets, code ticks or tags', () => {
    expect(plainText('## Deploy\n\n- Run **make check** before the [deploy](https://x.example/d) of `api`.\n> quoted <b>bold</b>\n1. first'))
      .toBe('Deploy Run make check before the deploy of api. quoted bold first');
    expect(plainText('snake_case_name and 2 * 3 * 4 stay')).toBe('snake_case_name and 2 * 3 * 4 stay');
    expect(plainText('| a | b |\n|---|---|\n| 1 | 2 |')).toBe('a b 1 2');
  });

  it('cuts around the first hit between words, with … where it was cut', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const text = `${words} the deploy window ${words}`;
    const s = snippet(text, ['deploy']);
    expect(s).toContain('the deploy window');
    expect(s.startsWith('…word')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    // Whole words only at both ends.
    expect(s.slice(1, -1).split(' ').every((w) => /^(word\d+|the|deploy|window)$/.test(w))).toBe(true);
    expect(snippet('short **text**', ['text'])).toBe('short text');
    expect(snippet('部署前必须通知运维团队，并确认数据库迁移已经完成。'.repeat(10), ['运维'])).toMatch(/运维/);
  });
});

describe('the lock in words', () => {
  it('is "dreaming" only while a dream of this process runs; our finished dream leaves "last dream"; another live holder is "held"', () => {
    expect(lockView({ exists: true, pid: 42, held: true }, true, 42)).toEqual({ held: true, pid: 42, state: 'dreaming' });
    expect(lockView({ exists: true, pid: 42, held: true }, false, 42)).toEqual({ held: false, pid: null, state: 'last-dream' });
    expect(lockView({ exists: true, pid: 7, held: true }, false, 42)).toEqual({ held: true, pid: 7, state: 'held' });
    expect(lockView({ exists: true, pid: 7, held: false }, false, 42)).toEqual({ held: false, pid: null, state: 'last-dream' });
    expect(lockView({ exists: false, pid: null, held: false }, false, 42)).toEqual({ held: false, pid: null, state: 'free' });
  });
});
