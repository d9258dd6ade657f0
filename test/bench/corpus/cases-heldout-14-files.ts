import type { QualityCase } from './cases.js';

/** HELD-OUT 14, files part (being written). */
export const HELDOUT_14_FILES_CASES: QualityCase[] = [];
