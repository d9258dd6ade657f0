/**
 * Does a text look like it holds a secret? Memory is loaded into every future session and
 * often synced or shared, so an agent must never park a credential there. Each pattern names
 * what it found and where, never the value itself.
 */

interface SecretPattern {
  what: string;
  re: RegExp;
}

const PATTERNS: readonly SecretPattern[] = [
  { what: 'a private key', re: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/ },
  { what: 'an API key (sk-…)', re: /\bsk-(?:ant-|proj-|live-|test-)?[A-Za-z0-9_-]{20,}/ },
  { what: 'an AWS access key', re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { what: 'a GitHub token', re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/ },
  { what: 'a GitLab token', re: /\bglpat-[A-Za-z0-9_-]{20,}/ },
  { what: 'a Slack token', re: /\bxox[abposr]-[A-Za-z0-9-]{10,}/ },
  { what: 'a Google API key', re: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { what: 'a Stripe key', re: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/ },
  { what: 'a bearer token', re: /\bBearer\s+[A-Za-z0-9._~+/-]{16,}=*/i },
  { what: 'a JSON web token', re: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/ },
  { what: 'a password in a URL', re: /\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@'"]+:[^\s/@'"]+@[^\s/@'"]+/i },
  {
    what: 'a credential assignment',
    re: /\b(?:api[_-]?key|secret[_-]?key|client[_-]?secret|access[_-]?token|auth[_-]?token|password|passwd|pwd)\b["']?\s*[:=]\s*["']?(?=[^\s"']*[0-9])(?=[^\s"']*[A-Za-z])[^\s"'`<>]{12,}/i,
  },
];

export interface SecretFinding {
  /** What it looks like, e.g. "an AWS access key". */
  what: string;
  /** 1-based line in the text. */
  line: number;
}

/** The first thing in `text` that looks like a secret, or null. */
export function findSecret(text: string): SecretFinding | null {
  let best: { what: string; index: number } | null = null;
  for (const p of PATTERNS) {
    const m = p.re.exec(text);
    if (m && (best === null || m.index < best.index)) best = { what: p.what, index: m.index };
  }
  if (best === null) return null;
  return { what: best.what, line: text.slice(0, best.index).split('\n').length };
}
