import type { QualityCase } from './cases.js';
import { TUNING_10_CHANGES_CASES } from './cases-tuning-10-changes.js';
import { TUNING_10_DATES_CASES } from './cases-tuning-10-dates.js';
import { TUNING_10_MEANING_CASES } from './cases-tuning-10-meaning.js';
import { TUNING_10_RULES_CASES } from './cases-tuning-10-rules.js';

/**
 * The tenth TUNING set, in four parts, each written by the fixer of its categories before that
 * fixer changed a rule: dates (dates, captured requests), changes (supersessions), meaning
 * (contradictions, paraphrases), rules (CLAUDE.md). Its hooks part, planned then, was never
 * filled; TUNING 11 has one.
 */
export const TUNING_10_CASES: QualityCase[] = [...TUNING_10_DATES_CASES, ...TUNING_10_CHANGES_CASES, ...TUNING_10_MEANING_CASES, ...TUNING_10_RULES_CASES];
