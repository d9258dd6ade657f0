import { describe, expect, it } from 'vitest';
import { valuePhrases, withoutAsides } from '../../../electron/core/dream/text/value-phrases.js';

describe('valuePhrases: frequencies and named versions are values whole', () => {
  it.each([
    ['The CRM sync job runs hourly.', ['hourly']],
    ['The CRM sync job runs every 10 minutes.', ['every 10 minutes']],
    ['Invoices are sent twice a month.', ['twice a month']],
    ['数据看板每十五分钟刷新一次。', ['每十五分钟']],
    ['订单库每隔两小时备份一次。', ['每隔两小时']],
    ['周报每周一次。', ['每周']],
    ['Spark jobs run on EMR 6.9', ['emr 6.9']],
    ['后端服务用Go 1.21编译。', ['go 1.21']],
    ['iOS客户端最低兼容到iOS 13。', ['ios 13']],
  ])('%s', (text, values) => {
    expect(valuePhrases(text).values).toEqual(values);
  });

  it.each([
    '周会在每周一上午。', // a weekday, not a frequency
    'The p95 latency target is 200 ms.', // a percentile with a number, not a version
    'P99延迟目标是500毫秒。',
    'In 2024 the team grew to 12 people.', // a small word before a year is no name
    'The staging cluster has 3 worker nodes.',
  ])('none: %s', (text) => {
    expect(valuePhrases(text).values).toEqual([]);
  });
});

describe('withoutAsides: when or why a value changed is no part of what it is about', () => {
  it.each([
    ['- Spark jobs: EMR 7.1 since the platform upgrade', '- Spark jobs: EMR 7.1'],
    ['Event bus runs Kafka 3.7 after the October upgrade.', 'Event bus runs Kafka 3.7.'],
    ['平台升级后，Spark任务跑在EMR 7.1上。', 'Spark任务跑在EMR 7.1上。'],
    ['Retention is 90 days (raised for the audit).', 'Retention is 90 days.'],
    ['The staging cluster was scaled out to 5 worker nodes.', 'The staging cluster was scaled to 5 worker nodes.'],
    // a number after "after" is a value, kept
    ['Deleted accounts are purged after 30 days.', 'Deleted accounts are purged after 30 days.'],
  ])('%s', (text, out) => {
    expect(withoutAsides(text)).toBe(out);
  });
});

describe('valuePhrases: a frequency word before a noun names which thing', () => {
  it.each([
    ['The weekly job runs at 03:00 on Sundays.', []],
    ['Nightly builds upload to the artifact bucket.', []],
    ['The report is sent weekly.', ['weekly']],
    ['Backups run nightly at 02:00.', ['nightly']],
    ['The sync job runs hourly and then stops.', ['hourly']],
  ])('%s', (text, values) => {
    expect(valuePhrases(text).values).toEqual(values);
  });
});
