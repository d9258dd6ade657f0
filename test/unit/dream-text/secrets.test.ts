import { describe, expect, it } from 'vitest';
import { holdsSecret, withSecretMasked } from '../../../electron/core/dream/text/secrets.js';
import { takesBackEarlier } from '../../../electron/core/dream/text/request-shape.js';
import { detectMemoryRequests } from '../../../electron/core/dream/text/requests.js';

describe('holdsSecret: a credential with a value in its slot', () => {
  it.each([
    'the alarm panel code is 5512',
    'our wifi password is Tern!Gull88',
    'gate code 7741#',
    'the API token for the courier portal is sk_live_98ff21',
    'the code for the back gate is 1357',
    'the PIN is 2468.',
    'password: "hunter22"',
    '我的网银密码是 xk7719',
    '保險櫃的密碼是 0917',
    '仓库门禁码是 3390',
    '錄音室 B 門禁的密碼是 4821',
  ])('%s holds a secret', (s) => {
    expect(holdsSecret(s)).toBe(true);
  });

  it.each([
    'the wifi password is printed on the sticker under the router',
    '系统密码每90天要换一次',
    '密码长度至少是 12 位',
    'the status code is 503 when the queue is full',
    'the code of conduct is 12 pages',
    'pin 100 flyers on the board',
    'the secret is to stir slowly',
    'max tokens is 4096',
    'the door code changes every Monday',
  ])('%s holds none', (s) => {
    expect(holdsSecret(s)).toBe(false);
  });

  it('masks the value only', () => {
    expect(withSecretMasked('the alarm panel code is 5512, ask Dee')).toBe('the alarm panel code is ••••, ask Dee');
    expect(withSecretMasked('保險櫃的密碼是 0917')).toBe('保險櫃的密碼是 ••••');
  });
});

describe('takesBackEarlier: a message that retracts the request before it', () => {
  it.each(['scratch that, they moved them', 'ignore that, it moves every day', 'nvm, forget it', "wait no, don't keep that, I was only testing a setting", '刚才那条别记了，还没定', '剛剛那個不要記，我搞錯了', '剛剛那個密碼不要記，我打錯了'])('%s takes back', (m) => {
    expect(takesBackEarlier(m)).toBe(true);
  });

  it.each(['thanks! also, ignore the noise from the compressor', "don't keep the door open, it's cold in here", 'ignore that old spreadsheet, the numbers are in the new one', 'I keep forgetting it is Tuesday', '好的，谢谢'])('%s does not', (m) => {
    expect(takesBackEarlier(m)).toBe(false);
  });
});

describe('a polite request asked as a question is a request', () => {
  const statements = (text: string): string[] => detectMemoryRequests(text).map((r) => r.statement);
  it.each([
    ["Can you please remember that the van's tyre pressure is 3.5 bar?", "The van's tyre pressure is 3.5 bar"],
    ['would you remember for me that the slipway is closed at high tide?', 'The slipway is closed at high tide'],
    ['可以帮我记住冷库的温度要保持在零下十八度吗？', '冷库的温度要保持在零下十八度'],
  ])('%s', (text, want) => {
    expect(statements(text)).toEqual([want]);
  });

  it.each(['Can you remember what the tyre pressure was?', 'Could you remember if the gate was locked?', '你还记得住仓库钥匙放哪了吗？', 'Do you remember how we fixed the build?'])('%s asks', (text) => {
    expect(statements(text)).toEqual([]);
  });
});
