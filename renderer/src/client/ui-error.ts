import type { WireError } from '../../../electron/core/api/dispatch.js';
/** An error as a person sees it: what went wrong, where, and what to do next (the wire form). */
export type UiError = WireError;

/** What to do next when the engine did not say. */
const NEXT_STEP: Record<string, string> = {
  connection: 'Check that the autodream daemon is still running (run `autodream daemon` in a terminal), then reload this page.',
  unauthorized: 'Open the address the daemon printed when it started (it ends in ?token=…). The token changes on every start.',
  locked: 'Another dream (from autodream or Claude Code) is working on this memory dir. Wait for it to finish, then try again.',
  refused: 'Nothing was written. Read the reasons in the report; if you are sure, run `autodream dream --force` in a terminal.',
  'malformed-file': 'Fix the lines between the --- markers at the top of the file, then reload. autodream never rewrites a file it cannot read.',
  unreadable: 'Check the file permissions, then reload.',
  'not-found': 'It may have been moved or deleted. Go back to the list and reload.',
  conflict: 'A file changed while autodream was working on it. Reload and try again.',
  cancelled: 'Nothing was written. Start it again when you are ready.',
  corrupt: 'autodream’s saved data for this item is damaged. Other snapshots and reports are unaffected.',
  'bad-input': 'Check the value you entered and try again.',
  internal: 'This looks like a bug in autodream. Try again; if it persists, run the same action with the `autodream` command for details.',
};

function isConnectionFailure(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  if (e instanceof TypeError) return true; // fetch() rejects with a TypeError when the server is gone
  if (/^Lost the connection to the autodream daemon/.test(e.message)) return true; // http-client's words
  if (e.cause instanceof TypeError) return true;
  return /failed to fetch|networkerror|econnrefused|econnreset/i.test(e.message);
}

function field<T>(o: object, key: string, type: 'string' | 'number'): T | undefined {
  const v = (o as Record<string, unknown>)[key];
  return typeof v === type ? (v as T) : undefined;
}

export function toUiError(e: unknown): UiError {
  if (typeof e === 'object' && e !== null) {
    const code = field<string>(e, 'code', 'string');
    const message = field<string>(e, 'message', 'string');
    if (code && message && !isConnectionFailure(e)) {
      const out: UiError = { code, message };
      const file = field<string>(e, 'file', 'string');
      const line = field<number>(e, 'line', 'number');
      const column = field<number>(e, 'column', 'number');
      const hint = field<string>(e, 'hint', 'string');
      if (file !== undefined) out.file = file;
      if (line !== undefined) out.line = line;
      if (column !== undefined) out.column = column;
      if (hint !== undefined) out.hint = hint;
      return out;
    }
  }
  if (isConnectionFailure(e)) {
    return { code: 'connection', message: 'Lost the connection to the autodream daemon.' };
  }
  return { code: 'internal', message: e instanceof Error ? e.message : String(e) };
}

export function nextStep(error: UiError): string | undefined {
  return error.hint ?? NEXT_STEP[error.code];
}

export function isConnectionError(error: UiError): boolean {
  return error.code === 'connection';
}
