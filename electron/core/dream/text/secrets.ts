/**
 * A secret said in a request to remember ("remember the alarm panel code is 5512", 记住我的网银密码是
 * xk7719) is never written to memory: memory files are plain text an agent reads into every
 * session. Told by structure, not by the request's words: a credential's head noun (password,
 * passcode, PIN, token, key, a lock's or a door's code; 密码, 口令, 密钥, 验证码, 门禁码) with a value
 * in its slot: after a copula, a colon or an equals sign, or right after the noun as a label
 * ("gate code 7741#"), a token that holds a digit or mixes letters with symbols. A statement
 * about a credential with no value ("the wifi password is printed on the sticker", 密码每90天要换一次)
 * is an ordinary fact, and so is a public code ("the status code is 503", a post code).
 */
import { simplifiedHan } from './simplified.js';

// Credential nouns, and a code or a PIN of a thing that locks or lets in (a closed class of access objects).
const ACCESS_EN = String.raw`(?:2fa|otp|mfa|one-time|recovery|backup|door|gate|alarm|safe|vault|lock|locker|padlock|keypad|entry|access|security|garage|lockbox|key\s?safe|unlock|building|intercom)`;
const HEAD_EN = String.raw`(?:pass(?:word|wd|code|phrase)s?|pins?(?:\s+(?:code|number))?|combination|secrets?|(?:api|auth|access|bearer|refresh|session|personal access|bot)\s+tokens?|(?:api|access|secret|private|licen[cs]e|recovery|product)\s+keys?|${ACCESS_EN}(?:[\s-]+[\p{L}\p{N}]+){0,2}?\s+(?:codes?|pins?)|codes?(?=\s+(?:for|of|to|on)\s+(?:\p{L}+\s+){0,3}?${ACCESS_EN}\b))`;
// The head may be named by what it opens: "the API token for the courier portal", "the code of the back gate".
const OF_THING_EN = String.raw`(?:\s+(?:for|of|to|on)\s+(?:[\p{L}\p{N}'’-]+\s+){0,4}?)?`;
// A value: printable ASCII, never a quote or a clause's comma.
const VALUE = String.raw`([\x21-\x7E]*?)(?=["'”’\x60,;，；。]|[.!。！]?(?:\s|$))`;
const SECRET_EN = new RegExp(String.raw`\b${HEAD_EN}${OF_THING_EN}(\s*(?:is|was|are|=|:|-|–|—)\s*|\s+)["'“‘\x60]?${VALUE}`, 'giu');
// 密码, 口令, 暗号, 密钥, 验证码, a code that opens a door or a lock (门禁码, 开门码, 开锁码, 解锁码), a PIN.
const HEAD_ZH = '(?:密码|口令|暗号|密钥|秘钥|验证码|门禁码|开门码|开锁码|解锁码|[Pp][Ii][Nn]码?)';
const SECRET_ZH = new RegExp(`${HEAD_ZH}(\\s*(?:是|为|改成了?|改为|设为|[：:=])\\s*|\\s*)["'“‘「\x60]?${VALUE}`, 'gu');

/** Does a token look like a secret's value: a digit in it, or letters mixed with symbols (Tern!Gull88, sk_live_98ff21)? */
function valueLike(token: string): boolean {
  if (token.length < 3) return false;
  if (/\p{N}/u.test(token)) return true;
  return token.length >= 6 && /\p{L}/u.test(token) && /[^\p{L}\s]/u.test(token);
}

/** Where the value of a secret stands in a statement, or null when it holds none. */
export function secretValue(statement: string): { start: number; end: number } | null {
  const text = simplifiedHan(statement);
  for (const re of [SECRET_EN, SECRET_ZH]) {
    for (const m of text.matchAll(re)) {
      const slot = m[1] ?? '';
      const value = m[2] ?? '';
      if (!valueLike(value)) continue;
      const end = (m.index ?? 0) + m[0].length;
      // A value set after the noun with only a space is a label's ("gate code 7741#"): it ends the clause
      // ("pin 100 flyers" pins something); a bare PIN, secret or combination needs a copula or a colon.
      if (slot.trim() === '' && (!/^\s*(?:[,;，；。.!！)]|$)/u.test(text.slice(end)) || /^(?:pins?|secrets?|combination)$/iu.test(m[0].trim().split(/\s+/u)[0] ?? ''))) continue;
      return { start: end - value.length, end };
    }
  }
  return null;
}

/** The statement holds a secret's value (a password, a code, a key): it is never saved to memory. */
export function holdsSecret(statement: string): boolean {
  return secretValue(statement) !== null;
}

/** The statement with its secret's value masked, to be shown in a finding. */
export function withSecretMasked(statement: string): string {
  const v = secretValue(statement);
  return v ? `${statement.slice(0, v.start)}••••${statement.slice(v.end)}` : statement;
}
