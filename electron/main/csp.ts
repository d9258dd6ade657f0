/**
 * The window's Content-Security-Policy: our own scripts only, no eval, no remote content.
 * Development adds what Vite's dev server needs (its inline preamble and HMR socket).
 */
export function contentSecurityPolicy(devUrl: string | null): string {
  const dev = devUrl ? new URL(devUrl) : null;
  const ws = dev ? `ws://${dev.host}` : '';
  return [
    "default-src 'none'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    // React sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    dev ? `connect-src 'self' ${ws}` : "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface SessionLike {
  webRequest: {
    onHeadersReceived(
      listener: (
        details: { responseHeaders?: Record<string, string[]> },
        callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
      ) => void,
    ): void;
  };
}

/** Add the policy to every response (the dev server's, and any our page loads). */
export function installCsp(session: SessionLike, policy: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...(details.responseHeaders ?? {}) };
    for (const k of Object.keys(headers)) if (k.toLowerCase() === 'content-security-policy') delete headers[k];
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [policy] } });
  });
}
