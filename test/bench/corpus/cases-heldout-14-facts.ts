import type { QualityCase } from './cases.js';

/** HELD-OUT 14, facts part (being written). */
export const HELDOUT_14_FACTS_CASES: QualityCase[] = [];
