/** Every member of `a` is in `b` (Node 20 has no Set.prototype.isSubsetOf). */
export function subset<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/** The same members. */
export function sameSet<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  return a.size === b.size && subset(a, b);
}
