import type { QualityCase } from './cases.js';

/** TUNING 9, rules part: CLAUDE.md conflicts and repeats, written by the fixer of these categories before its rule changes. */
export const TUNING_9_RULES_CASES: QualityCase[] = [];
