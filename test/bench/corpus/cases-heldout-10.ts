import type { QualityCase } from './cases.js';

/**
 * HELD-OUT 10: written fresh from the dream-quality issue while HELD-OUT 9 becomes a tuning set,
 * before the rule changes of that round; run only with --final10 and never tuned against.
 */
export const HELDOUT_10_CASES: QualityCase[] = [];
