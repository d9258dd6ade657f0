/** For each term, the indexes of the documents that contain it: candidate pairs share a term. */
export function postingsOf(termSets: readonly ReadonlySet<string>[]): Map<string, number[]> {
  const postings = new Map<string, number[]>();
  termSets.forEach((set, i) => {
    for (const t of set) {
      const list = postings.get(t);
      if (list) list.push(i);
      else postings.set(t, [i]);
    }
  });
  return postings;
}
