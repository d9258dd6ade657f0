import type { AutodreamApi } from '../../../electron/core/api/contract.js';
import { createHttpClient } from '../../../electron/core/api/http-client.js';
import { createBridgeClient } from './bridge.js';

const TOKEN_KEY = 'autodream.token';

/**
 * The one client the UI uses: the Electron bridge when the preload exposed it, else the daemon's
 * HTTP transport on the page's own origin. The token arrives once in `?token=`; it is taken out
 * of the address bar (and kept for this tab) so it does not linger in history or screenshots.
 */
export function pickClient(win: Window = window): AutodreamApi {
  if (win.autodream) return createBridgeClient(win.autodream);
  const url = new URL(win.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl !== null) {
    try {
      win.sessionStorage.setItem(TOKEN_KEY, fromUrl);
    } catch {
      // Storage may be disabled; the daemon's cookie still authenticates this tab.
    }
    url.searchParams.delete('token');
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  let token = fromUrl ?? '';
  if (!token) {
    try {
      token = win.sessionStorage.getItem(TOKEN_KEY) ?? '';
    } catch {
      token = '';
    }
  }
  return createHttpClient({ baseUrl: url.origin, token });
}
