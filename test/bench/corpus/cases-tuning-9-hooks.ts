import type { QualityCase } from './cases.js';

/** TUNING 9, hooks part: shortened index hooks, written by the fixer of these categories before its rule changes. */
export const TUNING_9_HOOKS_CASES: QualityCase[] = [];
