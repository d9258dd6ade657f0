import type { QualityCase } from './cases.js';

/** HELD-OUT 17, files part: being written. */
export const HELDOUT_17_FILES_CASES: QualityCase[] = [];
