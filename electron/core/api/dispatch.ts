import { ZodError, type z } from 'zod';
import { AutodreamError, isAutodreamError } from '../errors.js';
import { isMethodName, methods, type MethodName, type MethodOutput } from './contract.js';

/** A method's input after validation (defaults applied): what its handler receives. */
type ValidatedInput<M extends MethodName> = z.infer<(typeof methods)[M]['input']>;
export type Handlers = { [M in MethodName]: (input: ValidatedInput<M>) => Promise<MethodOutput<M>> };

/** Turn a zod failure into words: "memoryDirId: Required; file: must be a path inside ..." */
export function describeZodError(e: ZodError): string {
  return e.issues.map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`).join('; ');
}

/**
 * Validate a call against the contract and run its handler. Every transport goes through here,
 * so a bad input is the same clear error over IPC, HTTP and the CLI.
 */
export async function dispatch(handlers: Handlers, method: string, input: unknown): Promise<unknown> {
  if (!isMethodName(method)) throw new AutodreamError('usage', `Unknown method "${method}".`);
  const parsed = methods[method].input.safeParse(input ?? {});
  if (!parsed.success) throw new AutodreamError('bad-input', `Invalid input for ${method}: ${describeZodError(parsed.error)}`);
  const handler = handlers[method] as (i: unknown) => Promise<unknown>;
  return handler(parsed.data);
}

/** The wire form of an error: what a client shows a person. */
export interface WireError {
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
}

export function toWireError(e: unknown): WireError {
  if (isAutodreamError(e)) return e.toJSON();
  if (e instanceof ZodError) return { code: 'bad-input', message: describeZodError(e) };
  return { code: 'internal', message: e instanceof Error ? e.message : String(e) };
}

export function fromWireError(w: WireError): AutodreamError {
  return new AutodreamError(w.code as AutodreamError['code'], w.message, {
    ...(w.file !== undefined && { file: w.file }),
    ...(w.line !== undefined && { line: w.line }),
    ...(w.column !== undefined && { column: w.column }),
    ...(w.hint !== undefined && { hint: w.hint }),
  });
}
