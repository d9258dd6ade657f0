import type { ZodError, z } from 'zod';
import { AutodreamError, isAutodreamError } from '../errors.js';
import type { MethodName, MethodOutput, methods } from './contract.js';

/** A method's input after validation (defaults applied): what its handler receives. */
type ValidatedInput<M extends MethodName> = z.infer<(typeof methods)[M]['input']>;
export type Handlers = { [M in MethodName]: (input: ValidatedInput<M>) => Promise<MethodOutput<M>> };

/** Turn a zod failure into words: "memoryDirId: Required; file: must be a path inside ..." */
export function describeZodError(e: ZodError): string {
  return e.issues.map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`).join('; ');
}

/**
 * The methods for which an empty input is valid and validates to the empty object (no required
 * field, no default; a test holds this list to the contract). Called with an empty input, as
 * `status` calls them, they need no validation, so such a call does not load the contract's
 * schemas (zod).
 */
export const EMPTY_INPUT_METHODS: ReadonlySet<string> = new Set<MethodName>([
  'memoryDirs.list',
  'memoryDirs.known',
  'dream.cancel',
  'dreams.history',
  'snapshots.list',
  'agent.usage',
  'scheduler.status',
  'scheduler.resume',
  'settings.get',
]);

const isEmptyInput = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'object' && Object.getPrototypeOf(input) === Object.prototype && Reflect.ownKeys(input).length === 0);

/**
 * Methods whose input is one required id (`{ [field]: id }`, strict; other fields optional, no
 * transform; a test holds this map to the contract). A call with that field alone, a string of
 * 1 to 200 characters, is valid as it is and needs no schema: a snapshot or restore through the
 * CLI does not load zod. Any other input goes through validation as usual.
 */
export const ID_INPUT_METHODS: ReadonlyMap<string, string> = new Map<MethodName, string>([
  ['snapshots.create', 'memoryDirId'],
  ['snapshots.diff', 'snapshotId'],
  ['snapshots.restore', 'snapshotId'],
  ['dreams.undo', 'dreamId'],
]);

export function isIdOnlyInput(input: unknown, field: string): boolean {
  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return false;
  const keys = Reflect.ownKeys(input);
  const value = (input as Record<string, unknown>)[field];
  return keys.length === 1 && keys[0] === field && typeof value === 'string' && value.length >= 1 && value.length <= 200;
}

/**
 * Validate a call against the contract and run its handler. Every transport goes through here,
 * so a bad input is the same clear error over IPC, HTTP and the CLI.
 */
export async function dispatch(handlers: Handlers, method: string, input: unknown): Promise<unknown> {
  if (EMPTY_INPUT_METHODS.has(method) && isEmptyInput(input)) return (handlers[method as MethodName] as (i: unknown) => Promise<unknown>)({});
  const idField = ID_INPUT_METHODS.get(method);
  if (idField !== undefined && isIdOnlyInput(input, idField)) return (handlers[method as MethodName] as (i: unknown) => Promise<unknown>)({ [idField]: (input as Record<string, string>)[idField] });
  const { isMethodName, methods } = await import('./contract.js');
  if (!isMethodName(method)) throw new AutodreamError('usage', `Unknown method "${method}".`);
  const parsed = methods[method].input.safeParse(input ?? {});
  if (!parsed.success) throw new AutodreamError('bad-input', `Invalid input for ${method}: ${describeZodError(parsed.error)}`);
  const handler = handlers[method] as (i: unknown) => Promise<unknown>;
  return handler(parsed.data);
}

/** A zod failure thrown by a handler's own parse, known by its name and issues (so this module does not load zod). */
function isZodError(e: unknown): e is ZodError {
  return e instanceof Error && e.name === 'ZodError' && Array.isArray((e as { issues?: unknown }).issues);
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
  if (isZodError(e)) return { code: 'bad-input', message: describeZodError(e) };
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
