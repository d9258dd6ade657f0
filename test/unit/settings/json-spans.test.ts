import { describe, expect, it } from 'vitest';
import { parseJsonSpans, lineColumnAt } from '../../../electron/core/settings/json-spans.js';

function accepts(text: string): boolean {
  try {
    parseJsonSpans(text);
    return true;
  } catch {
    return false;
  }
}
function nativeAccepts(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('parseJsonSpans', () => {
  it('accepts exactly what JSON.parse accepts (hand-picked edge cases)', () => {
    const samples = [
      '{}', '[]', '""', '0', '-0', '1e5', '1E+5', '-1.5e-3', '01', '1.', '.5', '+1', 'true', 'nul', 'null',
      '{"a":1,}', '[1,]', '{"a" 1}', '{"a":1 "b":2}', '"\\u12"', '"\\x"', '"\\/"', '"tab\there"', '"é记住"',
      ' \t\r\n{ "a" : [ 1 , { "b" : null } ] } \n', '{"a":1}x', '', ' ', '"\\ud800"', '[[[[]]]]', '{"":""}',
      '{"a":-}', '[1 2]', '{,}', '[,1]', '"a', "{'a':1}", '{"a":1}//c', 'NaN', 'Infinity', '-', '1e', '1e+',
    ];
    for (const s of samples) expect(accepts(s), JSON.stringify(s)).toBe(nativeAccepts(s));
  });

  it('agrees with JSON.parse on random mutations of a settings file', () => {
    const base = '{\n  "model": "opus",\n  "permissions": { "allow": ["Read", "Bash(ls:*)"], "deny": [] },\n  "n": -1.25e2,\n  "ok": true,\n  "x": null\n}\n';
    const alphabet = '{}[]",:-.0123456789eEtrufalsn \n\t\\/\'ab';
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let k = 0; k < 3000; k++) {
      let s = base;
      for (let m = 0; m < 1 + rand(3); m++) {
        const at = rand(s.length + 1);
        const op = rand(3);
        const ch = alphabet[rand(alphabet.length)]!;
        s = op === 0 ? s.slice(0, at) + s.slice(at + 1) : op === 1 ? s.slice(0, at) + ch + s.slice(at) : s.slice(0, at) + ch + s.slice(at + 1);
      }
      expect(accepts(s), JSON.stringify(s)).toBe(nativeAccepts(s));
    }
  });

  it('records spans of keys and values', () => {
    const text = '{ "a": [1, "x"], "b": {"c": true} }';
    const root = parseJsonSpans(text);
    if (root.kind !== 'object') throw new Error('object expected');
    expect(root.members.map((m) => [m.key, text.slice(m.keyStart, m.keyEnd), text.slice(m.value.start, m.value.end)])).toEqual([
      ['a', '"a"', '[1, "x"]'],
      ['b', '"b"', '{"c": true}'],
    ]);
  });

  it('counts lines and columns in UTF-16 units, CRLF as one break', () => {
    expect(lineColumnAt('ab\r\ncd', 4)).toEqual({ line: 2, column: 1 });
    expect(lineColumnAt('记住\n  x', 5)).toEqual({ line: 2, column: 3 });
  });
});
