import { describe, expect, it } from 'vitest';
import { editFacts } from '../../../electron/core/dream/prose-edit.js';
import { factsOf } from '../../../electron/core/dream/text/sentences.js';

const remove = (body: string, ...texts: string[]) => {
  const facts = factsOf(body);
  return editFacts(body, texts.map((t) => {
    const f = facts.find((x) => x.text === t)!;
    return { start: f.start, end: f.end, replacement: null };
  }));
};

describe('editFacts', () => {
  it('removes a sentence inside a paragraph and keeps the rest byte for byte', () => {
    const r = remove('Intro line.\n\nWe use npm. Deploys are on Fridays.\n\n## Other\nKeep me.\n', 'We use npm.');
    expect(r.body).toBe('Intro line.\n\nDeploys are on Fridays.\n\n## Other\nKeep me.\n');
    expect(r.empty).toBe(false);
  });

  it('removes a whole list item line', () => {
    expect(remove('- one\n- two\n- three\n', 'two').body).toBe('- one\n- three\n');
  });

  it('removes a standalone paragraph with one blank line', () => {
    expect(remove('First.\n\nSecond.\n\nThird.\n', 'Second.').body).toBe('First.\n\nThird.\n');
  });

  it('says a body with only Why/How lines left is empty', () => {
    const r = remove('Use npm for installs.\n\n**Why:** it was faster.\n**How to apply:** run npm ci.\n', 'Use npm for installs.');
    expect(r.empty).toBe(true);
  });

  it('drops a ### entry whose statements all went, with its field lines reported as orphaned', () => {
    const body = '### Package manager\nWe use npm.\n**Why:** speed\n**Date:** 2026-09-01\n### Deploys\nFridays only.\n';
    const r = remove(body, 'We use npm.');
    expect(r.body).toBe('### Deploys\nFridays only.\n');
    expect(r.orphaned.map((f) => f.text)).toEqual(['**Why:** speed', '**Date:** 2026-09-01']);
  });

  it('replaces a fact in place', () => {
    const body = 'We use npm.\nOther.\n';
    const f = factsOf(body)[0]!;
    expect(editFacts(body, [{ start: f.start, end: f.end, replacement: 'We use bun.' }]).body).toBe('We use bun.\nOther.\n');
  });

  it('never touches code', () => {
    const body = 'We use npm.\n\n```\nnpm ci\n```\n';
    expect(remove(body, 'We use npm.').body).toBe('```\nnpm ci\n```\n');
  });
});
