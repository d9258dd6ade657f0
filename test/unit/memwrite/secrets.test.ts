import { describe, expect, it } from 'vitest';
import { findSecret } from '../../../electron/core/memwrite/secrets.js';

describe('findSecret', () => {
  // Fake values in the providers' real shapes.
  const secrets: Array<[string, RegExp]> = [
    ['OPENAI_API_KEY=sk-proj-4fQ9xZk2LmN8pR7tV1wY3bC6dE0gH5jK', /API key|credential/],
    ['use sk-ant-api03-Zx9yW8vU7tS6rQ5pO4nM3lK2jI1hG0fE for the bot', /API key/],
    ['aws: AKIAIOSFODNN7EXAMPLE', /AWS/],
    ['clone with ghp_16C7e42F292c6912E7710c838347Ae178B4a', /GitHub/],
    ['-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA', /private key/],
    ['-----BEGIN PRIVATE KEY-----', /private key/],
    ['Authorization: Bearer abcDEF123456ghiJKL789', /bearer/],
    ['redis://default:s3cr3tPassw0rd@cache.internal:6379', /password in a URL/],
    ['slack xoxb-1234567890-abcdefghij', /Slack/],
    ['password = "Tr0ub4dor&3xyz!"', /credential/],
    ['Google maps key AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY', /Google/],
    ['jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U', /web token|bearer/],
  ];
  for (const [text, what] of secrets) {
    it(`finds ${what.source} in "${text.slice(0, 24)}…"`, () => {
      expect(findSecret(text)?.what).toMatch(what);
    });
  }

  // Ordinary memory text that mentions secrets without holding one.
  const clean = [
    'The API key lives in 1Password under "Deploy"; never paste it.',
    'Use a bearer token from the vault (see reference_vault.md).',
    'Docs: https://example.com/docs/auth and postgres://db.internal:5432/app',
    'password reset flow is in auth/reset.ts',
    'The task-runner id is sk-learn (the Python package), not a key.',
    '用户偏好：不要在记忆里保存密码。',
    'Commit 3f2a9c1d4e5b6a7980 fixed the migration.',
  ];
  for (const text of clean) {
    it(`leaves "${text.slice(0, 30)}…" alone`, () => {
      expect(findSecret(text)).toBeNull();
    });
  }

  it('says the line, never the value', () => {
    const found = findSecret('notes\nmore notes\nkey AKIAIOSFODNN7EXAMPLE');
    expect(found).toEqual({ what: 'an AWS access key', line: 3 });
  });
});
