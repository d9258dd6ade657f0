/**
 * A strict JSON (RFC 8259) scanner that records where every value and key sits in the text,
 * so one setting can be changed by splicing its value and nothing else, and so errors can
 * point at a line and column (Node 20's JSON.parse only says "position N").
 */

interface Span {
  start: number;
  /** Exclusive. */
  end: number;
}

export interface JsonMember {
  key: string;
  keyStart: number;
  keyEnd: number;
  value: JsonNode;
}

export type JsonNode =
  | (Span & { kind: 'object'; members: JsonMember[] })
  | (Span & { kind: 'array'; items: JsonNode[] })
  | (Span & { kind: 'string' | 'number' | 'boolean' | 'null' });

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

/** 1-based line and column (UTF-16 units) of an offset; CRLF counts as one line break. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Scan `text` from `from` (e.g. 1 to skip a BOM). Throws JsonSyntaxError. */
export function parseJsonSpans(text: string, from = 0): JsonNode {
  let i = from;

  const fail = (message: string, at = i): never => {
    const { line, column } = lineColumnAt(text, at);
    throw new JsonSyntaxError(message, at, line, column);
  };
  const describe = (at: number) => (at >= text.length ? 'end of file' : `'${text[at]}'`);
  const unexpected = (what: string): never => {
    if (text[i] === '/') fail('comments are not allowed in JSON');
    if (text[i] === "'") fail('strings need double quotes in JSON');
    return fail(`expected ${what} but found ${describe(i)}`);
  };
  const skipWs = () => {
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
  };

  const scanString = (): Span => {
    const start = i;
    i++; // opening quote
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 34) return { start, end: ++i };
      if (c === 92) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail('invalid \\u escape in a string');
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else fail(`invalid escape '\\${e ?? ''}' in a string`);
      } else if (c < 0x20) fail(c === 10 || c === 13 ? 'unterminated string (a line break inside quotes)' : 'control character inside a string');
      else i++;
    }
    return fail('unterminated string', start);
  };

  const scanValue = (depth: number): JsonNode => {
    if (depth > 512) fail('nesting too deep');
    skipWs();
    const start = i;
    const c = text[i];
    if (c === '{') {
      i++;
      const members: JsonMember[] = [];
      skipWs();
      if (text[i] === '}') return { kind: 'object', start, end: ++i, members };
      for (;;) {
        skipWs();
        if (text[i] === '}') fail('trailing comma before }');
        if (text[i] !== '"') unexpected('a "key"');
        const key = scanString();
        skipWs();
        if (text[i] !== ':') fail(`expected ':' after a key but found ${describe(i)}`);
        i++;
        const value = scanValue(depth + 1);
        members.push({ key: JSON.parse(text.slice(key.start, key.end)) as string, keyStart: key.start, keyEnd: key.end, value });
        skipWs();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') return { kind: 'object', start, end: ++i, members };
        unexpected("',' or '}'");
      }
    }
    if (c === '[') {
      i++;
      const items: JsonNode[] = [];
      skipWs();
      if (text[i] === ']') return { kind: 'array', start, end: ++i, items };
      for (;;) {
        skipWs();
        if (text[i] === ']') fail('trailing comma before ]');
        items.push(scanValue(depth + 1));
        skipWs();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') return { kind: 'array', start, end: ++i, items };
        unexpected("',' or ']'");
      }
    }
    if (c === '"') return { kind: 'string', ...scanString() };
    for (const [word, kind] of [
      ['true', 'boolean'],
      ['false', 'boolean'],
      ['null', 'null'],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return { kind, start, end: i };
      }
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m && m[0].length > 0) {
      i += m[0].length;
      return { kind: 'number', start, end: i };
    }
    return unexpected('a value');
  };

  const root = scanValue(0);
  skipWs();
  if (i < text.length) fail(`unexpected ${describe(i)} after the end of the JSON value`);
  return root;
}
