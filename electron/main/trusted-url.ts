import { fileURLToPath } from 'node:url';

/** Where our own page lives: the built renderer's index.html, or the Vite dev server. */
export interface OwnPage {
  /** Absolute path of dist/renderer/index.html. */
  indexFile: string;
  /** e.g. http://localhost:5173 when developing; null in a built app. */
  devUrl: string | null;
}

const samePath = (a: string, b: string, platform: NodeJS.Platform) => (platform === 'win32' ? a.toLowerCase() === b.toLowerCase() : a === b);

/** Whether a URL is our own page (any hash route). Everything else is foreign. Pure. */
export function isOwnPageUrl(url: string, page: OwnPage, platform: NodeJS.Platform = process.platform): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol === 'file:') {
    if (u.host !== '') return false;
    try {
      return samePath(fileURLToPath(u), page.indexFile, platform);
    } catch {
      return false;
    }
  }
  if (page.devUrl === null) return false;
  try {
    return u.origin === new URL(page.devUrl).origin;
  } catch {
    return false;
  }
}

/** Links that may leave the app: http(s) only, opened in the user's browser. Pure. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}
