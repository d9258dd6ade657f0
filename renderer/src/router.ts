import { useSyncExternalStore } from 'react';

/** Every screen of the window, addressed by the URL hash so reloads and links keep their place. */
export type Route =
  | { name: 'dirs' }
  | { name: 'browse'; dirId: string; file: string | null }
  | { name: 'edit'; dirId: string; file: string | null }
  | { name: 'map'; dirId: string }
  | { name: 'search'; query: string }
  | { name: 'dream'; dirId: string; preview?: boolean }
  | { name: 'report'; dreamId: string; focusUndo?: boolean }
  | { name: 'history'; dirId: string | null }
  | { name: 'snapshots'; dirId: string | null }
  | { name: 'settings' }
  | { name: 'about' }
  | { name: 'not-found'; hash: string };

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function parseHash(hash: string): Route {
  const path = hash.replace(/^#\/?/, '');
  const parts = path === '' ? [] : path.split('/').map(decode);
  const [head, first, ...rest] = parts;
  switch (head) {
    case undefined:
    case 'dirs':
      return { name: 'dirs' };
    case 'browse':
      if (first) return { name: 'browse', dirId: first, file: rest.length ? rest.join('/') : null };
      break;
    case 'edit':
      if (first) return { name: 'edit', dirId: first, file: rest.length ? rest.join('/') : null };
      break;
    case 'map':
      if (first) return { name: 'map', dirId: first };
      break;
    case 'search':
      return { name: 'search', query: [first ?? '', ...rest].join('/') };
    case 'dream':
      if (first) return rest[0] === 'preview' ? { name: 'dream', dirId: first, preview: true } : { name: 'dream', dirId: first };
      break;
    case 'reports':
      if (first) return rest[0] === 'undo' ? { name: 'report', dreamId: first, focusUndo: true } : { name: 'report', dreamId: first };
      break;
    case 'history':
      return { name: 'history', dirId: first ?? null };
    case 'snapshots':
      return { name: 'snapshots', dirId: first ?? null };
    case 'settings':
      return { name: 'settings' };
    case 'about':
      return { name: 'about' };
  }
  return { name: 'not-found', hash };
}

const enc = encodeURIComponent;

export function routeHref(route: Route): string {
  switch (route.name) {
    case 'dirs':
      return '#/dirs';
    case 'browse':
      return `#/browse/${enc(route.dirId)}${route.file ? `/${route.file.split('/').map(enc).join('/')}` : ''}`;
    case 'edit':
      return `#/edit/${enc(route.dirId)}${route.file ? `/${route.file.split('/').map(enc).join('/')}` : ''}`;
    case 'map':
      return `#/map/${enc(route.dirId)}`;
    case 'search':
      return `#/search/${enc(route.query)}`;
    case 'dream':
      return `#/dream/${enc(route.dirId)}${route.preview ? '/preview' : ''}`;
    case 'report':
      return `#/reports/${enc(route.dreamId)}${route.focusUndo ? '/undo' : ''}`;
    case 'history':
      return route.dirId ? `#/history/${enc(route.dirId)}` : '#/history';
    case 'snapshots':
      return route.dirId ? `#/snapshots/${enc(route.dirId)}` : '#/snapshots';
    case 'settings':
      return '#/settings';
    case 'about':
      return '#/about';
    case 'not-found':
      return route.hash;
  }
}

export function navigate(route: Route): void {
  window.location.hash = routeHref(route);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const getHash = () => window.location.hash;

/** The current route; re-renders on every hash change. */
export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, getHash);
  return parseHash(hash);
}
