import type { QualityCase } from './cases.js';

/** TUNING 7, wording part (being written). */
export const TUNING_7_WORDING_CASES: QualityCase[] = [];
