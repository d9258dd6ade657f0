import type { QualityCase } from './cases.js';

/** HELD-OUT 13, files part (being written). */
export const HELDOUT_13_FILES_CASES: QualityCase[] = [];
