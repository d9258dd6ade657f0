import type { IncomingMessage } from 'node:http';

export const BODY_LIMIT = 1024 * 1024;
/** Past this much, an oversized body is cut off instead of drained (drained = the client gets its 413). */
const DRAIN_LIMIT = 16 * 1024 * 1024;

export type BodyResult =
  | { kind: 'ok'; value: unknown }
  | { kind: 'too-large' }
  | { kind: 'bad-json'; message: string }
  | { kind: 'bad-type'; contentType: string }
  | { kind: 'aborted' };

/**
 * Read a JSON body of at most `limit` bytes. An empty body is refused like any other body that
 * is not JSON (a method without input takes `{}`), so a bare cross-site POST never runs a call.
 * An oversized body is read to its end without keeping it, so the client sees the 413.
 */
export function readJsonBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<BodyResult> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (r: BodyResult) => {
      if (!settled) {
        settled = true;
        resolve(r);
      }
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > DRAIN_LIMIT) {
      settle({ kind: 'too-large' });
      req.resume();
      return;
    }
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT) {
        settle({ kind: 'too-large' });
        req.destroy();
        return;
      }
      if (size <= limit) chunks.push(chunk);
    });
    req.on('error', () => settle({ kind: 'aborted' }));
    req.on('close', () => settle({ kind: 'aborted' }));
    req.on('end', () => {
      if (size > limit) return settle({ kind: 'too-large' });
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return settle({ kind: 'bad-json', message: 'the body is empty (send {} for a method without input)' });
      if (type !== '' && type !== 'application/json') return settle({ kind: 'bad-type', contentType: type });
      try {
        settle({ kind: 'ok', value: JSON.parse(text) as unknown });
      } catch (e) {
        settle({ kind: 'bad-json', message: e instanceof Error ? e.message : String(e) });
      }
    });
  });
}
