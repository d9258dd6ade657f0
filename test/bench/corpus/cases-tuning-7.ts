import type { QualityCase } from './cases.js';
import { TUNING_7_DATES_CASES } from './cases-tuning-7-dates.js';
import { TUNING_7_MEANING_CASES } from './cases-tuning-7-meaning.js';
import { TUNING_7_WORDING_CASES } from './cases-tuning-7-wording.js';

/** The seventh TUNING set, written after the HELD-OUT 11 run from the categories it missed, in three parts. */
export const TUNING_7_CASES: QualityCase[] = [...TUNING_7_DATES_CASES, ...TUNING_7_MEANING_CASES, ...TUNING_7_WORDING_CASES];
