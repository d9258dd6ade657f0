import { describe, expect, it } from 'vitest';
import { otherScope, scopesOf, sideOnly } from '../../../electron/core/dream/text/scope.js';
import { hanNameCore, isKindOnly } from '../../../electron/core/dream/text/tool-kinds.js';
import { keyTerms } from '../../../electron/core/dream/text/compare.js';

describe('scopesOf: the platform, environment, region or team a statement is about', () => {
  it.each([
    ['安卓端崩溃上报用Bugly。', 'platform', 'android'],
    ['iOS端的崩溃上报从Bugly换成了Crashlytics。', 'platform', 'ios'],
    ['The iOS app ships through TestFlight.', 'platform', 'ios'],
    ['小程序端的埋点从GrowingIO换成了友盟。', 'platform', 'miniprogram'],
    ['Web端的埋点数据上报到GrowingIO。', 'platform', 'web'],
    ['Staging logs ship to Papertrail.', 'environment', 'staging'],
    ['生产环境的网关副本数是6。', 'environment', 'production'],
    ['海外版的短信验证码走Twilio。', 'region', 'overseas'],
    ['EU customer data stays in Frankfurt.', 'region', 'eu'],
    ['数据组的离线任务用Airflow调度。', 'team', '数据'],
    ['The data team owns the dbt models.', 'team', 'data'],
  ])('%s', (text, kind, value) => {
    expect(scopesOf(text).get(kind as never)?.has(value)).toBe(true);
  });

  it.each([
    'Let us know before a release.', // a pronoun, not the US
    'Deploys wait for the maintenance windows on Sunday.', // not the Windows platform
    'The whole team reviews migrations.', // no team name
    '移动端推送用极光推送。', // mobile covers both platforms: no scope of its own
  ])('no scope: %s', (text) => {
    expect(scopesOf(text).size).toBe(0);
  });
});

describe('otherScope: two statements about different scopes of one kind', () => {
  it.each([
    ['安卓端崩溃上报用Bugly。', 'iOS端的崩溃上报从Bugly换成了Crashlytics。'],
    ['The minimum supported OS version on iOS is 15.', 'The minimum supported OS version on Android is 10.'],
    ['Staging logs ship to Papertrail.', 'Production logs moved from Papertrail to Better Stack.'],
    ['海外版的短信验证码走Twilio。', '国内版的短信验证码由Twilio改为阿里云短信。'],
    ['数据组的离线任务用Airflow调度。', '算法组的离线任务调度切到了DolphinScheduler。'],
  ])('other: %s / %s', (a, b) => {
    expect(otherScope(a, b)).toBe(true);
  });

  it.each([
    ['移动端推送用极光推送。', '推送服务由极光改为个推。'], // one names no scope
    ['Production logs ship to Papertrail.', 'Production logs moved from Papertrail to Better Stack.'], // the same scope
    ['The iOS and Android apps report crashes to Bugly.', 'The iOS app moved crash reporting from Bugly to Crashlytics.'], // a scope in common
    ['Staging logs ship to Papertrail.', 'The iOS app moved crash reporting from Bugly to Crashlytics.'], // scopes of different kinds
  ])('same or unknown: %s / %s', (a, b) => {
    expect(otherScope(a, b)).toBe(false);
  });
});

describe('tool kinds and name variants', () => {
  it('a subject of kind words only is a kind of tool; a subject with its own words is not', () => {
    expect(isKindOnly(keyTerms('推送服务'))).toBe(true);
    expect(isKindOnly(keyTerms('告警通道'))).toBe(true);
    expect(isKindOnly(keyTerms('the package manager'))).toBe(true);
    expect(isKindOnly(keyTerms('日志库'))).toBe(false);
    expect(isKindOnly(keyTerms('iOS端的崩溃上报'))).toBe(false);
    expect(isKindOnly(new Set())).toBe(false);
  });

  it.each([
    ['七牛云', '七牛'],
    ['极光推送', '极光'],
    ['高德地图SDK', '高德'],
    ['极光', '极光'],
    ['Redis集群', null], // a Latin name is matched by word
    ['云', null], // nothing distinctive
  ])('hanNameCore(%s) = %s', (name, core) => {
    expect(hanNameCore(name)).toBe(core);
  });
});

describe('sites: one of several places or units of a kind', () => {
  it.each([
    ['北京机房的日志收集用 Fluentd。', '北京机房'],
    ['一号仓库的温度保持在5度。', '一号仓库'],
    ['夜班每班3人。', '夜班'],
    ['The Berlin office orders lunch on Fridays.', 'berlin'],
    ['Warehouse 2 ships at noon.', '2'],
  ])('%s', (text, site) => {
    expect([...(scopesOf(text).get('site') ?? [])]).toContain(site);
  });

  it('another site is another thing; the same site, or a statement naming none, is not', () => {
    expect(otherScope('北京机房的日志收集用 Fluentd。', '上海机房的日志收集从 Fluentd 换成了 Vector。')).toBe(true);
    expect(otherScope('白班每班6人。', '夜班每班3人。')).toBe(true);
    expect(otherScope('The Berlin office uses Slack.', 'The Lisbon office moved from Slack to Teams.')).toBe(true);
    expect(otherScope('图片服务部署在上海机房，每天凌晨备份。', '图片服务从上海机房迁移到了杭州机房。')).toBe(false);
    expect(otherScope('仓库温度保持在5度。', '二号仓库的温度保持在18度。')).toBe(false);
  });
});

describe('sideOnly: a branch beside the main site', () => {
  it('a change said of a branch only is not of a statement naming no site', () => {
    expect(sideOnly(scopesOf('分店仓库已不再使用金蝶，出入库记录改由用友管理。'), scopesOf('仓库的出入库记录用金蝶管理。'), '仓库的出入库记录用金蝶管理。')).toBe(true);
    expect(sideOnly(scopesOf('仓库已不再使用金蝶。'), scopesOf('仓库的出入库记录用金蝶管理。'), '仓库的出入库记录用金蝶管理。')).toBe(false);
  });
});
