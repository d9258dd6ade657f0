/**
 * Keys never leave in text: every message that may carry a provider's words (errors, logs,
 * reports) goes through here. Known keys are replaced wherever they appear, and anything
 * shaped like an API key or a bearer token is masked even when we do not know it.
 */

const REDACTED = '[redacted]';

/** API-key shapes: Anthropic `sk-ant-…`, OpenAI `sk-…`/`sk-proj-…`, OpenRouter `sk-or-…`, bearer tokens. */
const KEY_SHAPES = [/\bsk-[A-Za-z0-9_*.-]{8,}/g, /\b(Bearer|x-api-key:?)\s+[A-Za-z0-9_*.~+/=-]{8,}/gi];

export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const s of secrets) {
    if (s.length < 6) continue;
    out = out.split(s).join(REDACTED);
  }
  for (const re of KEY_SHAPES) out = out.replace(re, (m, word: string | undefined) => (word && !m.startsWith('sk-') ? `${word} ${REDACTED}` : REDACTED));
  return out;
}

/** A provider's own message, redacted and cut to one readable line. */
export function providerSays(text: string | null | undefined, secrets: readonly string[]): string {
  if (!text) return '';
  const one = redact(text, secrets).replace(/\s+/g, ' ').trim();
  return one.length > 200 ? `${one.slice(0, 199)}…` : one;
}
