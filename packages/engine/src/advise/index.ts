/**
 * Advice on a finished audit: the built-in expert rules (ordered suggestions) and the built-in fix writer
 * (ready-to-paste fixes from the page's own facts). The model path (./ai) builds on both.
 */
export { suggestFromRules, type RuleInput, type Suggestion } from './rules.js';
export { FIXABLE_CHECKS, writeFixes } from './fixes/index.js';
