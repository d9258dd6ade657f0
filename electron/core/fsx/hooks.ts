/**
 * A seam for fault tests: `before` runs inside every atomic write, after its temp file is
 * open and before a byte is written, and may throw (say ENOSPC) to stand for a full disk or a
 * folder that became unwritable. Unset in the app.
 */
export const writeHook: { before?: ((path: string, bytes: number) => Promise<void> | void) | undefined } = {};
