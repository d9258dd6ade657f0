/**
 * The link an index writes for a memory file, and the file a link names. Only what breaks a
 * Markdown link target or a URL is percent-encoded, so names stay readable (中文.md): `%`,
 * whitespace and control characters, `#` and `?` (a fragment or query otherwise), brackets,
 * parentheses, angle brackets and the backslash. Decoding gives back the exact name.
 */
const SPECIAL = /[%\s\p{Cc}#?()<>[\]\\]/gu;

export function encodeLinkTarget(relPath: string): string {
  return relPath.replace(SPECIAL, (c) => encodeURIComponent(c).replace(/[()]/g, (p) => `%${p.charCodeAt(0).toString(16).toUpperCase()}`));
}

/** The path a link target names: percent-escapes decoded (a stray `%` is kept as written). */
export function decodeLinkTarget(link: string): string {
  try {
    return decodeURIComponent(link);
  } catch {
    return link.replace(/%([0-9A-Fa-f]{2})/g, (m, hex: string) => {
      const c = String.fromCharCode(Number.parseInt(hex, 16));
      return /[\x20-\x7e]/.test(c) ? c : m;
    });
  }
}
