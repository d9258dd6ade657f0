/**
 * A long pass over a dir's statements is a generator that yields between slices of its work
 * (text/paraphrase.ts, text/contradictions.ts): run to its end at once, or with the dream's
 * `slice` (a cancel check, a turn of the event loop when the last is old) at each yield.
 */
export function runSteps<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

export async function runStepsSliced<T>(steps: Generator<void, T, void>, slice: () => Promise<void>): Promise<T> {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    await slice();
  }
}
