import { describe, expect, it } from 'vitest';
import { readLog } from '../../../electron/core/dream/openclaw/distill.js';

/** Which daily-log lines change a durable fact: done changes in several grammatical forms; never one only considered. */
const change = (line: string) => readLog(`# 2026-11-30\n\n- ${line}\n`).changes.map((c) => ({ subject: c.subject, value: c.value, from: c.from }));

describe('daily-log changes', () => {
  it('reads a done change in active, passive and "now" forms, with discourse labels stripped', () => {
    expect(change('Sam moved the blog to sam.dev.')).toEqual([{ subject: 'blog', value: 'sam.dev', from: null }]);
    expect(change('We switched the newsletter from Substack to Buttondown.')).toEqual([{ subject: 'newsletter', value: 'Buttondown', from: 'Substack' }]);
    expect(change('The wiki was relocated to wiki.corp.io.')).toEqual([{ subject: 'wiki', value: 'wiki.corp.io', from: null }]);
    expect(change('Our calendar has been migrated over to cal.example.org.')).toEqual([{ subject: 'calendar', value: 'cal.example.org', from: null }]);
    expect(change('Heads-up: the status page now lives at status.example.net.')).toEqual([{ subject: 'status page', value: 'status.example.net', from: null }]);
    expect(change('The docs site lives at docs.test.dev now.')).toEqual([{ subject: 'docs site', value: 'docs.test.dev', from: null }]);
    expect(change('周报改到每周四发送。')).toEqual([{ subject: '周报', value: '每周四发送', from: null }]);
    expect(change('把相册搬到了 photos.example.com。')).toEqual([{ subject: '相册', value: 'photos.example.com', from: null }]);
    expect(change('知识库已经迁到 kb.example.org 了。')).toEqual([{ subject: '知识库', value: 'kb.example.org', from: null }]);
  });

  it('never reads a change that is only asked about, considered, planned, tried and undone, or denied', () => {
    for (const line of [
      'Should we move the blog to sam.dev?',
      'We talked about moving the blog to sam.dev.',
      'Sam might move the blog to sam.dev next year.',
      'Sam tried moving the blog to sam.dev but rolled it back.',
      'Sam did not move the blog to sam.dev.',
      'If the blog moved to sam.dev, links would break.',
      '考虑把博客迁到 sam.dev，还没定。',
      '要不要把周报改到周四？',
    ]) {
      expect(change(line), line).toEqual([]);
    }
  });
});
