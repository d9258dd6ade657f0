/**
 * A table looked up by a word of a memory's text. Built with no prototype, so a word that names a
 * property every plain object has ('constructor', 'toString', '__proto__', 'valueOf') finds
 * nothing, as any other word outside the table does, instead of a function or Object.prototype.
 */
export function wordTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
