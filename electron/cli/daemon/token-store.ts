import { chmod, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errnoCode } from '../../core/errors.js';
import { writeFileAtomic } from '../../core/fsx/atomic.js';
import { createToken } from './guard.js';

/** `<state dir>/daemon-token`: the daemon's access token, kept across restarts (0600). */
export function tokenFile(stateDir: string): string {
  return join(stateDir, 'daemon-token');
}

const TOKEN_RE = /^[A-Za-z0-9_-]{32,200}$/;

/**
 * The daemon's token: the stored one, so an open page reconnects after a restart; a new one when
 * there is none, it is damaged, or `rotate` (`daemon --new-token`) asks for it. Only the owner
 * may read the file.
 */
export async function loadOrCreateToken(stateDir: string, o: { rotate?: boolean } = {}): Promise<{ token: string; created: boolean }> {
  const file = tokenFile(stateDir);
  if (!o.rotate) {
    const text = await readFile(file, 'utf8').catch((e: unknown) => {
      if (errnoCode(e) === 'ENOENT') return null;
      throw e;
    });
    const token = text?.trim() ?? '';
    if (TOKEN_RE.test(token)) {
      // A file someone copied with looser permissions is tightened again.
      await chmod(file, 0o600).catch(() => undefined);
      return { token, created: false };
    }
  }
  const token = createToken();
  await writeFileAtomic(file, `${token}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return { token, created: true };
}
