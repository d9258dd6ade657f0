import type { QualityCase } from './cases.js';

/** HELD-OUT 12, facts part (being written). */
export const HELDOUT_12_FACTS_CASES: QualityCase[] = [];
