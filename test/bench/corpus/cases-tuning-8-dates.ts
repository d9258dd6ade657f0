import type { QualityCase } from './cases.js';

/** TUNING 8, dates part: written before this part's rule changes (see the round's notes in the file's cases). */
export const TUNING_8_DATES_CASES: QualityCase[] = [];
