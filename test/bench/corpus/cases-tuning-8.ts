import type { QualityCase } from './cases.js';
import { TUNING_8_CHANGES_CASES } from './cases-tuning-8-changes.js';
import { TUNING_8_DATES_CASES } from './cases-tuning-8-dates.js';
import { TUNING_8_MEANING_CASES } from './cases-tuning-8-meaning.js';
import { TUNING_8_RULES_CASES } from './cases-tuning-8-rules.js';

/**
 * The eighth TUNING set, in four parts, each written by the fixer of its categories before that
 * fixer changed a rule: meaning (contradictions, paraphrases), rules (CLAUDE.md, index hooks),
 * changes (supersessions), dates (English and Chinese dates, captured requests).
 */
export const TUNING_8_CASES: QualityCase[] = [...TUNING_8_MEANING_CASES, ...TUNING_8_RULES_CASES, ...TUNING_8_CHANGES_CASES, ...TUNING_8_DATES_CASES];
