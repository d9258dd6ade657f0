import { describe, expect, it } from 'vitest';
import { findContradictions } from '../../../electron/core/dream/text/contradictions.js';
import type { DatedFact } from '../../../electron/core/dream/text/supersede.js';

let n = 0;
const fact = (text: string, date: string): DatedFact => ({ docId: `doc${(n += 1)}.md`, factIndex: 0, text, date });

describe('findContradictions: the same subject with another value, later', () => {
  it.each([
    ['The main database runs Postgres 14.', 'We upgraded the main database to Postgres 16.', '14', '16'],
    ['The weekly review is on Monday.', 'We moved the weekly review to Sunday.', 'monday', 'sunday'],
    ['The public API rate limit is 100 requests per minute.', 'The public API rate limit is 300 requests per minute.', '100', '300'],
    ['Payments on-call is owned by the Core team.', 'Payments on-call is owned by the Infra team.', 'core', 'infra'],
    ['周会在周一上午开。', '周会挪到了周三下午。', '周一', '周三'],
    ['日志保留30天。', '日志保留90天。', '30', '90'],
    // channels and handles are values, whole
    ['Alerts for the billing service go to #billing-alerts.', 'Alerts for the billing service go to #payments-oncall.', '#billing-alerts', '#payments-oncall'],
    // a part of the day is a value, like the weekday
    ['The release train leaves on Tuesday evenings.', 'The release train leaves on Monday mornings.', 'tuesday', 'monday'],
    // a Chinese count (一人 / 两人) is a value
    ['合并到主分支需要一人审批。', '合并到主分支需要两人审批。', '一人', '两人'],
    // a Chinese weekday with 每, and who does it (由X负责), are values
    ['技术分享会在每周四下午。', '技术分享会在每周二晚上。', '周四', '周二'],
    ['周报由小王负责。', '周报现在由小李负责。', '小王', '小李'],
    // a name with a number that the statement ends by saying is the value
    ['Our primary AWS region is us-east-1.', 'Our primary AWS region is eu-central-1.', 'us-east-1', 'eu-central-1'],
  ])('%s / %s', (a, b, was, now) => {
    const older = fact(a, '2026-09-01');
    const newer = fact(b, '2026-11-10');
    const found = findContradictions([older, newer]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'contradiction', a: older, b: newer });
    expect(found[0]!.reason).toContain(a);
    expect(found[0]!.reason).toContain(b);
    expect(found[0]!.reason).toMatch(new RegExp(`${was}.* vs .*${now}`));
  });

  it.each([
    ['The web app uses Postgres 14.', 'The analytics warehouse uses ClickHouse 23.'],
    ['The staging cluster has 3 nodes.', 'The production cluster has 12 nodes.'],
    ['The ledger-14 service must stay below 300 ms p99 latency.', 'The ledger-71 service must stay below 500 ms p99 latency.'],
    ['Run the linter before committing.', 'Run the formatter before committing.'],
    ["Don't deploy on Friday.", 'Deploy on Monday.'],
    // a name in the subject says which thing: other regions, other apps are other subjects
    ['The APAC region keeps backups for 7 days.', 'The EMEA region keeps backups for 35 days.'],
    ['The EU region keeps logs for 30 days.', 'The US region keeps logs for 90 days.'],
    ['The iOS app targets version 16.', 'The Android app targets version 13.'],
    // letters glued to a number name which thing (another percentile), not a value
    ['The p95 latency target is 200 ms.', 'The p99 latency target is 500 ms.'],
    ['P95延迟目标是200毫秒。', 'P99延迟目标是500毫秒。'],
    ['周报由小王负责。', '月报由小李负责。'],
  ])('never: %s / %s', (a, b) => {
    expect(findContradictions([fact(a, '2026-09-01'), fact(b, '2026-11-10')])).toEqual([]);
  });

  it('never within one file, and never through a frame that many statements share', () => {
    const same: DatedFact[] = [{ docId: 'a.md', factIndex: 0, text: 'Logs are kept 30 days.', date: '2026-09-01' }, { docId: 'a.md', factIndex: 1, text: 'Logs are kept 90 days.', date: '2026-09-01' }];
    expect(findContradictions(same)).toEqual([]);
    const template = Array.from({ length: 40 }, (_, i) => fact(`The service must stay below ${100 + i} ms.`, '2026-09-01'));
    expect(findContradictions(template)).toEqual([]);
  });
});
