import type { QualityCase } from './cases.js';

/** HELD-OUT 12, files part (being written). */
export const HELDOUT_12_FILES_CASES: QualityCase[] = [];
