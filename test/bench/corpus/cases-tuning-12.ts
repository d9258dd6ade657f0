import type { QualityCase } from './cases.js';
import { TUNING_12_CHANGES_CASES } from './cases-tuning-12-changes.js';
import { TUNING_12_HOOKS_CASES } from './cases-tuning-12-hooks.js';
import { TUNING_12_RULES_CASES } from './cases-tuning-12-rules.js';
import { TUNING_12_WORDING_CASES } from './cases-tuning-12-wording.js';

/**
 * The twelfth TUNING set, in four parts, each written by the fixer of its categories before that
 * fixer changed a rule: changes (supersessions, contradictions), wording (paraphrases, dates),
 * rules (CLAUDE.md, merges), hooks (shortened index hooks, captured requests).
 */
export const TUNING_12_CASES: QualityCase[] = [...TUNING_12_CHANGES_CASES, ...TUNING_12_WORDING_CASES, ...TUNING_12_RULES_CASES, ...TUNING_12_HOOKS_CASES];
