import type { QualityCase } from './cases.js';
import { TUNING_3_DATES_CASES } from './cases-tuning-3-dates.js';
import { TUNING_3_SUPERSEDE_CASES } from './cases-tuning-3-supersede.js';
import { TUNING_3_WORDING_CASES } from './cases-tuning-3-wording.js';

/** The third TUNING set, written after the HELD-OUT 7 run from the categories it missed, in three parts. */
export const TUNING_3_CASES: QualityCase[] = [...TUNING_3_DATES_CASES, ...TUNING_3_SUPERSEDE_CASES, ...TUNING_3_WORDING_CASES];
