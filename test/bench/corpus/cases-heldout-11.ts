import type { QualityCase } from './cases.js';

/**
 * HELD-OUT 11: written fresh from the dream-quality issue while HELD-OUT 10 becomes a tuning set,
 * before the rule changes of that round; run only with --final11 and never tuned against.
 */
export const HELDOUT_11_CASES: QualityCase[] = [];
