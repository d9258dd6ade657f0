import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The cookie the browser keeps the token in after loading `/?token=TOKEN`. */
export const TOKEN_COOKIE = 'autodream_token';

/** A fresh access token per daemon start: 32 random bytes, base64url. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison; hashing first hides the length of the expected token too. */
export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (given === undefined || given === '') return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

/** The token a request carries: Authorization header, else cookie, else `?token=`. */
export function presentedTokens(req: IncomingMessage, query: URLSearchParams): string[] {
  const found: string[] = [];
  const auth = req.headers.authorization;
  const bearer = auth !== undefined ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  if (bearer?.[1]) found.push(bearer[1]);
  // Every cookie of that name: a browser may still hold one from an earlier daemon on another port.
  found.push(...cookieValues(req.headers.cookie, TOKEN_COOKIE));
  const q = query.get('token');
  if (q !== null) found.push(q);
  return found;
}

export function isAuthorized(req: IncomingMessage, query: URLSearchParams, token: string): boolean {
  // Check every presented token: a stale cookie from an earlier daemon must not shadow a good header.
  return presentedTokens(req, query).some((t) => tokenMatches(token, t));
}

export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const out: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) out.push(part.slice(eq + 1).trim());
  }
  return out;
}

/** Host must name our loopback listener, so a DNS-rebound page (Host: evil.example) is refused. */
export function hostAllowed(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const h = host.toLowerCase();
  return h === `127.0.0.1:${port}` || h === `localhost:${port}`;
}

/** An Origin, when sent, must be our own page; other sites' pages may not drive the daemon. */
export function originAllowed(origin: string | undefined, port: number): boolean {
  if (origin === undefined) return true;
  const o = origin.toLowerCase();
  return o === `http://127.0.0.1:${port}` || o === `http://localhost:${port}`;
}
