/**
 * Errors a person can act on: what is wrong, which file (and line), and what to do next.
 * Every module throws these (or returns them as values) instead of bare Errors, so that
 * the CLI, the daemon and the window can all show the same words.
 */
export type ErrorCode =
  | 'usage'
  | 'not-found'
  | 'bad-input'
  | 'malformed-file'
  | 'unreadable'
  | 'outside-memory-dir'
  | 'locked'
  | 'refused'
  | 'cancelled'
  | 'corrupt'
  | 'conflict'
  | 'budget'
  | 'provider'
  | 'internal';

export class AutodreamError extends Error {
  readonly code: ErrorCode;
  readonly file: string | undefined;
  readonly line: number | undefined;
  readonly column: number | undefined;
  readonly hint: string | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { file?: string; line?: number; column?: number; hint?: string; cause?: unknown } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'AutodreamError';
    this.code = code;
    this.file = opts.file;
    this.line = opts.line;
    this.column = opts.column;
    this.hint = opts.hint;
  }

  /** One line for a person: "file:line: message. hint" */
  describe(): string {
    const where = this.file ? `${this.file}${this.line ? `:${this.line}${this.column ? `:${this.column}` : ''}` : ''}: ` : '';
    return `${where}${this.message}${this.hint ? ` ${this.hint}` : ''}`;
  }

  toJSON(): { code: ErrorCode; message: string; file?: string; line?: number; column?: number; hint?: string } {
    return {
      code: this.code,
      message: this.message,
      ...(this.file !== undefined && { file: this.file }),
      ...(this.line !== undefined && { line: this.line }),
      ...(this.column !== undefined && { column: this.column }),
      ...(this.hint !== undefined && { hint: this.hint }),
    };
  }
}

export function isAutodreamError(e: unknown): e is AutodreamError {
  return e instanceof AutodreamError;
}

/** A problem with one file that is reported but never stops the rest of the work. */
export interface FileProblem {
  /** Path relative to the memory dir (or absolute where there is no memory dir). */
  file: string;
  reason: string;
  line?: number;
  column?: number;
}

/** Node's errno code of an unknown error, if it has one. */
export function errnoCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e && typeof (e as { code: unknown }).code === 'string'
    ? (e as { code: string }).code
    : undefined;
}
