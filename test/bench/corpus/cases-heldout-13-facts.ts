import type { QualityCase } from './cases.js';

/** HELD-OUT 13, facts part (being written). */
export const HELDOUT_13_FACTS_CASES: QualityCase[] = [];
