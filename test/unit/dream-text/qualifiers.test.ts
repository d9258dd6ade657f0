import { describe, expect, it } from 'vitest';
import { qualifiersDiffer, qualifiersOf } from '../../../electron/core/dream/text/qualifiers.js';

const differ = (a: string, b: string) => qualifiersDiffer(qualifiersOf(a), qualifiersOf(b));

describe('qualifiers: what makes two alike rules two rules', () => {
  it.each([
    ['Never run load tests against production.', 'Running load tests against staging is fine.', 'environment'],
    ['禁止在生产环境打开调试日志。', '测试环境可以打开调试日志。', 'environment'],
    ['Frontend errors go to the web alerts channel.', 'Backend errors go to the server alerts channel.', 'side'],
    ['Validate input in client-side code too.', 'Server-side code validates every input.', 'side'],
    ['生产数据库的只读账号给报表用。', '生产数据库的读写账号只给运维用。', 'access'],
    ['内网接口超时设为三秒。', '外网接口超时设为三秒。', 'reach'],
    ['Do not add runtime dependencies without approval.', 'Adding dev dependencies without approval is fine.', 'dependency'],
    ['Unit tests must not touch the network.', 'Integration tests may touch the network.', 'test kind'],
  ])('%s / %s: %s', (a, b, family) => {
    expect(differ(a, b)).toBe(family);
  });

  it.each([
    // a rule with no qualifier of a kind covers every one: an exception to it is its business
    ['Database backups must always be encrypted.', 'Unencrypted database backups are OK for the dev environment.'],
    // the same qualifier on both sides
    ['Do not copy production logs to personal laptops.', 'Production logs are never to be copied onto a laptop.'],
    // one names two, the other one of them
    ['Deploy staging and production from main.', 'Deploy production from main only.'],
    // a dev dependency is no dev environment
    ['Never deploy to production on Fridays.', 'Adding dev dependencies is fine.'],
    // a client of an API and a server are no sides of an application
    ['Never expose stack traces to the API client.', 'Exposing stack traces from the server is fine while debugging.'],
    // test as a noun is no test environment
    ['Run the unit tests before every commit.', 'Never commit to main directly.'],
  ])('not: %s / %s', (a, b) => {
    expect(differ(a, b)).toBeNull();
  });
});
